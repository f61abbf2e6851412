import { BANNER_SIZES, LOGO_SIZES } from '@shop/contract/images';
import { formatCents } from '@shop/contract/money';
import type { SellerApplicationDto, SellerApplyBody, SellerMeDto } from '@shop/contract/seller';
import type { StaffRole } from '@shop/contract/shop-staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { makeArt } from '../../lib/art/catalogue-images.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { decoyHash, hashSecret, verifySecret } from '../../lib/password-hash.ts';
import { clearTwoFactor, type DeskAccount, isTwoFactorOn } from '../account-security/two-factor.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { pictureFor } from '../catalogue/catalogue-pictures.ts';
import { shopBalance } from '../ledger/account-ledger.service.ts';
import { consume, countAttempt, LIMITS, reset } from '../rate-limit/rate-limit.service.ts';
import { closeAllSessions, openSession, type SessionContext } from '../session/session.service.ts';
import * as repo from './seller.repo.ts';

/**
 * Sellers' accounts (docs/domain.md#sellers-and-shops): an application waits for an operator; approval creates the shop (active, at the
 * platform's default commission) in the same transaction as the decision; only an approved seller signs in, with
 * sessions of its own kind that open no shopper or console call.
 */

const accountKeyOf = (account: string) => account.trim().toLowerCase();

/**
 * A merchant applies: the account (hashed password) and the shop to create, waiting for review (status 0). An
 * account that exists is taken, unless its application was refused and the password is its own: then the new
 * application replaces the refused one (reapply).
 */
export async function apply(
  { db }: Pick<AppDeps, 'db'>,
  body: SellerApplyBody,
  ip: string,
): Promise<{ id: number; status: 0 }> {
  await consume(db, LIMITS.sellerApplyPerIp, ip);
  const application = {
    shop_name: body.shop_name,
    contact_name: body.contact_name,
    email: body.email,
    mobile: body.mobile,
    country: body.country,
    documents: body.documents ?? [],
  };
  const key = accountKeyOf(body.account);
  const created = await repo.insertSeller(db, {
    account: body.account,
    account_key: key,
    password_hash: await hashSecret(body.password),
    ...application,
  });
  if (created) return { id: created.id, status: 0 };
  return reapply(db, key, body.password, application);
}

/**
 * A refused merchant applies again with its account and password: in one transaction, with the seller's row held,
 * the refused application (and its reason) is kept in seller_refusals and the new one takes its place, pending.
 * Anything else (a pending or approved account, another password) is ACCOUNT_TAKEN, as before; wrong passwords are
 * counted against the account like sign-ins.
 */
async function reapply(
  db: AppDeps['db'],
  key: string,
  password: string,
  application: Parameters<typeof repo.reopenApplication>[2],
): Promise<{ id: number; status: 0 }> {
  const existing = await repo.findSellerByAccountKey(db, key);
  if (existing?.status !== 2) throw new AppError('ACCOUNT_TAKEN');
  await consume(db, LIMITS.sellerLoginFailuresPerAccount, key);
  if (!(await verifySecret(password, existing.password_hash))) throw new AppError('ACCOUNT_TAKEN');
  await reset(db, LIMITS.sellerLoginFailuresPerAccount, key);
  return db.transaction().execute(async (trx) => {
    const refused = await repo.lockSeller(trx, existing.id);
    if (refused?.status !== 2) throw new AppError('ACCOUNT_TAKEN');
    await repo.insertRefusal(trx, refused);
    if (!(await repo.reopenApplication(trx, refused.id, application))) throw new AppError('ACCOUNT_TAKEN');
    return { id: refused.id, status: 0 as const };
  });
}

/**
 * Checks an owner's sign-in: the approved seller, or WRONG_CREDENTIALS (counted per account like shoppers'
 * logins). An application still waiting, or refused, answers SELLER_PENDING / SELLER_REFUSED with where it stands.
 * The session (or, with two-factor sign-in on, the second step) is the caller's to open.
 */
export async function checkSellerSignIn(
  { db }: Pick<AppDeps, 'db'>,
  body: { account: string; password: string },
  context: SessionContext,
) {
  const key = accountKeyOf(body.account);
  await consume(db, LIMITS.sellerLoginPerIp, context.ip);
  await consume(db, LIMITS.sellerLoginFailuresPerAccount, key);
  const seller = await repo.findSellerByAccountKey(db, key);
  const valid = await verifySecret(body.password, seller?.password_hash ?? (await decoyHash()));
  if (!seller || !valid) throw new AppError('WRONG_CREDENTIALS');
  await reset(db, LIMITS.sellerLoginFailuresPerAccount, key);
  if (seller.status === 0) throw new AppError('SELLER_PENDING', undefined, { status: 0, reason: '' });
  if (seller.status === 2 || !seller.shop_id) {
    throw new AppError('SELLER_REFUSED', { reason: seller.reason }, { status: 2, reason: seller.reason });
  }
  return { id: seller.id, account: seller.account, shop_id: seller.shop_id };
}

/** Opens an approved owner's session (after the password, or after its second step). */
export async function openSellerSession({ db, config }: AppDeps, sellerId: number, context: SessionContext) {
  const seller = await repo.findSeller(db, sellerId);
  if (!seller?.shop_id || seller.status !== 1) throw new AppError('WRONG_CREDENTIALS');
  const token = await openSession(db, 'seller', seller.id, config.sessionDays, context);
  await repo.recordSellerLogin(db, seller.id);
  return { token, seller: { id: seller.id, account: seller.account, shop_id: seller.shop_id } };
}

/** An owner as its authenticator app and its password checks know it. */
export function ownerAccount(row: { id: number; account: string; password_hash: string }): DeskAccount {
  return {
    actor: 'seller',
    id: row.id,
    label: row.account,
    issuer: 'Shop seller center',
    passwordHash: row.password_hash,
  };
}

/** An approved owner by id or by sign-in name (forgot password, own account). */
export async function findOwner(db: Executor, by: { id: number } | { account: string }) {
  const seller =
    'id' in by ? await repo.findSeller(db, by.id) : await repo.findSellerByAccountKey(db, accountKeyOf(by.account));
  return seller?.status === 1 && seller.shop_id ? seller : undefined;
}

export async function setOwnerPassword(db: Executor, sellerId: number, passwordHash: string): Promise<void> {
  await repo.setSellerPassword(db, sellerId, passwordHash);
}

/** The shop's name in `lang` (English when it has none in that language). */
export async function shopNameOf(db: Executor, shopId: number, lang: string): Promise<string> {
  const name = (await repo.findSellerShop(db, shopId)).name as Record<string, string | undefined>;
  return name[lang] ?? name.en ?? '';
}

/** Who is signed in, as /me names it: the owner, or a staff member (its sign-in name and roles). */
export interface MemberView {
  kind: 'owner' | 'staff';
  id: number;
  account: string;
  name: string;
  roles: StaffRole[];
}

export async function me(
  { db }: Pick<AppDeps, 'db'>,
  sellerId: number,
  lang: string,
  member: { view?: MemberView; twoFactorEnabled: boolean },
): Promise<SellerMeDto> {
  const seller = await repo.findSeller(db, sellerId);
  if (!seller?.shop_id) throw new AppError('UNAUTHORIZED');
  const shop = await repo.findSellerShop(db, seller.shop_id);
  const name = shop.name as Record<string, string | undefined>;
  return {
    id: seller.id,
    account: seller.account,
    shop_id: seller.shop_id,
    shop: { id: shop.id, name: name[lang] ?? name.en ?? '', logo: shop.logo, active: shop.active },
    balance: formatCents(await shopBalance(db, seller.shop_id)),
    has_pay_password: seller.pay_password_hash !== null,
    member: member.view ?? {
      kind: 'owner',
      id: seller.id,
      account: seller.account,
      name: seller.contact_name,
      roles: [],
    },
    two_factor_enabled: member.twoFactorEnabled,
    contact_name: seller.contact_name,
    email: seller.email,
    mobile: seller.mobile,
    country: seller.country,
  };
}

/** Sets the payment code (the first time without the old one, as shoppers do); other sessions end. */
export async function setPayPassword(
  deps: AppDeps,
  sellerId: number,
  body: { old_pay_password?: string; pay_password: string },
): Promise<void> {
  const seller = await repo.findSeller(deps.db, sellerId);
  if (!seller) throw new AppError('UNAUTHORIZED');
  if (seller.pay_password_hash) {
    if (!body.old_pay_password) throw new AppError('OLD_PAY_PASSWORD_REQUIRED');
    await verifySellerPayPassword(deps, sellerId, body.old_pay_password);
  } else if (body.old_pay_password) {
    throw new AppError('OLD_PAY_PASSWORD_NOT_ALLOWED');
  }
  await repo.setSellerPayPassword(deps.db, sellerId, await hashSecret(body.pay_password));
}

export const SELLER_PAY_LOCK_MINUTES = 15;

type Outcome = { ok: true } | { ok: false; error: AppError };

/**
 * A seller's payment code, checked with the seller's row locked (one check at a time, every wrong one counted);
 * the fifth wrong code in 15 minutes locks withdrawals for 15 minutes — the shoppers' rule.
 */
export async function verifySellerPayPassword({ db }: Pick<AppDeps, 'db'>, sellerId: number, code: string) {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const seller = await repo.lockSellerForPayCheck(trx, sellerId);
    if (!seller) return { ok: false, error: new AppError('UNAUTHORIZED') };
    if (!seller.pay_password_hash) return { ok: false, error: new AppError('PAY_PASSWORD_NOT_SET') };
    if (seller.pay_locked_until && seller.pay_locked_until.getTime() > Date.now()) {
      const minutes = Math.ceil((seller.pay_locked_until.getTime() - Date.now()) / 60_000);
      return { ok: false, error: new AppError('PAY_PASSWORD_LOCKED', { minutes }) };
    }
    if (await verifySecret(code, seller.pay_password_hash)) {
      await reset(trx, LIMITS.payFailuresPerSeller, sellerId);
      return { ok: true };
    }
    const left = await countAttempt(trx, LIMITS.payFailuresPerSeller, sellerId);
    if (left > 0) return { ok: false, error: new AppError('PAY_PASSWORD_WRONG', { left }, { attempts_left: left }) };
    await repo.lockSellerPayments(trx, sellerId, SELLER_PAY_LOCK_MINUTES);
    return { ok: false, error: new AppError('PAY_PASSWORD_LOCKED', { minutes: SELLER_PAY_LOCK_MINUTES }) };
  });
  if (!outcome.ok) throw outcome.error;
}

/** Ends every session of a seller (its shop suspended, its account closed). */
export async function endSellerSessions({ db }: Pick<AppDeps, 'db'>, sellerId: number): Promise<void> {
  await closeAllSessions(db, 'seller', sellerId);
}

// ——— the console's review of applications ———

type RefusalRow = Awaited<ReturnType<typeof repo.refusalsOf>>[number];

function toApplication(row: repo.SellerRow, refusals: RefusalRow[]): SellerApplicationDto {
  return {
    id: row.id,
    account: row.account,
    shop_name: row.shop_name as SellerApplicationDto['shop_name'],
    contact_name: row.contact_name,
    email: row.email,
    mobile: row.mobile,
    country: row.country,
    documents: row.documents,
    status: row.status,
    reason: row.reason,
    shop_id: row.shop_id,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    applied_at: row.applied_at.toISOString(),
    refusals: refusals
      .filter((refusal) => refusal.seller_id === row.id)
      .map((refusal) => ({
        shop_name: refusal.shop_name as SellerApplicationDto['shop_name'],
        applied_at: refusal.applied_at.toISOString(),
        reason: refusal.reason,
        decided_at: refusal.decided_at.toISOString(),
      })),
  };
}

export async function listApplications(
  { db }: Pick<AppDeps, 'db'>,
  query: { status?: number; page: number; limit: number },
) {
  const { list, total } = await repo.listApplications(db, query.status, query.limit, (query.page - 1) * query.limit);
  const refusals = await repo.refusalsOf(
    db,
    list.map((row) => row.id),
  );
  return { list: list.map((row) => toApplication(row, refusals)), total, page: query.page, limit: query.limit };
}

async function pendingOrFail(db: AppDeps['db'], id: number) {
  const seller = await repo.findSeller(db, id);
  if (!seller) throw new AppError('APPLICATION_NOT_FOUND');
  if (seller.status !== 0) throw new AppError('APPLICATION_DECIDED');
  return seller;
}

/** A new shop's first logo and banner, until the seller uploads its own: the shop's initial art, drawn once. */
async function starterPictures(deps: Pick<AppDeps, 'pictures'>, seed: number) {
  const palettes: [string, string][] = [
    ['#f97316', '#fdba74'],
    ['#0ea5e9', '#7dd3fc'],
    ['#22c55e', '#86efac'],
    ['#a855f7', '#d8b4fe'],
  ];
  const colors = palettes[seed % palettes.length] ?? ['#f97316', '#fdba74'];
  const [logo, banner] = await Promise.all([
    makeArt({ emoji: ['🏪'], colors, layout: 'centered', widths: [LOGO_SIZES.small, LOGO_SIZES.large] }, deps.pictures),
    makeArt(
      {
        emoji: ['🏪'],
        colors,
        layout: 'wide',
        widths: [BANNER_SIZES.small, BANNER_SIZES.large],
        ratio: BANNER_SIZES.ratio,
      },
      deps.pictures,
    ),
  ]);
  return {
    logo: await pictureFor(deps.pictures, logo.large, 'logo'),
    banner: await pictureFor(deps.pictures, banner.large, 'banner'),
  };
}

/**
 * An application to approve (flows/seller-approval.ts): still pending (else APPLICATION_NOT_FOUND or
 * APPLICATION_DECIDED), with its shop's name and first pictures, drawn before the flow's transaction opens.
 */
export async function applicationToApprove(deps: Pick<AppDeps, 'db' | 'pictures'>, id: number) {
  const seller = await pendingOrFail(deps.db, id);
  const pictures = await starterPictures(deps, id);
  return { name: seller.shop_name as LocalizedText, pictures };
}

/** The application approved onto its new shop, with the decision, once: APPLICATION_DECIDED when another came first. */
export async function approveOntoShop(trx: Executor, id: number, shopId: number, operatorId: number): Promise<void> {
  const decided = await repo.decideApplication(trx, id, { status: 1, shopId, operatorId });
  if (!decided) throw new AppError('APPLICATION_DECIDED');
}

/** Refuses an application with the reason the applicant will read when signing in. */
export async function refuseApplication(deps: AppDeps, operatorId: number, id: number, reason: string): Promise<void> {
  await pendingOrFail(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    const decided = await repo.decideApplication(trx, id, { status: 2, reason, operatorId });
    if (!decided) throw new AppError('APPLICATION_DECIDED');
    await recordAudit(trx, {
      operatorId,
      action: 'seller.refuse',
      targetType: 'seller',
      targetId: id,
      before: { status: 0 },
      after: { status: 2, reason },
    });
  });
}

/**
 * An operator clears a shop owner's two-factor sign-in: the owner lost its phone and its recovery codes (its
 * password it can reset by e-mail; the second step only the platform can lift). Its sessions end with it; the
 * audit log keeps who did it.
 */
export async function resetOwnerTwoFactor(deps: AppDeps, operatorId: number, sellerId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const seller = await repo.findSeller(trx, sellerId);
    if (seller?.status !== 1) throw new AppError('APPLICATION_NOT_FOUND');
    const wasOn = await isTwoFactorOn(trx, 'seller', sellerId);
    await clearTwoFactor(trx, 'seller', sellerId);
    const sessionsEnded = await closeAllSessions(trx, 'seller', sellerId);
    await recordAudit(trx, {
      operatorId,
      action: 'seller.reset_two_factor',
      targetType: 'seller',
      targetId: sellerId,
      before: { two_factor: wasOn },
      after: { two_factor: false, sessions_ended: sessionsEnded },
    });
  });
}
