import os from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/database.ts';
import type { Database } from '../apps/api/src/db/schema.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedEssentials } from '../apps/api/src/seed/seed.ts';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertCategory, insertProducts, insertShops } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import {
  type DayRange,
  liveDailyFigures,
  rolledDailyFigures,
  rollUpDays,
  rollupState,
  topProducts,
  topShops,
} from '../apps/api/src/modules/console/stats.repo.ts';
import {
  dayRange,
  ROLLUP_GRACE_MINUTES,
  rangeSources,
  SERIES_KEYS,
} from '../apps/api/src/modules/console/stats.service.ts';
import { ORDER_PAYMENT } from '../apps/api/src/modules/order/payment.service.ts';
import { REFUND_CREDIT } from '../apps/api/src/modules/refund/refund.service.ts';
import { RECHARGE_CREDIT } from '../apps/api/src/modules/wallet/wallet.service.ts';
import { type BenchDatabase, createPostgresDatabase } from './catalogue-db.ts';
import type { Server } from './processes.ts';
import { percentile } from './search-latency.ts';

/**
 * Sales figures (GET /api/console/stats and /stats/top) on a fresh PostgreSQL database holding a month of trade:
 * STATS.orders paid orders (or the caller's count: the scale section asks for more) spread over the last STATS.days days, each with its order line(s) and its ledger debit,
 * plus recharges, withdrawals (most passed), refund credits and new shoppers, all written by set-based SQL
 * (generate_series) in seconds. The API runs in its own process; one operator calls each endpoint sequentially
 * (no concurrency: latency without queueing), after a warm-up. The statements are then run under EXPLAIN ANALYZE
 * exactly as the repository sends them (captured through Kysely's query log).
 */
export const STATS = {
  orders: 100_000,
  days: 30,
  shoppers: 20_000,
  shops: 20,
  productsPerShop: 10,
  recharges: 20_000,
  withdrawals: 10_000,
  refunds: 5_000,
  warmup: 20,
  runs: 200,
  topLimit: 10,
  /** p95 of GET /api/console/stats for the last 30 days, milliseconds. */
  targetP95: 100,
  poolSize: 10,
};

export interface Timing {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface StatsCheck {
  name: string;
  expected: string;
  measured: string;
  ok: boolean;
}

export interface StatsBenchResult {
  /** Paid orders written. */
  orders: number;
  seedSeconds: number;
  rows: Record<string, number>;
  range: { from: string; to: string };
  /** GET /api/console/me: the same session and operator checks, one small read; what any console call costs. */
  floor: Timing;
  /** The first call of each, on a database with nothing rolled up: it rolls up the range's closed days. */
  firstCall: { stats: number; top: number };
  stats: Timing;
  top: Timing;
  checks: StatsCheck[];
  explains: { name: string; plan: string }[];
  loadAverage: string[];
  sectionSeconds: number;
}

export interface StatsDeps {
  withServer<T>(env: Record<string, string>, name: string, body: (server: Server) => Promise<T>): Promise<T>;
  log(line: string): void;
  /** Paid orders to write; STATS.orders when absent. */
  orders?: number;
}

const DAY_MS = 86_400_000;
const seconds = (from: number) => (performance.now() - from) / 1000;
const load = (when: string) => `${when} ${os.loadavg()[0]?.toFixed(1) ?? '?'}`;

function timingOf(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    mean: sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Shops and products through the repositories (so their columns are what the API writes). */
async function prepareCatalogue(db: Db) {
  const picture = (name: string) => ({
    small: `/uploads/catalog/${name}-360.webp`,
    large: `/uploads/catalog/${name}-720.webp`,
  });
  const { id: categoryId } = await insertCategory(db, {
    slug: 'bench',
    name: { en: 'Bench' },
    icon: picture('cat'),
    sort: 0,
  });
  const shopIds = await insertShops(
    db,
    Array.from({ length: STATS.shops }, (_, i) => ({
      name: { en: `Bench Shop ${i + 1}` },
      description: { en: 'A shop of the sales-figures benchmark.' },
      logo: picture(`shop${i}`),
      banner: picture(`banner${i}`),
    })),
  );
  await insertProducts(
    db,
    shopIds.flatMap((shopId, s) =>
      Array.from({ length: STATS.productsPerShop }, (_, p) => ({
        shop_id: shopId,
        category_id: categoryId,
        title: { en: `Bench product ${s + 1}-${p + 1}` },
        description: { en: 'Sold a thousand times a day.' },
        images: [picture(`p${s}-${p}`)],
        specs: [],
        // Prices from 1.99 to about 60, so products and shops rank differently.
        skus: [{ options: [], price: 199 + ((s * 37 + p * 113) % 60) * 100, stock: 1_000_000 }],
      })),
    ),
  );
}

/** A month of trade in a few set-based statements. */
async function prepareTrade(db: Db, log: (line: string) => void, orders: number): Promise<void> {
  const passwordHash = await hashSecret('bench-shopper-password');
  let started = performance.now();
  await sql`
    insert into users (account, account_key, password_hash, email, mobile, country, created_at)
    select 'bench' || g, 'bench' || g, ${passwordHash}, 'bench' || g || '@example.com',
      '+1 555 ' || lpad(g::text, 7, '0'), 'US', now() - random() * interval '60 days'
    from generate_series(1, ${STATS.shoppers}) as g
  `.execute(db);
  log(`  ${STATS.shoppers.toLocaleString('en-US')} shoppers (${seconds(started).toFixed(1)} s)`);

  started = performance.now();
  // One SKU per product: the order's line is that SKU, one to three units; every third order has a second line.
  await sql`
    with catalogue as (
      select array_agg(skus.id order by skus.id) as sku_ids, array_agg(products.id order by skus.id) as product_ids,
        array_agg(products.shop_id order by skus.id) as shop_ids, array_agg(skus.price order by skus.id) as prices,
        count(*)::int as n
      from skus join products on products.id = skus.product_id
    ),
    users_range as (select min(id) as first, count(*)::int as n from users),
    source as (
      select g, (1 + (g::bigint * 7919) % catalogue.n)::int as pi, 1 + g % 3 as qty,
        now() - random() * make_interval(days => ${STATS.days}) as paid
      from generate_series(1, ${orders}) as g, catalogue
    )
    insert into orders (order_no, checkout_no, user_id, shop_id, status, quantity, goods_amount, freight, promo_discount,
      total, address, created_at, pay_deadline, paid_at, updated_at)
    select 'BN' || g, 'BC' || g, users_range.first + g % users_range.n, catalogue.shop_ids[pi],
      (array[1, 2, 3, 4, 4, 4, -3])[1 + g % 7], qty, qty * catalogue.prices[pi], 0, 0, qty * catalogue.prices[pi],
      '{"addressee":"Bench","mobile":"+1 555 0100","country":"US","area":"Springfield","detail":"1 Main St"}'::jsonb,
      paid - interval '2 minutes', paid + interval '28 minutes', paid, paid
    from source, catalogue, users_range
  `.execute(db);
  await sql`
    with catalogue as (
      select array_agg(skus.id order by skus.id) as sku_ids, array_agg(products.id order by skus.id) as product_ids,
        array_agg(skus.price order by skus.id) as prices, count(*)::int as n
      from skus join products on products.id = skus.product_id
    )
    insert into order_items (order_id, product_id, sku_id, title, spec, image, price, quantity)
    select orders.id, products.id, catalogue.sku_ids[pi], products.title, '[]'::jsonb, products.images -> 0,
      catalogue.prices[pi], orders.quantity
    from orders
      cross join catalogue
      cross join lateral (select (1 + (substr(orders.order_no, 3)::bigint * 7919) % catalogue.n)::int as pi) as line
      join products on products.id = catalogue.product_ids[pi]
  `.execute(db);
  // A second line on every third order: a product of the same shop, one unit, added to the order's totals.
  await sql`
    with second as (
      select orders.id as order_id, products.id as product_id, skus.id as sku_id, products.title, products.images,
        skus.price
      from orders
        join lateral (
          select products.* from products
          where products.shop_id = orders.shop_id
          order by products.id offset (orders.id % ${STATS.productsPerShop - 1}) + 1 limit 1
        ) as products on true
        join skus on skus.product_id = products.id
      where orders.id % 3 = 0
    ),
    lines as (
      insert into order_items (order_id, product_id, sku_id, title, spec, image, price, quantity)
      select order_id, product_id, sku_id, title, '[]'::jsonb, images -> 0, price, 1 from second
      returning order_id, price
    )
    update orders set quantity = orders.quantity + 1, goods_amount = orders.goods_amount + lines.price,
      total = orders.total + lines.price
    from lines where lines.order_id = orders.id
  `.execute(db);
  // The ledger's debit of each payment, at the time it was paid.
  await sql`
    insert into balance_entries (user_id, amount, kind, ref_type, ref_id, balance_after, created_at)
    select user_id, -total, ${ORDER_PAYMENT.kind}, ${ORDER_PAYMENT.refType}, id, 0, paid_at from orders
  `.execute(db);
  log(`  ${orders.toLocaleString('en-US')} paid orders with their lines and debits (${seconds(started).toFixed(1)} s)`);

  started = performance.now();
  await sql`
    with made as (
      insert into recharges (user_id, method, amount, actual_amount, evidence, status, created_at, audited_at)
      select users_range.first + (g * 31) % users_range.n, 'manual', amount, amount, '/uploads/u/bench.webp', 1,
        audited - interval '1 hour', audited
      from generate_series(1, ${STATS.recharges}) as g,
        (select min(id) as first, count(*)::int as n from users) as users_range,
        lateral (select 1000 + (g * 7) % 50000 as amount,
          now() - random() * make_interval(days => ${STATS.days}) as audited) as r
      returning id, user_id, actual_amount, audited_at
    )
    insert into balance_entries (user_id, amount, kind, ref_type, ref_id, balance_after, created_at)
    select user_id, actual_amount, ${RECHARGE_CREDIT.kind}, ${RECHARGE_CREDIT.refType}, id, 0, audited_at from made
  `.execute(db);
  await sql`
    insert into withdrawals (user_id, type, amount, fee, total, bank_card_no, bank_name, status, created_at, audited_at)
    select users_range.first + (g * 17) % users_range.n, 'bank', amount, 100, amount + 100, '6222000011112222',
      'Bench Bank', status, requested, case when status = 0 then null else requested + interval '3 hours' end
    from generate_series(1, ${STATS.withdrawals}) as g,
      (select min(id) as first, count(*)::int as n from users) as users_range,
      lateral (select 1000 + (g * 13) % 30000 as amount, (array[1, 1, 1, 1, 1, 1, 2, 0])[1 + g % 8] as status,
        now() - random() * make_interval(days => ${STATS.days}) as requested) as w
  `.execute(db);
  // Refund credits: the ledger side of refunds (the stats read the ledger), one per refunded order at most.
  await sql`
    insert into balance_entries (user_id, amount, kind, ref_type, ref_id, balance_after, created_at)
    select user_id, greatest(1, total / 2), ${REFUND_CREDIT.kind}, ${REFUND_CREDIT.refType}, id, 0,
      paid_at + interval '2 days'
    from orders where status = -3 and paid_at + interval '2 days' < now()
    order by id limit ${STATS.refunds}
  `.execute(db);
  log(`  recharges, withdrawals and refund credits (${seconds(started).toFixed(1)} s)`);

  started = performance.now();
  await sql`vacuum analyze`.execute(db);
  log(`  vacuum analyze (${seconds(started).toFixed(1)} s)`);
}

/** Migrations, essentials, the catalogue and a month of trade: the database the section measures. */
export async function prepareStatsDatabase(db: Db, log: (line: string) => void, orders = STATS.orders): Promise<void> {
  await migrateToLatest(db);
  await seedEssentials(db);
  await prepareCatalogue(db);
  await prepareTrade(db, log, orders);
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = [
    'users',
    'orders',
    'order_items',
    'balance_entries',
    'recharges',
    'withdrawals',
    'products',
    'shops',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The last STATS.days UTC days, today included, as the API and the repository take them. */
function lastDays(): DayRange {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const from = new Date(today - (STATS.days - 1) * DAY_MS);
  const end = new Date(today + DAY_MS);
  return {
    from: from.toISOString().slice(0, 10),
    to: new Date(today).toISOString().slice(0, 10),
    start: from.toISOString(),
    end: end.toISOString(),
  };
}

/** The repository's statements exactly as sent (Kysely's query log), each under EXPLAIN (ANALYZE, BUFFERS). */
async function explainStatements(url: string, range: DayRange): Promise<{ name: string; plan: string }[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const spy = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    // As the service reads a range once its closed days are rolled up: those from the rollup, the open ones live.
    const { openFrom } = await rollupState(spy, range, ROLLUP_GRACE_MINUTES);
    const { sources, openFromDay } = rangeSources(range, openFrom);
    const runs: [string, () => Promise<unknown>][] = [
      // Run after the API rolled the days up: it computes them again and inserts nothing (on conflict do nothing).
      [
        `first read of a range: rollUpDays (${range.from} to ${sources.closed.to})`,
        () => rollUpDays(spy, dayRange({ from: range.from, to: sources.closed.to }), SERIES_KEYS),
      ],
      [
        'GET /api/console/stats: rolledDailyFigures (closed days)',
        () => rolledDailyFigures(spy, sources.closed.from, sources.closed.to),
      ],
      [
        'GET /api/console/stats: liveDailyFigures (open days)',
        () => liveDailyFigures(spy, dayRange({ from: openFromDay, to: range.to }), SERIES_KEYS),
      ],
      ['GET /api/console/stats/top: topProducts', () => topProducts(spy, sources, STATS.topLimit)],
      ['GET /api/console/stats/top: topShops', () => topShops(spy, sources, STATS.topLimit)],
    ];
    const plans: { name: string; plan: string }[] = [];
    for (const [name, run] of runs) {
      captured.length = 0;
      await run();
      const statement = captured.at(-1);
      if (!statement) throw new Error(`${name}: no statement captured`);
      const client = await pool.connect();
      try {
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.parameters as unknown[],
        );
        plans.push({ name, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
      } finally {
        client.release();
      }
    }
    return plans;
  } finally {
    await spy.destroy();
  }
}

async function getJson(url: string, token: string): Promise<{ ms: number; body: any }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { token } });
  const body = await response.json();
  return { ms: performance.now() - started, body };
}

export async function runStatsBench({ withServer, log, orders = STATS.orders }: StatsDeps): Promise<StatsBenchResult> {
  const sectionStarted = performance.now();
  const loadAverage = [load('start')];
  const bench: BenchDatabase = await createPostgresDatabase(log);
  const db = bench.open();
  try {
    const seedStarted = performance.now();
    await prepareStatsDatabase(db, log, orders);
    const seedSeconds = seconds(seedStarted);
    const rows = await countRows(db);
    const password = 'bench-operator-secret';
    await insertOperator(db, {
      account: 'bench-stats',
      password_hash: await hashSecret(password),
      name: 'Bench',
      roles: ['finance'],
    });
    const range = lastDays();
    const expected = await sql<{ paid_orders: number; gmv: number }>`
      select count(*)::int as paid_orders, coalesce(sum(total), 0)::bigint as gmv
      from orders where paid_at >= ${range.start}::timestamptz and paid_at < ${range.end}::timestamptz
    `.execute(db);
    loadAverage.push(load('after seeding'));

    const env = { ...bench.serverEnv(), DATABASE_POOL_SIZE: String(STATS.poolSize) };
    const measured = await withServer(env, 'API for the sales figures', async (server) => {
      const login = await fetch(`${server.url}/api/console/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'bench-stats', password }),
      });
      const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error('operator login failed');
      const statsUrl = `${server.url}/api/console/stats?from=${range.from}&to=${range.to}`;
      const topUrl = `${server.url}/api/console/stats/top?from=${range.from}&to=${range.to}&limit=${STATS.topLimit}`;
      const first = await getJson(statsUrl, token);
      const firstTop = await getJson(topUrl, token);
      if (first.body?.code !== 1) throw new Error(`stats answered ${JSON.stringify(first.body).slice(0, 200)}`);
      if (firstTop.body?.code !== 1)
        throw new Error(`stats/top answered ${JSON.stringify(firstTop.body).slice(0, 200)}`);
      const time = async (url: string, label: string) => {
        for (let i = 0; i < STATS.warmup; i += 1) await getJson(url, token);
        const values: number[] = [];
        for (let i = 0; i < STATS.runs; i += 1) {
          const { ms, body } = await getJson(url, token);
          if (body?.code !== 1)
            throw new Error(`${label} failed during the run: ${JSON.stringify(body).slice(0, 200)}`);
          values.push(ms);
        }
        const timing = timingOf(values);
        log(
          `  ${label}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms`,
        );
        return timing;
      };
      loadAverage.push(load('before /me'));
      const floor = await time(`${server.url}/api/console/me`, 'GET /api/console/me (API floor)');
      loadAverage.push(load('before /stats'));
      const stats = await time(statsUrl, 'GET /api/console/stats (30 days)');
      loadAverage.push(load('before /stats/top'));
      const top = await time(topUrl, `GET /api/console/stats/top (30 days, limit ${STATS.topLimit})`);
      loadAverage.push(load('after'));
      // The answers read from the rollup are the first ones, computed from the records.
      const again = await getJson(statsUrl, token);
      const againTop = await getJson(topUrl, token);
      return {
        floor,
        stats,
        top,
        first: first.body.data,
        firstTop: firstTop.body.data,
        firstCall: { stats: first.ms, top: firstTop.ms },
        sameAgain:
          JSON.stringify(again.body.data) === JSON.stringify(first.body.data) &&
          JSON.stringify(againTop.body.data) === JSON.stringify(firstTop.body.data),
      };
    });

    const want = expected.rows[0] ?? { paid_orders: 0, gmv: 0 };
    const checks: StatsCheck[] = [
      {
        name: 'days answered',
        expected: String(STATS.days),
        measured: String(measured.first.days.length),
        ok: measured.first.days.length === STATS.days,
      },
      {
        name: 'paid orders in the range (API total = count(*) in SQL)',
        expected: String(want.paid_orders),
        measured: String(measured.first.totals.paid_orders),
        ok: measured.first.totals.paid_orders === Number(want.paid_orders),
      },
      {
        name: 'GMV of the range (API total = sum(total) in SQL)',
        expected: (Number(want.gmv) / 100).toFixed(2),
        measured: measured.first.totals.gmv,
        ok: measured.first.totals.gmv === (Number(want.gmv) / 100).toFixed(2),
      },
      {
        name: `top products and shops (limit ${STATS.topLimit})`,
        expected: `${STATS.topLimit} and ${STATS.topLimit}`,
        measured: `${measured.firstTop.products.length} and ${measured.firstTop.shops.length}`,
        ok: measured.firstTop.products.length === STATS.topLimit && measured.firstTop.shops.length === STATS.topLimit,
      },
      {
        name: 'the answers after the rollup are the first answers (stats and top)',
        expected: 'equal',
        measured: measured.sameAgain ? 'equal' : 'different',
        ok: measured.sameAgain,
      },
      {
        name: `p95 of GET /api/console/stats ≤ ${STATS.targetP95} ms`,
        expected: `≤ ${STATS.targetP95} ms`,
        measured: `${measured.stats.p95.toFixed(1)} ms`,
        ok: measured.stats.p95 <= STATS.targetP95,
      },
    ];
    for (const check of checks)
      log(
        `  ${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.measured}${check.ok ? '' : ` (expected ${check.expected})`}`,
      );

    const explains = await explainStatements(bench.url ?? '', range);
    return {
      orders,
      seedSeconds,
      rows,
      range: { from: range.from, to: range.to },
      floor: measured.floor,
      firstCall: measured.firstCall,
      stats: measured.stats,
      top: measured.top,
      checks,
      explains,
      loadAverage,
      sectionSeconds: seconds(sectionStarted),
    };
  } finally {
    await db.destroy();
    await bench.dispose();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** bench/results/stats.md */
export function renderStatsReport(
  result: StatsBenchResult | undefined,
  context: {
    command: string;
    started: Date;
    machine: { cores: number; cpu: string; memoryGiB: number; node: string; os: string; postgres?: string };
    failures: string[];
  },
): string {
  const out: string[] = [];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  out.push('# Sales-figure benchmarks', '');
  out.push(
    `Written by \`${context.command}\` on ${context.started.toISOString()}. A benchmark, not a test: no CI runs it. ` +
      'The machine is shared and noisy: read the latencies with the load average beside them.',
    '',
  );
  out.push('## Machine', '');
  out.push(row(['what', 'value']), row(['---', '---']));
  out.push(row(['cores', String(context.machine.cores)]), row(['CPU', context.machine.cpu]));
  out.push(row(['memory', `${context.machine.memoryGiB.toFixed(0)} GiB`]), row(['Node', context.machine.node]));
  out.push(row(['OS', context.machine.os]), row(['PostgreSQL', context.machine.postgres ?? '–']));
  if (result) out.push(row(['1-min load average', result.loadAverage.join(', ')]));
  out.push('');
  if (!result) {
    out.push('Not run — failed:', '', ...context.failures.map((failure) => `- ${failure}`), '');
    return out.join('\n');
  }
  out.push('## Data', '');
  out.push(
    `A fresh PostgreSQL database (migrations, essentials, ${STATS.shops} shops × ${STATS.productsPerShop} products through the repositories), ` +
      `then a month of trade in set-based SQL: ${result.orders.toLocaleString('en-US')} paid orders spread at random over the last ${STATS.days} days ` +
      '(statuses 1–4 and refunded, one line each and a second line on every third order, the ledger debit of each), ' +
      `${STATS.recharges.toLocaleString('en-US')} passed recharges with their credits, ${STATS.withdrawals.toLocaleString('en-US')} withdrawals (75 % passed), ` +
      `up to ${STATS.refunds.toLocaleString('en-US')} refund credits, ${STATS.shoppers.toLocaleString('en-US')} shoppers created over 60 days; then \`vacuum analyze\`. ` +
      `Seeding took ${result.seedSeconds.toFixed(1)} s; the whole section ${result.sectionSeconds.toFixed(0)} s.`,
    '',
  );
  out.push(row(['table', 'rows']), row(['---', '---:']));
  for (const [table, count] of Object.entries(result.rows)) out.push(row([table, count.toLocaleString('en-US')]));
  out.push('');
  out.push('## Latency', '');
  out.push(
    `The API in its own process (\`serve.ts\`, logger off, pool of ${STATS.poolSize}); one operator session; ` +
      `${STATS.warmup} warm-up calls, then ${STATS.runs} calls one after the other (no concurrency), timed by the client from the request ` +
      `to the last byte. Range ${result.range.from} → ${result.range.to} (${STATS.days} days). ` +
      '`GET /api/console/me` is the floor: the same session and operator checks as the others, and one small read.',
    '',
  );
  out.push(
    row(['call', 'n', 'mean', 'p50', 'p95', 'p99', 'max']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
  );
  for (const [name, timing] of [
    ['GET /api/console/me (API floor)', result.floor],
    ['GET /api/console/stats', result.stats],
    [`GET /api/console/stats/top (limit ${STATS.topLimit})`, result.top],
  ] as const)
    out.push(
      row([name, String(timing.n), ms(timing.mean), ms(timing.p50), ms(timing.p95), ms(timing.p99), ms(timing.max)]),
    );
  out.push('');
  out.push(
    `The first call of each, before the warm-up, rolls up the range's closed days (docs/domain.md#statistics): ` +
      `\`/stats\` ${ms(result.firstCall.stats)}, \`/stats/top\` ${ms(result.firstCall.top)}. The timed calls read those days ` +
      'from the rollup and compute only the open ones (today, and yesterday in the first hour of today) from the records.',
    '',
  );
  out.push('## Checks', '');
  out.push(row(['check', 'expected', 'measured', 'result']), row(['---', '---', '---', '---']));
  for (const check of result.checks)
    out.push(row([check.name, check.expected, check.measured, check.ok ? 'PASS' : '**FAIL**']));
  out.push('');
  out.push('## EXPLAIN ANALYZE', '');
  out.push(
    'Each statement exactly as the repository (`apps/api/src/modules/console/stats.repo.ts`) sends it, after the timed runs.',
    '',
  );
  for (const explain of result.explains) out.push(`### ${explain.name}`, '', '```', explain.plan, '```', '');
  if (context.failures.length) out.push('## Failures', '', ...context.failures.map((failure) => `- ${failure}`), '');
  return out.join('\n');
}
