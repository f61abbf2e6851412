import { describe, expect, it } from 'vitest';
import { highlightParts } from './search-highlight.ts';

const marked = (text: string, keyword: string) =>
  highlightParts(text, keyword)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the typed words wherever they occur, ignoring letter case', () => {
    expect(marked('Clear Phone Case for iPhone 15', 'phone')).toBe('Clear [Phone] Case for i[Phone] 15');
  });

  it('marks every word of the keyword', () => {
    expect(marked('Red running shoes', 'shoes red')).toBe('[Red] running [shoes]');
  });

  it('prefers the longer word where two overlap', () => {
    expect(marked('Smartphone', 'ph phone')).toBe('Smart[phone]');
  });

  it('treats symbols in the keyword as plain text', () => {
    expect(marked('USB-C (20W) charger', '(20w)')).toBe('USB-C [(20W)] charger');
    expect(marked('a.b', '.')).toBe('a[.]b');
  });

  it('works with scripts without spaces', () => {
    expect(marked('液态硅胶手机壳', '手机')).toBe('液态硅胶[手机]壳');
  });

  it('leaves a title without the words unmarked', () => {
    expect(highlightParts('Power bank', 'phone')).toEqual([{ text: 'Power bank', match: false }]);
    expect(highlightParts('Power bank', '  ')).toEqual([{ text: 'Power bank', match: false }]);
    expect(highlightParts('', 'phone')).toEqual([]);
  });
});
