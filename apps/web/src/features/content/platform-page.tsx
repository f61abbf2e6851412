export function PlatformPage() { return null; }
