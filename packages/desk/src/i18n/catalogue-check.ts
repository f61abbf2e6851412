import { type LangCode, localeOf } from '@shop/contract/languages';

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Flattens nested strings to dotted keys: { a: { b: "x" } } → { "a.b": "x" }. */
export function leaves(node: unknown, prefix = ''): Record<string, unknown> {
  if (typeof node !== 'object' || node === null) return { [prefix]: node };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) Object.assign(out, leaves(value, prefix ? `${prefix}.${key}` : key));
  return out;
}

const placeholders = (text: string) =>
  (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

/** "total_one" → "total"; undefined for a key that is not a plural form. */
function pluralBase(key: string): string | undefined {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match?.[1];
}

/**
 * What a translation lacks or gets wrong against English: every key present and non-empty, the same placeholders,
 * and for plurals the forms the language has (Chinese, Japanese, Korean, Thai: `_other` only). Empty when it is whole.
 */
export function catalogueProblems(english: unknown, translated: unknown, lang: LangCode): string[] {
  const source = leaves(english);
  const target = leaves(translated);
  const categories = new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(source)) {
    const base = pluralBase(key);
    if (base === undefined) {
      expected.set(key, String(text));
      continue;
    }
    // Any English form gives the placeholders; the translation needs each form of its own language.
    for (const category of categories) expected.set(`${base}_${category}`, String(text));
  }
  const problems: string[] = [];
  for (const [key, text] of expected) {
    // A plural form may fall back to the bare key, as i18next does (the server messages keep KEY beside KEY_one).
    const base = pluralBase(key);
    const value = target[key] ?? (base !== undefined && source[base] !== undefined ? target[base] : undefined);
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`missing ${key}`);
      continue;
    }
    const wanted = placeholders(text).filter((p) => p !== '{{count}}' || !pluralBase(key));
    const found = new Set(placeholders(value));
    for (const placeholder of wanted) if (!found.has(placeholder)) problems.push(`${key} lacks ${placeholder}`);
  }
  for (const key of Object.keys(target)) {
    const base = pluralBase(key);
    const known =
      expected.has(key) || (base !== undefined && PLURAL_SUFFIXES.some((s) => expected.has(`${base}_${s}`)));
    if (!known) problems.push(`unknown ${key}`);
  }
  return problems;
}
