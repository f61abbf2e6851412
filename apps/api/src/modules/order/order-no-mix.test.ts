import { describe, expect, it } from 'vitest';
import { mixOrderSequence } from '../../lib/order-no-mix.ts';

describe('order number mixing', () => {
  it('gives every sequence value its own number, and consecutive values no visible order', () => {
    const seen = new Set<number>();
    const mixed: number[] = [];
    for (let n = 1; n <= 20_000; n += 1) {
      const value = mixOrderSequence(n);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(100_000_000);
      seen.add(value);
      mixed.push(value);
    }
    expect(seen.size).toBe(20_000);
    // Neighbours are far apart: no "…02, 03, 05" for a shopper to read as a count.
    const steps = mixed.slice(1).map((value, i) => Math.abs(value - mixed[i]!));
    expect(Math.min(...steps)).toBeGreaterThan(1000);
  });

  it('keeps digits above the eighth, so numbers stay unique past 10^8', () => {
    expect(Math.floor(mixOrderSequence(100_000_007) / 100_000_000)).toBe(1);
    expect(mixOrderSequence(100_000_007) % 100_000_000).toBe(mixOrderSequence(7));
  });
});
