/**
 * A refund amount as the form needs it: what the shopper types, in integer cents (floats never hold money, DESIGN
 * §3), compared with the refundable maximum the server sent. The contract's money parser lives beside zod, which
 * stays out of the shop's code: this restates its rule (at most two decimals, no sign).
 */
const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** "12.5" → 1250; undefined for anything but a plain non-negative decimal with at most two places. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount the server sent ("12.50") in cents: only to compare it with what the shopper typed. */
export function centsOf(amount: string): number {
  return parseAmount(amount.replace(/^-/, '')) ?? 0;
}

/** 1250 → "12.50", the API's money format. */
export function toAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type AmountProblem = 'required' | 'invalid' | 'aboveMax';

/**
 * Spec §5: the amount is required and not negative; the server also refuses 0 and anything above what is still
 * refundable for the chosen lines, so the page refuses them first.
 */
export function amountProblem(text: string, maxCents: number): AmountProblem | undefined {
  if (!text.trim()) return 'required';
  const cents = parseAmount(text);
  if (cents === undefined || cents <= 0) return 'invalid';
  if (cents > maxCents) return 'aboveMax';
  return undefined;
}
