import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The console's shopper list and page (docs/domain.md#customer-service): search, one shopper's figures, freezing, unlocking. */

const shopperColumns = [
  'id',
  'account',
  'email',
  'mobile',
  'country',
  'balance',
  'frozen',
  'frozen_reason',
  'frozen_at',
  'pay_locked_until',
  'created_at',
  'last_login_at',
] as const;

export interface ShopperFilter {
  /** Part of the account, email or mobile, any case. */
  keyword?: string;
  frozen?: boolean;
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A page of shoppers, newest first, with the total. The keyword is a case-insensitive "contains" on the account
 * (its lower-cased key), the email and the mobile: three trigram-indexed columns, combined by a bitmap OR.
 */
export async function listShoppers(db: Executor, filter: ShopperFilter, limit: number, offset: number) {
  let query = db.selectFrom('users');
  if (filter.keyword) {
    const pattern = containing(filter.keyword.toLowerCase());
    query = query.where((eb) =>
      eb.or([eb('account_key', 'like', pattern), eb('email', 'ilike', pattern), eb('mobile', 'ilike', pattern)]),
    );
  }
  if (filter.frozen !== undefined) query = query.where('frozen', '=', filter.frozen);
  const rows = await query
    .select([...shopperColumns, sql<number>`count(*) over ()`.as('full_count')])
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length > 0 || offset === 0) return { list: rows, total: Number(rows[0]?.full_count ?? 0) };
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { list: rows, total: Number(counted.n) };
}
export type ShopperRow = Awaited<ReturnType<typeof listShoppers>>['list'][number];

export async function findShopper(db: Executor, id: number) {
  return db.selectFrom('users').select(shopperColumns).where('id', '=', id).executeTakeFirst();
}

/** The profile fields of the shopper page (never a hash: only whether a payment code is set). */
export async function findShopperProfile(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select([
      ...shopperColumns,
      'family_name',
      'given_name',
      'lang',
      sql<boolean>`pay_password_hash is not null`.as('has_pay_password'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The shopper's orders: all of them, those paid (whatever became of them since) and what was paid. */
export async function orderFigures(db: Executor, userId: number) {
  const row = await db
    .selectFrom('orders')
    .select([
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.count<number>('paid_at').as('paid_orders'),
      sql<number>`coalesce(sum(total) filter (where paid_at is not null), 0)`.as('paid_total'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), paidOrders: Number(row.paid_orders), paidTotal: Number(row.paid_total) };
}

/** The shopper's row, held until the transaction ends (a payment or withdrawal in flight finishes first). */
export async function lockShopper(db: Executor, id: number) {
  return db.selectFrom('users').select(shopperColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Freezes with the reason the shopper is told, or unfreezes; no other column of the shopper changes. */
export async function setFrozen(db: Executor, id: number, frozen: { reason: string } | null): Promise<void> {
  await db
    .updateTable('users')
    .set(
      frozen
        ? { frozen: true, frozen_reason: frozen.reason, frozen_at: sql`now()` }
        : { frozen: false, frozen_reason: '', frozen_at: null },
    )
    .where('id', '=', id)
    .execute();
}

/** Lifts the payment-code lockout; the count of wrong codes is cleared beside it (rate-limit service). */
export async function clearPayLock(db: Executor, id: number): Promise<void> {
  await db.updateTable('users').set({ pay_locked_until: null }).where('id', '=', id).execute();
}
