import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText, SalesDaysTable } from '../../db/schema.ts';

/**
 * The console's sales figures: aggregates only, each series a range scan of one index (migration 007); the closed
 * days rolled up once into sales_days, sales_day_products and sales_day_shops (migration 023).
 */

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

/** A day's figures as answered: the rollup's row, named by its date. */
export type DayFigures = { date: string } & Omit<SalesDaysTable, 'day' | 'rolled_at'>;

/**
 * The figures of every UTC day of the range (a day without anything is zeros), as rows (day, gmv, paid_orders,
 * refunded, recharged, withdrawn, new_shoppers), in one statement. Each series is a range scan of its index (orders
 * (paid_at); balance_entries (kind, created_at); withdrawals (audited_at) where passed; users (created_at))
 * aggregated into day bins by date_bin from the range's first midnight: plain arithmetic on the instant, cheaper per
 * row than a time-zone conversion, which is left to the bins. The series are aggregated first and joined on the days
 * after, so the planner's estimates stay small (large ones switch on JIT compilation, which costs more than the whole
 * query).
 */
function figuresByDay(range: DayRange, keys: SeriesKeys) {
  const start = sql`${range.start}::timestamptz`;
  const end = sql`${range.end}::timestamptz`;
  const bin = (column: string) => sql`date_bin(interval '1 day', ${sql.ref(column)}, ${start})`;
  return sql`
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
      days.day,
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
  `;
}

const numbers = (row: DayFigures): DayFigures => ({
  date: row.date,
  gmv: Number(row.gmv),
  paid_orders: Number(row.paid_orders),
  refunded: Number(row.refunded),
  recharged: Number(row.recharged),
  withdrawn: Number(row.withdrawn),
  new_shoppers: Number(row.new_shoppers),
});

/** One row per UTC day of the range, computed from the records themselves (the days that may still change). */
export async function liveDailyFigures(db: Executor, range: DayRange, keys: SeriesKeys): Promise<DayFigures[]> {
  const { rows } = await sql<DayFigures>`
    select to_char(day, 'YYYY-MM-DD') as date, gmv, paid_orders, refunded, recharged, withdrawn, new_shoppers
    from (${figuresByDay(range, keys)}) as figures
    order by day
  `.execute(db);
  return rows.map(numbers);
}

/** The rolled-up days from `from` to `to` (YYYY-MM-DD, both included), in order. */
export async function rolledDailyFigures(db: Executor, from: string, to: string): Promise<DayFigures[]> {
  const { rows } = await sql<DayFigures>`
    select to_char(day, 'YYYY-MM-DD') as date, gmv, paid_orders, refunded, recharged, withdrawn, new_shoppers
    from sales_days where day >= ${from}::date and day <= ${to}::date
    order by day
  `.execute(db);
  return rows.map(numbers);
}

/**
 * The first UTC day that may still change (docs/domain.md#statistics): today, or yesterday during the first
 * `graceMinutes` of today, by the database's clock; and the days before it in the range not rolled up yet.
 */
export async function rollupState(
  db: Executor,
  range: { from: string; to: string },
  graceMinutes: number,
): Promise<{ openFrom: string; missing?: { from: string; to: string } }> {
  const { rows } = await sql<{ open_from: string; first_missing: string | null; last_missing: string | null }>`
    with open as (
      select ((now() - make_interval(mins => ${graceMinutes})) at time zone 'UTC')::date as day
    ),
    missing as (
      select d::date as day
      from open, generate_series(${range.from}::date, least(${range.to}::date, open.day - 1), interval '1 day') as d
      where not exists (select 1 from sales_days where sales_days.day = d::date)
    )
    select to_char(open.day, 'YYYY-MM-DD') as open_from,
      (select to_char(min(day), 'YYYY-MM-DD') from missing) as first_missing,
      (select to_char(max(day), 'YYYY-MM-DD') from missing) as last_missing
    from open
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rollupState: no row');
  const missing = row.first_missing && row.last_missing ? { from: row.first_missing, to: row.last_missing } : undefined;
  return { openFrom: row.open_from, missing };
}

/**
 * Rolls up the closed days of `range` that are not rolled up yet, in one statement: their figures, and the products
 * and shops of the orders paid on them. A day another request rolls up at the same moment is left to it (on conflict
 * do nothing waits for its transaction), and only the days this statement inserted get their products and shops, so
 * every day is written whole, once. Answers how many days it rolled up.
 */
export async function rollUpDays(db: Executor, range: DayRange, keys: SeriesKeys): Promise<number> {
  const start = sql`${range.start}::timestamptz`;
  const end = sql`${range.end}::timestamptz`;
  const day = sql`(date_bin(interval '1 day', orders.paid_at, ${start}) at time zone 'UTC')::date`;
  const { rows } = await sql<{ days: string }>`
    with figures as (${figuresByDay(range, keys)}),
    inserted as (
      insert into sales_days (day, gmv, paid_orders, refunded, recharged, withdrawn, new_shoppers)
      select day, gmv, paid_orders, refunded, recharged, withdrawn, new_shoppers from figures
      on conflict (day) do nothing
      returning day
    ),
    products as (
      insert into sales_day_products (day, product_id, quantity, amount)
      select ${day}, order_items.product_id, sum(order_items.quantity), sum(order_items.price * order_items.quantity)
      from orders join order_items on order_items.order_id = orders.id
      where orders.paid_at >= ${start} and orders.paid_at < ${end} and ${day} in (select day from inserted)
      group by 1, 2
    ),
    shops as (
      insert into sales_day_shops (day, shop_id, orders, amount)
      select ${day}, orders.shop_id, count(*), sum(orders.total)
      from orders
      where orders.paid_at >= ${start} and orders.paid_at < ${end} and ${day} in (select day from inserted)
      group by 1, 2
    )
    select count(*) as days from inserted
  `.execute(db);
  return Number(rows[0]?.days ?? 0);
}

export interface TopProductRow {
  id: number;
  title: LocalizedText;
  image: string;
  shop_name: LocalizedText;
  quantity: number;
  amount: number;
}

/**
 * Where a range's figures come from: its closed days from the rollup (`closed`, YYYY-MM-DD, both included; from > to
 * when none), the rest from the orders themselves (`open`, instants [start, end); start ≥ end when none).
 */
export interface RangeSources {
  closed: { from: string; to: string };
  open: { start: string; end: string };
}

/** The products that sold most (price × quantity of their lines) in the orders paid in the range. */
export async function topProducts(db: Executor, range: RangeSources, limit: number): Promise<TopProductRow[]> {
  const { rows } = await sql<TopProductRow>`
    with lines as (
      select product_id, quantity, amount from sales_day_products
      where day >= ${range.closed.from}::date and day <= ${range.closed.to}::date
      union all
      select order_items.product_id, order_items.quantity, order_items.price * order_items.quantity
      from orders join order_items on order_items.order_id = orders.id
      where orders.paid_at >= ${range.open.start}::timestamptz and orders.paid_at < ${range.open.end}::timestamptz
    ),
    top as (
      select product_id, sum(quantity) as quantity, sum(amount) as amount
      from lines
      group by product_id
      order by amount desc, product_id
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
export async function topShops(db: Executor, range: RangeSources, limit: number): Promise<TopShopRow[]> {
  const { rows } = await sql<TopShopRow>`
    with paid as (
      select shop_id, orders, amount from sales_day_shops
      where day >= ${range.closed.from}::date and day <= ${range.closed.to}::date
      union all
      select shop_id, 1, total from orders
      where paid_at >= ${range.open.start}::timestamptz and paid_at < ${range.open.end}::timestamptz
    ),
    top as (
      select shop_id, sum(orders) as orders, sum(amount) as amount
      from paid
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
