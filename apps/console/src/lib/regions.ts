import { COUNTRY_CODES } from '@shop/contract/countries';
import { type LangCode, localeOf } from '@shop/contract/languages';

/** The regions the console offers: the shop's one list (packages/contract/src/countries.ts). */
export const REGION_CODES = COUNTRY_CODES;

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
 * Picker options sorted by name in the operator's language, labelled "Japan (JP)" so the operator can type either.
 * Codes already chosen but missing from REGION_CODES (set before the list changed) are kept, or saving would
 * silently drop them.
 */
export function regionOptions(lang: LangCode, chosen: readonly string[] = []): RegionOption[] {
  const codes = new Set<string>([...REGION_CODES, ...chosen.map((code) => code.toUpperCase())]);
  const locale = localeOf(lang);
  return [...codes]
    .map((code) => ({ value: code, label: `${regionName(code, lang)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
