import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './account-ledger.repo.ts';
import type { EntryRef } from './ledger.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { listShopEntries, shopBalance } from './account-ledger.repo.ts';

/**
 * Money of shops and of the platform (docs/domain.md#escrow-and-revenue), kept like shoppers' (docs/domain.md#the-ledger-equation): every movement is an immutable
 * entry written in the transaction of the business change behind it. A shop's balance is cached and debited with
 * one conditional statement; escrow and revenue are the sums of their entries (a cached balance there would make
 * every payment of the shop wait on one row).
 */

function assertCents(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`movement of ${amount} cents`);
}

/** Money into the platform's escrow (a payment) or revenue (a commission). */
export async function creditPlatform(trx: Executor, account: repo.PlatformAccount, amount: number, ref: EntryRef) {
  assertCents(amount);
  await repo.insertPlatformEntry(trx, account, amount, ref);
}

/** Money out of the platform's escrow (a refund, a settlement) or revenue (a promo discount it pays). */
export async function debitPlatform(trx: Executor, account: repo.PlatformAccount, amount: number, ref: EntryRef) {
  assertCents(amount);
  await repo.insertPlatformEntry(trx, account, -amount, ref);
}

/** Adds to a shop's balance with its entry; the balance after. */
export async function creditShop(trx: Executor, shopId: number, amount: number, ref: EntryRef): Promise<number> {
  assertCents(amount);
  const accountId = await repo.shopAccountId(trx, shopId);
  const after = await repo.applyToShopBalance(trx, accountId, amount);
  if (after === undefined) throw new Error(`shop account ${accountId} not found`);
  await repo.insertAccountEntry(trx, accountId, amount, after, ref);
  return after;
}

/** Takes from a shop's balance; INSUFFICIENT_BALANCE (and nothing written) when it does not cover it. */
export async function debitShop(trx: Executor, shopId: number, amount: number, ref: EntryRef): Promise<number> {
  assertCents(amount);
  const accountId = await repo.shopAccountId(trx, shopId);
  const after = await repo.applyToShopBalance(trx, accountId, -amount);
  if (after === undefined) throw new AppError('INSUFFICIENT_BALANCE');
  await repo.insertAccountEntry(trx, accountId, -amount, after, ref);
  return after;
}
