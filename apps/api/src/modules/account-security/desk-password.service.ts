import type { LangCode } from '@shop/contract/languages';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { DeskActor } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { decoyHash, hashSecret, verifySecret } from '../../lib/password-hash.ts';
import { translate } from '../../lib/i18n.ts';
import { consume, LIMITS } from '../rate-limit/rate-limit.service.ts';
import { closeAllSessions } from '../session/session.service.ts';
import { issueDeskResetCode, useDeskResetCode } from './desk-reset-code.service.ts';
import type { DeskAccount } from './two-factor.service.ts';

/**
 * Passwords of the desks' accounts (docs/account-security.md#recovery): a signed-in change, and a reset by a code
 * mailed to the account's e-mail, as shoppers have. The account's own module stores the hash (`setPasswordHash`).
 */

export type SetPasswordHash = (trx: Executor, account: DeskAccount, hash: string) => Promise<void>;

const RESET_CODE_MINUTES = 15;

/** A stolen session must not be a way to guess the password without limit: every check is counted. */
export async function countPasswordCheck(db: Executor, account: DeskAccount): Promise<void> {
  await consume(db, LIMITS.deskPasswordChecksPerAccount, `${account.actor}:${account.id}`);
}

/** Signed-in change: the old password, a different new one; every other session of the account ends. */
export async function changeDeskPassword(
  db: Db,
  account: DeskAccount,
  body: { old_password: string; new_password: string },
  currentSessionId: number,
  setPasswordHash: SetPasswordHash,
): Promise<void> {
  await countPasswordCheck(db, account);
  if (!account.passwordHash || !(await verifySecret(body.old_password, account.passwordHash))) {
    throw new AppError('WRONG_PASSWORD');
  }
  if (body.new_password === body.old_password) throw new AppError('SAME_PASSWORD');
  const hash = await hashSecret(body.new_password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, account, hash);
    await closeAllSessions(trx, account.actor, account.id, currentSessionId);
  });
}

/**
 * Forgot password: mails a 6-digit code valid 15 minutes to the account's e-mail. Limited per address and per
 * name asked; the answer is the same whether the account exists or has an e-mail.
 */
export async function mailDeskResetCode(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'log'>,
  asked: string,
  account: (DeskAccount & { email: string }) | undefined,
  lang: LangCode,
  ip: string,
): Promise<void> {
  await consume(deps.db, LIMITS.resetCodePerIp, ip);
  await consume(deps.db, LIMITS.resetCodePerAccount, `desk:${asked.trim().toLowerCase()}`);
  if (!account) return;
  if (!account.email) {
    deps.log.warn(
      { actor: account.actor, id: account.id },
      'password reset asked for a desk account without an e-mail',
    );
    return;
  }
  const code = await issueDeskResetCode(deps.db, account.actor, account.id, RESET_CODE_MINUTES);
  await deps.mailer.send({
    to: account.email,
    purpose: 'password_reset',
    subject: translate(lang, 'mail.resetSubject'),
    body: translate(lang, 'mail.resetBody', { code }),
  });
}

/**
 * Sets a new password with a mailed code (a reset, or a staff member's invitation): the code works once, then the
 * account's other codes and every session end. Counted per address and per name before anything is checked; an
 * unknown account costs the same hashes and gets the same answer as a wrong code.
 */
export async function resetDeskPassword(
  db: Db,
  asked: string,
  account: DeskAccount | undefined,
  body: { code: string; new_password: string },
  ip: string,
  setPasswordHash: SetPasswordHash,
): Promise<void> {
  await consume(db, LIMITS.resetAttemptsPerIp, ip);
  await consume(db, LIMITS.resetAttemptsPerAccount, `desk:${asked.trim().toLowerCase()}`);
  const samePassword = await verifySecret(body.new_password, account?.passwordHash ?? (await decoyHash()));
  const hash = await hashSecret(body.new_password);
  if (!account) throw new AppError('RESET_CODE_INVALID');
  await db.transaction().execute(async (trx) => {
    if (!(await useDeskResetCode(trx, account.actor, account.id, body.code))) throw new AppError('RESET_CODE_INVALID');
    // Only after the code is proven, and rolled back with it: SAME_PASSWORD must not tell a guesser the password.
    if (samePassword) throw new AppError('SAME_PASSWORD');
    await setPasswordHash(trx, account, hash);
    await closeAllSessions(trx, account.actor satisfies DeskActor, account.id);
  });
}
