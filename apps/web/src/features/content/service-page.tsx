export function ServicePage() { return null; }
