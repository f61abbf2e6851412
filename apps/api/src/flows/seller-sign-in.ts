import type { SecondStepBody } from '@shop/contract/account-security';
import type { AppDeps } from '../app-deps.ts';
import type { Executor } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { decoyHash, verifySecret } from '../lib/password-hash.ts';
import {
  answerSecondStep,
  type DeskAccount,
  isTwoFactorOn,
  startSecondStep,
} from '../modules/account-security/two-factor.service.ts';
import { consume, LIMITS, reset } from '../modules/rate-limit/rate-limit.service.ts';
import {
  checkSellerSignIn,
  findOwner,
  openSellerSession,
  ownerAccount,
  setOwnerPassword,
} from '../modules/seller/seller-account.service.ts';
import { openSession, type SessionContext } from '../modules/session/session.service.ts';
import {
  findStaffById,
  findStaffBySignIn,
  recordSellerAction,
  recordStaffLogin,
  type StaffRow,
  setStaffPassword,
  staffAccountOf,
} from '../modules/shop-staff/shop-staff.service.ts';

/**
 * Signing in to the seller center (docs/domain.md#shop-staff): a shop's owner with its account, a staff member
 * as "<owner account>:<name>"; either gets the second step instead of a session when its two-factor sign-in is on.
 * A flow because it joins the seller module (owners) and the shop-staff module (members).
 */

/** "acme:anna" → the owner's account and the member's name; undefined for an owner's plain account. */
export function splitStaffSignIn(account: string): { owner: string; name: string } | undefined {
  const at = account.indexOf(':');
  if (at < 0) return undefined;
  return {
    owner: account.slice(0, at).trim().toLowerCase(),
    name: account
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  };
}

/**
 * The sign-in name as one account has it, whatever its spelling ("Acme : Anna" → "acme:anna"): what the forgotten
 * password's limits count per account, so spelling it another way is not another allowance of guesses.
 */
export function sellerSignInKey(account: string): string {
  const staff = splitStaffSignIn(account);
  return staff ? `${staff.owner}:${staff.name}` : account.trim().toLowerCase();
}

export function staffDeskAccount(row: StaffRow): DeskAccount {
  return {
    actor: 'staff',
    id: row.id,
    label: staffAccountOf(row.owner_account, row.name),
    issuer: 'Shop seller center',
    passwordHash: row.password_hash,
  };
}

async function openStaffSession({ db, config }: AppDeps, staffId: number, context: SessionContext) {
  const staff = await findStaffById(db, staffId);
  if (!staff?.password_hash || staff.disabled) throw new AppError('WRONG_CREDENTIALS');
  const token = await openSession(db, 'staff', staff.id, config.sessionDays, context);
  await recordStaffLogin(db, staff.id);
  return {
    token,
    seller: { id: staff.id, account: staffAccountOf(staff.owner_account, staff.name), shop_id: staff.shop_id },
  };
}

/**
 * A staff member's sign-in: counted like an owner's (per address, and per sign-in name for failures); an invited
 * member without a password yet, or a wrong one, is WRONG_CREDENTIALS; a deactivated one ACCOUNT_DISABLED.
 */
async function staffSignIn(
  deps: AppDeps,
  signIn: { owner: string; name: string },
  password: string,
  context: SessionContext,
) {
  const { db } = deps;
  const key = `${signIn.owner}:${signIn.name}`;
  await consume(db, LIMITS.sellerLoginPerIp, context.ip);
  await consume(db, LIMITS.sellerLoginFailuresPerAccount, key);
  const staff = await findStaffBySignIn(db, signIn.owner, signIn.name);
  const valid = await verifySecret(password, staff?.password_hash ?? (await decoyHash()));
  if (!staff?.password_hash || !valid) throw new AppError('WRONG_CREDENTIALS');
  await reset(db, LIMITS.sellerLoginFailuresPerAccount, key);
  if (staff.disabled) throw new AppError('ACCOUNT_DISABLED');
  if (await isTwoFactorOn(db, 'staff', staff.id)) return startSecondStep(db, 'staff', staff.id);
  return openStaffSession(deps, staff.id, context);
}

type SignedIn = { token: string; seller: { id: number; account: string; shop_id: number } };

/** A session opened is a line of the shop's audit log: who signed in, from where (the sign-in is public, so the
 * access plugin, which logs signed-in calls, cannot see it). */
async function logSignIn(deps: AppDeps, kind: 'owner' | 'staff', signedIn: SignedIn, context: SessionContext) {
  await recordSellerAction(
    deps.db,
    { shopId: signedIn.seller.shop_id, kind, id: signedIn.seller.id, account: signedIn.seller.account },
    { action: 'POST /login', targetId: null, detail: {}, ip: context.ip },
  );
  return signedIn;
}

export async function sellerSignIn(
  deps: AppDeps,
  body: { account: string; password: string },
  context: SessionContext,
) {
  const staff = splitStaffSignIn(body.account);
  if (staff) {
    const answer = await staffSignIn(deps, staff, body.password, context);
    return 'token' in answer ? logSignIn(deps, 'staff', answer, context) : answer;
  }
  const seller = await checkSellerSignIn(deps, body, context);
  if (await isTwoFactorOn(deps.db, 'seller', seller.id)) return startSecondStep(deps.db, 'seller', seller.id);
  return logSignIn(deps, 'owner', await openSellerSession(deps, seller.id, context), context);
}

/** The second step of either kind of member: the challenge says whose it is. */
export async function sellerSecondStep(deps: AppDeps, body: SecondStepBody, context: SessionContext) {
  const { actor, subjectId } = await answerSecondStep(deps.db, body);
  if (actor === 'seller') return logSignIn(deps, 'owner', await openSellerSession(deps, subjectId, context), context);
  if (actor === 'staff') return logSignIn(deps, 'staff', await openStaffSession(deps, subjectId, context), context);
  throw new AppError('SECOND_STEP_EXPIRED');
}

/** A seller-center account by its sign-in name (forgot password, reset), with the e-mail its code goes to. */
export async function findSellerDeskAccount(
  db: Executor,
  asked: string,
): Promise<(DeskAccount & { email: string }) | undefined> {
  const staffSignInName = splitStaffSignIn(asked);
  if (staffSignInName) {
    const staff = await findStaffBySignIn(db, staffSignInName.owner, staffSignInName.name);
    return staff && !staff.disabled ? { ...staffDeskAccount(staff), email: staff.email } : undefined;
  }
  const owner = await findOwner(db, { account: asked });
  return owner ? { ...ownerAccount(owner), email: owner.email } : undefined;
}

/** Stores a new password hash for whichever kind of member the account is. */
export async function setSellerDeskPassword(trx: Executor, account: DeskAccount, hash: string): Promise<void> {
  if (account.actor === 'staff') await setStaffPassword(trx, account.id, hash);
  else if (account.actor === 'seller') await setOwnerPassword(trx, account.id, hash);
  else throw new AppError('UNAUTHORIZED');
}
