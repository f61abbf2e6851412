import { describe, expect, it } from 'vitest';
import { REGION_CODES, regionName, regionOptions } from './regions.ts';

describe('regions', () => {
  it('names regions in English', () => {
    expect(regionName('JP')).toBe('Japan');
    expect(regionName('GB')).toBe('United Kingdom');
  });

  it('lists only real, distinct region codes', () => {
    expect(new Set(REGION_CODES).size).toBe(REGION_CODES.length);
    for (const code of REGION_CODES) expect(regionName(code), code).not.toBe(code);
  });

  it('falls back to the code for something that is not a region', () => {
    expect(regionName('not a code')).toBe('not a code');
  });

  it('offers every code once, sorted by name, labelled with name and code', () => {
    const options = regionOptions();

    expect(options).toHaveLength(REGION_CODES.length);
    expect(new Set(options.map((o) => o.value)).size).toBe(REGION_CODES.length);
    expect(options.find((o) => o.value === 'DE')?.label).toBe('Germany (DE)');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toBe('Argentina (AR)');
  });

  it('keeps a chosen code that is not in the list, so saving does not drop it', () => {
    const options = regionOptions(['is', 'US']);

    expect(options).toHaveLength(REGION_CODES.length + 1);
    expect(options).toContainEqual({ value: 'IS', label: 'Iceland (IS)' });
  });
});
