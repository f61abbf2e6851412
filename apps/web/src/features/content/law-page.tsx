export function LawPage() { return null; }
