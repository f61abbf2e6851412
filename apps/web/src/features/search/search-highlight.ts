export interface HighlightPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cuts a suggestion into plain and matched parts, so the part the shopper typed stands out. Every word of the
 * keyword is marked wherever it occurs, ignoring letter case; the server also matches titles in other languages,
 * so a suggestion may have no marked part at all.
 */
export function highlightParts(text: string, keyword: string): HighlightPart[] {
  const words = [...new Set(keyword.trim().split(/\s+/).filter(Boolean))]
    // Longest first, so "phone" wins over "ph" where both match.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
