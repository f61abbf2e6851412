import type { LangCode } from '@shop/contract/languages';
import type { ProfileBody, RegisterBody, ResetPayBody, ResetpwdBody, UserDto } from '@shop/contract/user';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { decoyHash, hashSecret, verifySecret } from '../../lib/password-hash.ts';
import { newNumericCode, sha256 } from '../../lib/tokens.ts';
import { LIMITS, consume, reset } from '../rate-limit/rate-limit.service.ts';
import { closeAllSessions, openSession, type SessionContext } from '../session/session.service.ts';
import { verifyPayPassword } from './pay-password.service.ts';
import * as repo from './user.repo.ts';
import { toUserDto } from './user.mapper.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { countPayLocked, countUsers, findUserByAccountKey, findUserById, lockShopperForPayment } from './user.repo.ts';

export const RESET_CODE_MINUTES = 15;

type LoginResult = { userinfo: UserDto & { token: string } };

const accountKeyOf = (account: string) => account.trim().toLowerCase();

/** Creates a shopper account and logs it in. */
export async function register(
  { db, config }: AppDeps,
  body: RegisterBody,
  lang: LangCode,
  context: SessionContext,
): Promise<LoginResult> {
  await consume(db, LIMITS.registerPerIp, context.ip);
  const passwordHash = await hashSecret(body.password);
  return db.transaction().execute(async (trx) => {
    const user = await repo.insertUser(trx, {
      account: body.account.trim(),
      account_key: accountKeyOf(body.account),
      password_hash: passwordHash,
      pay_password_hash: null,
      email: body.email ?? '',
      mobile: body.mobile ?? '',
      country: body.country ?? '',
      lang,
    });
    if (!user) throw new AppError('ACCOUNT_TAKEN');
    const token = await openSession(trx, 'shopper', user.id, config.sessionDays, context);
    return { userinfo: { ...toUserDto(user), token } };
  });
}

/** Checks the credentials and opens a session. Failures are counted per account and per address. */
export async function login(
  { db, config }: AppDeps,
  body: { account: string; password: string },
  context: SessionContext,
): Promise<LoginResult> {
  const accountKey = accountKeyOf(body.account);
  await consume(db, LIMITS.loginPerIp, context.ip);
  // Counted before the password is checked (a success clears it), so concurrent guesses cannot outrun the limit.
  await consume(db, LIMITS.loginFailuresPerAccount, accountKey);
  const user = await repo.findUserByAccountKey(db, accountKey);
  // Verify against a decoy when the account does not exist, so the answer takes as long either way.
  const valid = await verifySecret(body.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid) throw new AppError('WRONG_CREDENTIALS');
  if (user.frozen) throw new AppError('ACCOUNT_FROZEN', { reason: user.frozen_reason });
  await reset(db, LIMITS.loginFailuresPerAccount, accountKey);
  const token = await openSession(db, 'shopper', user.id, config.sessionDays, context);
  await repo.recordLogin(db, user.id);
  return { userinfo: { ...toUserDto(user), token } };
}

/**
 * Refuses a frozen shopper (ACCOUNT_FROZEN) inside a money-moving transaction, holding the shopper's row until it
 * commits: a freeze that commits first is seen here, and one that comes later waits for the money to have moved.
 */
export async function refuseFrozen(trx: Executor, userId: number): Promise<void> {
  const user = await repo.lockUserStatus(trx, userId);
  if (user?.frozen) throw new AppError('ACCOUNT_FROZEN', { reason: user.frozen_reason });
}

export async function getUserInfo({ db }: Pick<AppDeps, 'db'>, userId: number): Promise<UserDto> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return toUserDto(user);
}

/** Changes the profile fields that are present; an empty string clears an optional field. */
export async function updateProfile({ db }: AppDeps, userId: number, body: ProfileBody): Promise<UserDto> {
  const user = await repo.updateUser(db, userId, body);
  if (!user) throw new AppError('UNAUTHORIZED');
  return toUserDto(user);
}

export async function setLanguage({ db }: AppDeps, userId: number, lang: LangCode): Promise<void> {
  await repo.updateUser(db, userId, { lang });
}

/** Logged-in password change: needs the old password; every session of the account ends, this one included. */
export async function changePassword(
  { db }: AppDeps,
  userId: number,
  body: { old_password: string; new_password: string },
): Promise<void> {
  // A stolen session must not be a way to guess the old password without limit.
  await consume(db, LIMITS.passwordChangePerUser, userId);
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifySecret(body.old_password, user.password_hash))) throw new AppError('WRONG_PASSWORD');
  if (body.new_password === body.old_password) throw new AppError('SAME_PASSWORD');
  const passwordHash = await hashSecret(body.new_password);
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, { password_hash: passwordHash });
    await closeAllSessions(trx, 'shopper', userId);
  });
}

/**
 * Forgot password: mails a single-use 6-digit code valid for 15 minutes, at most 3 an hour per account. The
 * answer is the same whether or not the account exists; the per-account limit counts unknown accounts too.
 */
export async function requestResetCode(
  { db, mailer, log }: AppDeps,
  account: string,
  lang: LangCode,
  ip: string,
): Promise<void> {
  const accountKey = accountKeyOf(account);
  await consume(db, LIMITS.resetCodePerIp, ip);
  await consume(db, LIMITS.resetCodePerAccount, accountKey);
  const user = await repo.findUserByAccountKey(db, accountKey);
  if (!user || user.frozen) return;
  const to = user.email || (accountKey.includes('@') ? user.account : '');
  if (!to) {
    log.warn({ userId: user.id }, 'password reset asked for an account without an email');
    return;
  }
  const code = newNumericCode();
  await repo.insertResetCode(db, user.id, sha256(`${user.id}:${code}`), RESET_CODE_MINUTES);
  await mailer.send({
    to,
    purpose: 'password_reset',
    subject: translate(lang, 'mail.resetSubject'),
    body: translate(lang, 'mail.resetBody', { code }),
  });
}

/**
 * Sets a new password with a mailed code; the code works once, then every session and other code ends. Attempts
 * are counted per address and per account before anything is checked. An unknown account costs the same two
 * hashes as a known one and gets the same answer as a wrong code, so neither the answer nor its time tells
 * which accounts exist.
 */
export async function resetPasswordWithCode(
  { db }: AppDeps,
  body: { account: string; code: string; new_password: string },
  ip: string,
): Promise<void> {
  const accountKey = accountKeyOf(body.account);
  await consume(db, LIMITS.resetAttemptsPerIp, ip);
  await consume(db, LIMITS.resetAttemptsPerAccount, accountKey);
  const user = await repo.findUserByAccountKey(db, accountKey);
  const samePassword = await verifySecret(body.new_password, user?.password_hash ?? (await decoyHash()));
  const passwordHash = await hashSecret(body.new_password);
  if (!user) throw new AppError('RESET_CODE_INVALID');
  await db.transaction().execute(async (trx) => {
    if (!(await repo.consumeResetCode(trx, user.id, sha256(`${user.id}:${body.code}`)))) {
      throw new AppError('RESET_CODE_INVALID');
    }
    // Only after the code is proven: otherwise SAME_PASSWORD would tell a guesser the current password.
    // Throwing here rolls the consumption back, so the code stays usable.
    if (samePassword) throw new AppError('SAME_PASSWORD');
    await repo.expireResetCodes(trx, user.id);
    await repo.updateUser(trx, user.id, { password_hash: passwordHash });
    await closeAllSessions(trx, 'shopper', user.id);
  });
}

/** Routes the two forms of resetpwd; `ip` is the client's address, counted by the reset-with-code limit. */
export async function resetpwd(
  deps: AppDeps,
  userId: number | undefined,
  body: ResetpwdBody,
  ip: string,
): Promise<void> {
  if (body.code !== undefined || body.account !== undefined) {
    return resetPasswordWithCode(
      deps,
      { account: body.account ?? '', code: body.code ?? '', new_password: body.new_password },
      ip,
    );
  }
  if (userId === undefined) throw new AppError('UNAUTHORIZED');
  return changePassword(deps, userId, { old_password: body.old_password ?? '', new_password: body.new_password });
}

/**
 * Sets the payment code. The first time needs no old code (and refuses one); a change needs the old code,
 * checked with the same lockout as a payment so it cannot be guessed through this call. A change ends the
 * shopper's other sessions (as a password change does), keeping `currentSessionId`: a session someone else holds
 * must not outlive the code the owner just replaced.
 */
export async function setPayPassword(
  deps: AppDeps,
  userId: number,
  body: ResetPayBody,
  currentSessionId?: number,
): Promise<void> {
  const { db } = deps;
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const old = body.old_pay_password ?? '';
  if (user.pay_password_hash) {
    if (!old) throw new AppError('OLD_PAY_PASSWORD_REQUIRED');
    await verifyPayPassword(deps, userId, old);
    if (old === body.pay_password) throw new AppError('SAME_PASSWORD');
  } else if (old) {
    throw new AppError('OLD_PAY_PASSWORD_NOT_ALLOWED');
  }
  const payPasswordHash = await hashSecret(body.pay_password);
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, { pay_password_hash: payPasswordHash });
    if (user.pay_password_hash) await closeAllSessions(trx, 'shopper', userId, currentSessionId);
  });
}
