export function PayPasswordPage() { return null; }
