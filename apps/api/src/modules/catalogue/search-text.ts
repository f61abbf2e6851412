import { LANG_CODES } from '@shop/contract/languages';

/**
 * Search without full-table scans in five languages, identically on PostgreSQL and PGlite.
 *
 * pg_trgm alone is not enough: under the C locale it ignores Chinese, Japanese, Korean and Thai letters, and no
 * trigram index helps a one- or two-character term (common in Chinese and Korean). So every searchable row
 * carries its own n-grams in a GIN-indexed text[] column:
 *   - every 2- and 3-character substring of every word, in every script;
 *   - every single character of the ideographic scripts (Han, kana, Hangul), where one character is a word.
 * A query word's grams must all be present (`search_grams @> …`, an index lookup), then `strpos` on the
 * normalised text confirms the substring. Latin typos take a second path: pg_trgm word similarity on the
 * Latin-only text (`search_latin`), used only when the exact path finds nothing.
 */

/** Han, hiragana, katakana and Hangul: scripts where a single character can be a whole search term. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Word separators: spaces, punctuation and symbols. Thai and CJK have no spaces, so a run of them is one word. */
const SEPARATORS = /[\s\p{P}\p{S}]+/u;

/**
 * Lower case, full-width forms folded (NFKC), and accents removed from Latin letters only: "Café" and "cafe" meet,
 * while Japanese voiced marks, Korean syllables and Thai tone marks stay as they are.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** The words of a normalised text. */
export function searchWords(normalized: string): string[] {
  return normalized.split(SEPARATORS).filter(Boolean);
}

function gramsOfWord(word: string, into: Set<string>): void {
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    if (IDEOGRAPHIC.test(chars[i]!)) into.add(chars[i]!);
    if (i + 2 <= chars.length) into.add(chars[i]! + chars[i + 1]!);
    if (i + 3 <= chars.length) into.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
}

/** The searchable columns of a row whose texts are given per language (titles, or shop names). */
export interface SearchColumns {
  /** The normalised texts, one line per language in LANG_CODES order (line n+1 is LANG_CODES[n]). */
  search_text: string;
  search_grams: string[];
  /** Latin-script words only, for the typo-tolerant path. */
  search_latin: string;
}

export function searchColumns(texts: Partial<Record<string, string>> & { en: string }): SearchColumns {
  const lines = LANG_CODES.map((lang) => normalizeSearchText(texts[lang] ?? texts.en).replace(/\n/g, ' '));
  const grams = new Set<string>();
  for (const line of lines) for (const word of searchWords(line)) gramsOfWord(word, grams);
  const latin = new Set(lines.flatMap((line) => searchWords(line)).filter((w) => /^[\p{Script=Latin}0-9]+$/u.test(w)));
  return { search_text: lines.join('\n'), search_grams: [...grams], search_latin: [...latin].join(' ') };
}

/** What the database is asked for one query. */
export interface SearchPlan {
  /** The normalised query, compared with the title in the shopper's language for ranking. */
  phrase: string;
  /** Words to find as substrings, each with the grams an index lookup needs. */
  words: { word: string; grams: string[] }[];
  /** Latin words long enough for a one-typo match when nothing matches exactly. */
  fuzzy: string[];
}

/** Turns a shopper's keyword into a plan; undefined when nothing in it can be searched (empty, or one letter). */
export function planSearch(keyword: string): SearchPlan | undefined {
  // Punctuation and repeated spaces do not change the ranking: the phrase is the words, one space apart.
  const phrase = searchWords(normalizeSearchText(keyword.trim())).join(' ');
  const words = [...new Set(searchWords(phrase))]
    .filter((word) => [...word].length >= 2 || IDEOGRAPHIC.test(word))
    .map((word) => {
      const chars = [...word];
      if (chars.length <= 2) return { word, grams: [word] };
      const grams = new Set<string>();
      for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
      return { word, grams: [...grams] };
    });
  if (words.length === 0) return undefined;
  const fuzzy = words.map((w) => w.word).filter((w) => w.length >= 4 && /^[\p{Script=Latin}0-9]+$/u.test(w));
  return { phrase, words, fuzzy };
}

/** The 1-based line of `search_text` holding a language's text. */
export function searchLineOf(lang: string): number {
  const index = LANG_CODES.indexOf(lang as (typeof LANG_CODES)[number]);
  return (index < 0 ? 0 : index) + 1;
}
