import { describe, expect, it } from 'vitest';
import { percentInBasisPoints, priceChangedBy } from './price-change.ts';

describe('a price changed by a percent', () => {
  it('rounds half up to the cent, exactly', () => {
    expect(priceChangedBy(5, 1_000)).toBe(6); // 5.5 → 6
    expect(priceChangedBy(5, -1_000)).toBe(5); // 4.5 → 5
    expect(priceChangedBy(4, -1_000)).toBe(4); // 3.6 → 4
    expect(priceChangedBy(10, -1_500)).toBe(9); // 8.5 → 9
    expect(priceChangedBy(30, -1_500)).toBe(26); // 25.5 → 26
    expect(priceChangedBy(1_235, 1_000)).toBe(1_359); // 1358.5 → 1359
    expect(priceChangedBy(1_999, -1_500)).toBe(1_699); // 1699.15 → 1699
    expect(priceChangedBy(1_000, 50_000)).toBe(6_000);
    expect(priceChangedBy(4, -9_000)).toBe(0); // 0.4 → 0: the caller refuses a price below a cent
    expect(priceChangedBy(5, -9_000)).toBe(1); // 0.5 → 1
  });

  it('takes a signed percent within −90 … +500 with at most two decimals, never 0', () => {
    expect(percentInBasisPoints(-10)).toBe(-1_000);
    expect(percentInBasisPoints(12.34)).toBe(1_234);
    expect(percentInBasisPoints(0.01)).toBe(1);
    expect(percentInBasisPoints(-90)).toBe(-9_000);
    expect(percentInBasisPoints(500)).toBe(50_000);
    for (const bad of [0, -90.01, 500.01, 1.234, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(percentInBasisPoints(bad), String(bad)).toBeUndefined();
    }
  });
});
