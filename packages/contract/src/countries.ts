/**
 * The countries and regions the shop ships to and offers in its forms (ISO 3166-1 alpha-2): the common
 * destinations of a cross-border shop. One list for the shopper app (address form, registration) and the console
 * (open regions). Zod-free, so the web app may import it.
 */
export const COUNTRY_CODES = [
  'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'GB', 'IE', 'FR', 'DE', 'IT', 'ES', 'PT', 'NL', 'BE', 'CH', 'AT', 'SE',
  'NO', 'DK', 'FI', 'PL', 'CZ', 'GR', 'TR', 'IL', 'AE', 'SA', 'EG', 'ZA', 'NG', 'IN', 'PK', 'CN', 'HK', 'MO', 'TW',
  'JP', 'KR', 'SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'AU', 'NZ',
] as const;
