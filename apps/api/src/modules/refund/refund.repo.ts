import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { RefundsTable } from '../../db/schema.ts';

/** Refund money already given or promised for an order: every request not rejected. */
export async function committedAmount(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('status', '!=', 4)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function refundedAmount(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('status', '=', 3)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findOpenRefundId(db: Executor, orderId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('refunds')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', [0, 1, 2])
    .executeTakeFirst();
  return row?.id;
}

export async function insertRefund(
  db: Executor,
  refund: Insertable<RefundsTable>,
  orderItemIds: number[],
): Promise<number> {
  const row = await db.insertInto('refunds').values(refund).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('refund_items')
    .values(orderItemIds.map((orderItemId) => ({ refund_id: row.id, order_item_id: orderItemId })))
    .execute();
  return row.id;
}

/** Keeps a keyed decision's `<scope> <key>` with its refund (unique: a second insert of the key fails). */
export async function insertRefundDecision(db: Executor, decisionKey: string, refundId: number): Promise<void> {
  await db.insertInto('refund_decisions').values({ decision_key: decisionKey, refund_id: refundId }).execute();
}

/** The refund a keyed decision was taken on, if one was. */
export async function findRefundDecision(db: Executor, decisionKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('refund_decisions')
    .select('refund_id')
    .where('decision_key', '=', decisionKey)
    .executeTakeFirst();
  return row?.refund_id;
}

export async function insertRefundEvent(
  db: Executor,
  event: { refundId: number; kind: string; actor: 'shopper' | 'operator' | 'seller'; actorId: number; note?: string },
): Promise<void> {
  await db
    .insertInto('refund_events')
    .values({
      refund_id: event.refundId,
      kind: event.kind,
      actor: event.actor,
      actor_id: event.actorId,
      note: event.note ?? '',
    })
    .execute();
}

/** Moves a refund from one status to the next only if it is still in `from`: concurrent decisions, one winner. */
export async function moveRefund(
  db: Executor,
  id: number,
  from: number[],
  to: number,
  set: {
    reject_reason?: string;
    return_carrier?: string;
    return_tracking_no?: string;
    decided_by?: 'operator' | 'seller';
  } = {},
  userId?: number,
) {
  let query = db
    .updateTable('refunds')
    .set({ ...set, status: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', from);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returning(['id', 'order_id', 'user_id', 'type', 'amount', 'status_before']).executeTakeFirst();
}

const refundColumns = [
  'refunds.id',
  'refunds.order_id',
  'refunds.user_id',
  'refunds.shop_id',
  'refunds.type',
  'refunds.amount',
  'refunds.goods_status',
  'refunds.reason',
  'refunds.explanation',
  'refunds.proofs',
  'refunds.status',
  'refunds.reject_reason',
  'refunds.return_carrier',
  'refunds.return_tracking_no',
  'refunds.created_at',
  'refunds.updated_at',
  'shops.return_address as shop_return_address',
  'orders.order_no',
  'users.account as buyer_account',
] as const;

/** Whether the refund's shop has an approved seller, who decides first (docs/domain.md#refunds-and-after-sales). */
const shopHasSeller = sql<boolean>`exists (select 1 from sellers where sellers.shop_id = refunds.shop_id and sellers.status = 1)`;

function refundsWithOrder(db: Executor) {
  return db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .innerJoin('shops', 'shops.id', 'refunds.shop_id')
    .select(refundColumns)
    .select(shopHasSeller.as('shop_has_seller'));
}

/** Requests waiting for a decision (pending, or goods returned), and how: by the seller's shop, or by the platform. */
export const DECISION_STATUSES = [0, 2];
export type RefundRow = Awaited<ReturnType<ReturnType<typeof refundsWithOrder>['execute']>>[number];

export async function findRefund(db: Executor, id: number, userId?: number) {
  let query = refundsWithOrder(db).where('refunds.id', '=', id);
  if (userId !== undefined) query = query.where('refunds.user_id', '=', userId);
  return query.executeTakeFirst();
}

export async function refundsOfOrder(db: Executor, orderId: number) {
  return refundsWithOrder(db).where('refunds.order_id', '=', orderId).orderBy('refunds.id', 'desc').execute();
}

export async function listRefunds(
  db: Executor,
  filter: {
    userId?: number;
    shopId?: number;
    status?: number;
    orderNoPrefix?: string;
    /** Only requests waiting for the platform: no seller, or left undecided by the seller this many days. */
    platformAfterDays?: number;
  },
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.order_id');
  if (filter.platformAfterDays !== undefined) {
    const days = filter.platformAfterDays;
    query = query
      .where('refunds.status', 'in', DECISION_STATUSES)
      .where((eb) =>
        eb.or([
          eb.not(shopHasSeller),
          eb('refunds.updated_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
        ]),
      );
  }
  if (filter.userId !== undefined) query = query.where('refunds.user_id', '=', filter.userId);
  if (filter.shopId !== undefined) query = query.where('refunds.shop_id', '=', filter.shopId);
  if (filter.status !== undefined) query = query.where('refunds.status', '=', filter.status);
  if (filter.orderNoPrefix)
    query = query.where('orders.order_no', 'like', `${filter.orderNoPrefix.replace(/[\\%_]/g, '\\$&')}%`);
  const [ids, total] = await Promise.all([
    query.select('refunds.id').orderBy('refunds.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? await refundsWithOrder(db)
        .where(
          'refunds.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('refunds.id', 'desc')
        .execute()
    : [];
  return { list: rows, total: Number(total.n) };
}

export async function itemIdsOf(db: Executor, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return db
    .selectFrom('refund_items')
    .select(['refund_id', 'order_item_id'])
    .where('refund_id', 'in', refundIds)
    .execute();
}

export async function eventsOf(db: Executor, refundIds: number[]) {
  if (refundIds.length === 0) return [];
  return db
    .selectFrom('refund_events')
    .select(['refund_id', 'kind', 'actor', 'note', 'created_at'])
    .where('refund_id', 'in', refundIds)
    .orderBy('id')
    .execute();
}
