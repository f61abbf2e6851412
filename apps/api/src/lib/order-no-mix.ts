/**
 * The low eight digits of a sequence value mixed by a fixed bijection (multiplying by a number prime to 10, plus an
 * offset, modulo 10^8), so numbers stay unique but consecutive ones look unrelated. The sequence is shared by all
 * shoppers and by checkouts, so shown as drawn it suggested a per-shopper count with gaps ("…02, 03, 05").
 * Kept in step with its SQL twin in order.repo.ts (placeOrderTakingStock); order-numbers.ts applies it.
 */
export const ORDER_NO_MIX = { factor: 76_543_211, offset: 19_283_746, modulus: 100_000_000 } as const;

export function mixOrderSequence(n: number): number {
  const { factor, offset, modulus } = ORDER_NO_MIX;
  const high = Math.floor(n / modulus) * modulus;
  // BigInt: (n mod 10^8) × factor exceeds 2^53.
  const low = Number((BigInt(n % modulus) * BigInt(factor) + BigInt(offset)) % BigInt(modulus));
  return high + low;
}
