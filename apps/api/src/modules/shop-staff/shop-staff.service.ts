import type { LangCode } from '@shop/contract/languages';
import {
  MAX_STAFF,
  type SellerAuditEntryDto,
  STAFF_INVITE_HOURS,
  type StaffDto,
  type StaffSaveBody,
} from '@shop/contract/shop-staff';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { translate } from '../../lib/i18n.ts';
import { clearTwoFactor, twoFactorOnAmong } from '../account-security/two-factor.service.ts';
import { issueDeskResetCode } from '../account-security/desk-reset-code.service.ts';
import { shopNameOf } from '../seller/seller-account.service.ts';
import { closeAllSessions } from '../session/session.service.ts';
import * as repo from './shop-staff.repo.ts';

/**
 * A shop's staff (docs/domain.md#shop-staff): the owner invites members with roles; each signs in as
 * "<owner account>:<name>" with its own password (set with the invitation's mailed code), sessions and two-factor
 * sign-in. Every call is scoped to the owner's shop: another shop's member is STAFF_NOT_FOUND, like an unknown id.
 */

export type { StaffRow } from './shop-staff.repo.ts';
export {
  findStaffById,
  findStaffBySignIn,
  findStaffSession,
  recordStaffLogin,
  setStaffPassword,
} from './shop-staff.repo.ts';

export const staffAccountOf = (ownerAccount: string, name: string) => `${ownerAccount}:${name}`;

function toStaffDto(row: repo.StaffRow, twoFactor: boolean): StaffDto {
  return {
    id: row.id,
    account: staffAccountOf(row.owner_account, row.name),
    name: row.name,
    display_name: row.display_name,
    email: row.email,
    roles: row.roles,
    active: !row.disabled,
    invited: row.password_hash === null,
    two_factor: twoFactor,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
  };
}

export async function listStaff({ db }: Pick<AppDeps, 'db'>, shopId: number, query: { page: number; limit: number }) {
  const { list, total } = await repo.listStaff(db, shopId, query.limit, (query.page - 1) * query.limit);
  const withTwoFactor = await twoFactorOnAmong(
    db,
    'staff',
    list.map((row) => row.id),
  );
  return {
    list: list.map((row) => toStaffDto(row, withTwoFactor.has(row.id))),
    total,
    page: query.page,
    limit: query.limit,
  };
}

async function staffOrNotFound(db: Executor, shopId: number, id: number) {
  const row = await repo.findStaff(db, shopId, id);
  if (!row) throw new AppError('STAFF_NOT_FOUND');
  return row;
}

/** Mails a member a code to set its password (valid STAFF_INVITE_HOURS), in the owner's language. */
async function mailInvitation(deps: AppDeps, row: repo.StaffRow, lang: LangCode): Promise<void> {
  const code = await issueDeskResetCode(deps.db, 'staff', row.id, STAFF_INVITE_HOURS * 60);
  const shop = await shopNameOf(deps.db, row.shop_id, lang);
  const params = {
    shop,
    owner: row.owner_account,
    account: staffAccountOf(row.owner_account, row.name),
    code,
    hours: STAFF_INVITE_HOURS,
  };
  await deps.mailer.send({
    to: row.email,
    purpose: 'staff_invitation',
    subject: translate(lang, 'mail.inviteSubject', params),
    body: translate(lang, 'mail.inviteBody', params),
  });
}

/**
 * Invites a member (no `id`; at most MAX_STAFF per shop, names unique in the shop) or changes one. Deactivating a
 * member ends its sessions at once; a change of roles applies to its next call (roles are read per request).
 */
export async function saveStaff(
  deps: AppDeps,
  owner: { sellerId: number; shopId: number },
  body: StaffSaveBody,
  lang: LangCode,
): Promise<StaffDto> {
  const { db } = deps;
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockShopStaff(trx, owner.shopId);
    const fields = {
      name: body.name,
      display_name: body.display_name,
      email: body.email,
      roles: body.roles,
      disabled: !body.active,
    };
    if (body.id === undefined) {
      if ((await repo.countStaff(trx, owner.shopId)) >= MAX_STAFF) {
        throw new AppError('STAFF_LIMIT', { max: MAX_STAFF }, { max: MAX_STAFF });
      }
      const created = await repo.insertStaff(trx, { shop_id: owner.shopId, owner_id: owner.sellerId, ...fields });
      if (!created) throw new AppError('STAFF_NAME_TAKEN');
      return created.id;
    }
    await staffOrNotFound(trx, owner.shopId, body.id);
    try {
      await repo.updateStaff(trx, owner.shopId, body.id, fields);
    } catch (error) {
      // The shop's names are unique by index: a rename onto another member's name is refused by it, not by a read.
      if (isUniqueViolation(error)) throw new AppError('STAFF_NAME_TAKEN');
      throw error;
    }
    if (!body.active) await closeAllSessions(trx, 'staff', body.id);
    return body.id;
  });
  const row = await staffOrNotFound(db, owner.shopId, id);
  if (body.id === undefined) await mailInvitation(deps, row, lang);
  const withTwoFactor = await twoFactorOnAmong(db, 'staff', [row.id]);
  return toStaffDto(row, withTwoFactor.has(row.id));
}

/** Mails a member a new invitation code (a lost mail, an expired code). */
export async function resendInvitation(deps: AppDeps, shopId: number, id: number, lang: LangCode): Promise<void> {
  const row = await staffOrNotFound(deps.db, shopId, id);
  await mailInvitation(deps, row, lang);
}

/** The owner clears a member's two-factor sign-in (a lost phone); the member's sessions end. */
export async function resetStaffTwoFactor({ db }: Pick<AppDeps, 'db'>, shopId: number, id: number): Promise<void> {
  await staffOrNotFound(db, shopId, id);
  await db.transaction().execute(async (trx) => {
    await clearTwoFactor(trx, 'staff', id);
    await closeAllSessions(trx, 'staff', id);
  });
}

/** Who did a seller-center action, as the audit log names it. */
export interface ShopMemberRef {
  shopId: number;
  kind: 'owner' | 'staff';
  id: number;
  account: string;
}

/** The sign-in name of a member as the audit log keeps it: "acme" for the owner, "acme:anna" for staff. */
export async function memberAccountName(db: Executor, member: { kind: 'owner' | 'staff'; id: number }) {
  return repo.memberAccountName(db, member);
}

export async function recordSellerAction(
  db: Executor,
  member: ShopMemberRef,
  action: { action: string; targetId: number | null; detail: Record<string, unknown>; ip: string },
): Promise<void> {
  await repo.insertSellerAudit(db, {
    shop_id: member.shopId,
    member_kind: member.kind,
    member_id: member.id,
    member_account: member.account,
    action: action.action,
    target_id: action.targetId,
    detail: action.detail,
    ip: action.ip,
  });
}

export async function listSellerAudit(
  { db }: Pick<AppDeps, 'db'>,
  shopId: number,
  query: { page: number; limit: number; member?: 'owner' | number },
) {
  const member =
    query.member === undefined
      ? undefined
      : query.member === 'owner'
        ? { kind: 'owner' as const }
        : { kind: 'staff' as const, id: query.member };
  const { list, total } = await repo.listSellerAudit(db, shopId, member, query.limit, (query.page - 1) * query.limit);
  return {
    list: list.map(
      (row): SellerAuditEntryDto => ({
        id: Number(row.id),
        member_kind: row.member_kind,
        member_id: row.member_id,
        member_account: row.member_account,
        action: row.action,
        target_id: row.target_id,
        detail: row.detail,
        ip: row.ip,
        created_at: row.created_at.toISOString(),
      }),
    ),
    total,
    page: query.page,
    limit: query.limit,
  };
}
