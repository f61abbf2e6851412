import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText } from '../../db/schema.ts';

/** The console's sales figures: aggregates only, each series a range scan of one index (migration 007). */

export interface DayRange {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), included. */
  to: string;
  /** from at 00:00 UTC, ISO. */
  start: string;
  /** The day after `to` at 00:00 UTC, ISO: every range below is [start, end). */
  end: string;
}

export interface SeriesKeys {
  /** The ledger kinds of refund and recharge credits. */
  refundKind: string;
  rechargeKind: string;
  /** The status of a passed (paid out) withdrawal. */
  withdrawalPassed: number;
}

export interface DayFigures {
  date: string;
  gmv: number;
  paid_orders: number;
  refunded: number;
  recharged: number;
  withdrawn: number;
  new_shoppers: number;
}

/**
 * One row per UTC day of the range (generate_series; a day without anything is zeros), in one statement. Each series
 * is a range scan of its index (orders (paid_at); balance_entries (kind, created_at); withdrawals (audited_at) where
 * passed; users (created_at)) aggregated into day bins by date_bin from the range's first midnight: plain arithmetic
 * on the instant, cheaper per row than a time-zone conversion, which is left to the thirty-odd bins. The series are
 * aggregated first and joined on the days after, so the planner's estimates stay small (large ones switch on JIT
 * compilation, which costs more than the whole query).
 */
export async function dailyFigures(db: Executor, range: DayRange, keys: SeriesKeys): Promise<DayFigures[]> {
  const start = sql`${range.start}::timestamptz`;
  const end = sql`${range.end}::timestamptz`;
  const bin = (column: string) => sql`date_bin(interval '1 day', ${sql.ref(column)}, ${start})`;
  const { rows } = await sql<DayFigures>`
    with series as (
      select ${bin('paid_at')} as bin, sum(total) as gmv, count(*) as paid_orders, 0::numeric as refunded,
        0::numeric as recharged, 0::numeric as withdrawn, 0::bigint as new_shoppers
      from orders where paid_at >= ${start} and paid_at < ${end}
      group by 1
      union all
      select ${bin('created_at')}, 0, 0, sum(amount), 0, 0, 0
      from balance_entries where kind = ${keys.refundKind} and created_at >= ${start} and created_at < ${end}
      group by 1
      union all
      select ${bin('created_at')}, 0, 0, 0, sum(amount), 0, 0
      from balance_entries where kind = ${keys.rechargeKind} and created_at >= ${start} and created_at < ${end}
      group by 1
      union all
      select ${bin('audited_at')}, 0, 0, 0, 0, sum(amount), 0
      from withdrawals where status = ${keys.withdrawalPassed} and audited_at >= ${start} and audited_at < ${end}
      group by 1
      union all
      select ${bin('created_at')}, 0, 0, 0, 0, 0, count(*)
      from users where created_at >= ${start} and created_at < ${end}
      group by 1
    ),
    by_day as (
      select (bin at time zone 'UTC')::date as day, sum(gmv) as gmv, sum(paid_orders) as paid_orders,
        sum(refunded) as refunded, sum(recharged) as recharged, sum(withdrawn) as withdrawn,
        sum(new_shoppers) as new_shoppers
      from series group by 1
    )
    select
      to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(by_day.gmv, 0) as gmv,
      coalesce(by_day.paid_orders, 0) as paid_orders,
      coalesce(by_day.refunded, 0) as refunded,
      coalesce(by_day.recharged, 0) as recharged,
      coalesce(by_day.withdrawn, 0) as withdrawn,
      coalesce(by_day.new_shoppers, 0) as new_shoppers
    from (
      select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
    ) as days
      left join by_day on by_day.day = days.day
    order by days.day
  `.execute(db);
  return rows.map((row) => ({
    date: row.date,
    gmv: Number(row.gmv),
    paid_orders: Number(row.paid_orders),
    refunded: Number(row.refunded),
    recharged: Number(row.recharged),
    withdrawn: Number(row.withdrawn),
    new_shoppers: Number(row.new_shoppers),
  }));
}

export interface TopProductRow {
  id: number;
  title: LocalizedText;
  image: string;
  shop_name: LocalizedText;
  quantity: number;
  amount: number;
}

/** The products that sold most (price × quantity of their lines) in the orders paid in the range. */
export async function topProducts(db: Executor, range: DayRange, limit: number): Promise<TopProductRow[]> {
  const { rows } = await sql<TopProductRow>`
    with top as (
      select order_items.product_id, sum(order_items.quantity) as quantity,
        sum(order_items.price * order_items.quantity) as amount
      from orders join order_items on order_items.order_id = orders.id
      where orders.paid_at >= ${range.start}::timestamptz and orders.paid_at < ${range.end}::timestamptz
      group by order_items.product_id
      order by amount desc, order_items.product_id
      limit ${limit}
    )
    select products.id, products.title, coalesce(products.images -> 0 ->> 'small', '') as image,
      shops.name as shop_name, top.quantity, top.amount
    from top
      join products on products.id = top.product_id
      join shops on shops.id = products.shop_id
    order by top.amount desc, top.product_id
  `.execute(db);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), amount: Number(row.amount) }));
}

export interface TopShopRow {
  id: number;
  name: LocalizedText;
  logo: string;
  orders: number;
  amount: number;
}

/** The shops whose orders paid in the range add up to the most (order totals). */
export async function topShops(db: Executor, range: DayRange, limit: number): Promise<TopShopRow[]> {
  const { rows } = await sql<TopShopRow>`
    with top as (
      select shop_id, count(*) as orders, sum(total) as amount
      from orders
      where paid_at >= ${range.start}::timestamptz and paid_at < ${range.end}::timestamptz
      group by shop_id
      order by amount desc, shop_id
      limit ${limit}
    )
    select shops.id, shops.name, coalesce(shops.logo ->> 'small', '') as logo, top.orders, top.amount
    from top join shops on shops.id = top.shop_id
    order by top.amount desc, top.shop_id
  `.execute(db);
  return rows.map((row) => ({ ...row, orders: Number(row.orders), amount: Number(row.amount) }));
}
