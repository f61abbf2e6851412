// @vitest-environment node
import { COUNTRY_CODES } from '@shop/contract/countries';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES, countryEntries, searchCountries } from './country-search.ts';

const codes = (locale: string, query: string) => searchCountries(countryEntries(locale), query).map((e) => e.code);

/** The register form's country list is searched, not scrolled. */
describe('the searchable country list', () => {
  it('finds a country by its name in the interface language and in English', () => {
    expect(codes('th-TH', 'ไทย')).toEqual(['TH']);
    expect(codes('th-TH', 'thai')).toEqual(['TH']);
    expect(codes('ja-JP', '日本')).toEqual(['JP']);
    expect(codes('ja-JP', 'JAPAN')).toEqual(['JP']);
    expect(codes('zh-CN', '德国')).toEqual(['DE']);
    expect(codes('zh-CN', 'germ')).toEqual(['DE']);
  });

  it('puts names that begin with the text before names that contain it, ignoring accents and case', () => {
    // "land" begins no name, but Ireland, Finland, Poland, Thailand, New Zealand… contain it.
    const land = codes('en', 'land');
    expect(land).toEqual(expect.arrayContaining(['IE', 'FI', 'PL', 'TH', 'NZ', 'NL', 'CH']));
    const s = codes('en', 'S');
    expect(s.indexOf('SG')).toBeLessThan(s.indexOf('US'));
    expect(codes('en', 'turkiye')).toEqual(['TR']);
  });

  it('finds by calling code with or without the plus, and by the ISO code', () => {
    expect(codes('en', '+66')).toEqual(['TH']);
    expect(codes('en', '852')).toEqual(['HK']);
    expect(codes('ko-KR', 'kr')).toContain('KR');
    expect(codes('en', '+1').sort()).toEqual(['CA', 'US']);
  });

  it('shows the whole list for an empty text, and nothing for a text no country has', () => {
    expect(codes('en', '  ')).toHaveLength(COUNTRY_CODES.length);
    expect(codes('en', 'atlantis')).toEqual([]);
  });

  it('knows the calling code of every country the shop offers', () => {
    for (const code of COUNTRY_CODES) expect(CALLING_CODES[code], code).toMatch(/^\d{1,3}$/);
    expect(countryEntries('th-TH').find((e) => e.code === 'TH')).toMatchObject({
      name: 'ไทย',
      english: 'Thailand',
      callingCode: '+66',
    });
  });
});
