/**
 * Money as the wallet forms need it: what the shopper types, turned into integer cents (floats never hold money,
 * DESIGN §3), and the withdrawal's service charge worked out the way the server does, so the page can show it live
 * and refuse an amount above the balance before asking anything. The server computes it again and has the last word.
 * The contract's parser lives beside zod, which stays out of the shop's code: this restates its rule.
 */
const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** "12.5" → 1250; undefined for anything but a plain non-negative decimal with at most two places. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount the server sent ("-12.50") in cents; only to compare and add up amounts it gave. */
export function centsOf(amount: string): number {
  const negative = amount.startsWith('-');
  const cents = parseAmount(amount.replace(/^-/, '')) ?? 0;
  return negative ? -cents : cents;
}

/** 1250 → "12.50", the API's money format. */
export function toAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface FeeRule {
  /** Percent: 1.5 means 1.5 % (the server keeps two decimals). */
  rate: number;
  /** The smallest charge, in cents. */
  minCents: number;
}

/**
 * The service charge of a withdrawal: max(minimum, amount × rate / 100), rounded half up to the cent. Like the
 * server, the rate counts in basis points (two decimals of a percent); the product is taken as BigInt, so no float
 * touches the cents.
 */
export function serviceCharge(amountCents: number, { rate, minCents }: FeeRule): number {
  const basisPoints = BigInt(Math.round(rate * 100));
  const byRate = Number((BigInt(amountCents) * basisPoints + 5_000n) / 10_000n);
  return Math.max(minCents, byRate);
}

/** What leaves the balance: the amount and its charge. */
export const totalTaken = (amountCents: number, rule: FeeRule) => amountCents + serviceCharge(amountCents, rule);

/** The largest amount whose total (amount + charge) the balance covers; 0 when even a cent is too much. */
export function maxWithdrawable(balanceCents: number, rule: FeeRule): number {
  let low = 0;
  let high = Math.max(0, balanceCents);
  // amount + charge grows with the amount, so the last amount that fits is found by halving.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (totalTaken(middle, rule) <= balanceCents) low = middle;
    else high = middle - 1;
  }
  return low > 0 && totalTaken(low, rule) <= balanceCents ? low : 0;
}
