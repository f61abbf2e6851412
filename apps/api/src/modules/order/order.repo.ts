import { ORDER_STATUS } from '@shop/contract/order-status';
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { type DealTake, dealTakingCtes } from './stock.repo.ts';
import { ORDER_NO_MIX } from '../../lib/order-no-mix.ts';
import type { EventActor, ImagePair, LocalizedText, OrderAddress, OrdersTable, SpecChoice } from '../../db/schema.ts';

/** Holds the shopper's row for the rest of the transaction: one checkout per shopper at a time (per-shopper caps). */
export async function lockShopper(db: Executor, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The next `count` values of the order-number sequence in one round trip, ascending (unique, never reused). */
export async function nextOrderSequences(db: Executor, count: number): Promise<number[]> {
  const { rows } = await sql<{
    n: number;
  }>`select nextval('order_no_seq') as n from generate_series(1, ${count})`.execute(db);
  return rows.map((row) => Number(row.n)).sort((a, b) => a - b);
}

/** The columns of a new order that its caller sets (the numbers are drawn with it; the rest are defaults). */
export type OrderFields = Omit<Insertable<OrdersTable>, 'order_no' | 'checkout_no' | 'address'> & {
  address: OrderAddress;
};

/**
 * A checkout of one line as ONE statement, outside any explicit transaction: the SKU's stock is taken with a
 * conditional update, its product's stock moved, and only if that update found the units are the numbers drawn and
 * the order, its line and its 'created' event inserted (each part runs from the rows the previous one returned,
 * which also keeps the lock order: SKU, then product). A single statement is atomic on its own, and the SKU's row,
 * the one a crowd of buyers waits for, is held only while the server runs it: no round trip to the API happens
 * while it is held. Returns the order, or undefined when the SKU had fewer units than asked (nothing written, no
 * number drawn). `day` is the order number's date part (order-numbers.ts).
 */
export async function placeOrderTakingStock(
  db: Executor,
  day: string,
  order: OrderFields,
  item: NewOrderItem,
  event: Omit<EventFields, 'orderId'>,
  /** The deal the line is bought at: its units are taken with the SKU's (stock.repo.ts dealTakingCtes). */
  deal?: DealTake,
) {
  // order-no-mix.ts mixOrderSequence, in SQL: the low eight digits mixed by a bijection.
  const { factor, offset, modulus } = ORDER_NO_MIX;
  const mixed = (n: string) =>
    sql`(${sql.ref(n)} / ${modulus} * ${modulus} + ((${sql.ref(n)} % ${modulus}) * ${factor} + ${offset}) % ${modulus})`;
  const number = (n: string) => sql`${day} || lpad(${mixed(n)}::text, greatest(8, length(${mixed(n)}::text)), '0')`;
  const { rows } = await sql<{ id: number; order_no: string; checkout_no: string; total: number }>`
    with ${
      deal
        ? dealTakingCtes(item.sku_id, item.quantity, deal)
        : sql`taken as (
      update skus set stock = stock - ${item.quantity}
      where id = ${item.sku_id} and stock >= ${item.quantity}
      returning product_id
    )`
    }, product as (
      update products set stock = products.stock - ${item.quantity}
      from taken where products.id = taken.product_id
      returning products.id
    ), numbered as (
      select nextval('order_no_seq') as checkout_n, nextval('order_no_seq') as order_n from product
    ), placed as (
      insert into orders (order_no, checkout_no, user_id, shop_id, status, quantity, goods_amount, freight,
        shop_discount, shop_voucher_id, promo_discount, total, promo_id, promo_code, address, remark, pay_deadline)
      select ${number('order_n')}, 'C' || ${number('checkout_n')}, o.user_id, o.shop_id, o.status, o.quantity,
        o.goods_amount, o.freight, coalesce(o.shop_discount, 0), o.shop_voucher_id, o.promo_discount, o.total,
        o.promo_id, o.promo_code, o.address, coalesce(o.remark, ''), o.pay_deadline
      from numbered, jsonb_populate_record(null::orders, ${JSON.stringify(order)}::jsonb) as o
      returning id, order_no, checkout_no, total
    ), line as (
      insert into order_items (order_id, product_id, sku_id, title, spec, image, price, quantity, deal_id)
      select placed.id, i.product_id, i.sku_id, i.title, i.spec, i.image, i.price, i.quantity, i.deal_id
      from placed, jsonb_populate_record(null::order_items, ${JSON.stringify(item)}::jsonb) as i
    ), created as (
      insert into order_events (order_id, kind, from_status, status, actor, actor_id)
      select placed.id, ${event.kind}, ${event.from}::smallint, ${event.to}::smallint, ${event.actor},
        ${event.actorId ?? null}::integer
      from placed
    )
    select id, order_no, checkout_no, total from placed`.execute(db);
  return rows[0];
}

/** A line of a new order, as insertPlacedOrder writes it (the order's id comes from the order row). */
export interface NewOrderItem {
  product_id: number;
  sku_id: number;
  title: LocalizedText;
  spec: SpecChoice[];
  image: ImagePair;
  price: number;
  quantity: number;
  /** The deal the line was bought at, if any. */
  deal_id: number | null;
}

/**
 * A new order with its lines and its first timeline event ('created'), in one statement (one round trip): the
 * order row is inserted, and the lines and the event are inserted from the id it returned.
 */
export async function insertPlacedOrder(
  db: Executor,
  order: OrderFields & { order_no: string; checkout_no: string },
  items: NewOrderItem[],
  event: Omit<EventFields, 'orderId'>,
) {
  const lines = JSON.stringify(items);
  return db
    .with('placed', (qb) =>
      qb
        .insertInto('orders')
        .values({ ...order, address: JSON.stringify(order.address) })
        .returning(['id', 'order_no', 'total']),
    )
    .with('lines', (qb) =>
      qb
        .insertInto('order_items')
        .columns(['order_id', 'product_id', 'sku_id', 'title', 'spec', 'image', 'price', 'quantity', 'deal_id'])
        .expression(
          sql`select placed.id, line.product_id, line.sku_id, line.title, line.spec, line.image, line.price, line.quantity,
              line.deal_id
            from placed, jsonb_to_recordset(${lines}::jsonb) as line(product_id integer, sku_id integer, title jsonb,
              spec jsonb, image jsonb, price bigint, quantity integer, deal_id integer)`,
        ),
    )
    .with('created', (qb) =>
      qb
        .insertInto('order_events')
        .columns(['order_id', 'kind', 'from_status', 'status', 'actor', 'actor_id'])
        .expression((eb) =>
          eb
            .selectFrom('placed')
            .select([
              'placed.id',
              sql<string>`${event.kind}::text`.as('kind'),
              sql<number | null>`${event.from}::smallint`.as('from_status'),
              sql<number>`${event.to}::smallint`.as('status'),
              sql<EventActor>`${event.actor}::text`.as('actor'),
              sql<number | null>`${event.actorId ?? null}::integer`.as('actor_id'),
            ]),
        ),
    )
    .selectFrom('placed')
    .select(['placed.id', 'placed.order_no', 'placed.total'])
    .executeTakeFirstOrThrow();
}

export interface EventFields {
  orderId: number;
  kind: string;
  from: number | null;
  to: number;
  actor: EventActor;
  actorId?: number | null;
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
 * The only statement that changes an order's status (called by the order module's tryMoveOrder, which looks the
 * move up in the transition table): a conditional update on the expected status, so of two concurrent moves
 * exactly one finds the row, and the timeline event of the change in the same statement (one round trip), inserted
 * from the row the update returned, so it is written exactly when the status moved. Undefined when the order was
 * not in `from`.
 */
export async function transitionWithEvent(
  db: Executor,
  change: Transition,
  event: Pick<EventFields, 'kind' | 'actor' | 'actorId'>,
) {
  let moved = db
    .updateTable('orders')
    .set({ ...change.set, status: change.to, updated_at: sql`now()` })
    .where('id', '=', change.id)
    .where('status', '=', change.from);
  if (change.userId !== undefined) moved = moved.where('user_id', '=', change.userId);
  if (change.shopId !== undefined) moved = moved.where('shop_id', '=', change.shopId);
  if (change.notExpired) moved = moved.where('pay_deadline', '>', sql<Date>`now()`);
  const returned = moved.returning([
    'id',
    'order_no',
    'checkout_no',
    'user_id',
    'shop_id',
    'status',
    'quantity',
    'goods_amount',
    'total',
  ]);
  return db
    .with('moved', () => returned)
    .with('logged', (qb) =>
      qb
        .insertInto('order_events')
        .columns(['order_id', 'kind', 'from_status', 'status', 'actor', 'actor_id'])
        .expression((eb) =>
          eb
            .selectFrom('moved')
            .select([
              'moved.id',
              sql<string>`${event.kind}::text`.as('kind'),
              sql<number>`${change.from}::smallint`.as('from_status'),
              sql<number>`${change.to}::smallint`.as('status'),
              sql<EventActor>`${event.actor}::text`.as('actor'),
              sql<number | null>`${event.actorId ?? null}::integer`.as('actor_id'),
            ]),
        ),
    )
    .selectFrom('moved')
    .selectAll()
    .executeTakeFirst();
}

/**
 * Holds the order (the shopper's, when `userId` is given) for the rest of the transaction: one refund request or
 * decision at a time per order (flows/refund-apply.ts, flows/refund-decisions.ts).
 */
export async function lockOrder(db: Executor, orderId: number, userId?: number) {
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'shop_id',
      'order_no',
      'status',
      'total',
      'goods_amount',
      'shop_discount',
      'promo_discount',
    ])
    .where('id', '=', orderId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.forUpdate().executeTakeFirst();
}

export async function findOrderOwner(db: Executor, id: number) {
  return db.selectFrom('orders').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Whether an order is still waiting for payment although its deadline has passed (the sweep has not run yet). */
export async function isUnpaidPastDeadline(db: Executor, id: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', ORDER_STATUS.waitingPay)
    .where('pay_deadline', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listItemsForStock(db: Executor, orderId: number) {
  return listItemsOfOrders(db, [orderId]);
}

/** The SKUs and quantities of several orders' lines, in one round trip (ascending SKU, the lock order). */
export async function listItemsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(['order_id', 'sku_id', 'product_id', 'quantity', 'deal_id'])
    .where('order_id', 'in', orderIds)
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
  'orders.shop_discount',
  'orders.promo_discount',
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

/** The orders of the list's filters (the list and the export read through it). */
function filteredOrders(db: Executor, filter: OrderFilter) {
  let query = ordersWithShop(db);
  if (filter.userId !== undefined) query = query.where('orders.user_id', '=', filter.userId);
  if (filter.shopId !== undefined) query = query.where('orders.shop_id', '=', filter.shopId);
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  if (filter.orderNoPrefix)
    query = query.where('orders.order_no', 'like', `${filter.orderNoPrefix.replace(/[\\%_]/g, '\\$&')}%`);
  if (filter.accountKey) query = query.where('users.account_key', '=', filter.accountKey);
  return query;
}

/** A page of orders, newest first, with the total count. */
export async function listOrders(db: Executor, filter: OrderFilter, limit: number, offset: number) {
  const query = filteredOrders(db, filter);
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

/**
 * A page of the order export (docs/domain.md#bulk-order-work): the list's filters, newest first, the orders below
 * `beforeId` (keyset paging), with the shipping time the list does not read.
 */
export async function listOrdersForExport(db: Executor, filter: OrderFilter, limit: number, beforeId?: number) {
  let query = filteredOrders(db, filter).select('orders.shipped_at');
  if (beforeId !== undefined) query = query.where('orders.id', '<', beforeId);
  return query.orderBy('orders.id', 'desc').limit(limit).execute();
}
export type ExportOrderRow = Awaited<ReturnType<typeof listOrdersForExport>>[number];

/**
 * The lines of a page of exported orders in one round trip, with what a customs form or a label needs of their
 * product as it is now: its code, the line's weight (the SKU's, else the product's), tariff number and origin.
 */
export async function listExportLines(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .leftJoin('skus', 'skus.id', 'order_items.sku_id')
    .select([
      'order_items.order_id',
      'order_items.title',
      'order_items.spec',
      'order_items.price',
      'order_items.quantity',
      'products.code as product_code',
      sql<number | null>`coalesce(skus.weight_g, products.weight_g)`.as('weight_g'),
      'products.hs_code',
      'products.origin_country',
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.id')
    .execute();
}
export type ExportLineRow = Awaited<ReturnType<typeof listExportLines>>[number];

/**
 * The orders a ship import names, by order number, in one round trip; `shopId` keeps a seller to its own shop's
 * (another shop's order is simply not found).
 */
export async function findShipStates(db: Executor, orderNos: string[], shopId?: number) {
  if (orderNos.length === 0) return [];
  let query = db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'carrier', 'tracking_no'])
    .where('order_no', 'in', orderNos);
  if (shopId !== undefined) query = query.where('shop_id', '=', shopId);
  return query.execute();
}
export type ShipStateRow = Awaited<ReturnType<typeof findShipStates>>[number];

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

/** The orders a payment with this key (`<scope> <key>`) paid, whatever their status since. */
export async function findOrdersPaidWithKey(db: Executor, userId: number, payKey: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'total'])
    .where('pay_key', '=', payKey)
    .where('user_id', '=', userId)
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
