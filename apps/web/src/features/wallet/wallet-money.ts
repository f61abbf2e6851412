import { centsOfAnswer, formatCents, parseCents } from '@shop/contract/rules/money-text';
import { serviceCharge, type ServiceChargeRule } from '@shop/contract/rules/service-charge';

/**
 * Money as the wallet forms need it: what the shopper types, turned into integer cents (floats never hold money,
 * docs/domain.md#money), and the withdrawal's service charge worked out the way the server does, so the page can
 * show it live and refuse an amount above the balance before asking anything. The server computes it again and has
 * the last word. Both are the contract's zod-free rules (rules/money-text.ts, rules/service-charge.ts), the very
 * functions the server uses.
 */

/** "12.5" → 1250; undefined for anything but a plain non-negative decimal with at most two places. */
export const parseAmount = (text: string): number | undefined => parseCents(text);

/** An amount the server sent ("-12.50") in cents; only to compare and add up amounts it gave. */
export const centsOf = centsOfAnswer;

/** 1250 → "12.50", the API's money format. */
export const toAmount = formatCents;

/** The service charge's rate (percent) and minimum (cents): the contract's one rule, which the server applies too. */
export type FeeRule = ServiceChargeRule;

/** The service charge of a withdrawal: max(minimum, amount × rate / 100), rounded half up to the cent first. */
export { serviceCharge };

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
