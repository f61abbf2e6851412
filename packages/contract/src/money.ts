import { z } from 'zod';

/**
 * Money is an integer number of cents everywhere except at the edges: the API returns decimal strings with two
 * places and accepts decimal strings or numbers with at most two places. Floats never hold money.
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

/** A money amount in a request body, turned into cents. */
export const moneyInput = z.union([z.string(), z.number()], { message: 'amountInvalid' }).transform((value, ctx) => {
  const cents = parseCents(value);
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
    return z.NEVER;
  }
  return cents;
});

/** A money amount in a response: "12.50". */
export const moneyOutput = z.string().regex(/^-?\d+\.\d{2}$/);
