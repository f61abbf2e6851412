import { describe, expect, it } from 'vitest';
import { type FreightRule, freightOf, parcelWeight } from './freight.ts';

const flat: FreightRule = {
  mode: 'flat',
  fee: 800,
  free_above: 20_000,
  first_weight_g: null,
  step_weight_g: null,
  step_fee: null,
};
const byWeight: FreightRule = { ...flat, mode: 'weight', first_weight_g: 1000, step_weight_g: 500, step_fee: 300 };

describe('freight of a shop parcel', () => {
  it('flat: the fee per order whatever the weight, free from free_above', () => {
    expect(freightOf(flat, 100, [{ quantity: 9, weight_g: 5000 }])).toBe(800);
    expect(freightOf(flat, 19_999, [])).toBe(800);
    expect(freightOf(flat, 20_000, [])).toBe(0);
    expect(freightOf({ ...flat, free_above: null }, 10_000_000, [])).toBe(800);
  });

  it('weight: the fee covers the first weight, then a step fee per started step', () => {
    expect(freightOf(byWeight, 100, [{ quantity: 2, weight_g: 500 }])).toBe(800); // exactly the first weight
    expect(freightOf(byWeight, 100, [{ quantity: 1, weight_g: 1001 }])).toBe(1100); // one gram starts a step
    expect(freightOf(byWeight, 100, [{ quantity: 1, weight_g: 1500 }])).toBe(1100);
    expect(freightOf(byWeight, 100, [{ quantity: 3, weight_g: 600 }])).toBe(1400); // 800 g beyond: two steps
  });

  it('weightless lines add nothing; a parcel of only those pays the first-weight fee', () => {
    expect(
      parcelWeight([
        { quantity: 4, weight_g: null },
        { quantity: 2, weight_g: 450 },
      ]),
    ).toBe(900);
    expect(freightOf(byWeight, 100, [{ quantity: 50, weight_g: null }])).toBe(800);
    expect(freightOf(byWeight, 100, [])).toBe(800);
  });

  it('free_above applies by weight too, on the goods amount given', () => {
    expect(freightOf(byWeight, 20_000, [{ quantity: 10, weight_g: 5000 }])).toBe(0);
    expect(freightOf(byWeight, 19_999, [{ quantity: 10, weight_g: 5000 }])).toBe(800 + 98 * 300);
  });
});
