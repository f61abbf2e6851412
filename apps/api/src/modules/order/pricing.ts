import { percentOf, splitByLargestRemainder } from '@shop/contract/rules/money-rounding';

/**
 * The arithmetic of a checkout, in integer cents and free of I/O so it is easy to test: freight per shop, the
 * promo discount and its split across the shops' orders. The server is the only place amounts are computed.
 */

export interface FreightRule {
  fee: number;
  /** Goods amount from which shipping is free; null when it never is. */
  free_above: number | null;
}

export function freightFor(rule: FreightRule, goodsAmount: number): number {
  return rule.free_above !== null && goodsAmount >= rule.free_above ? 0 : rule.fee;
}

export interface PromoTerms {
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off: number | null;
  max_discount: number | null;
}

/**
 * The discount on a goods amount: a percent rounded half up to the cent before the cap (the one rounding rule,
 * docs/decisions/one-rounding-rule.md), or a fixed amount; never above the goods.
 */
export function discountFor(terms: PromoTerms, goodsAmount: number): number {
  const raw = terms.kind === 'percent' ? percentOf(goodsAmount, terms.percent_off ?? 0) : (terms.amount_off ?? 0);
  const capped = terms.max_discount !== null ? Math.min(raw, terms.max_discount) : raw;
  return Math.max(0, Math.min(capped, goodsAmount));
}

/**
 * Splits a discount over the orders of one checkout in proportion to their goods amounts by the largest remainder:
 * the parts always add up to the discount, and none exceeds its goods (the discount never exceeds their sum).
 */
export function splitDiscount(discount: number, goodsAmounts: number[]): number[] {
  return splitByLargestRemainder(discount, goodsAmounts);
}
