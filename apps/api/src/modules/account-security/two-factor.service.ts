import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  type RecoveryCodesDto,
  SECOND_STEP_LOCK_MINUTES,
  SECOND_STEP_MAX_FAILURES,
  SIGN_IN_CHALLENGE_MINUTES,
  TOTP_CODE_PATTERN,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from '@shop/contract/account-security';
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db, Executor } from '../../db/database.ts';
import type { DeskActor } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifySecret } from '../../lib/password-hash.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './second-factor.repo.ts';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp.ts';

/**
 * Two-factor sign-in for the desks' accounts (docs/account-security.md#two-factor-sign-in): a TOTP secret turned
 * on by a first code, ten recovery codes kept hashed, a code accepted once (the last accepted time step is kept),
 * and a lock of the second step after five wrong codes in fifteen minutes. Every code check holds the account's
 * factor row, so concurrent guesses are counted one after another and none slips past the lock.
 */

/** Whose factor: an account of a desk, with what its authenticator app shows and its password's hash. */
export interface DeskAccount {
  actor: DeskActor;
  id: number;
  /** The account as the app lists it ("finance", "acme:anna"). */
  label: string;
  /** The app's heading for it ("Shop console", "Shop seller center"). */
  issuer: string;
  passwordHash: string | null;
}

const MINUTE = 60_000;

export async function isTwoFactorOn(db: Executor, actor: DeskActor, subjectId: number): Promise<boolean> {
  return (await repo.findFactor(db, actor, subjectId))?.enabled_at != null;
}

export const twoFactorOnAmong = repo.enabledAmong;

export async function twoFactorStatus(
  db: Executor,
  actor: DeskActor,
  subjectId: number,
  required: boolean,
): Promise<TwoFactorStatusDto> {
  const factor = await repo.findFactor(db, actor, subjectId);
  const enabled = factor?.enabled_at != null;
  const locked = factor?.locked_until && factor.locked_until > new Date() ? factor.locked_until : null;
  return {
    enabled,
    required,
    recovery_codes_left: enabled ? await repo.countRecoveryCodesLeft(db, actor, subjectId) : 0,
    locked_until: locked ? locked.toISOString() : null,
  };
}

async function checkPassword(account: DeskAccount, password: string): Promise<void> {
  if (!account.passwordHash || !(await verifySecret(password, account.passwordHash))) {
    throw new AppError('WRONG_PASSWORD');
  }
}

/** Starts turning two-factor sign-in on: a new secret, pending until `enableTwoFactor` proves it with a code. */
export async function setUpTwoFactor(db: Executor, account: DeskAccount, password: string): Promise<TwoFactorSetupDto> {
  await checkPassword(account, password);
  const secret = newTotpSecret();
  if (!(await repo.putPendingSecret(db, account.actor, account.id, secret)))
    throw new AppError('TWO_FACTOR_ALREADY_ON');
  const url = otpauthUrl(secret, account.label, account.issuer);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code's hash: 50 random bits each, so a fast hash salted by the account is enough. */
function recoveryHash(actor: DeskActor, subjectId: number, code: string): string {
  return sha256(`${actor}:${subjectId}:${code.toLowerCase().replace('-', '')}`);
}

async function issueRecoveryCodes(trx: Executor, actor: DeskActor, subjectId: number): Promise<RecoveryCodesDto> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(
    trx,
    actor,
    subjectId,
    codes.map((code) => recoveryHash(actor, subjectId, code)),
  );
  return { codes };
}

/** A first code from the pending secret turns it on; the recovery codes are made and shown this once. */
export async function enableTwoFactor(db: Db, account: DeskAccount, code: string): Promise<RecoveryCodesDto> {
  return db.transaction().execute(async (trx) => {
    const factor = await repo.lockFactor(trx, account.actor, account.id);
    if (!factor) throw new AppError('TWO_FACTOR_NOT_STARTED');
    if (factor.enabled_at) throw new AppError('TWO_FACTOR_ALREADY_ON');
    const step = acceptedStep(factor.secret, code);
    if (step === undefined) throw new AppError('TWO_FACTOR_CODE_WRONG');
    await repo.enableFactor(trx, account.actor, account.id, step);
    return issueRecoveryCodes(trx, account.actor, account.id);
  });
}

type CheckOutcome = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'off' } | { kind: 'locked'; until: Date };

/**
 * Checks a second-step code: the app's code of a time step later than the last accepted one, or (when
 * `recovery`) an unused recovery code, used up by this. A wrong code is counted and committed before the refusal
 * is thrown; the fifth in fifteen minutes locks the second step for fifteen minutes.
 */
export async function checkSecondStepCode(
  db: Db,
  actor: DeskActor,
  subjectId: number,
  code: string,
  options: { recovery: boolean },
): Promise<void> {
  const outcome = await db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    const factor = await repo.lockFactor(trx, actor, subjectId);
    if (!factor?.enabled_at) return { kind: 'off' };
    const now = new Date();
    if (factor.locked_until && factor.locked_until > now) return { kind: 'locked', until: factor.locked_until };
    if (TOTP_CODE_PATTERN.test(code)) {
      const step = acceptedStep(factor.secret, code, now.getTime());
      if (step !== undefined && step > Number(factor.last_step)) {
        await repo.acceptStep(trx, actor, subjectId, step);
        return { kind: 'ok' };
      }
    } else if (options.recovery && RECOVERY_CODE_PATTERN.test(code)) {
      if (await repo.useRecoveryCode(trx, actor, subjectId, recoveryHash(actor, subjectId, code))) {
        await repo.clearFailures(trx, actor, subjectId);
        return { kind: 'ok' };
      }
    }
    const windowOpen =
      factor.failures_since !== null &&
      now.getTime() - factor.failures_since.getTime() < SECOND_STEP_LOCK_MINUTES * MINUTE;
    const failures = (windowOpen ? factor.failures : 0) + 1;
    if (failures >= SECOND_STEP_MAX_FAILURES) {
      const until = new Date(now.getTime() + SECOND_STEP_LOCK_MINUTES * MINUTE);
      await repo.recordFailures(trx, actor, subjectId, { failures: 0, failures_since: null, locked_until: until });
      return { kind: 'locked', until };
    }
    await repo.recordFailures(trx, actor, subjectId, {
      failures,
      failures_since: windowOpen ? factor.failures_since : now,
      locked_until: null,
    });
    return { kind: 'wrong' };
  });
  if (outcome.kind === 'ok') return;
  if (outcome.kind === 'off') throw new AppError('TWO_FACTOR_OFF');
  if (outcome.kind === 'wrong') throw new AppError('TWO_FACTOR_CODE_WRONG');
  const minutes = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / MINUTE));
  throw new AppError('TWO_FACTOR_LOCKED', { minutes }, { minutes });
}

/**
 * What money calls ask (a seller's withdrawal, a change of payout account): nothing when the account has no
 * second factor; otherwise a code from the app (recovery codes are for signing in, not for paying out).
 */
export async function requireCodeWhenOn(
  db: Db,
  actor: DeskActor,
  subjectId: number,
  code: string | undefined,
): Promise<void> {
  if (!(await isTwoFactorOn(db, actor, subjectId))) return;
  if (!code) throw new AppError('TWO_FACTOR_CODE_REQUIRED');
  await checkSecondStepCode(db, actor, subjectId, code, { recovery: false });
}

/** Turning off needs the password and a code (a recovery code too: the phone may be what was lost). */
export async function disableTwoFactor(
  db: Db,
  account: DeskAccount,
  body: { password: string; code: string },
): Promise<void> {
  await checkPassword(account, body.password);
  await checkSecondStepCode(db, account.actor, account.id, body.code, { recovery: true });
  await repo.deleteFactor(db, account.actor, account.id);
}

/** A new set of recovery codes replaces the old one; asks for a code from the app. */
export async function renewRecoveryCodes(db: Db, account: DeskAccount, code: string): Promise<RecoveryCodesDto> {
  await checkSecondStepCode(db, account.actor, account.id, code, { recovery: false });
  return db.transaction().execute((trx) => issueRecoveryCodes(trx, account.actor, account.id));
}

/** An admin (or a shop's owner, for its staff) clears an account's second factor: the lost-phone case. */
export async function clearTwoFactor(db: Executor, actor: DeskActor, subjectId: number): Promise<void> {
  await repo.deleteFactor(db, actor, subjectId);
}

/** A sign-in whose password was right waits for its code: the challenge's token is given, its hash kept. */
export async function startSecondStep(db: Executor, actor: DeskActor, subjectId: number) {
  const challenge = newToken();
  await repo.insertChallenge(db, {
    tokenHash: sha256(challenge),
    actor,
    subjectId,
    minutes: SIGN_IN_CHALLENGE_MINUTES,
  });
  return { second_step: { challenge, expires_in: SIGN_IN_CHALLENGE_MINUTES * 60 } };
}

/**
 * Answers a challenge with a code (the app's or a recovery code): the account it signs in, once. An unknown,
 * expired or used challenge is SECOND_STEP_EXPIRED (enter the password again).
 */
export async function answerSecondStep(
  db: Db,
  body: { challenge: string; code: string },
): Promise<{ actor: DeskActor; subjectId: number }> {
  const challenge = await repo.findOpenChallenge(db, sha256(body.challenge));
  if (!challenge) throw new AppError('SECOND_STEP_EXPIRED');
  try {
    await checkSecondStepCode(db, challenge.actor, challenge.subject_id, body.code, { recovery: true });
  } catch (error) {
    // Turned off (or cleared by an admin or the owner) since the password was checked: sign in again from it.
    if (error instanceof AppError && error.key === 'TWO_FACTOR_OFF') throw new AppError('SECOND_STEP_EXPIRED');
    throw error;
  }
  if (!(await repo.closeChallenge(db, challenge.id))) throw new AppError('SECOND_STEP_EXPIRED');
  return { actor: challenge.actor, subjectId: challenge.subject_id };
}

export const pruneSignInChallenges = repo.pruneChallenges;
