import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/*
 * The whole-system ledger proof compares the books with the business records behind them, so these reads cross
 * the tables of wallet, order, refund and settlement in a few statements; they only read, and are listed in
 * docs/modules.md#statements-that-write-several-modules-tables.
 */

/** The sums the ledger check compares: balances, entries per kind, and the business records behind them. */
export async function ledgerTotals(db: Executor) {
  const [balances, byKind, recharged, withdrawn, returned, paid, refunded] = await Promise.all([
    db
      .selectFrom('users')
      .select([(eb) => eb.fn.countAll<number>().as('accounts'), sql<number>`coalesce(sum(balance), 0)`.as('total')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('balance_entries')
      .select(['kind', sql<number>`sum(amount)`.as('total')])
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('recharges')
      .select(sql<number>`coalesce(sum(actual_amount), 0)`.as('total'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow(),
    // Shoppers' withdrawals; shops' are checked against their own accounts.
    db
      .selectFrom('withdrawals')
      .select(sql<number>`coalesce(sum(total), 0)`.as('total'))
      .where('user_id', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select(sql<number>`coalesce(sum(total), 0)`.as('total'))
      .where('status', '=', 2)
      .where('user_id', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(sql<number>`coalesce(sum(total), 0)`.as('total'))
      .where('paid_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
      .where('status', '=', 3)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    accounts: Number(balances.accounts),
    totalBalances: Number(balances.total),
    byKind: Object.fromEntries(byKind.map((row) => [row.kind, Number(row.total)])) as Record<string, number>,
    recharged: Number(recharged.total),
    withdrawn: Number(withdrawn.total),
    returned: Number(returned.total),
    paidOrders: Number(paid.total),
    refunded: Number(refunded.total),
  };
}

export async function accountOf(db: Executor, userId: number): Promise<string | undefined> {
  return (await db.selectFrom('users').select('account').where('id', '=', userId).executeTakeFirst())?.account;
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
    select s.order_id, o.total, coalesce(r.refunded, 0) as refunded, s.amount, s.commission, s.promo_discount as discount
    from settlements s
      join orders o on o.id = s.order_id
      left join (select order_id, sum(amount) as refunded from refunds where status = 3 group by order_id) r
        on r.order_id = s.order_id
    where o.total <> coalesce(r.refunded, 0) + s.amount + s.commission - s.promo_discount
      or s.shop_discount <> o.shop_discount or s.promo_discount <> o.promo_discount
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
