export function LoginPage() { return null; }
