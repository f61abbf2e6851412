import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DeskAccount } from '../account-security/two-factor.service.ts';
import { operatorAccount } from './console.service.ts';
import * as repo from './operator.repo.ts';

/** An operator's own account as the account-security calls need it (docs/account-security.md). */

/** The signed-in operator as a desk account (its password hash read fresh). */
export async function operatorDeskAccount(db: Db, id: number): Promise<DeskAccount> {
  const operator = await repo.findOperatorById(db, id);
  if (!operator) throw new AppError('UNAUTHORIZED');
  return operatorAccount(operator);
}

/** A forgotten password's account, by account or e-mail: an active operator, with where its code goes. */
export async function findOperatorForReset(
  db: Db,
  asked: string,
): Promise<(DeskAccount & { email: string }) | undefined> {
  const operator = await repo.findOperatorByAccountOrEmail(db, asked);
  return operator && !operator.disabled ? { ...operatorAccount(operator), email: operator.email } : undefined;
}

export async function setOperatorPasswordHash(trx: Executor, account: { id: number }, hash: string): Promise<void> {
  await repo.setOperatorPassword(trx, account.id, hash);
}

/** Whether the platform's policy requires two-factor sign-in of one of the operator's roles. */
export async function twoFactorRequiredOf(db: Db, id: number): Promise<boolean> {
  return (await repo.findOperatorWithFactor(db, id))?.two_factor_required ?? false;
}
