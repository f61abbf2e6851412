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

/** The discount on a goods amount: a percent rounded down to the cent (capped), or a fixed amount; never above the goods. */
export function discountFor(terms: PromoTerms, goodsAmount: number): number {
  const raw =
    terms.kind === 'percent' ? Math.floor((goodsAmount * (terms.percent_off ?? 0)) / 100) : (terms.amount_off ?? 0);
  const capped = terms.max_discount !== null ? Math.min(raw, terms.max_discount) : raw;
  return Math.max(0, Math.min(capped, goodsAmount));
}

/**
 * Splits a discount over the orders of one checkout in proportion to their goods amounts, rounding down, with the
 * cents left over going to the largest order: the parts always add up to the discount and none exceeds its goods.
 */
export function splitDiscount(discount: number, goodsAmounts: number[]): number[] {
  const total = goodsAmounts.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || total <= 0) return goodsAmounts.map(() => 0);
  const parts = goodsAmounts.map((amount) => Math.floor((discount * amount) / total));
  let left = discount - parts.reduce((sum, part) => sum + part, 0);
  const byRoom = goodsAmounts
    .map((amount, index) => index)
    .sort((a, b) => (goodsAmounts[b] ?? 0) - (goodsAmounts[a] ?? 0));
  for (const index of byRoom) {
    if (left === 0) break;
    const room = (goodsAmounts[index] ?? 0) - (parts[index] ?? 0);
    const add = Math.min(room, left);
    parts[index] = (parts[index] ?? 0) + add;
    left -= add;
  }
  return parts;
}
