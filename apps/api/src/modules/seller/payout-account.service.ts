import {
  MAX_PAYOUT_ACCOUNTS,
  type PayoutAccountDto,
  type PayoutAccountSaveBody,
  payoutAccountKind,
} from '@shop/contract/payout-account';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import type { PayoutAccountSnapshot } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireCodeWhenOn } from '../account-security/two-factor.service.ts';
import * as repo from './payout-account.repo.ts';

/**
 * A seller's payout accounts (holder, bank, account number or IBAN, optional SWIFT/BIC): where its withdrawals are
 * paid. Scoped to the seller's shop in every repository call; formats: docs/decisions/payout-account-formats.md.
 */

const toDto = (row: repo.PayoutAccountRow): PayoutAccountDto => ({ ...row });

/** The shop's accounts, oldest first, and how many it may keep. */
export async function listPayoutAccounts({ db }: Pick<AppDeps, 'db'>, shopId: number) {
  return { list: (await repo.listPayoutAccounts(db, shopId)).map(toDto), max: MAX_PAYOUT_ACCOUNTS };
}

/**
 * Adds an account (up to MAX_PAYOUT_ACCOUNTS per shop), or changes one of the shop's. Where the shop's money goes
 * is what a stolen session would change first: with the owner's two-factor sign-in on, a code from its app is asked.
 */
export async function savePayoutAccount(
  { db }: Pick<AppDeps, 'db'>,
  owner: { id: number; shopId: number },
  body: PayoutAccountSaveBody,
): Promise<PayoutAccountDto> {
  const { shopId } = owner;
  await requireCodeWhenOn(db, 'seller', owner.id, body.two_factor_code);
  const fields: repo.PayoutAccountFields = {
    holder_name: body.holder_name,
    bank_name: body.bank_name,
    account_no: body.account_no,
    kind: payoutAccountKind(body.account_no),
    swift: body.swift ?? null,
  };
  if (body.id !== undefined) {
    const updated = await repo.updatePayoutAccount(db, shopId, body.id, fields);
    if (!updated) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
    return toDto(updated);
  }
  return db.transaction().execute(async (trx) => {
    await repo.lockShopSeller(trx, shopId);
    if ((await repo.countPayoutAccounts(trx, shopId)) >= MAX_PAYOUT_ACCOUNTS)
      throw new AppError('PAYOUT_ACCOUNT_LIMIT', { max: MAX_PAYOUT_ACCOUNTS });
    return toDto(await repo.insertPayoutAccount(trx, shopId, fields));
  });
}

/** Deletes one of the shop's accounts (a code asked as for a change); withdrawals keep their copy of it. */
export async function deletePayoutAccount(
  { db }: Pick<AppDeps, 'db'>,
  owner: { id: number; shopId: number },
  body: { id: number; two_factor_code?: string },
): Promise<void> {
  await requireCodeWhenOn(db, 'seller', owner.id, body.two_factor_code);
  if (!(await repo.deletePayoutAccount(db, owner.shopId, body.id))) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
}

/** The copy a withdrawal keeps of the shop's account `id`, read in the withdrawal's transaction. */
export async function payoutAccountSnapshot(trx: Executor, shopId: number, id: number): Promise<PayoutAccountSnapshot> {
  const row = await repo.findPayoutAccount(trx, shopId, id);
  if (!row) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
  return { ...row };
}
