import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { call, createTestDb } from '../../test/helper.ts';
import { buyNow, fundedShopper, pay, skusOf } from '../../test/order-fixture.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, serverUrl } from './database.ts';
import { parseLsn, ReplicaReads } from './replica-reads.ts';
import { seedEssentials } from '../seed/seed.ts';

const primaryUrl = process.env.TEST_DATABASE_URL;
const replicaServerUrl = process.env.TEST_DATABASE_REPLICA_URL;

it('orders WAL positions as PostgreSQL does', () => {
  expect(parseLsn('0/0')).toBe(0n);
  expect(parseLsn('16/B374D848')).toBe(0x16b374d848n);
  expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
});

const title = (res: { data: { title: string } }) => res.data.title;
const readFrom = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return { source: res.headers['x-catalogue-read'], body: res.json() as { code: number; data: any } };
};

/** A fresh database on the primary with the essential content and the catalogue fixture, and an app's config. */
async function setUp() {
  const test = await createTestDb();
  await seedEssentials(test.db);
  const fixture = await buildCatalogueFixture(test.db);
  const url = serverUrl(test.db) as string;
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), databaseUrl: url };
  return { ...test, fixture, url, config };
}

describe.skipIf(!primaryUrl)(
  primaryUrl
    ? 'catalogue reads when the replica cannot prove it is up to date (postgres)'
    : 'catalogue reads when the replica cannot prove it is up to date: SKIPPED, needs TEST_DATABASE_URL',
  () => {
    let db: Db;
    let drop: () => Promise<void>;
    let fixture: CatalogueFixture;
    let config: Config;
    let url: string;
    beforeAll(async () => {
      ({ db, drop, fixture, config, url } = await setUp());
    });
    afterAll(() => drop());

    it('reads the primary while the replica is unreachable, and answers as usual', async () => {
      const replica = new ReplicaReads({ primary: db, url: 'postgres://postgres@127.0.0.1:9/none', poolSize: 1 });
      const app = await buildApp({ config, db, logger: false, replica });
      try {
        const first = await readFrom(app, `/api/goods/detail?id=${fixture.products.mug}`);
        expect(first.source).toBe('primary_replica_down');
        expect(first.body.code).toBe(1);
        // Left alone for a while: the next read does not wait for it again.
        expect((await readFrom(app, '/api/goods/list?limit=3')).source).toBe('primary_replica_down');
      } finally {
        await app.close();
      }
    });

    it('reads the primary when the "replica" is not a standby (nothing proves what it holds)', async () => {
      const replica = new ReplicaReads({ primary: db, url, poolSize: 1 });
      const app = await buildApp({ config, db, logger: false, replica });
      try {
        const res = await readFrom(app, `/api/goods/detail?id=${fixture.products.mug}`);
        expect(res.source).toBe('primary_lagging');
        expect(res.body.code).toBe(1);
      } finally {
        await app.close();
      }
    });
  },
);

/**
 * Against a real streaming replica of the PostgreSQL server of TEST_DATABASE_URL (CI: tools/pg-replica.sh start);
 * the test databases this file makes on the primary reach it by replication.
 */
const replicaSuite =
  primaryUrl && replicaServerUrl
    ? 'catalogue reads on a streaming replica (postgres)'
    : 'catalogue reads on a streaming replica: SKIPPED, needs TEST_DATABASE_URL and TEST_DATABASE_REPLICA_URL (bash tools/pg-replica.sh start prints one)';
describe.skipIf(!primaryUrl || !replicaServerUrl)(replicaSuite, () => {
  let db: Db;
  let drop: () => Promise<void>;
  let fixture: CatalogueFixture;
  let config: Config;
  let app: FastifyInstance;
  let uncached: FastifyInstance;
  let admin: pg.Client;
  /** Every statement the app ran on the replica. */
  const statements: string[] = [];

  const waitFor = async <T>(what: string, attempt: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await attempt();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    let url: string;
    ({ db, drop, fixture, config, url } = await setUp());
    const replicaUrl = new URL(replicaServerUrl as string);
    replicaUrl.pathname = new URL(url).pathname;
    // The superuser's connection to the replica, to pause and resume its replay.
    admin = new pg.Client({ connectionString: replicaServerUrl });
    await admin.connect();
    // The new database and its catalogue reach the replica by streaming replication.
    const products = Number((await sql<{ n: number }>`select count(*)::int as n from products`.execute(db)).rows[0]?.n);
    await waitFor('the test database on the replica', async () => {
      const probe = new pg.Client({ connectionString: replicaUrl.toString() });
      try {
        await probe.connect();
        const { rows } = await probe.query<{ n: number }>('select count(*)::int as n from products');
        return rows[0]?.n === products ? true : undefined;
      } catch {
        return undefined;
      } finally {
        await probe.end().catch(() => undefined);
      }
    });
    const replica = new ReplicaReads({
      primary: db,
      url: replicaUrl.toString(),
      poolSize: 4,
      onStatement: (text) => statements.push(text),
    });
    app = await buildApp({ config, db, logger: false, replica });
    // The same replica, every read computed (no cache): where each read ran shows on every answer.
    uncached = await buildApp({ config: { ...config, catalogueCache: false }, db, logger: false, replica });
  });
  afterAll(async () => {
    await admin?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await admin?.end();
    await uncached?.close();
    await app?.close();
    await drop();
  });

  it("serves shoppers' public catalogue reads from the replica", async () => {
    const mug = fixture.products.mug;
    // The first reads may meet the replica a few WAL records behind the primary: wait until it has caught up.
    await waitFor('the replica to catch up', async () =>
      (await readFrom(uncached, `/api/goods/detail?id=${mug}`)).source === 'replica' ? true : undefined,
    );
    for (const url of [
      `/api/goods/detail?id=${mug}`,
      '/api/goods/list?page=1&limit=5',
      `/api/goods/list?category_id=${fixture.categories.kitchen}`,
      '/api/goods/hot',
      '/api/goods/search?keyword=mug',
      '/api/goods/categories',
      '/api/goods/banners',
      '/api/goods/hot_keywords',
      `/api/shop/detail?id=${fixture.shops.cafe}`,
      '/api/shop/hot',
    ]) {
      const res = await readFrom(app, url);
      expect(res.source, url).toBe('replica');
      expect(res.body.code, url).toBe(1);
    }
  });

  it('never caches an answer older than the edit: refills read the primary until the replica has replayed it', async () => {
    const mug = fixture.products.mug;
    const detail = `/api/goods/detail?id=${mug}`;
    expect((await readFrom(app, detail)).source).toBe('replica');
    const before = title((await readFrom(app, detail)).body);

    // Hold the replica's replay, so it cannot have the edit.
    await admin.query('select pg_wal_replay_pause()');
    await waitFor('replay paused', async () => {
      const { rows } = await admin.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
      return rows[0]?.state === 'paused' ? true : undefined;
    });
    try {
      const renamed = `Mug ${Date.now()}`;
      // A product saved on the primary: the write commits and moves this process's catalogue generation.
      await db
        .updateTable('products')
        .set({ title: sql`jsonb_set(title, '{en}', to_jsonb(${renamed}::text))` })
        .where('id', '=', mug)
        .execute();

      for (const target of [app, uncached]) {
        const res = await readFrom(target, detail);
        expect(res.source).toBe('primary_lagging');
        expect(title(res.body)).toBe(renamed);
      }
      // The replica still holds the old title: had the answer been read there, it would be wrong.
      const stale = await readOnReplica(`select title->>'en' as title from products where id = ${mug}`);
      expect(stale).toBe(before);
      // The cached answer is the primary's, and stays so.
      expect(title((await readFrom(app, detail)).body)).toBe(renamed);

      await admin.query('select pg_wal_replay_resume()');
      // Within the wait, the replica has the edit and serves it.
      const started = Date.now();
      const served = await waitFor('the edit on the replica', async () => {
        const res = await readFrom(uncached, detail);
        return res.source === 'replica' ? res : undefined;
      });
      expect(title(served.body)).toBe(renamed);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await admin.query('select pg_wal_replay_resume()');
    }
  });

  it('never reads what a shopper writes and reads back on the replica: cart, orders, payment, wallet, addresses', async () => {
    const shopper = await fundedShopper(app, db, 100_000);
    const sku = (await skusOf(db, fixture.products.mug))[0] as number;
    statements.length = 0;

    expect(
      (await call(app, 'POST', '/api/cart/add', { token: shopper.token, body: { sku_id: sku, quantity: 2 } })).code,
    ).toBe(1);
    const cart = await call(app, 'GET', '/api/cart/list', { token: shopper.token });
    expect(cart.code, cart.msg).toBe(1);
    expect(JSON.stringify(cart.data)).toContain(String(sku));
    const order = await buyNow(app, shopper, sku);
    expect(order.code, order.msg).toBe(1);
    const id = order.data.orders[0].id as number;
    expect((await pay(app, shopper, [id])).code).toBe(1);
    const detail = await call(app, 'GET', '/api/order/detail', { token: shopper.token, query: { id } });
    expect(detail.data.status).toBe(1);
    expect((await call(app, 'GET', '/api/user/order_list', { token: shopper.token })).code).toBe(1);
    expect((await call(app, 'GET', '/api/user/bill', { token: shopper.token })).code).toBe(1);
    expect((await call(app, 'GET', '/api/user/address_list', { token: shopper.token })).code).toBe(1);
    expect(
      (
        await call(app, 'POST', '/api/goods/heart', {
          token: shopper.token,
          body: { product_id: fixture.products.mug, heart: true },
        })
      ).code,
    ).toBe(1);
    expect((await call(app, 'GET', '/api/goods/hearted', { token: shopper.token })).code).toBe(1);
    expect(statements).toEqual([]);

    // A product page with the shopper's session: the shared part may come from the replica, `hearted` never does.
    const page = await call(uncached, 'GET', '/api/goods/detail', {
      token: shopper.token,
      query: { id: fixture.products.mug },
    });
    expect(page.data.hearted).toBe(true);
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements.filter((text) => /\b(hearts|carts?|cart_items|orders|users|sessions|balance_entries)\b/.test(text)),
    ).toEqual([]);
  });

  async function readOnReplica(text: string): Promise<string | undefined> {
    const replicaUrl = new URL(replicaServerUrl as string);
    replicaUrl.pathname = new URL(serverUrl(db) as string).pathname;
    const client = new pg.Client({ connectionString: replicaUrl.toString() });
    await client.connect();
    try {
      return (await client.query<{ title: string }>(text)).rows[0]?.title;
    } finally {
      await client.end();
    }
  }
});
