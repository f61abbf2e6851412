import { COUNTRY_CODES } from '@shop/contract/countries';
import { langOfTag } from '@shop/contract/language-tags';
import { DEFAULT_LANG, localeOf } from '@shop/contract/languages';

export const DEFAULT_COUNTRY = 'US';

/** The Intl locale of the language i18next shows, by its tag or the shop's code (ja or ri → ja-JP). */
export function intlLocale(language: string): string {
  return localeOf(langOfTag(language) ?? DEFAULT_LANG);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the shopper's language; the code itself when the platform does not know it. */
export function countryName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Picker options sorted by name in the shopper's language; `current` is kept when it is not in the list. */
export function countryOptions(locale: string, current?: string): Array<{ label: string; value: string }> {
  const codes: string[] = [...COUNTRY_CODES];
  if (current && !codes.includes(current)) codes.push(current);
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ label: countryName(code, locale), value: code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
