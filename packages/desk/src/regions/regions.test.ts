import { COUNTRY_CODES } from '@shop/contract/countries';
import { describe, expect, it } from 'vitest';
import { regionName, regionOptions } from './regions.ts';

describe('regions', () => {
  it('names a region in the language on screen, and keeps an unknown value as it is', () => {
    expect(regionName('JP', 'en')).toBe('Japan');
    expect(regionName('JP', 'zh-CN')).toBe('日本');
    expect(regionName('not a code', 'en')).toBe('not a code');
  });

  it('offers every platform country sorted by its name, with its code to type', () => {
    const options = regionOptions('en');
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options.find((o) => o.value === 'TH')?.label).toBe('Thailand (TH)');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('keeps a chosen code the list no longer has', () => {
    expect(regionOptions('en', ['is']).some((o) => o.value === 'IS')).toBe(true);
  });
});
