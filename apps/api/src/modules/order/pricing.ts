import { type FreightRule, freightOf, type ParcelLine } from '@shop/contract/rules/freight';
import { splitByLargestRemainder } from '@shop/contract/rules/money-rounding';

/**
 * The arithmetic of a checkout, in integer cents and free of I/O so it is easy to test: freight per shop, the
 * promo discount and its split across the shops' orders (each shop's voucher comes off its own goods first). The server is the only place amounts are computed.
 */

export type { FreightRule, ParcelLine } from '@shop/contract/rules/freight';

/** The shop's freight on its goods (at the prices charged, before discounts) and its parcel's lines. */
export function freightFor(rule: FreightRule, goodsAmount: number, lines: ParcelLine[] = []): number {
  return freightOf(rule, goodsAmount, lines);
}

export { type DiscountTerms as PromoTerms, discountFor } from '@shop/contract/rules/discount';

/**
 * Splits a discount over the orders of one checkout in proportion to their goods amounts by the largest remainder:
 * the parts always add up to the discount, and none exceeds its goods (the discount never exceeds their sum).
 */
export function splitDiscount(discount: number, goodsAmounts: number[]): number[] {
  return splitByLargestRemainder(discount, goodsAmounts);
}
