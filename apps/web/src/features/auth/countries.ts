import { type LangCode, localeOf } from '@shop/contract/languages';

/** The regions offered at registration (ISO 3166-1 alpha-2); the account's country is optional. */
const COUNTRY_CODES = [
  'US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'NL', 'BR', 'MX', 'AE', 'SA', 'IN',
  'CN', 'HK', 'TW', 'JP', 'KR', 'TH', 'VN', 'MY', 'SG', 'ID', 'PH',
] as const;

/** The regions with their names in the shopper's language (the platform knows them), sorted by name. */
export function countryOptions(lang: LangCode): { label: string; value: string }[] {
  const locale = localeOf(lang);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}
