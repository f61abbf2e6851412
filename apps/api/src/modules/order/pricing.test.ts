import { describe, expect, it } from 'vitest';
import { discountFor, type FreightRule, freightFor, type PromoTerms, splitDiscount } from './pricing.ts';

/** A small seeded generator (mulberry32): the same "random" cases on every run, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer from min to max, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const percent = (percent_off: number, max_discount: number | null = null): PromoTerms => ({
  kind: 'percent',
  percent_off,
  amount_off: null,
  max_discount,
});
const fixed = (amount_off: number): PromoTerms => ({
  kind: 'fixed',
  percent_off: null,
  amount_off,
  max_discount: null,
});

/** A flat rule: the fee per order, free from `freeAbove`. */
const flat = (fee: number, freeAbove: number | null): FreightRule => ({
  mode: 'flat',
  fee,
  free_above: freeAbove,
  first_weight_g: null,
  step_weight_g: null,
  step_fee: null,
});

describe('freightFor', () => {
  const rule = flat(499, 4900);

  it('charges the fee below the threshold and nothing from exactly the threshold', () => {
    expect(freightFor(rule, 0)).toBe(499);
    expect(freightFor(rule, 4899)).toBe(499);
    expect(freightFor(rule, 4900)).toBe(0);
    expect(freightFor(rule, 4901)).toBe(0);
    expect(freightFor(rule, 10_000_000)).toBe(0);
  });

  it('always charges the fee when the rule never ships free', () => {
    for (const goods of [0, 1, 4900, 10_000_000]) expect(freightFor(flat(750, null), goods)).toBe(750);
  });

  it('ships everything free with a threshold of zero, and charges nothing with a fee of zero', () => {
    expect(freightFor(flat(499, 0), 0)).toBe(0);
    expect(freightFor(flat(0, null), 123)).toBe(0);
  });

  it('is either the fee or zero, and zero exactly when the goods reach the threshold (random rules)', () => {
    const random = seeded(4);
    for (let i = 0; i < 2000; i += 1) {
      const fee = random.int(0, 5000);
      const freeAbove = random.next() < 0.2 ? null : random.int(0, 20_000);
      const goods = random.int(0, 30_000);
      const freight = freightFor(flat(fee, freeAbove), goods);
      const expected = freeAbove !== null && goods >= freeAbove ? 0 : fee;
      expect(freight, JSON.stringify({ fee, freeAbove, goods })).toBe(expected);
    }
  });
});

describe('discountFor', () => {
  it('takes a percent of the goods, rounded half up to the cent', () => {
    // 10 % of $28.98 is $2.898: $2.90 off, not $2.89 (the one rounding rule).
    expect(discountFor(percent(10), 2898)).toBe(290);
    expect(discountFor(percent(10), 8048)).toBe(805);
    expect(discountFor(percent(10), 999)).toBe(100);
    expect(discountFor(percent(10), 994)).toBe(99);
    expect(discountFor(percent(15), 1)).toBe(0);
    expect(discountFor(percent(50), 1)).toBe(1);
    expect(discountFor(percent(33), 100)).toBe(33);
    expect(discountFor(percent(100), 2050)).toBe(2050);
  });

  it('caps a percent at max_discount, after rounding', () => {
    expect(discountFor(percent(20, 500), 8048)).toBe(500);
    // 10 % of 2 895 is 289.5: rounded to 290 first, then capped at 289.
    expect(discountFor(percent(10, 289), 2895)).toBe(289);
    expect(discountFor(percent(20, 500), 2000)).toBe(400);
    expect(discountFor(percent(50, 1000), 2000)).toBe(1000);
  });

  it('takes a fixed amount, never more than the goods', () => {
    expect(discountFor(fixed(500), 2050)).toBe(500);
    expect(discountFor(fixed(10_000), 2050)).toBe(2050);
    expect(discountFor(fixed(2050), 2050)).toBe(2050);
  });

  it('gives nothing on no goods', () => {
    expect(discountFor(percent(50), 0)).toBe(0);
    expect(discountFor(fixed(500), 0)).toBe(0);
  });

  it('stays a whole number of cents from 0 to the goods, below the cap, matching the rule (random terms)', () => {
    const random = seeded(7);
    for (let i = 0; i < 5000; i += 1) {
      const goods = random.int(0, 5_000_000);
      const isPercent = random.next() < 0.5;
      // max_discount only caps percent codes (the console stores none for fixed ones).
      const cap = isPercent && random.next() < 0.5 ? random.int(1, 100_000) : null;
      const terms: PromoTerms = isPercent
        ? { kind: 'percent', percent_off: random.int(1, 100), amount_off: null, max_discount: cap }
        : { kind: 'fixed', percent_off: null, amount_off: random.int(1, 200_000), max_discount: null };
      const discount = discountFor(terms, goods);
      const context = JSON.stringify({ terms, goods });
      expect(Number.isInteger(discount), context).toBe(true);
      expect(discount, context).toBeGreaterThanOrEqual(0);
      expect(discount, context).toBeLessThanOrEqual(goods);
      if (cap !== null) expect(discount, context).toBeLessThanOrEqual(cap);
      // Half up, in integers: (goods × percent + 50) / 100, rounded down.
      const raw = isPercent ? Math.floor((goods * terms.percent_off! + 50) / 100) : terms.amount_off!;
      expect(discount, context).toBe(Math.min(raw, cap ?? Number.POSITIVE_INFINITY, goods));
    }
  });
});

describe('splitDiscount', () => {
  it('splits in proportion to the goods and gives the cents left over by the largest remainder', () => {
    // 804 over 5998 and 2050: 599.2… and 204.7… round down to 599 and 204; the cent left goes to the .7.
    expect(splitDiscount(804, [5998, 2050])).toEqual([599, 205]);
    expect(splitDiscount(804, [2050, 5998])).toEqual([205, 599]);
    // The cent left over goes to the largest remainder (0.3 of a small order), not to the largest order.
    expect(splitDiscount(10, [3, 3, 3, 91])).toEqual([1, 0, 0, 9]);
    expect(splitDiscount(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    expect(splitDiscount(2, [1000, 1000, 5000])).toEqual([0, 0, 2]);
    expect(splitDiscount(500, [1000])).toEqual([500]);
  });

  it('splits exactly when the shares divide evenly', () => {
    expect(splitDiscount(300, [1000, 2000])).toEqual([100, 200]);
    expect(splitDiscount(1000, [2500, 2500, 5000])).toEqual([250, 250, 500]);
  });

  it('gives nothing when there is no discount or no goods', () => {
    expect(splitDiscount(0, [100, 200])).toEqual([0, 0]);
    expect(splitDiscount(-5, [100, 200])).toEqual([0, 0]);
    expect(splitDiscount(50, [])).toEqual([]);
    expect(splitDiscount(50, [0, 0])).toEqual([0, 0]);
  });

  it('can give a whole order its goods as discount, and never more', () => {
    expect(splitDiscount(3000, [1000, 2000])).toEqual([1000, 2000]);
    expect(splitDiscount(2999, [1, 2998])).toEqual([1, 2998]);
    // One cent of goods in a small order: it may take at most that cent.
    const parts = splitDiscount(150, [1, 199]);
    expect(sum(parts)).toBe(150);
    expect(parts[0]).toBeLessThanOrEqual(1);
  });

  it("always adds up to the discount, never exceeds a share's goods and never goes below zero (random checkouts)", () => {
    const random = seeded(20_261_121);
    for (let i = 0; i < 3000; i += 1) {
      const shops = random.int(1, 8);
      // Mostly everyday amounts, sometimes tiny or huge ones.
      const scale = [100, 10_000, 1_000_000, 100_000_000][random.int(0, 3)]!;
      const goods = Array.from({ length: shops }, () => random.int(1, scale));
      const total = sum(goods);
      const discount = random.next() < 0.1 ? total : random.int(0, total);
      const parts = splitDiscount(discount, goods);
      const context = JSON.stringify({ discount, goods, parts });
      expect(parts, context).toHaveLength(shops);
      expect(sum(parts), context).toBe(discount);
      parts.forEach((part, index) => {
        expect(Number.isInteger(part), context).toBe(true);
        expect(part, context).toBeGreaterThanOrEqual(0);
        expect(part, context).toBeLessThanOrEqual(goods[index]!);
        // Each share is its proportional part rounded down or up: never a cent further.
        expect(part, context).toBeGreaterThanOrEqual(Math.floor((discount * goods[index]!) / total));
        expect(part, context).toBeLessThanOrEqual(Math.floor((discount * goods[index]!) / total) + 1);
      });
    }
  });

  it('is what a checkout charges: discountFor then splitDiscount keeps every order total at or above its freight', () => {
    const random = seeded(99);
    for (let i = 0; i < 2000; i += 1) {
      const goods = Array.from({ length: random.int(1, 5) }, () => random.int(1, 200_000));
      const terms =
        random.next() < 0.5
          ? percent(random.int(1, 100), random.next() < 0.5 ? null : random.int(1, 50_000))
          : fixed(random.int(1, 300_000));
      const discount = discountFor(terms, sum(goods));
      const parts = splitDiscount(discount, goods);
      const context = JSON.stringify({ terms, goods, parts });
      expect(sum(parts), context).toBe(discount);
      goods.forEach((amount, index) => {
        const freight = freightFor(flat(499, 4900), amount);
        const orderTotal = amount + freight - parts[index]!;
        expect(orderTotal, context).toBeGreaterThanOrEqual(freight);
      });
    }
  });
});
