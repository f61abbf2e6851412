/**
 * A shop's freight (docs/domain.md#parcels-and-freight), in integer cents and grams: one rule for the server, which
 * prices every checkout path with it, and the desks, which can show what a rule charges. Zod-free.
 */
export interface FreightRule {
  mode: 'flat' | 'weight';
  /** `flat`: the fee per order; `weight`: the fee of the first `first_weight_g` grams. */
  fee: number;
  /** Goods amount from which shipping is free; null when it never is. */
  free_above: number | null;
  first_weight_g: number | null;
  step_weight_g: number | null;
  step_fee: number | null;
}

/** What a shop pays with no rule at all (no own rule and no default): nothing. */
export const NO_FREIGHT: FreightRule = {
  mode: 'flat',
  fee: 0,
  free_above: null,
  first_weight_g: null,
  step_weight_g: null,
  step_fee: null,
};

export interface ParcelLine {
  quantity: number;
  /** The SKU's weight, else its product's; null when neither is known (the line adds nothing). */
  weight_g: number | null;
}

/** Σ quantity × weight; a line without a weight adds nothing. */
export function parcelWeight(lines: ParcelLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * (line.weight_g ?? 0), 0);
}

/**
 * The freight of one shop's parcel. `goodsAmount` is its goods at the prices charged (deal prices where a deal
 * applies), before any voucher or promo discount, so a discount never takes free shipping away.
 */
export function freightOf(rule: FreightRule, goodsAmount: number, lines: ParcelLine[]): number {
  if (rule.free_above !== null && goodsAmount >= rule.free_above) return 0;
  if (rule.mode === 'flat') return rule.fee;
  // A weight rule always has its three weight fields (the table's check); a broken row falls back to the fee.
  const first = rule.first_weight_g ?? 0;
  const step = rule.step_weight_g ?? 0;
  const beyond = parcelWeight(lines) - first;
  if (beyond <= 0 || step <= 0) return rule.fee;
  return rule.fee + Math.ceil(beyond / step) * (rule.step_fee ?? 0);
}
