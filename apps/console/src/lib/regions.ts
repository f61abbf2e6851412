import { COUNTRY_CODES } from '@shop/contract/countries';

/** The regions the console offers: the shop's one list (packages/contract/src/countries.ts). */
export const REGION_CODES = COUNTRY_CODES;

// Operators read English (the console has no other language).
const NAMES = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });

/** "JP" → "Japan"; the code itself when it is not a region the platform knows. */
export function regionName(code: string): string {
  try {
    return NAMES.of(code) ?? code;
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
 * Picker options sorted by name, labelled "Japan (JP)" so the operator can type either. Codes already chosen but
 * missing from REGION_CODES (set before the list changed) are kept, or saving would silently drop them.
 */
export function regionOptions(chosen: readonly string[] = []): RegionOption[] {
  const codes = new Set<string>([...REGION_CODES, ...chosen.map((code) => code.toUpperCase())]);
  return [...codes]
    .map((code) => ({ value: code, label: `${regionName(code)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
