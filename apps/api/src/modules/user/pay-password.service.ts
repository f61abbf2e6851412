import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifySecret } from '../../lib/password-hash.ts';
import { LIMITS, countAttempt, reset } from '../rate-limit/rate-limit.service.ts';
import * as repo from './user.repo.ts';

export const PAY_LOCK_MINUTES = 15;

/**
 * Checks a shopper's payment code. Every money operation goes through here: wrong codes are counted per account
 * in the database, and the fifth wrong code within 15 minutes locks money operations for 15 minutes.
 */
export async function verifyPayPassword({ db }: Pick<AppDeps, 'db'>, userId: number, code: string): Promise<void> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!user.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET');
  if (user.pay_locked_until && user.pay_locked_until.getTime() > Date.now()) {
    const minutes = Math.ceil((user.pay_locked_until.getTime() - Date.now()) / 60_000);
    throw new AppError('PAY_PASSWORD_LOCKED', { minutes });
  }
  // The attempt is counted before the code is checked, so a burst of concurrent guesses gets at most 5 checked.
  const left = await countAttempt(db, LIMITS.payFailuresPerUser, userId);
  if (left < 0) throw new AppError('PAY_PASSWORD_LOCKED', { minutes: PAY_LOCK_MINUTES });
  if (await verifySecret(code, user.pay_password_hash)) {
    await reset(db, LIMITS.payFailuresPerUser, userId);
    return;
  }
  if (left > 0) throw new AppError('PAY_PASSWORD_WRONG', { left }, { attempts_left: left });
  // The count is not cleared on locking: its window ends no later than the lock, and keeping it refuses guesses
  // that were already in flight when the lock was written.
  await repo.lockPayments(db, userId, PAY_LOCK_MINUTES);
  throw new AppError('PAY_PASSWORD_LOCKED', { minutes: PAY_LOCK_MINUTES });
}
