import { COUNTRY_CODES } from '@shop/contract/countries';
import { describe, expect, it } from 'vitest';
import { regionName, regionOptions } from './regions.ts';

describe('region names and options', () => {
  it("names regions in the operator's language", () => {
    expect(regionName('JP', 'en')).toBe('Japan');
    expect(regionName('GB', 'en')).toBe('United Kingdom');
    expect(regionName('JP', 'zh-CN')).toBe('日本');
  });

  it('lists only real, distinct region codes', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(regionName(code, 'en'), code).not.toBe(code);
  });

  it('falls back to the code for something that is not a region', () => {
    expect(regionName('not a code', 'en')).toBe('not a code');
  });

  it('offers every code once, sorted by name, labelled with name and code', () => {
    const options = regionOptions('en');

    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(options.map((o) => o.value)).size).toBe(COUNTRY_CODES.length);
    expect(options.find((o) => o.value === 'DE')?.label).toBe('Germany (DE)');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toBe('Argentina (AR)');
    expect(regionOptions('zh-CN').find((o) => o.value === 'DE')?.label).toBe('德国 (DE)');
  });

  it('keeps a chosen code that is not in the list, so saving does not drop it', () => {
    const options = regionOptions('en', ['is', 'US']);

    expect(options).toHaveLength(COUNTRY_CODES.length + 1);
    expect(options).toContainEqual({ value: 'IS', label: 'Iceland (IS)' });
  });
});
