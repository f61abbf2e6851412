import { centsOfAnswer, formatCents, parseCents } from '@shop/contract/rules/money-text';

/**
 * A refund amount as the form needs it: what the shopper types, in integer cents (floats never hold money,
 * docs/domain.md#money), compared with the refundable maximum the server sent. The text rule is the contract's
 * zod-free one (rules/money-text.ts), the very function the server parses amounts with.
 */

/** "12.5" → 1250; undefined for anything but a plain non-negative decimal with at most two places. */
export const parseAmount = (text: string): number | undefined => parseCents(text);

/** An amount the server sent ("12.50") in cents: only to compare it with what the shopper typed. */
export const centsOf = centsOfAnswer;

/** 1250 → "12.50", the API's money format. */
export const toAmount = formatCents;

export type AmountProblem = 'required' | 'invalid' | 'aboveMax';

/**
 * The amount is required and not negative (docs/domain.md#refunds-and-after-sales); the server also refuses 0 and anything above what is still
 * refundable for the chosen lines, so the page refuses them first.
 */
export function amountProblem(text: string, maxCents: number): AmountProblem | undefined {
  if (!text.trim()) return 'required';
  const cents = parseAmount(text);
  if (cents === undefined || cents <= 0) return 'invalid';
  if (cents > maxCents) return 'aboveMax';
  return undefined;
}
