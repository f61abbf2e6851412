import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedEssentials } from '../../src/seed/seed.ts';
import { checkLedger } from '../../src/modules/ledger/ledger-check.service.ts';
import { buildCatalogueFixture } from '../catalogue-fixture.ts';
import { freePort } from '../multi-process.ts';
import { buyNow, fundedShopper, PAY_CODE, type Shopper, setStock, skusOf } from '../order-fixture.ts';
import { ApiUnderTest, CLIENT_TIMEOUT_MS, type Exchange, isFinal, send, sleep } from './fault-support.ts';

/**
 * The first fault of docs/operations.md#faults-the-shop-survives: PostgreSQL restarted, then stopped for 10 s, under about 30 requests a second of reads and
 * payments. The API process stays up, answers 503 DATABASE_UNAVAILABLE with a message in the caller's language while
 * the database is away, never keeps a client past its 10 s, is back by itself within 10 s of the database's return,
 * and applies no payment twice. The PostgreSQL cluster is the test's own (initdb in a temp folder, another port): the
 * shared one on 5432 is never touched.
 */

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const LANGS = ['en', 'zh-CN', 'ri', 'han', 'tai'] as const;
const unavailableMessage = Object.fromEntries(
  LANGS.map((lang) => {
    const file = path.join(repoRoot, `packages/contract/src/messages/${lang}.json`);
    return [lang, JSON.parse(fs.readFileSync(file, 'utf8')).errors.DATABASE_UNAVAILABLE as string];
  }),
);

/** A PostgreSQL cluster of the test's own, run as the `postgres` user when the test runs as root (initdb refuses root). */
class OwnCluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  readonly data = path.join(this.dir, 'data');
  constructor(readonly port: number) {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      fs.chownSync(this.dir, uid, gid);
    }
  }
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
  /** Runs a PostgreSQL tool (asynchronously: the load goes on meanwhile). */
  async #run(tool: string, args: string[]) {
    const command = path.join(PG_BIN, tool);
    const [file, argv] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    await run(file, argv, { cwd: this.dir });
  }
  #ctl(action: string) {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    return this.#run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-m',
      'fast',
      '-o',
      options,
      action,
    ]);
  }
  init() {
    return this.#run('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
  }
  start() {
    return this.#ctl('start');
  }
  stop() {
    return this.#ctl('stop');
  }
  restart() {
    return this.#ctl('restart');
  }
  async remove() {
    await this.stop().catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Logged extends Exchange {
  at: number;
  kind: 'account' | 'catalogue' | 'pay';
  lang: string;
}

describe.skipIf(!fs.existsSync(path.join(PG_BIN, 'initdb')))('PostgreSQL restarted and stopped under load', () => {
  let cluster: OwnCluster;
  let db: Db;
  let api: ApiUnderTest;
  let setup: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  let databaseUrl: string;

  beforeAll(async () => {
    cluster = new OwnCluster(await freePort());
    await cluster.init();
    await cluster.start();
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: cluster.url, max: 1 }) }),
    });
    await sql`create database shop`.execute(admin);
    await admin.destroy();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/shop');
    db = createDatabase({ url: databaseUrl, poolSize: 4 });
    await migrateToLatest(db);
    await seedEssentials(db);
    setup = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), db, logger: false });
    await setup.ready();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outage-'));
    // The order scheduler runs every second, through the outage too.
    api = await ApiUnderTest.create(databaseUrl, dataDir, { ORDER_SWEEP_SECONDS: '1' });
    await api.start();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await setup?.close();
    await db?.destroy().catch(() => undefined);
    await cluster?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 in the caller language while away, recovers within 10 s, pays once', async () => {
    const fixture = await buildCatalogueFixture(db);
    const [sku] = await skusOf(db, fixture.products.earbuds);
    await setStock(db, sku!, 100_000);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 4; i += 1) shoppers.push(await fundedShopper(setup, db, 100_000_000));
    const unpaid: { shopper: Shopper; id: number }[] = [];
    for (let i = 0; i < 48; i += 1) {
      const shopper = shoppers[i % shoppers.length]!;
      const order = await buyNow(setup, shopper, sku!);
      unpaid.push({ shopper, id: order.data.orders[0].id as number });
    }

    const overdue = (await buyNow(setup, shoppers[0]!, sku!)).data.orders[0].id as number;

    const log: Logged[] = [];
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const payments: { id: number; answer?: Exchange; attempts: number }[] = [];
    let n = 0;

    /** A payment retried with its key until it is answered, as a client does (within a minute). */
    const payUntilAnswered = async (shopper: Shopper, id: number) => {
      const payment = { id, attempts: 0 } as (typeof payments)[number];
      payments.push(payment);
      const key = `outage-${randomBytes(8).toString('hex')}`;
      const first = now();
      while (now() - first < 60_000) {
        payment.attempts += 1;
        const lang = LANGS[payment.attempts % LANGS.length]!;
        const at = now();
        const exchange = await send(api.url, 'POST', '/api/order/pay', {
          token: shopper.token,
          lang,
          key,
          body: { order_ids: [id], pay_password: PAY_CODE },
        });
        log.push({ ...exchange, at, kind: 'pay', lang });
        if (isFinal(exchange)) {
          payment.answer = exchange;
          return;
        }
        await sleep(500);
      }
    };

    /** One request of the mix: mostly reads that need the database (the session, a product), some payments. */
    const fire = () => {
      n += 1;
      const shopper = shoppers[n % shoppers.length]!;
      const lang = LANGS[n % LANGS.length]!;
      if (n % 8 === 0 && unpaid.length) {
        const next = unpaid.shift()!;
        return payUntilAnswered(next.shopper, next.id);
      }
      const at = now();
      const [kind, url] =
        n % 2
          ? (['account', '/api/user/getUserInfo'] as const)
          : (['catalogue', `/api/goods/detail?id=${fixture.products.earbuds}`] as const);
      return send(api.url, 'GET', url, { token: shopper.token, lang }).then((exchange) => {
        log.push({ ...exchange, at, kind, lang });
      });
    };

    let loading = true;
    const inFlight: Promise<unknown>[] = [];
    const load = (async () => {
      while (loading) {
        inFlight.push(fire());
        await sleep(33);
      }
    })();

    /** Seconds from `since` until a read of the session (it needs the database) is answered again. */
    const recoveredAfter = async (since: number) => {
      for (;;) {
        const exchange = await send(api.url, 'GET', '/api/user/getUserInfo', { token: shoppers[0]!.token });
        if (exchange.status === 200 && exchange.code === 1) return (now() - since) / 1000;
        if (now() - since > 30_000) return Number.POSITIVE_INFINITY;
        await sleep(100);
      }
    };

    await sleep(3_000);
    const restartAt = now();
    await cluster.restart();
    const restartedAt = now();
    const afterRestart = await recoveredAfter(restartedAt);
    await sleep(3_000);
    const stopAt = now();
    await cluster.stop();
    const stoppedAt = now();
    await sleep(10_000);
    const startingAt = now();
    await cluster.start();
    const backAt = now();
    const afterStop = await recoveredAfter(backAt);
    await sleep(4_000);
    loading = false;
    await load;
    await Promise.all(inFlight);

    // The figures first (README "Reliability"), then the checks.
    const seconds = (now() / 1000).toFixed(0);
    console.log(
      `PostgreSQL outage: ${log.length} exchanges in ${seconds} s (${(log.length / Number(seconds)).toFixed(0)}/s), ` +
        `${log.filter((e) => e.status === 503).length} answered 503, ${log.filter((e) => e.failure).length} unanswered, slowest ${Math.max(...log.map((e) => e.ms)).toFixed(0)} ms; ` +
        `restart took ${((restartedAt - restartAt) / 1000).toFixed(1)} s, answered again ${afterRestart.toFixed(1)} s after; ` +
        `stopped (in ${((stoppedAt - stopAt) / 1000).toFixed(1)} s) for 10 s, answered again ${afterStop.toFixed(1)} s after its return; ` +
        `${payments.length} payments, ${payments.filter((p) => p.attempts > 1).length} retried`,
    );

    // The process lived through it, and no client waited past its 10 s.
    expect(api.alive, api.tail()).toBe(true);
    expect(api.endings).toEqual([]);
    expect(log.filter((e) => e.failure)).toEqual([]);
    expect(Math.max(...log.map((e) => e.ms))).toBeLessThan(CLIENT_TIMEOUT_MS);
    // While the database was away: 503 DATABASE_UNAVAILABLE in the caller's language; never a 500.
    const unavailable = log.filter((e) => e.status !== 200);
    for (const e of unavailable) {
      expect({ status: e.status, error: e.data?.error, msg: e.msg }).toEqual({
        status: 503,
        error: 'DATABASE_UNAVAILABLE',
        msg: unavailableMessage[e.lang],
      });
    }
    const stopped = log.filter((e) => e.kind === 'account' && e.at > stoppedAt && e.at + e.ms < startingAt);
    expect(stopped.length).toBeGreaterThan(50);
    expect(stopped.every((e) => e.status === 503)).toBe(true);
    // Back by itself within 10 s of each return.
    expect(afterRestart).toBeLessThan(10);
    expect(afterStop).toBeLessThan(10);

    // Every payment answered once it could be, each order paid once with one debit, and the ledger whole.
    expect(payments.every((p) => p.answer?.code === 1)).toBe(true);
    const paidIds = payments.map((p) => p.id);
    const rows = await sql<{ id: number; status: number; debits: number }>`
      select o.id, o.status,
        (select count(*)::int from balance_entries e where e.kind = 'order_pay' and e.ref_id = o.id) as debits
      from orders o`.execute(db);
    for (const row of rows.rows) {
      expect(row).toMatchObject(paidIds.includes(row.id) ? { status: 1, debits: 1 } : { status: 0, debits: 0 });
    }
    const ledger = await checkLedger({ db });
    expect(ledger.balanced, JSON.stringify(ledger)).toBe(true);

    /** Polls `check` until it holds, for up to `ms`. */
    const eventually = async (check: () => Promise<boolean>, ms: number) => {
      const until = now() + ms;
      while (now() < until) {
        if (await check()) return true;
        await sleep(200);
      }
      return false;
    };
    // The order scheduler lived through it: an order past its deadline is cancelled by its next rounds.
    await sql`update orders set pay_deadline = now() - interval '1 second' where id = ${overdue}`.execute(db);
    const status = async () =>
      (await db.selectFrom('orders').select('status').where('id', '=', overdue).executeTakeFirstOrThrow()).status;
    expect(await eventually(async () => (await status()) === -1, 15_000)).toBe(true);
    // The catalogue's LISTEN connection is back: a title changed in the database reaches the process's cached detail.
    const marker = `Outage ${randomBytes(3).toString('hex')}`;
    await sql`update products set title = jsonb_set(title, '{en}', to_jsonb(${marker}::text))
      where id = ${fixture.products.earbuds}`.execute(db);
    const detailShows = async () => {
      const detail = await send(api.url, 'GET', `/api/goods/detail?id=${fixture.products.earbuds}`, { lang: 'en' });
      return JSON.stringify(detail.data).includes(marker);
    };
    expect(await eventually(detailShows, 5_000)).toBe(true);
  }, 180_000);
});
