import { roundShare } from './money-rounding.ts';

/**
 * A price changed by a percent, as the desks' bulk edit asks it (docs/domain.md#bulk-product-edits): the new price of a
 * SKU is old × (1 + percent / 100), rounded half up to the cent by the one rounding rule. Zod-free: the server
 * computes the prices with it and the desks preview them with it, so the preview is what the server writes.
 */

/**
 * The bounds of a change: at most −90 % (a price never drops to a tenth in one step typed by mistake) and at most
 * +500 %; two decimals at most (12.5 % or 7.25 %), since the change is counted in hundredths of a percent.
 */
export const PRICE_PERCENT_MIN = -90;
export const PRICE_PERCENT_MAX = 500;

/** The lowest price a SKU may have (a product's price is ≥ 1 cent) and the highest an amount may be typed as. */
export const MIN_PRICE_CENTS = 1;
export const MAX_PRICE_CENTS = 99_999_999_999_999;

/**
 * A percent in hundredths of a percent (basis points): 12.5 → 1250, −10 → −1000. Undefined for anything that is not
 * a number within the bounds with at most two decimals, or for 0 (a change that changes nothing).
 */
export function percentInBasisPoints(percent: number): number | undefined {
  if (!Number.isFinite(percent) || percent < PRICE_PERCENT_MIN || percent > PRICE_PERCENT_MAX) return undefined;
  const hundredths = Math.round(percent * 100);
  // 12.34 * 100 is 1234.0000000000002 in floating point: what is typed with two decimals lands within a hair of it.
  if (Math.abs(percent * 100 - hundredths) > 1e-6 || hundredths === 0) return undefined;
  return hundredths;
}

/** `cents` changed by `basisPoints` (1250 = +12.5 %), half up to the cent: 5 cents + 10 % is 6 cents (5.5 → 6). */
export function priceChangedBy(cents: number, basisPoints: number): number {
  return roundShare(cents, 10_000 + basisPoints, 10_000);
}
