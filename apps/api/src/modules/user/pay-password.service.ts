import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifySecret } from '../../lib/password-hash.ts';
import { LIMITS, countAttempt, reset } from '../rate-limit/rate-limit.service.ts';
import * as repo from './user.repo.ts';

export const PAY_LOCK_MINUTES = 15;

type Outcome = { ok: true } | { ok: false; error: AppError };

/**
 * Checks a shopper's payment code. Every money operation goes through here. The check runs with the shopper's row
 * locked, so a shopper's checks happen one at a time: a burst of concurrent guesses is judged in turn and every
 * wrong one is counted before the next is looked at, while concurrent correct codes (several payments at once)
 * all pass. The fifth wrong code within 15 minutes locks money operations for 15 minutes.
 */
export async function verifyPayPassword({ db }: Pick<AppDeps, 'db'>, userId: number, code: string): Promise<void> {
  // The failure is returned, not thrown, from the transaction: its count must be committed, not rolled back.
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const user = await repo.lockUserForPayCheck(trx, userId);
    if (!user) return { ok: false, error: new AppError('UNAUTHORIZED') };
    if (!user.pay_password_hash) return { ok: false, error: new AppError('PAY_PASSWORD_NOT_SET') };
    if (user.pay_locked_until && user.pay_locked_until.getTime() > Date.now()) {
      const minutes = Math.ceil((user.pay_locked_until.getTime() - Date.now()) / 60_000);
      return { ok: false, error: new AppError('PAY_PASSWORD_LOCKED', { minutes }) };
    }
    if (await verifySecret(code, user.pay_password_hash)) {
      await reset(trx, LIMITS.payFailuresPerUser, userId);
      return { ok: true };
    }
    const left = await countAttempt(trx, LIMITS.payFailuresPerUser, userId);
    if (left > 0) return { ok: false, error: new AppError('PAY_PASSWORD_WRONG', { left }, { attempts_left: left }) };
    // The count is not cleared on locking: its window ends no later than the lock.
    await repo.lockPayments(trx, userId, PAY_LOCK_MINUTES);
    return { ok: false, error: new AppError('PAY_PASSWORD_LOCKED', { minutes: PAY_LOCK_MINUTES }) };
  });
  if (!outcome.ok) throw outcome.error;
}
