export function LanguagePage() { return null; }
