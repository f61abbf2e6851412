/**
 * The one rounding rule for money (docs/decisions/one-rounding-rule.md): a share of an amount in cents (a percent off,
 * a commission rate, a service charge rate) is rounded half up to the cent, computed exactly on integers, before any
 * cap or minimum is applied; an amount split over several parts keeps its exact total by the largest remainder.
 * Zod-free and free of I/O: the server and every app import this same file.
 */

/**
 * cents × numerator / denominator, rounded half up to the cent (a half cent goes away from zero). BigInt, so the
 * product never passes 2^53 and no float touches the cents.
 */
export function roundShare(cents: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError('roundShare takes integers');
  }
  if (denominator <= 0) throw new RangeError('roundShare needs a positive denominator');
  const product = BigInt(cents) * BigInt(numerator);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const d = BigInt(denominator);
  const rounded = (magnitude * 2n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** A rate in basis points (1 % = 100) of an amount: a commission, a withdrawal's service charge. */
export function basisPointsOf(cents: number, basisPoints: number): number {
  return roundShare(cents, basisPoints, 10_000);
}

/** A whole percent of an amount: a promo code's percent off. */
export function percentOf(cents: number, percent: number): number {
  return roundShare(cents, percent, 100);
}

/**
 * Splits `total` cents over parts in proportion to `weights` by the largest remainder: each part gets its exact
 * share rounded down, then the cents left over go one each to the parts with the largest remainders (a tie goes to
 * the larger weight, then to the earlier part). The parts always add up to `total`; with 0 ≤ total ≤ Σ weights none
 * exceeds its weight. Nothing to split (total ≤ 0, or no weight) gives zeros.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const whole = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const exact = BigInt(total) * BigInt(Math.max(0, weight));
    return { index, weight, part: Number(exact / whole), remainder: exact % whole };
  });
  let left = total - shares.reduce((acc, share) => acc + share.part, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? b.weight - a.weight || a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.part += 1;
    left -= 1;
  }
  return shares.map((share) => share.part);
}
