import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { applyWithEntry, type EntryRef } from './ledger.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { balanceOf, findBalanceAfterPayment } from './ledger.repo.ts';

/**
 * The balance is a ledger (docs/domain.md#the-ledger-equation): every change is an immutable balance_entries row written in the same
 * transaction as the change of users.balance, its cache. Callers pass the transaction that owns the business
 * change, so the money moves together with the order, refund or recharge behind it, or not at all.
 */

/** Takes `amount` cents out of the balance; INSUFFICIENT_BALANCE (and nothing written) when it does not cover it. */
export async function debitBalance(trx: Executor, userId: number, amount: number, ref: EntryRef): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`debit of ${amount} cents`);
  const after = await applyWithEntry(trx, userId, -amount, ref);
  if (after === undefined) throw new AppError('INSUFFICIENT_BALANCE');
  return after;
}

/** Adds `amount` cents to the balance with its entry. */
export async function creditBalance(trx: Executor, userId: number, amount: number, ref: EntryRef): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`credit of ${amount} cents`);
  const after = await applyWithEntry(trx, userId, amount, ref);
  if (after === undefined) throw new Error(`user ${userId} not found`);
  return after;
}
