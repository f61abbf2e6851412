import type { StaffRole } from '@shop/contract/shop-staff';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** A staff member with the sign-in name of its shop's owner ("<owner account>:<name>" is built from both). */
function staffWithOwner(db: Executor) {
  return db
    .selectFrom('shop_staff')
    .innerJoin('sellers', 'sellers.id', 'shop_staff.owner_id')
    .selectAll('shop_staff')
    .select('sellers.account as owner_account');
}

export async function findStaff(db: Executor, shopId: number, id: number) {
  return staffWithOwner(db).where('shop_staff.shop_id', '=', shopId).where('shop_staff.id', '=', id).executeTakeFirst();
}
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;

export async function findStaffById(db: Executor, id: number) {
  return staffWithOwner(db).where('shop_staff.id', '=', id).executeTakeFirst();
}

/** A staff member by its sign-in: the owner's account key and the member's name. */
export async function findStaffBySignIn(db: Executor, ownerAccountKey: string, name: string) {
  return staffWithOwner(db)
    .where('sellers.account_key', '=', ownerAccountKey)
    .where('sellers.status', '=', 1)
    .where('shop_staff.name', '=', name)
    .executeTakeFirst();
}

/** What a staff session needs: the member active, its owner still approved with this shop. */
export async function findStaffSession(db: Executor, id: number) {
  return db
    .selectFrom('shop_staff')
    .innerJoin('sellers', 'sellers.id', 'shop_staff.owner_id')
    .select(['shop_staff.id', 'shop_staff.shop_id', 'shop_staff.owner_id', 'shop_staff.roles'])
    .where('shop_staff.id', '=', id)
    .where('shop_staff.disabled', '=', false)
    .where('shop_staff.password_hash', 'is not', null)
    .where('sellers.status', '=', 1)
    .whereRef('sellers.shop_id', '=', 'shop_staff.shop_id')
    .executeTakeFirst();
}

export async function listStaff(db: Executor, shopId: number, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    staffWithOwner(db)
      .where('shop_staff.shop_id', '=', shopId)
      .orderBy('shop_staff.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countStaff(db, shopId),
  ]);
  return { list, total };
}

export async function countStaff(db: Executor, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serializes the staff changes of one shop (the cap of MAX_STAFF holds under concurrent invitations). */
export async function lockShopStaff(db: Executor, shopId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('shop_staff'), ${shopId})`.execute(db);
}

export async function insertStaff(
  db: Executor,
  staff: {
    shop_id: number;
    owner_id: number;
    name: string;
    display_name: string;
    email: string;
    roles: StaffRole[];
    disabled: boolean;
  },
) {
  return db
    .insertInto('shop_staff')
    .values(staff)
    .onConflict((oc) => oc.columns(['shop_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function updateStaff(
  db: Executor,
  shopId: number,
  id: number,
  changes: { name: string; display_name: string; email: string; roles: StaffRole[]; disabled: boolean },
) {
  return db
    .updateTable('shop_staff')
    .set(changes)
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export async function setStaffPassword(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('shop_staff').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function recordStaffLogin(db: Executor, id: number): Promise<void> {
  await db.updateTable('shop_staff').set({ last_login_at: sql`now()` }).where('id', '=', id).execute();
}

export async function insertSellerAudit(
  db: Executor,
  entry: {
    shop_id: number;
    member_kind: 'owner' | 'staff';
    member_id: number;
    member_account: string;
    action: string;
    target_id: number | null;
    detail: Record<string, unknown>;
    ip: string;
  },
): Promise<void> {
  await db
    .insertInto('seller_audit_log')
    .values({ ...entry, detail: JSON.stringify(entry.detail) })
    .execute();
}

export async function listSellerAudit(
  db: Executor,
  shopId: number,
  member: { kind: 'owner' | 'staff'; id?: number } | undefined,
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('seller_audit_log').where('shop_id', '=', shopId);
  if (member?.kind === 'owner') query = query.where('member_kind', '=', 'owner');
  if (member?.kind === 'staff')
    query = query.where('member_kind', '=', 'staff').where('member_id', '=', member.id ?? 0);
  const [list, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function memberAccountName(db: Executor, member: { kind: 'owner' | 'staff'; id: number }) {
  if (member.kind === 'owner') {
    const row = await db.selectFrom('sellers').select('account').where('id', '=', member.id).executeTakeFirst();
    return row?.account ?? '';
  }
  const row = await staffWithOwner(db).where('shop_staff.id', '=', member.id).executeTakeFirst();
  return row ? `${row.owner_account}:${row.name}` : '';
}
