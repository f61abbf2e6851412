import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { sql } from 'kysely';
import type { Db } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedEssentials } from '../apps/api/src/seed/seed.ts';
import { hashSecret, verifySecret } from '../apps/api/src/lib/password-hash.ts';
import { insertAddress, setDefault } from '../apps/api/src/modules/address/address.repo.ts';
import { insertCategory, insertProducts, insertShops } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';
import { findLedgerMismatches } from '../apps/api/src/modules/ledger/ledger.repo.ts';
import { creditBalance } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { freightRulesFor } from '../apps/api/src/modules/order/freight.repo.ts';
import { ORDER_PAYMENT } from '../apps/api/src/modules/order/payment.service.ts';
import { freightFor } from '../apps/api/src/modules/order/pricing.ts';
import { insertDeal, replaceItems } from '../apps/api/src/modules/promotion/deal.repo.ts';
import { openSession } from '../apps/api/src/modules/session/session.service.ts';
import { insertUser } from '../apps/api/src/modules/user/user.repo.ts';
import { type BenchDatabase, createPostgresDatabase } from './catalogue-db.ts';
import type { Server } from './processes.ts';
import { percentile } from './search-latency.ts';
import { HEALTH_PATH } from './queries.ts';

/**
 * The flash sales (docs/testing.md#benchmarks): funded shoppers press "buy now" on one SKU at the same instant, and each one
 * whose order is created pays it at once. Two sales, each on its own fresh PostgreSQL database holding one shop with
 * one product (two SKUs: the flash one and a bystander whose stock must not move), with the API in its own process
 * (pool of POOL_SIZE connections): 200 shoppers for 20 units (target: create + pay p99 ≤ 800 ms) and 2 000 shoppers
 * for 200 units (target: the exact counts). In both, exactly `stock` orders must be paid, every other shopper must get
 * a clear OUT_OF_STOCK refusal, nothing may answer 5xx, and stock, sales, the ledger and every balance must add up
 * afterwards. Before each sale, `stock` payment codes are checked at once in this process (scrypt, as a payment
 * does): the CPU floor under the payments' latency on this machine at that moment.
 *
 * For experiments, without editing: FLASH_SALES (the sales to run, by shoppers, e.g. `200`), FLASH_POOL_SIZE (the
 * API's pool), FLASH_UV_THREADPOOL_SIZE (libuv's thread pool of the API process, where scrypt runs) and
 * FLASH_SERVER_NODE_OPTIONS (e.g. `--import ./probe.mjs`, handed to the API process); the report names any set.
 */
export interface SaleSpec {
  shoppers: number;
  stock: number;
  /** Measured rounds of `shoppers` concurrent GET /api/health/ready (after one unmeasured round opening the sockets). */
  healthRounds: number;
  /** The target on a winner's whole checkout (create + pay), p99 in ms, when the sale has one. */
  createPayP99Ms?: number;
  /**
   * A sale of a timed deal: `stock` deal units at `FLASH.dealPrice` on a SKU holding `skuStock` units, bought with
   * the deal's id; a shopper too late is refused DEAL_SOLD_OUT and the SKU keeps `skuStock − stock`.
   */
  deal?: { skuStock: number };
}

export const FLASH = {
  sales: [
    { shoppers: 200, stock: 20, healthRounds: 5, createPayP99Ms: 800 },
    { shoppers: 2000, stock: 200, healthRounds: 2, deal: { skuStock: 1000 } },
  ] satisfies SaleSpec[],
  /** The bystander SKU of the same product: its stock must stay, and products.stock must remain the sum of both. */
  otherStock: 50,
  /** Cents. At or above the default free-shipping threshold ($49), so an order's total is the price (checked). */
  price: 5900,
  /** Cents: a deal sale's price, still at the free-shipping threshold. */
  dealPrice: 4900,
  poolSize: Number(process.env.FLASH_POOL_SIZE || 20),
  payCode: '246810',
  /** Client-side limit per call; a call that takes longer counts as a transport failure. */
  timeoutMs: 60_000,
};

/** The experiment knobs of the header that were set, as `NAME=value` (empty on a plain run). */
export const flashOverrides = (): string[] =>
  ['FLASH_SALES', 'FLASH_POOL_SIZE', 'FLASH_UV_THREADPOOL_SIZE', 'FLASH_SERVER_NODE_OPTIONS'].flatMap((name) =>
    process.env[name] ? [`${name}=${process.env[name]}`] : [],
  );

export interface Latency {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export interface FlashCheck {
  name: string;
  expected: string;
  measured: string;
  ok: boolean;
}

export interface SaleResult {
  shoppers: number;
  stock: number;
  /** A deal sale: the SKU's stock before it (`stock` is then the deal's units). */
  deal?: { skuStock: number };
  price: number;
  freight: number;
  healthRounds: number;
  /** Seconds: database (migrate, essentials, product), then the shoppers. */
  databaseSeconds: number;
  shoppersSeconds: number;
  /** `stock` payment codes checked at once in the bench process just before the sale: first and last done, ms. */
  payCodeFloor: { checks: number; firstMs: number; lastMs: number };
  /** First create sent to the last answer of the sale. */
  burstSeconds: number;
  sectionSeconds: number;
  outcomes: {
    paid: number;
    outOfStock: number;
    /** HTTP 5xx or no HTTP answer at all (connection error, timeout), on create or pay. */
    serverErrors: number;
    /** Any other answer, by `call:error key` (e.g. "pay:INSUFFICIENT_BALANCE"): should be empty. */
    other: Record<string, number>;
  };
  latency: {
    health: Latency;
    preview: Latency;
    create: Latency;
    createWon: Latency;
    createRefused: Latency;
    pay: Latency;
    createPay: Latency;
  };
  /**
   * Sampled every 25 ms during the sale: the most backends of the sale's database seen waiting on a lock at once, in
   * all and by the kind of lock (pg_stat_activity.wait_event: `transactionid`/`tuple` a row another transaction
   * holds, `object` the one lock PostgreSQL takes to commit transactions that sent NOTIFY one at a time).
   */
  lockWaitersMax: number;
  lockWaitersByKind: Record<string, number>;
  /**
   * CPU seconds spent during the sale (first create to last answer), from /proc: by the API process (all its
   * threads, scrypt's included) and by the PostgreSQL backends of the sale's database. Less noisy than latency on a
   * shared machine: it counts the work, not the waiting. Undefined where /proc cannot tell.
   */
  cpuSeconds?: { api: number; postgres: number };
  /** The exact counts (a failed one fails the run). */
  checks: FlashCheck[];
  /** The latency target, when the sale has one (reported PASS/FAIL; the machine's load decides it as much as the code). */
  target?: FlashCheck;
  /** The first few 5xx / transport failures as seen by the client, to say what went wrong. */
  serverErrorSamples: string[];
}

export interface FlashResult {
  poolSize: number;
  sales: SaleResult[];
  /** Every sale's exact counts, named after their sale (run.ts fails the run on any that does not hold). */
  checks: FlashCheck[];
  /** FLASH_* experiment knobs that were set (see the header). */
  overrides: string[];
}

interface Shopper {
  id: number;
  token: string;
  addressId: number;
}

interface Call {
  status: number;
  ms: number;
  /** The parsed envelope. */
  body?: any;
  /** Set when no HTTP answer came (connection error, timeout) or it was not JSON. */
  error?: string;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

/** One JSON call over a keep-alive agent, timed from the request to the last byte of the answer. */
function call(
  agent: http.Agent,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Call> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Omit<Call, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - started });
    };
    const request = http.request(
      { agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (err) => done({ status: response.statusCode ?? 0, error: err.message }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            done({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            done({ status: response.statusCode ?? 0, error: `not JSON: ${text.slice(0, 120)}` });
          }
        });
      },
    );
    request.setTimeout(FLASH.timeoutMs, () =>
      request.destroy(new Error(`no answer within ${FLASH.timeoutMs / 1000} s`)),
    );
    request.on('error', (err) => done({ status: 0, error: err.message }));
    request.end(payload);
  });
}

const isServerError = (c: Call) => c.status === 0 || c.status >= 500 || c.error !== undefined;
const describe = (c: Call) =>
  c.error ? `${c.status || 'no answer'}: ${c.error}` : `HTTP ${c.status} ${JSON.stringify(c.body).slice(0, 160)}`;

function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

/** Migrations, essentials (the default freight rule among them) and one shop with one two-SKU product. */
async function prepareCatalogue(
  db: Db,
  stock: number,
): Promise<{ skuId: number; otherSkuId: number; productId: number; shopId: number }> {
  await migrateToLatest(db);
  await seedEssentials(db);
  const picture = { small: '/uploads/catalog/flash-small.webp', large: '/uploads/catalog/flash-large.webp' };
  const { id: categoryId } = await insertCategory(db, {
    slug: 'flash',
    name: { en: 'Flash sale' },
    icon: picture,
    sort: 0,
  });
  const [shopId] = await insertShops(db, [
    { name: { en: 'Flash Shop' }, description: { en: 'One product for a crowd.' }, logo: picture, banner: picture },
  ]);
  const [productId] = await insertProducts(db, [
    {
      shop_id: shopId!,
      category_id: categoryId,
      title: { en: 'Limited edition sneaker' },
      description: { en: 'Few pairs, many shoppers.' },
      images: [picture],
      specs: [{ name: { en: 'Size' }, values: [{ en: '42' }, { en: '43' }] }],
      skus: [
        { options: [0], price: FLASH.price, stock },
        { options: [1], price: FLASH.price, stock: FLASH.otherStock },
      ],
    },
  ]);
  const skus = await db.selectFrom('skus').select('id').where('product_id', '=', productId!).orderBy('id').execute();
  return { skuId: skus[0]!.id, otherSkuId: skus[1]!.id, productId: productId!, shopId: shopId! };
}

/**
 * A running deal of the shop on the flash SKU: `units` at FLASH.dealPrice, one per shopper, through the promotion
 * module's repo (as the seller center's save would write it).
 */
async function prepareDeal(db: Db, shopId: number, productId: number, skuId: number, units: number): Promise<number> {
  const deal = await insertDeal(db, shopId, {
    name: 'Flash deal',
    campaign_id: null,
    starts_at: new Date(Date.now() - 60_000),
    ends_at: new Date(Date.now() + 24 * 3_600_000),
    active: true,
  });
  await replaceItems(db, deal.id, [
    { sku_id: skuId, product_id: productId, price: FLASH.dealPrice, deal_stock: units, per_user_limit: 1 },
  ]);
  return deal.id;
}

/** The deal's own count after its sale: exactly its units sold, and as many units taken by shoppers. */
async function dealCheck(db: Db, dealId: number, skuId: number, units: number): Promise<FlashCheck> {
  const item = await db
    .selectFrom('deal_items')
    .select(['id', 'sold', 'deal_stock'])
    .where('deal_id', '=', dealId)
    .where('sku_id', '=', skuId)
    .executeTakeFirstOrThrow();
  const taken = await db
    .selectFrom('deal_takes')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('n'))
    .where('deal_item_id', '=', item.id)
    .executeTakeFirstOrThrow();
  return {
    name: 'deal units sold = taken by shoppers (no oversell)',
    expected: `${units} of ${units}, ${units} taken`,
    measured: `${item.sold} of ${item.deal_stock}, ${Number(taken.n)} taken`,
    ok: item.sold === units && item.deal_stock === units && Number(taken.n) === units,
  };
}

/**
 * Shoppers straight through the repositories (registration's rate limit allows 20 an hour per address, and
 * thousands of scrypt hashes would only slow the setup): an account, a session token, a payment code, a default address
 * and `balance` cents credited through the ledger as a recharge would. The hashes are made once and shared.
 */
async function prepareShoppers(
  db: Db,
  count: number,
  balance: number,
  log: (line: string) => void,
): Promise<{ shoppers: Shopper[]; payHash: string }> {
  const [passwordHash, payHash] = await Promise.all([hashSecret('flash-sale-password'), hashSecret(FLASH.payCode)]);
  const run = randomUUID().slice(0, 8);
  const shoppers: Shopper[] = [];
  const one = (i: number) =>
    db.transaction().execute(async (trx) => {
      const account = `flash${run}n${i}`;
      const user = await insertUser(trx, {
        account,
        account_key: account,
        password_hash: passwordHash,
        pay_password_hash: payHash,
        country: 'US',
      });
      if (!user) throw new Error(`shopper ${account} could not be created`);
      const token = await openSession(trx, 'shopper', user.id, 1, { ip: '127.0.0.1', userAgent: 'bench flash sale' });
      const address = await insertAddress(trx, user.id, {
        addressee: 'Flash Buyer',
        mobile: '+1 555 0100',
        country: 'US',
        area: 'Springfield',
        detail: `${i} Evergreen Terrace`,
        tag: 'home',
      });
      await setDefault(trx, user.id, address.id);
      await creditBalance(trx, user.id, balance, { kind: 'adjustment', refType: 'bench' });
      return { id: user.id, token, addressId: address.id };
    });
  // As many at a time as the setup pool has connections.
  for (let i = 0; i < count; i += 10) {
    shoppers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => one(i + k)))));
  }
  log(
    `  ${shoppers.length} shoppers, each with a session, a payment code, a default address and ${(balance / 100).toFixed(2)} of balance`,
  );
  return { shoppers, payHash };
}

type Outcome =
  | { kind: 'paid' }
  | { kind: 'outOfStock' }
  | { kind: 'serverError'; detail: string }
  | { kind: 'other'; key: string };

interface ShopperRun {
  outcome: Outcome;
  create: Call;
  pay?: Call;
  /** From sending the create to the end of the pay answer (or of the create answer when there was no pay). */
  totalMs: number;
}

/** One shopper's checkout: buy now, quantity 1; then, if an order was created, pay it with a fresh Idempotency-Key. */
async function checkout(
  agent: http.Agent,
  base: string,
  shopper: Shopper,
  skuId: number,
  dealId?: number,
): Promise<ShopperRun> {
  const started = performance.now();
  const create = await call(agent, base, 'POST', '/api/order/create', {
    token: shopper.token,
    body: { source: { buy_now: { sku_id: skuId, quantity: 1, deal_id: dealId } }, address_id: shopper.addressId },
  });
  const end = (outcome: Outcome, pay?: Call): ShopperRun => ({
    outcome,
    create,
    pay,
    totalMs: performance.now() - started,
  });
  if (isServerError(create)) return end({ kind: 'serverError', detail: `create → ${describe(create)}` });
  if (create.body?.code !== 1) {
    const key = String(create.body?.data?.error ?? `HTTP ${create.status}`);
    return end(
      create.body?.code === 0 && (key === 'OUT_OF_STOCK' || key === 'DEAL_SOLD_OUT')
        ? { kind: 'outOfStock' }
        : { kind: 'other', key: `create:${key}` },
    );
  }
  const orderIds = (create.body.data.orders as { id: number }[]).map((order) => order.id);
  const pay = await call(agent, base, 'POST', '/api/order/pay', {
    token: shopper.token,
    body: { order_ids: orderIds, pay_password: FLASH.payCode },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (isServerError(pay)) return end({ kind: 'serverError', detail: `pay → ${describe(pay)}` }, pay);
  if (pay.body?.code !== 1)
    return end({ kind: 'other', key: `pay:${String(pay.body?.data?.error ?? `HTTP ${pay.status}`)}` }, pay);
  return end({ kind: 'paid' }, pay);
}

/** Every shopper at once, `rounds` times; the latencies of every call and the calls that were not a success. */
/** At most this many previews at once before a sale. */
const PREVIEW_WAVE = 200;

/** concurrentRounds over the shoppers `size` at a time, one wave after another, their results together. */
async function inWaves(
  size: number,
  shoppers: Shopper[],
  run: (wave: Shopper[]) => Promise<{ latencies: number[]; failures: string[] }>,
) {
  const latencies: number[] = [];
  const failures: string[] = [];
  for (let from = 0; from < shoppers.length; from += size) {
    const wave = await run(shoppers.slice(from, from + size));
    latencies.push(...wave.latencies);
    failures.push(...wave.failures);
  }
  return { latencies, failures };
}

async function concurrentRounds(rounds: number, shoppers: Shopper[], send: (shopper: Shopper) => Promise<Call>) {
  const latencies: number[] = [];
  const failures: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const calls = await Promise.all(shoppers.map(send));
    for (const c of calls) {
      latencies.push(c.ms);
      if (isServerError(c) || c.body?.code !== 1) failures.push(describe(c));
    }
  }
  return { latencies, failures };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** A process's user + system CPU time in seconds, from /proc/<pid>/stat (undefined when it is gone or unreadable). */
function processCpu(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

interface CpuSnapshot {
  api: number;
  /** Per backend pid of the sale's database. */
  backends: Map<number, number>;
}

/** The CPU time so far of the API process and of every backend connected to this database. */
async function cpuOf(db: Db, apiPid: number | undefined): Promise<CpuSnapshot | undefined> {
  const api = apiPid === undefined ? undefined : processCpu(apiPid);
  if (api === undefined) return undefined;
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  const backends = new Map<number, number>();
  for (const { pid } of rows) {
    const cpu = processCpu(pid);
    if (cpu !== undefined) backends.set(pid, cpu);
  }
  return { api, backends };
}

/** CPU seconds between two snapshots; backends that connected in between count from zero. */
function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): { api: number; postgres: number } {
  let postgres = 0;
  for (const [pid, cpu] of after.backends) postgres += cpu - (before.backends.get(pid) ?? 0);
  return { api: after.api - before.api, postgres };
}

/**
 * Counts, every 25 ms until stopped, the backends of this database waiting on a lock, in all and by wait_event;
 * stop() gives the most seen of each.
 */
function sampleLockWaiters(db: Db): { stop(): Promise<{ most: number; byKind: Record<string, number> }> } {
  let running = true;
  let most = 0;
  const byKind: Record<string, number> = {};
  const loop = (async () => {
    while (running) {
      const { rows } = await sql<{ kind: string; n: number }>`
        select wait_event as kind, count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' group by wait_event`.execute(db);
      most = Math.max(
        most,
        rows.reduce((sum, row) => sum + row.n, 0),
      );
      for (const row of rows) byKind[row.kind] = Math.max(byKind[row.kind] ?? 0, row.n);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { most, byKind };
    },
  };
}

export interface FlashDeps {
  withServer<T>(env: Record<string, string>, name: string, body: (server: Server) => Promise<T>): Promise<T>;
  log(line: string): void;
}

/** A sale's short name: shoppers / units. */
export const saleName = (sale: { shoppers: number; stock: number; deal?: unknown }) =>
  `${sale.shoppers.toLocaleString('en-US')} / ${sale.stock}${sale.deal ? ' (deal)' : ''}`;

/** Both sales, one after the other, each on its own database and API process. */
export async function runFlashSale(deps: FlashDeps): Promise<FlashResult> {
  const sales: SaleResult[] = [];
  const chosen = process.env.FLASH_SALES?.split(',').map(Number);
  for (const spec of FLASH.sales.filter((sale) => !chosen || chosen.includes(sale.shoppers))) {
    deps.log(`\n  ——— ${spec.shoppers.toLocaleString('en-US')} shoppers for ${spec.stock} units ———`);
    sales.push(await runSale(spec, deps));
  }
  const checks = sales.flatMap((sale) =>
    sale.checks.map((check) => ({ ...check, name: `${saleName(sale)}: ${check.name}` })),
  );
  return { poolSize: FLASH.poolSize, sales, checks, overrides: flashOverrides() };
}

/** `stock` payment codes checked at once, as `stock` payments would: when the first and the last were done, ms. */
async function payCodeFloor(checks: number, payHash: string): Promise<SaleResult['payCodeFloor']> {
  const started = performance.now();
  const done = await Promise.all(
    Array.from({ length: checks }, async () => {
      if (!(await verifySecret(FLASH.payCode, payHash))) throw new Error('the payment code does not verify');
      return performance.now() - started;
    }),
  );
  return { checks, firstMs: Math.min(...done), lastMs: Math.max(...done) };
}

async function runSale(spec: SaleSpec, { withServer, log }: FlashDeps): Promise<SaleResult> {
  const sectionStarted = performance.now();
  let started = performance.now();
  const bench: BenchDatabase = await createPostgresDatabase(log);
  const db = bench.open();
  try {
    const skuStock = spec.deal?.skuStock ?? spec.stock;
    const { skuId, otherSkuId, productId, shopId } = await prepareCatalogue(db, skuStock);
    const dealId = spec.deal ? await prepareDeal(db, shopId, productId, skuId, spec.stock) : undefined;
    const price = spec.deal ? FLASH.dealPrice : FLASH.price;
    const freight = freightFor((await freightRulesFor(db, [shopId]))(shopId), price);
    const orderTotal = price + freight;
    const databaseSeconds = seconds(started);
    log(
      `  one product, SKU ${skuId} with ${skuStock} units at ${(FLASH.price / 100).toFixed(2)}` +
        (dealId ? `, deal ${dealId}: ${spec.stock} units at ${(price / 100).toFixed(2)}` : '') +
        ` (freight ${(freight / 100).toFixed(2)}), bystander SKU ${otherSkuId} with ${FLASH.otherStock} (${databaseSeconds.toFixed(1)} s)`,
    );
    started = performance.now();
    // Enough for exactly one order: a second debit of the same shopper would be refused.
    const { shoppers, payHash } = await prepareShoppers(db, spec.shoppers, orderTotal, log);
    const shoppersSeconds = seconds(started);
    const floor = await payCodeFloor(spec.stock, payHash);
    log(
      `  ${floor.checks} payment codes checked at once here (scrypt): first done in ${floor.firstMs.toFixed(0)} ms, last in ${floor.lastMs.toFixed(0)} ms`,
    );

    const env: Record<string, string> = { ...bench.serverEnv(), DATABASE_POOL_SIZE: String(FLASH.poolSize) };
    if (process.env.FLASH_UV_THREADPOOL_SIZE) env.UV_THREADPOOL_SIZE = process.env.FLASH_UV_THREADPOOL_SIZE;
    if (process.env.FLASH_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = process.env.FLASH_SERVER_NODE_OPTIONS;
    const measured = await withServer(env, 'API for the flash sale', async (server) => {
      // One socket per shopper, kept open between calls, as that many phones would each hold their own connection.
      const agent = new http.Agent({ keepAlive: true, maxSockets: spec.shoppers, maxFreeSockets: spec.shoppers });
      try {
        const base = server.url;
        log(
          `  API floor: ${spec.shoppers} concurrent GET ${HEALTH_PATH}, 1 unmeasured round then ${spec.healthRounds}`,
        );
        const warm = await concurrentRounds(1, shoppers, () => call(agent, base, 'GET', HEALTH_PATH));
        if (warm.failures.length) throw new Error(`health failed before the sale: ${warm.failures[0]}`);
        const health = await concurrentRounds(spec.healthRounds, shoppers, () => call(agent, base, 'GET', HEALTH_PATH));
        log(
          `  health p50 ${latencyOf(health.latencies).p50.toFixed(1)} ms, p99 ${latencyOf(health.latencies).p99.toFixed(1)} ms`,
        );
        // The checkout page each shopper has open before the sale starts (read-only: nothing is reserved). The
        // shoppers open it over the minutes before the sale, not at one instant: in waves of PREVIEW_WAVE, so that
        // 2 000 previews at once on a two-core machine do not outlast the API's request deadline before the sale.
        const preview = await inWaves(PREVIEW_WAVE, shoppers, (wave) =>
          concurrentRounds(1, wave, (shopper) =>
            call(agent, base, 'POST', '/api/order/preview', {
              token: shopper.token,
              body: { source: { buy_now: { sku_id: skuId, quantity: 1 } }, address_id: shopper.addressId },
            }),
          ),
        );
        if (preview.failures.length)
          throw new Error(`${preview.failures.length} previews failed before the sale, e.g. ${preview.failures[0]}`);

        log(`  the sale: ${spec.shoppers} shoppers press "buy now" at once`);
        const cpuBefore = await cpuOf(db, server.pid);
        const burstStarted = performance.now();
        const locks = sampleLockWaiters(db);
        const runs = await Promise.all(shoppers.map((shopper) => checkout(agent, base, shopper, skuId, dealId)));
        const burstSeconds = seconds(burstStarted);
        const lockWaiters = await locks.stop();
        const cpuAfter = await cpuOf(db, server.pid);
        const cpuSeconds = cpuBefore && cpuAfter && cpuSpent(cpuBefore, cpuAfter);
        return { runs, burstSeconds, lockWaiters, cpuSeconds, health, preview };
      } finally {
        agent.destroy();
      }
    });

    // ——— what the shoppers were told ———
    const { runs } = measured;
    const count = (kind: Outcome['kind']) => runs.filter((r) => r.outcome.kind === kind).length;
    const other: Record<string, number> = {};
    for (const r of runs) if (r.outcome.kind === 'other') other[r.outcome.key] = (other[r.outcome.key] ?? 0) + 1;
    const serverErrorSamples = runs
      .flatMap((r) => (r.outcome.kind === 'serverError' ? [r.outcome.detail] : []))
      .slice(0, 5);
    const outcomes = {
      paid: count('paid'),
      outOfStock: count('outOfStock'),
      serverErrors: count('serverError'),
      other,
    };
    const won = runs.filter((r) => r.create.body?.code === 1);
    const paid = runs.filter((r) => r.outcome.kind === 'paid');
    const latency = {
      health: latencyOf(measured.health.latencies),
      preview: latencyOf(measured.preview.latencies),
      create: latencyOf(runs.map((r) => r.create.ms)),
      createWon: latencyOf(won.map((r) => r.create.ms)),
      createRefused: latencyOf(runs.filter((r) => r.outcome.kind === 'outOfStock').map((r) => r.create.ms)),
      pay: latencyOf(runs.flatMap((r) => (r.pay ? [r.pay.ms] : []))),
      createPay: latencyOf(paid.map((r) => r.totalMs)),
    };
    log(
      `  paid ${outcomes.paid}, OUT_OF_STOCK ${outcomes.outOfStock}, server errors ${outcomes.serverErrors}` +
        `${Object.keys(other).length ? `, other ${JSON.stringify(other)}` : ''} in ${measured.burstSeconds.toFixed(2)} s`,
    );
    for (const sample of serverErrorSamples) log(`    ${sample}`);
    log(
      `  at most ${measured.lockWaiters.most} backends waiting on a lock at once ${JSON.stringify(measured.lockWaiters.byKind)}`,
    );
    if (measured.cpuSeconds)
      log(
        `  CPU during the sale: API ${measured.cpuSeconds.api.toFixed(2)} s, PostgreSQL ${measured.cpuSeconds.postgres.toFixed(2)} s`,
      );

    // ——— what the database says afterwards ———
    const orderRows = await db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const ordersBy = new Map(orderRows.map((row) => [row.status, Number(row.n)]));
    const ordersTotal = [...ordersBy.values()].reduce((sum, n) => sum + n, 0);
    const paidOrders = ordersBy.get(ORDER_STATUS.waitingDelivery) ?? 0;
    const items = await db
      .selectFrom('order_items')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('n'))
      .where('sku_id', '=', skuId)
      .executeTakeFirstOrThrow();
    const skuRows = await db
      .selectFrom('skus')
      .select(['id', 'stock', 'sales'])
      .where('product_id', '=', productId)
      .execute();
    const flashSku = skuRows.find((row) => row.id === skuId)!;
    const otherSku = skuRows.find((row) => row.id === otherSkuId)!;
    const product = await db
      .selectFrom('products')
      .select(['stock', 'sales'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const skuStockSum = skuRows.reduce((sum, row) => sum + row.stock, 0);
    const mismatches = await findLedgerMismatches(db);
    const debits = await db
      .selectFrom('balance_entries')
      .select([
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'),
      ])
      .where('amount', '<', 0)
      .executeTakeFirstOrThrow();
    const payDebits = await db
      .selectFrom('balance_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
      .where('kind', '=', ORDER_PAYMENT.kind)
      .executeTakeFirstOrThrow();
    const balances = await db
      .selectFrom('users')
      .select(['balance', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('balance')
      .execute();
    const usersWith = (balance: number) => Number(balances.find((row) => Number(row.balance) === balance)?.n ?? 0);

    const S = spec.stock;
    const money = (cents: number) => (cents / 100).toFixed(2);
    const checks: FlashCheck[] = [
      {
        name: 'paid orders (pay answered code 1)',
        expected: String(S),
        measured: String(outcomes.paid),
        ok: outcomes.paid === S,
      },
      {
        name: `clear refusals (code 0, data.error ${dealId ? 'DEAL_SOLD_OUT' : 'OUT_OF_STOCK'})`,
        expected: String(spec.shoppers - S),
        measured: String(outcomes.outOfStock),
        ok: outcomes.outOfStock === spec.shoppers - S,
      },
      {
        name: 'server errors (HTTP 5xx or no answer)',
        expected: '0',
        measured: String(outcomes.serverErrors),
        ok: outcomes.serverErrors === 0,
      },
      {
        name: 'any other answer',
        expected: 'none',
        measured: Object.keys(other).length ? JSON.stringify(other) : 'none',
        ok: Object.keys(other).length === 0,
      },
      {
        name: 'orders in the database',
        expected: `${S} waiting delivery, 0 other`,
        measured: `${paidOrders} waiting delivery, ${ordersTotal - paidOrders} other`,
        ok: paidOrders === S && ordersTotal === S,
      },
      {
        name: 'units of the SKU in order lines',
        expected: String(S),
        measured: String(Number(items.n)),
        ok: Number(items.n) === S,
      },
      {
        name: 'final stock of the SKU',
        expected: String(skuStock - S),
        measured: String(flashSku.stock),
        ok: flashSku.stock === skuStock - S,
      },
      ...(dealId === undefined ? [] : [await dealCheck(db, dealId, skuId, S)]),
      {
        name: 'sales counted on the SKU',
        expected: String(S),
        measured: String(flashSku.sales),
        ok: flashSku.sales === S,
      },
      {
        name: 'product stock = sum of its SKUs (bystander SKU untouched)',
        expected: `${FLASH.otherStock} = ${FLASH.otherStock}`,
        measured: `${product.stock} = ${skuStockSum} (bystander ${otherSku.stock})`,
        ok: product.stock === skuStockSum && otherSku.stock === FLASH.otherStock,
      },
      {
        name: 'ledger consistent (findLedgerMismatches)',
        expected: 'empty',
        measured: mismatches.length
          ? `${mismatches.length} mismatches, e.g. ${JSON.stringify(mismatches[0])}`
          : 'empty',
        ok: mismatches.length === 0,
      },
      {
        name: `sum of debits = ${S} × price (${money(price)}; freight ${money(freight)})`,
        expected: money(S * orderTotal),
        measured: `${money(-Number(debits.total))} in ${Number(debits.n)} entries (order payments ${money(-Number(payDebits.total))})`,
        ok:
          -Number(debits.total) === S * orderTotal &&
          Number(debits.n) === S &&
          Number(payDebits.total) === Number(debits.total),
      },
      {
        name: 'balances afterwards',
        expected: `${S} at 0.00, ${spec.shoppers - S} at ${money(orderTotal)}`,
        measured: `${usersWith(0)} at 0.00, ${usersWith(orderTotal)} at ${money(orderTotal)}`,
        ok: usersWith(0) === S && usersWith(orderTotal) === spec.shoppers - S,
      },
    ];
    const target =
      spec.createPayP99Ms === undefined
        ? undefined
        : {
            name: `create + pay p99 ≤ ${spec.createPayP99Ms} ms`,
            expected: `≤ ${spec.createPayP99Ms} ms`,
            measured: `${latency.createPay.p99.toFixed(0)} ms`,
            ok: latency.createPay.p99 <= spec.createPayP99Ms,
          };
    for (const check of [...checks, ...(target ? [target] : [])])
      log(
        `  ${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.measured}${check.ok ? '' : ` (expected ${check.expected})`}`,
      );

    return {
      shoppers: spec.shoppers,
      stock: S,
      price,
      freight,
      deal: spec.deal,
      healthRounds: spec.healthRounds,
      databaseSeconds,
      shoppersSeconds,
      payCodeFloor: floor,
      burstSeconds: measured.burstSeconds,
      sectionSeconds: seconds(sectionStarted),
      outcomes,
      latency,
      lockWaitersMax: measured.lockWaiters.most,
      lockWaitersByKind: measured.lockWaiters.byKind,
      cpuSeconds: measured.cpuSeconds,
      checks,
      target,
      serverErrorSamples,
    };
  } finally {
    await db.destroy();
    await bench.dispose();
  }
}
