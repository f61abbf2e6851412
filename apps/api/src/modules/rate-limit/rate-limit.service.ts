import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './rate-limit.repo.ts';

export interface Limit {
  /** what is limited, e.g. "login:ip" */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits of the foundation's sensitive calls. Windows are fixed; counts live in the database. */
export const LIMITS = {
  loginPerIp: { name: 'login:ip', max: 60, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { name: 'login-fail:account', max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register:ip', max: 20, windowSeconds: 60 * 60 },
  resetCodePerAccount: { name: 'reset-code:account', max: 3, windowSeconds: 60 * 60 },
  resetCodePerIp: { name: 'reset-code:ip', max: 20, windowSeconds: 60 * 60 },
  resetAttemptsPerAccount: { name: 'reset-attempt:account', max: 10, windowSeconds: 60 * 60 },
  /** One address guessing codes across many accounts (each account's own limit would never trip). */
  resetAttemptsPerIp: { name: 'reset-attempt:ip', max: 30, windowSeconds: 60 * 60 },
  payFailuresPerUser: { name: 'pay-fail:user', max: 5, windowSeconds: 15 * 60 },
  payFailuresPerSeller: { name: 'pay-fail:seller', max: 5, windowSeconds: 15 * 60 },
  sellerLoginPerIp: { name: 'seller-login:ip', max: 30, windowSeconds: 15 * 60 },
  sellerLoginFailuresPerAccount: { name: 'seller-login-fail:account', max: 10, windowSeconds: 15 * 60 },
  sellerApplyPerIp: { name: 'seller-apply:ip', max: 10, windowSeconds: 60 * 60 },
  sellerApplyUploadPerIp: { name: 'seller-apply-upload:ip', max: 30, windowSeconds: 60 * 60 },
  operatorLoginPerIp: { name: 'operator-login:ip', max: 30, windowSeconds: 15 * 60 },
  passwordChangePerUser: { name: 'password-change:user', max: 10, windowSeconds: 60 * 60 },
  /** A desk account's password checked while signed in (change, two-factor setup and removal). */
  deskPasswordChecksPerAccount: { name: 'desk-password-check:account', max: 10, windowSeconds: 60 * 60 },
  uploadPerUser: { name: 'upload:user', max: 60, windowSeconds: 60 * 60 },
  /** Operators and sellers upload whole catalogues' pictures: a higher allowance, still a cap on a stolen token. */
  deskUploadPerActor: { name: 'upload:desk', max: 600, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

function keyOf(limit: Limit, subject: string | number): string {
  return `${limit.name}:${String(subject).toLowerCase()}`;
}

function minutesLeft(windowStart: Date, windowSeconds: number): number {
  const endsAt = windowStart.getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 60_000));
}

/** Counts a hit and throws RATE_LIMITED (429) once the window's maximum is passed. */
export async function consume(db: Executor, limit: Limit, subject: string | number): Promise<void> {
  const { count, windowStart } = await repo.countHit(db, keyOf(limit, subject), limit.windowSeconds);
  if (count > limit.max) {
    throw new AppError('RATE_LIMITED', { minutes: minutesLeft(windowStart, limit.windowSeconds) });
  }
}

/**
 * Counts an attempt BEFORE it is checked and returns how many attempts are left after it: 0 means this is the
 * last one of the window, negative means the window was already used up (do not check it). Counting first is
 * what makes the limit hold against a burst of concurrent attempts: none can be checked before it is counted.
 * Clear the count with reset() when an attempt succeeds.
 */
export async function countAttempt(db: Executor, limit: Limit, subject: string | number): Promise<number> {
  const { count } = await repo.countHit(db, keyOf(limit, subject), limit.windowSeconds);
  return limit.max - count;
}

export async function reset(db: Executor, limit: Limit, subject: string | number): Promise<void> {
  await repo.clearKey(db, keyOf(limit, subject));
}

/** Deletes counters whose window ended more than a day ago (every window is at most an hour). */
export async function pruneExpired(db: Executor): Promise<void> {
  await repo.pruneOlderThan(db, 24 * 60 * 60);
}
