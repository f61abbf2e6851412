import { basisPointsOf } from './money-rounding.ts';

/**
 * The withdrawal's service charge (docs/domain.md#withdrawal: a rate and a minimum), one rule for the server, which has the
 * last word, and the shopper app and the seller center, which show it live while the amount is typed. Zod-free.
 */
export interface ServiceChargeRule {
  /** Percent: 1.5 means 1.5 % (the settings keep two decimals, so it counts in basis points). */
  rate: number;
  /** The smallest charge, in cents. */
  minCents: number;
}

/** The rate in basis points: 1.5 % → 150 (the settings keep two decimals of a percent). */
export function rateBasisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

/** amount × rate, rounded half up to the cent, then at least the minimum (the rounding comes before the floor). */
export function serviceCharge(amountCents: number, { rate, minCents }: ServiceChargeRule): number {
  return Math.max(minCents, basisPointsOf(amountCents, rateBasisPoints(rate)));
}
