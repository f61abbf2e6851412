import { countryOptions } from './countries.ts';

/**
 * International calling codes (ITU E.164) of the shop's countries (@shop/contract/countries): shown beside each
 * name in the country list so a shopper recognises their own, and searchable ("+66", "66").
 */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  US: '1',
  CA: '1',
  MX: '52',
  BR: '55',
  AR: '54',
  CL: '56',
  CO: '57',
  GB: '44',
  IE: '353',
  FR: '33',
  DE: '49',
  IT: '39',
  ES: '34',
  PT: '351',
  NL: '31',
  BE: '32',
  CH: '41',
  AT: '43',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  PL: '48',
  CZ: '420',
  GR: '30',
  TR: '90',
  IL: '972',
  AE: '971',
  SA: '966',
  EG: '20',
  ZA: '27',
  NG: '234',
  IN: '91',
  PK: '92',
  CN: '86',
  HK: '852',
  MO: '853',
  TW: '886',
  JP: '81',
  KR: '82',
  SG: '65',
  MY: '60',
  TH: '66',
  VN: '84',
  PH: '63',
  ID: '62',
  AU: '61',
  NZ: '64',
};

/** One row of the searchable country list. */
export interface CountryEntry {
  code: string;
  /** The name in the shopper's language (the sort order). */
  name: string;
  /** The English name: a shopper may type it whatever the interface language. */
  english: string;
  /** "+66", or '' when unknown. */
  callingCode: string;
}

/**
 * The countries in the shopper's language, sorted by that name, each with its English name and calling code;
 * `current` is kept when it is not in the list.
 */
export function countryEntries(locale: string, current?: string): CountryEntry[] {
  const english = new Map(countryOptions('en', current).map((o) => [o.value, o.label]));
  return countryOptions(locale, current).map(({ label, value }) => ({
    code: value,
    name: label,
    english: english.get(value) ?? value,
    callingCode: CALLING_CODES[value] ? `+${CALLING_CODES[value]}` : '',
  }));
}

/** Lower case without accents or width variants, so "cote", "Côte" and "ＣＯＴＥ" meet. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('en');
}

/**
 * The entries a typed text finds: a part of the name in the shopper's language or in English, the ISO code, or
 * the calling code (with or without "+"). Names that begin with the text come first, the list order otherwise.
 */
export function searchCountries(entries: readonly CountryEntry[], query: string): CountryEntry[] {
  const text = fold(query.trim());
  if (!text) return [...entries];
  const digits = text.replace(/^\+/, '');
  const starts: CountryEntry[] = [];
  const inside: CountryEntry[] = [];
  for (const entry of entries) {
    const names = [fold(entry.name), fold(entry.english)];
    if (names.some((name) => name.startsWith(text)) || fold(entry.code) === text) starts.push(entry);
    else if (
      names.some((name) => name.includes(text)) ||
      (/^\d+$/.test(digits) && entry.callingCode.slice(1).startsWith(digits))
    )
      inside.push(entry);
  }
  return [...starts, ...inside];
}
