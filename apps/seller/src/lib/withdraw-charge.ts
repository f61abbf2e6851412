import { parseCents } from '@shop/contract/money';

/**
 * The withdrawal's service charge worked out the way the server does (apps/api wallet-settings `serviceCharge`),
 * so the form shows it live and refuses an amount the balance cannot cover before asking anything. The server
 * computes it again and has the last word.
 */
export interface ChargeRule {
  /** Percent: 1.5 means 1.5 % (the server keeps two decimals). */
  rate: number;
  /** The smallest charge, in cents. */
  minCents: number;
}

/** max(minimum, amount × rate / 100), rounded half up to the cent; counted in basis points, no float on cents. */
export function serviceCharge(amountCents: number, { rate, minCents }: ChargeRule): number {
  const basisPoints = BigInt(Math.round(rate * 100));
  const byRate = Number((BigInt(amountCents) * basisPoints + 5_000n) / 10_000n);
  return Math.max(minCents, byRate);
}

/** An amount the server sent ("-12.50") in cents; only to compare and add up amounts it gave. */
export function centsOf(amount: string): number {
  const negative = amount.startsWith('-');
  const cents = parseCents(amount.replace(/^-/, '')) ?? 0;
  return negative ? -cents : cents;
}

/** What the form shows for a typed amount: the charge and the total taken from the balance, or nothing yet. */
export interface WithdrawQuote {
  amount: number;
  charge: number;
  total: number;
  /** The balance cannot cover amount + charge. */
  aboveBalance: boolean;
  /** Below the platform's smallest withdrawal. */
  belowMinimum: boolean;
}

export function quoteWithdrawal(
  typed: string,
  info: { balanceCents: number; minCents: number; rule: ChargeRule },
): WithdrawQuote | undefined {
  const amount = parseCents(typed.trim());
  if (amount === undefined || amount <= 0) return undefined;
  const charge = serviceCharge(amount, info.rule);
  const total = amount + charge;
  return { amount, charge, total, aboveBalance: total > info.balanceCents, belowMinimum: amount < info.minCents };
}
