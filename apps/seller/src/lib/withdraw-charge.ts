import { parseCents } from '@shop/contract/money';
import { serviceCharge, type ServiceChargeRule } from '@shop/contract/rules/service-charge';

/*
 * The withdrawal's service charge is the contract's one rule (packages/contract/src/rules/service-charge.ts), the
 * function the server computes it with, so the form shows it live and refuses an amount the balance cannot cover
 * before asking anything. The server computes it again and has the last word (docs/domain.md#withdrawal).
 */

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
  info: { balanceCents: number; minCents: number; rule: ServiceChargeRule },
): WithdrawQuote | undefined {
  const amount = parseCents(typed.trim());
  if (amount === undefined || amount <= 0) return undefined;
  const charge = serviceCharge(amount, info.rule);
  const total = amount + charge;
  return { amount, charge, total, aboveBalance: total > info.balanceCents, belowMinimum: amount < info.minCents };
}
