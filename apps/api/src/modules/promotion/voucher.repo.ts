import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ShopVouchersTable } from '../../db/schema.ts';

/** A shop's vouchers and their uses (docs/domain.md#shop-vouchers). Every seller call is scoped by `shop_id`. */

export type VoucherFields = Omit<
  Insertable<ShopVouchersTable>,
  'id' | 'shop_id' | 'used' | 'created_at' | 'updated_at'
>;

export async function insertVoucher(db: Executor, shopId: number, fields: VoucherFields) {
  return db
    .insertInto('shop_vouchers')
    .values({ ...fields, shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes one of the shop's vouchers; the total can never go below what was used (the row's check refuses it). */
export async function updateVoucher(db: Executor, shopId: number, id: number, fields: Partial<VoucherFields>) {
  return db
    .updateTable('shop_vouchers')
    .set({ ...fields, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .returningAll()
    .executeTakeFirst();
}

export async function findVoucher(db: Executor, shopId: number, id: number) {
  return db
    .selectFrom('shop_vouchers')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}
export type VoucherRow = NonNullable<Awaited<ReturnType<typeof findVoucher>>>;

export async function findVoucherByCode(db: Executor, shopId: number, code: string) {
  return db
    .selectFrom('shop_vouchers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function voucherCodeTaken(db: Executor, shopId: number, code: string, exceptId?: number) {
  let query = db.selectFrom('shop_vouchers').select('id').where('shop_id', '=', shopId).where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listVouchers(db: Executor, shopId: number, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('shop_vouchers')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('shop_vouchers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** The public vouchers of these shops running now and not used up: what a shopper is shown and offered. */
export async function listRunningPublicVouchers(db: Executor, shopIds: number[]) {
  if (shopIds.length === 0) return [];
  return db
    .selectFrom('shop_vouchers')
    .selectAll()
    .where('shop_id', 'in', shopIds)
    .where('code', 'is', null)
    .where('active', '=', true)
    .where(sql<boolean>`now() >= starts_at and now() < ends_at and used < total_limit`)
    .orderBy('shop_id')
    .orderBy('id')
    .execute();
}

/** Whether the shop of a SKU has a public voucher running now (a buy-now then prices it with the vouchers). */
export function publicVoucherOfSkuQuery(db: Executor, skuId: number) {
  return db
    .selectFrom('shop_vouchers')
    .select(sql<boolean>`true`.as('running'))
    .where('code', 'is', null)
    .where('active', '=', true)
    .where(sql<boolean>`now() >= starts_at and now() < ends_at and used < total_limit`)
    .where('shop_id', '=', (eb) =>
      eb
        .selectFrom('skus')
        .innerJoin('products', 'products.id', 'skus.product_id')
        .select('products.shop_id')
        .where('skus.id', '=', skuId),
    )
    .limit(1);
}

/** Uses of each voucher by one shopper that were not given back. */
export async function shopperUses(db: Executor, userId: number, voucherIds: number[]): Promise<Map<number, number>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shop_voucher_uses')
    .select(['voucher_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('voucher_id', 'in', voucherIds)
    .where('user_id', '=', userId)
    .where('released_at', 'is', null)
    .groupBy('voucher_id')
    .execute();
  return new Map(rows.map((row) => [row.voucher_id, Number(row.n)]));
}

/**
 * Counts one use of the voucher for an order, only while it is active, in its window and under its total: one
 * conditional update, so shoppers racing for the last one cannot all get it; the use row is written from the row
 * the update returned, in the same statement. False when the last one went meanwhile.
 */
export async function takeVoucherUse(db: Executor, voucherId: number, userId: number, orderId: number) {
  const { rows } = await sql<{ id: number }>`
    with taken as (
      update shop_vouchers set used = used + 1
      where id = ${voucherId} and active and now() >= starts_at and now() < ends_at and used < total_limit
      returning id
    )
    insert into shop_voucher_uses (voucher_id, user_id, order_id)
    select id, ${userId}, ${orderId} from taken
    returning id`.execute(db);
  return rows.length > 0;
}

/** Gives back the use of an order cancelled unpaid (once: the use is found only while it is unreleased). */
export async function releaseVoucherUse(db: Executor, orderId: number): Promise<void> {
  await sql`
    with released as (
      update shop_voucher_uses set released_at = now()
      where order_id = ${orderId} and released_at is null
      returning voucher_id
    )
    update shop_vouchers set used = used - 1 from released where shop_vouchers.id = released.voucher_id`.execute(db);
}

/** The next start or end of a public voucher after now: the catalogue's generation moves then. */
export async function nextVoucherBoundary(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('shop_vouchers')
    .select(
      sql<Date | null>`least(min(starts_at) filter (where starts_at > now()), min(ends_at) filter (where ends_at > now()))`.as(
        'next',
      ),
    )
    .where('active', '=', true)
    .where('code', 'is', null)
    .executeTakeFirstOrThrow();
  return row.next === null ? null : new Date(row.next);
}
