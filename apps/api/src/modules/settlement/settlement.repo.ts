import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** What a settlement needs of a completed order and its shop. */
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
      'orders.discount',
      'shops.commission_bp',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
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
    discount: number;
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

/** Completed orders without a settlement (completed before settlements existed, or by an older process). */
export async function listUnsettledCompleted(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.status', '=', 4)
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

/** A shop's settlements, newest first, with the order number. */
export async function listShopSettlements(db: Executor, shopId: number, limit: number, offset: number) {
  const base = db.selectFrom('settlements').where('settlements.shop_id', '=', shopId);
  const [list, total] = await Promise.all([
    base
      .innerJoin('orders', 'orders.id', 'settlements.order_id')
      .select([
        'settlements.order_id',
        'orders.order_no',
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

/** Per completed order: paid, refunded, settled, commission and discount, where they do not add up (the check). */
export async function findUnbalancedSettlements(db: Executor) {
  const { rows } = await sql<{
    order_id: number;
    total: number;
    refunded: number;
    amount: number;
    commission: number;
    discount: number;
  }>`
    select s.order_id, o.total, coalesce(r.refunded, 0) as refunded, s.amount, s.commission, s.discount
    from settlements s
      join orders o on o.id = s.order_id
      left join (select order_id, sum(amount) as refunded from refunds where status = 3 group by order_id) r
        on r.order_id = s.order_id
    where o.total <> coalesce(r.refunded, 0) + s.amount + s.commission - s.discount
  `.execute(db);
  return rows;
}

/** What escrow should hold: for every paid order not yet settled, what was paid less what was refunded. */
export async function openOrdersHeld(db: Executor): Promise<number> {
  const { rows } = await sql<{ held: number }>`
    select coalesce(sum(o.total - coalesce(r.refunded, 0)), 0) as held
    from orders o
      left join (select order_id, sum(amount) as refunded from refunds where status = 3 group by order_id) r
        on r.order_id = o.id
    where o.paid_at is not null and not exists (select 1 from settlements s where s.order_id = o.id)
  `.execute(db);
  return Number(rows[0]?.held ?? 0);
}
