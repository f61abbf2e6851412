/**
 * Money as text at the edges (docs/domain.md#money): the API sends and takes decimal strings with at most two
 * places, everything inside counts integer cents and floats never hold money. Zod-free: money.ts builds the
 * schemas on these, and the shopper app's forms parse what is typed with the very same rule.
 */
const MONEY_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** "12.5" → 1250; returns undefined for anything that is not a plain non-negative decimal with ≤ 2 places. */
export function parseCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!MONEY_PATTERN.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50" (the API's money format). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount the API sent ("-12.50", "704.99") in cents, its sign kept; 0 for anything else. Only to compare and add
 * up amounts the server gave (a balance against a total), never to read what a person typed.
 */
export function centsOfAnswer(amount: string): number {
  const negative = amount.startsWith('-');
  const cents = parseCents(negative ? amount.slice(1) : amount) ?? 0;
  return negative ? -cents : cents;
}
