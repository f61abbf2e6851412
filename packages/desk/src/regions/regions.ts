import { COUNTRY_CODES } from '@shop/contract/countries';
import { type LangCode, localeOf } from '@shop/contract/languages';

const names = new Map<LangCode, Intl.DisplayNames>();

function namesIn(lang: LangCode): Intl.DisplayNames {
  let display = names.get(lang);
  if (!display) {
    display = new Intl.DisplayNames(localeOf(lang), { type: 'region', fallback: 'code' });
    names.set(lang, display);
  }
  return display;
}

/** "JP" → "Japan" (日本 in Chinese); the code itself when it is not a region the platform knows. */
export function regionName(code: string, lang: LangCode): string {
  try {
    return namesIn(lang).of(code) ?? code;
  } catch {
    // Intl throws on strings that are not region codes at all; an odd stored value must not break a page.
    return code;
  }
}

export interface RegionOption {
  value: string;
  label: string;
}

/**
 * The platform's countries and regions (packages/contract/src/countries.ts) for a searchable picker, sorted by name
 * in the user's language and labelled "Japan (JP)" so either can be typed. Codes already chosen but missing from the
 * list (set before it changed) are kept, or saving would silently drop them.
 */
export function regionOptions(lang: LangCode, chosen: readonly string[] = []): RegionOption[] {
  const codes = new Set<string>([...COUNTRY_CODES, ...chosen.map((code) => code.toUpperCase())]);
  const locale = localeOf(lang);
  return [...codes]
    .map((code) => ({ value: code, label: `${regionName(code, lang)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
