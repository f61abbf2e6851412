import { type Insertable, type Updateable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { EventActor, ImagePair, LocalizedText, OrderItemsTable, OrdersTable } from '../../db/schema.ts';

/** Holds the shopper's row for the rest of the transaction: one checkout per shopper at a time (per-shopper caps). */
export async function lockShopper(db: Executor, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The next value of the order-number sequence: unique across processes, never reused. */
export async function nextOrderSequence(db: Executor): Promise<number> {
  const { rows } = await sql<{ n: number }>`select nextval('order_no_seq') as n`.execute(db);
  return Number(rows[0]?.n);
}

export async function insertOrder(db: Executor, order: Insertable<OrdersTable>) {
  return db.insertInto('orders').values(order).returning(['id', 'order_no', 'total']).executeTakeFirstOrThrow();
}

export async function insertItems(db: Executor, items: Insertable<OrderItemsTable>[]): Promise<void> {
  if (items.length) await db.insertInto('order_items').values(items).execute();
}

export interface EventFields {
  orderId: number;
  kind: string;
  from: number | null;
  to: number;
  actor: EventActor;
  actorId?: number | null;
}

export async function insertEvent(db: Executor, event: EventFields): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      kind: event.kind,
      from_status: event.from,
      status: event.to,
      actor: event.actor,
      actor_id: event.actorId ?? null,
    })
    .execute();
}

export interface Transition {
  id: number;
  /** Limits the change to this shopper's order: another shopper's id changes nothing. */
  userId?: number;
  /** Limits the change to this shop's order (a seller's): another shop's id changes nothing. */
  shopId?: number;
  from: number;
  to: number;
  set?: Updateable<OrdersTable>;
  /** Extra condition, e.g. the pay deadline not passed. */
  notExpired?: boolean;
}

/**
 * The only way an order's status changes: a conditional update on the expected status, so of two concurrent
 * transitions exactly one finds the row. Returns the order after the change, or undefined when it was not in `from`.
 */
export async function transition(db: Executor, change: Transition) {
  let query = db
    .updateTable('orders')
    .set({ ...change.set, status: change.to, updated_at: sql`now()` })
    .where('id', '=', change.id)
    .where('status', '=', change.from);
  if (change.userId !== undefined) query = query.where('user_id', '=', change.userId);
  if (change.shopId !== undefined) query = query.where('shop_id', '=', change.shopId);
  if (change.notExpired) query = query.where('pay_deadline', '>', sql<Date>`now()`);
  return query
    .returning(['id', 'order_no', 'checkout_no', 'user_id', 'shop_id', 'status', 'quantity', 'goods_amount', 'total'])
    .executeTakeFirst();
}

export async function findOrderOwner(db: Executor, id: number) {
  return db.selectFrom('orders').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function listItemsForStock(db: Executor, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['sku_id', 'product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('sku_id')
    .execute();
}

/** Whether every order of a checkout has been cancelled (its promo use is then given back). */
export async function checkoutFullyCancelled(db: Executor, checkoutNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('checkout_no', '=', checkoutNo)
    .where('status', '!=', -1)
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

// ---- reading ----

const orderColumns = [
  'orders.id',
  'orders.order_no',
  'orders.checkout_no',
  'orders.user_id',
  'orders.status',
  'orders.shop_id',
  'orders.quantity',
  'orders.goods_amount',
  'orders.freight',
  'orders.discount',
  'orders.total',
  'orders.promo_code',
  'orders.remark',
  'orders.address',
  'orders.carrier',
  'orders.tracking_no',
  'orders.created_at',
  'orders.pay_deadline',
  'orders.paid_at',
] as const;

function ordersWithShop(db: Executor) {
  return db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      ...orderColumns,
      sql<LocalizedText>`shops.name`.as('shop_name'),
      sql<ImagePair>`shops.logo`.as('shop_logo'),
      'users.account as buyer_account',
    ]);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersWithShop>['execute']>>[number];

export interface OrderFilter {
  userId?: number;
  shopId?: number;
  status?: number;
  orderNoPrefix?: string;
  accountKey?: string;
}

/** A page of orders, newest first, with the total count. */
export async function listOrders(db: Executor, filter: OrderFilter, limit: number, offset: number) {
  let query = ordersWithShop(db);
  if (filter.userId !== undefined) query = query.where('orders.user_id', '=', filter.userId);
  if (filter.shopId !== undefined) query = query.where('orders.shop_id', '=', filter.shopId);
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  if (filter.orderNoPrefix)
    query = query.where('orders.order_no', 'like', `${filter.orderNoPrefix.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.accountKey) query = query.where('users.account_key', '=', filter.accountKey);
  const rows = await query
    .select(sql<number>`count(*) over ()`.as('full_count'))
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length > 0 || offset === 0) return { list: rows, total: Number(rows[0]?.full_count ?? 0) };
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { list: rows, total: Number(counted.n) };
}

export async function findOrder(db: Executor, id: number, userId?: number, shopId?: number) {
  let query = ordersWithShop(db).where('orders.id', '=', id);
  if (userId !== undefined) query = query.where('orders.user_id', '=', userId);
  if (shopId !== undefined) query = query.where('orders.shop_id', '=', shopId);
  return query.executeTakeFirst();
}

export async function findOrdersByIds(db: Executor, userId: number, ids: number[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'total', 'pay_deadline'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function listItems(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'product_id', 'sku_id', 'title', 'spec', 'image', 'price', 'quantity'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}
export type OrderItemRow = Awaited<ReturnType<typeof listItems>>[number];

export async function listEvents(db: Executor, orderId: number) {
  return db
    .selectFrom('order_events')
    .select(['kind', 'status', 'actor', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function listLogistics(db: Executor, orderId: number) {
  return db
    .selectFrom('logistics_events')
    .select(['kind', 'description', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
}

/** Who wrote a logistics event: an operator or the shop's seller. */
export interface LogisticsAuthor {
  operatorId?: number;
  sellerId?: number;
}

export async function insertLogistics(
  db: Executor,
  orderId: number,
  kind: 'shipped' | 'update',
  description: string,
  author: LogisticsAuthor,
) {
  await db
    .insertInto('logistics_events')
    .values({
      order_id: orderId,
      kind,
      description,
      operator_id: author.operatorId ?? null,
      seller_id: author.sellerId ?? null,
    })
    .execute();
}

/** A tracking update, written only while the order is still delivered (one statement: no race with a confirm). */
export async function insertLogisticsWhileDelivered(
  db: Executor,
  orderId: number,
  description: string,
  author: LogisticsAuthor & { shopId?: number },
): Promise<boolean> {
  const result = await db
    .insertInto('logistics_events')
    .columns(['order_id', 'kind', 'description', 'operator_id', 'seller_id'])
    .expression((eb) => {
      let orders = eb
        .selectFrom('orders')
        .select([
          'orders.id',
          sql<'update'>`'update'`.as('kind'),
          sql<string>`${description}`.as('description'),
          sql<number | null>`${author.operatorId ?? null}::int`.as('operator_id'),
          sql<number | null>`${author.sellerId ?? null}::int`.as('seller_id'),
        ])
        .where('orders.id', '=', orderId)
        .where('orders.status', '=', 2);
      if (author.shopId !== undefined) orders = orders.where('orders.shop_id', '=', author.shopId);
      return orders;
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Orders per status of one shopper. */
export async function countByStatus(db: Executor, userId: number) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
}

// ---- the scheduler's sweeps ----

export type SweepKind = 'unpaid' | 'shipped' | 'received';

/**
 * Orders due for an automatic transition, locked with SKIP LOCKED: several API processes sweeping at once each
 * take different orders, and the conditional transition still refuses anything already moved.
 */
export async function lockDueOrders(db: Executor, kind: SweepKind, before: Date, limit: number): Promise<number[]> {
  const base = db.selectFrom('orders').select('id');
  const query =
    kind === 'unpaid'
      ? base.where('status', '=', 0).where('pay_deadline', '<=', before).orderBy('pay_deadline')
      : kind === 'shipped'
        ? base.where('status', '=', 2).where('shipped_at', '<=', before).orderBy('shipped_at')
        : base.where('status', '=', 3).where('received_at', '<=', before).orderBy('received_at');
  const rows = await query.limit(limit).forUpdate().skipLocked().execute();
  return rows.map((row) => row.id);
}
