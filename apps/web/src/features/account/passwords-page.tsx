export function PasswordsPage() { return null; }
