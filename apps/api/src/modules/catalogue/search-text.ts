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
  /**
   * The normalised words, one line per language in LANG_CODES order, each word between single spaces and each
   * line between newlines (`\n w1 w2 \n w1 w2 \n…`): a word's or a title's edges are then plain substrings, so
   * ranking a match is a few `strpos` calls on this one column (see relevanceTier).
   */
  search_text: string;
  search_grams: string[];
  /** Latin-script words only, for the typo-tolerant path. */
  search_latin: string;
}

export function searchColumns(texts: Partial<Record<string, string>> & { en: string }): SearchColumns {
  const lines = LANG_CODES.map((lang) => searchWords(normalizeSearchText(texts[lang] ?? texts.en)));
  const grams = new Set<string>();
  for (const words of lines) for (const word of words) gramsOfWord(word, grams);
  const latin = new Set(lines.flat().filter((w) => /^[\p{Script=Latin}0-9]+$/u.test(w)));
  return {
    search_text: `\n${lines.map((words) => ` ${words.join(' ')} `).join('\n')}\n`,
    search_grams: [...grams],
    search_latin: [...latin].join(' '),
  };
}

/**
 * How well a match fits, best first, judged on the title in every language (a shopper may type in any of them):
 *   0 a title is exactly the query;
 *   1 a title begins with the query's words;
 *   2 the query's words stand whole in a title;
 *   3 a word ends with the query (Chinese, Japanese, Korean: the head of a compound is its end, スマホケース is a
 *     case, 蓝牙耳机 earphones) or begins with it (Latin and Thai, where the head comes first: "earbuds", เคสใส);
 *   4 the other edge of a word (ケース付き "with a case", "bookcase");
 *   5 inside a word (土耳其 "Turkey" for 耳).
 * Equal tiers go by sales. The edges are substrings of search_text's layout, so the database ranks with `strpos`.
 */
export const RELEVANCE_TIERS = 6;

/** The substrings of search_text whose presence puts a match in tiers 0 to 4 (tier 5 is the rest). */
export function relevanceNeedles(phrase: string): [string, string, string, string, string] {
  const headFinal = IDEOGRAPHIC.test(phrase);
  const start = ` ${phrase}`;
  const end = `${phrase} `;
  return [`\n ${phrase} \n`, `\n ${phrase} `, ` ${phrase} `, headFinal ? end : start, headFinal ? start : end];
}

/** The tier of a row's search_text for a plan: what the database computes, for tests and tools. */
export function relevanceTier(searchText: string, plan: SearchPlan): number {
  const tier = plan.needles.findIndex((needle) => searchText.includes(needle));
  return tier < 0 ? RELEVANCE_TIERS - 1 : tier;
}

/** What the database is asked for one query. */
export interface SearchPlan {
  /** The normalised query's words, one space apart: what relevance compares with the titles. */
  phrase: string;
  /** relevanceNeedles of the phrase. */
  needles: [string, string, string, string, string];
  /** Words to find as substrings, each with the grams an index lookup needs. */
  words: { word: string; grams: string[] }[];
  /** Latin words long enough for a one-typo match when nothing matches exactly. */
  fuzzy: string[];
}

/** A word of two or three letters (or one ideograph) is a gram itself: the grams index finds it exactly. */
export function isOneGram(word: SearchPlan['words'][number]): boolean {
  return word.grams.length === 1 && word.grams[0] === word.word;
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
      // Every other trigram (and the last one): the index intersects one posting list per gram, and a long Latin
      // word's trigrams are mostly common ones (a third of the time of a search for "blanket" went to its five
      // lists). Each overlaps the next by a letter: without the overlap the lookup let through twice the candidates
      // ("doodle": doo…dle), each a heap page read before `strpos` turns it down.
      const gram = (at: number) => chars[at]! + chars[at + 1]! + chars[at + 2]!;
      const grams = new Set<string>();
      for (let i = 0; i + 3 <= chars.length; i += 2) grams.add(gram(i));
      grams.add(gram(chars.length - 3));
      return { word, grams: [...grams] };
    });
  if (words.length === 0) return undefined;
  const fuzzy = words.map((w) => w.word).filter((w) => w.length >= 4 && /^[\p{Script=Latin}0-9]+$/u.test(w));
  return { phrase, needles: relevanceNeedles(phrase), words, fuzzy };
}
