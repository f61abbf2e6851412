/**
 * The compare-at ("was") price as a shopper sees it: crossed out beside the price, with the discount
 * as a badge ("-25%"). Only a compare-at price above the price counts, and the badge shows whole percents, rounded
 * to the nearest (the seed and sellers set "was" prices for exact percentages; a sub-1 % difference shows none).
 */
export function discountPercent(price: string, compareAt: string | null | undefined): number | null {
  if (!compareAt) return null;
  const now = Number(price);
  const was = Number(compareAt);
  if (!Number.isFinite(now) || !Number.isFinite(was) || was <= now || was <= 0) return null;
  const percent = Math.round((1 - now / was) * 100);
  return percent >= 1 ? percent : null;
}
