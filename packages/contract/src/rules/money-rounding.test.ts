import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf, roundShare, splitByLargestRemainder } from './money-rounding.ts';
import { serviceCharge } from './service-charge.ts';

describe('one rounding rule: half up to the cent', () => {
  it('rounds a share half up, exactly, also past 2^53', () => {
    expect(percentOf(2898, 10)).toBe(290); // 10 % of $28.98 is $2.90, not $2.89
    expect(percentOf(2895, 10)).toBe(290); // 289.5 → 290
    expect(percentOf(2894, 10)).toBe(289);
    expect(basisPointsOf(1, 5_000)).toBe(1); // half a cent goes up
    expect(basisPointsOf(1, 4_999)).toBe(0);
    expect(basisPointsOf(3_000, 500)).toBe(150);
    expect(roundShare(-5, 1, 10)).toBe(-1); // a half cent goes away from zero on either side
    expect(roundShare(Number.MAX_SAFE_INTEGER, 10_000, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not integer cents', () => {
    expect(() => roundShare(1.5, 1, 2)).toThrow(RangeError);
    expect(() => roundShare(1, 1, 0)).toThrow(RangeError);
  });

  it('splits by the largest remainder: exact total, no part above its weight', () => {
    expect(splitByLargestRemainder(804, [5998, 2050])).toEqual([599, 205]);
    expect(splitByLargestRemainder(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(2, [1000, 1000, 5000])).toEqual([0, 0, 2]);
    expect(splitByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(splitByLargestRemainder(5, [])).toEqual([]);
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % (max + 1);
    };
    for (let i = 0; i < 2_000; i += 1) {
      const weights = Array.from({ length: 1 + next(5) }, () => next(50_000));
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = next(sum);
      const parts = splitByLargestRemainder(total, weights);
      expect(
        parts.reduce((a, b) => a + b, 0),
        JSON.stringify({ total, weights }),
      ).toBe(sum > 0 ? total : 0);
      parts.forEach((part, index) => {
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(weights[index] ?? 0);
        // Never more than one cent away from the exact share.
        expect(Math.abs(part - (total * (weights[index] ?? 0)) / (sum || 1))).toBeLessThan(1);
      });
    }
  });

  it('computes the withdrawal charge half up before the minimum', () => {
    expect(serviceCharge(10_050, { rate: 1.5, minCents: 100 })).toBe(151); // 150.75 → 151
    expect(serviceCharge(10_033, { rate: 1.5, minCents: 100 })).toBe(150); // 150.495 → 150
    expect(serviceCharge(1_000, { rate: 1, minCents: 100 })).toBe(100); // 10 → the minimum
    expect(serviceCharge(12_345, { rate: 0, minCents: 0 })).toBe(0);
  });
});
