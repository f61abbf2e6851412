export function MePage() { return null; }
