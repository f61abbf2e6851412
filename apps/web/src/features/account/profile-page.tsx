export function ProfilePage() { return null; }
