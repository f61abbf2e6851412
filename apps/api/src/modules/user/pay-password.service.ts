import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifySecret } from '../../lib/password-hash.ts';
import { LIMITS, countAttempt, reset } from '../rate-limit/rate-limit.service.ts';
import * as repo from './user.repo.ts';

export const PAY_LOCK_MINUTES = 15;

/** The payment-code fields of a shopper's row. */
export interface PayCodeState {
  pay_password_hash: string | null;
  pay_locked_until: Date | null;
}

/** A payment code checked against the stored hash before any row was locked (see checkPayCode). */
export interface PayCodeCheck {
  code: string;
  /** The hash the code was checked against. */
  hash: string;
  matches: boolean;
}

/** The stored hash a code may be checked against now, or why none may be: no code set, or payments locked. */
function hashToCheck(user: PayCodeState | undefined): string | AppError {
  if (!user) return new AppError('UNAUTHORIZED');
  if (!user.pay_password_hash) return new AppError('PAY_PASSWORD_NOT_SET');
  if (user.pay_locked_until && user.pay_locked_until.getTime() > Date.now()) {
    const minutes = Math.ceil((user.pay_locked_until.getTime() - Date.now()) / 60_000);
    return new AppError('PAY_PASSWORD_LOCKED', { minutes });
  }
  return user.pay_password_hash;
}

/**
 * Step 1 of a payment-code check, with nothing locked and no connection held while hashing: refuses at once when
 * no code is set or payments are locked, else hashes the code against the stored hash (scrypt, ~50 ms of a
 * thread-pool thread). Nothing is decided or counted here: step 2, judgePayCode, does that in turn.
 */
export async function checkPayCode(db: Executor, userId: number, code: string): Promise<PayCodeCheck> {
  const hash = hashToCheck(await repo.findPayCode(db, userId));
  if (hash instanceof AppError) throw hash;
  return { code, hash, matches: await verifySecret(code, hash) };
}

/**
 * Step 2: the verdict, in the caller's transaction with the shopper's row locked (`row` is what that lock read).
 * The row lock makes a shopper's verdicts happen one at a time: a burst of concurrent guesses is judged in turn and
 * every wrong one is counted before the next is judged, while concurrent correct codes (several payments at once)
 * all pass. The fifth wrong code within 15 minutes locks money operations for 15 minutes, and a code judged after
 * that is refused however it hashed. A code whose stored hash changed since step 1 is hashed again here.
 * Returns the refusal, or nothing when the code is right (its wrong-code count cleared). The caller must COMMIT a
 * refusal (its count is the point), so it is returned, not thrown.
 */
export async function judgePayCode(
  trx: Executor,
  userId: number,
  check: PayCodeCheck,
  row: PayCodeState | undefined,
): Promise<AppError | undefined> {
  const hash = hashToCheck(row);
  if (hash instanceof AppError) return hash;
  const matches = hash === check.hash ? check.matches : await verifySecret(check.code, hash);
  if (matches) {
    await reset(trx, LIMITS.payFailuresPerUser, userId);
    return undefined;
  }
  const left = await countAttempt(trx, LIMITS.payFailuresPerUser, userId);
  if (left > 0) return new AppError('PAY_PASSWORD_WRONG', { left }, { attempts_left: left });
  // The count is not cleared on locking: its window ends no later than the lock.
  await repo.lockPayments(trx, userId, PAY_LOCK_MINUTES);
  return new AppError('PAY_PASSWORD_LOCKED', { minutes: PAY_LOCK_MINUTES });
}

/**
 * Checks a shopper's payment code on its own (verify_pay, a withdrawal, changing the code): step 1 (the hash, no
 * lock held), then step 2 in a short transaction of its own that holds the shopper's row only for the verdict.
 * Throws the refusal; a wrong code's count is committed first.
 */
export async function verifyPayPassword({ db }: Pick<AppDeps, 'db'>, userId: number, code: string): Promise<void> {
  const check = await checkPayCode(db, userId, code);
  const refusal = await db
    .transaction()
    .execute(async (trx) => judgePayCode(trx, userId, check, await repo.lockUserForPayCheck(trx, userId)));
  if (refusal) throw refusal;
}
