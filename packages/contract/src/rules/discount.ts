import { percentOf } from './money-rounding.ts';

/** The terms of a discount, a platform promo code's or a shop voucher's (docs/domain.md#promo-codes-and-vouchers). */
export interface DiscountTerms {
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off: number | null;
  max_discount: number | null;
}

/**
 * The discount on a goods amount, in cents: a percent rounded half up to the cent before the cap (the one rounding
 * rule, docs/decisions/one-rounding-rule.md), or a fixed amount; never above the goods.
 */
export function discountFor(terms: DiscountTerms, goodsAmount: number): number {
  const raw = terms.kind === 'percent' ? percentOf(goodsAmount, terms.percent_off ?? 0) : (terms.amount_off ?? 0);
  const capped = terms.max_discount !== null ? Math.min(raw, terms.max_discount) : raw;
  return Math.max(0, Math.min(capped, goodsAmount));
}
