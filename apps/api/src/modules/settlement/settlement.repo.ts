import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { localized } from '../catalogue/shop.service.ts';

/** What a settlement needs of an ended order (completed or refunded) and its shop. */
export async function findOrderForSettlement(db: Executor, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .select([
      'orders.id',
      'orders.order_no',
      'orders.shop_id',
      'orders.status',
      'orders.total',
      'orders.goods_amount',
      'orders.freight',
      'orders.shop_discount',
      'orders.promo_discount',
      'orders.paid_at',
      'shops.commission_bp',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * What was credited back of an order (its refunds in status 3): read here, across the refund module's table, so
 * that settling needs nothing of the refund module, which settles a fully refunded order
 * (docs/modules.md#statements-that-write-several-modules-tables).
 */
export async function creditedRefunds(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 3)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Records the settlement once; undefined when the order was settled already (the unique order_id decides). */
export async function insertSettlement(
  db: Executor,
  settlement: {
    order_id: number;
    shop_id: number;
    base: number;
    commission_bp: number;
    commission: number;
    shop_discount: number;
    promo_discount: number;
    amount: number;
  },
) {
  return db
    .insertInto('settlements')
    .values(settlement)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Orders in one of `statuses` without a settlement (ended before settlements existed, or by an older process). */
export async function listUnsettled(db: Executor, statuses: readonly number[], limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.status', 'in', [...statuses])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('settlements').select('settlements.id').whereRef('settlements.order_id', '=', 'orders.id')),
      ),
    )
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A shop's settlements, newest first, with the order number and the order's goods and freight. */
export async function listShopSettlements(db: Executor, shopId: number, limit: number, offset: number) {
  const base = db.selectFrom('settlements').where('settlements.shop_id', '=', shopId);
  const [list, total] = await Promise.all([
    base
      .innerJoin('orders', 'orders.id', 'settlements.order_id')
      .select([
        'settlements.order_id',
        'orders.order_no',
        'orders.goods_amount',
        'orders.freight',
        'settlements.shop_discount',
        'settlements.base',
        'settlements.commission',
        'settlements.commission_bp',
        'settlements.amount',
        'settlements.created_at',
      ])
      .orderBy('settlements.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** The settlement of one order, with the order's goods and freight; undefined while it is not settled. */
export async function findOrderSettlement(db: Executor, orderId: number) {
  return db
    .selectFrom('settlements')
    .innerJoin('orders', 'orders.id', 'settlements.order_id')
    .select([
      'orders.goods_amount',
      'orders.freight',
      'settlements.shop_discount',
      'settlements.base',
      'settlements.commission',
      'settlements.commission_bp',
      'settlements.amount',
      'settlements.created_at',
    ])
    .where('settlements.order_id', '=', orderId)
    .executeTakeFirst();
}

/** The finance report's filters: one shop, settlement days from/to (UTC, both inclusive). */
export interface SettlementFilter {
  shopId?: number;
  from?: string;
  to?: string;
}

function filtered(db: Executor, filter: SettlementFilter) {
  let query = db.selectFrom('settlements').innerJoin('orders', 'orders.id', 'settlements.order_id');
  if (filter.shopId !== undefined) query = query.where('settlements.shop_id', '=', filter.shopId);
  if (filter.from) query = query.where('settlements.created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) {
    const next = new Date(`${filter.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query = query.where('settlements.created_at', '<', next);
  }
  return query;
}

/** Sums of a settled set, as bigint-safe numbers (each sum is cents, far below 2^53). */
const sums = (eb: ExpressionBuilder<Database, 'settlements' | 'orders'>) =>
  [
    eb.fn.countAll<string>().as('orders'),
    sql<string>`coalesce(sum(orders.goods_amount), 0)`.as('goods'),
    sql<string>`coalesce(sum(orders.freight), 0)`.as('freight'),
    sql<string>`coalesce(sum(settlements.shop_discount), 0)`.as('shop_discount'),
    sql<string>`coalesce(sum(settlements.base), 0)`.as('base'),
    sql<string>`coalesce(sum(settlements.commission), 0)`.as('commission'),
    sql<string>`coalesce(sum(settlements.amount), 0)`.as('net'),
  ] as const;

/** A page of settled orders (newest settlement first) with their shop, and the totals over every row selected. */
export async function listSettlements(
  db: Executor,
  filter: SettlementFilter,
  lang: string,
  limit: number,
  offset: number | undefined,
) {
  let rows = filtered(db, filter)
    .innerJoin('shops', 'shops.id', 'settlements.shop_id')
    .select([
      'settlements.order_id',
      'orders.order_no',
      'settlements.shop_id',
      localized('shops.name', lang).as('shop_name'),
      'orders.goods_amount',
      'orders.freight',
      'settlements.shop_discount',
      'settlements.base',
      'settlements.commission_bp',
      'settlements.commission',
      'settlements.amount',
      'settlements.created_at',
    ])
    .orderBy('settlements.created_at', 'desc')
    .orderBy('settlements.id', 'desc')
    .limit(limit);
  if (offset !== undefined) rows = rows.offset(offset);
  const [list, totals] = await Promise.all([
    rows.execute(),
    filtered(db, filter)
      .select((eb) => sums(eb))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, totals };
}

/** Per shop: the sums of its settled orders in the filter, by net paid (largest first), and how many shops. */
export async function listShopSettlementSums(
  db: Executor,
  filter: SettlementFilter,
  lang: string,
  limit: number,
  offset: number | undefined,
) {
  let rows = filtered(db, filter)
    .innerJoin('shops', 'shops.id', 'settlements.shop_id')
    .select((eb) => ['settlements.shop_id', localized('shops.name', lang).as('shop_name'), ...sums(eb)])
    .groupBy(['settlements.shop_id', 'shops.name'])
    .orderBy(sql`sum(settlements.amount)`, 'desc')
    .orderBy('settlements.shop_id')
    .limit(limit);
  if (offset !== undefined) rows = rows.offset(offset);
  const [list, count, totals] = await Promise.all([
    rows.execute(),
    filtered(db, filter).select(sql<string>`count(distinct settlements.shop_id)`.as('n')).executeTakeFirstOrThrow(),
    filtered(db, filter)
      .select((eb) => sums(eb))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n), totals };
}
