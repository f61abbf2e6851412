import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { buildCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, engine, type TestApp } from '../../../test/helper.ts';
import { buyNow, fundedShopper, pay, type Shopper, skusOf } from '../../../test/order-fixture.ts';
import { orderSweepFlows } from '../../flows/order-sweeps.ts';
import { startOrderScheduler } from '../order/order-scheduler.ts';
import { MONEY_ROUTES } from '../../plugins/metrics.ts';
import { LedgerWatch } from './metrics.service.ts';

/** The value of one sample of the Prometheus text: the line named `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe(`/metrics (${engine})`, () => {
  let t: TestApp;
  let s: Shopper;
  let sku: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const f = await buildCatalogueFixture(t.db);
    sku = (await skusOf(t.db, f.products.mug))[0]!;
    s = await fundedShopper(t.app, t.db, 100_000);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('answers the Prometheus text format, with request durations by route pattern and status, never by URL', async () => {
    const before = (await scrape()).body;
    const detail = { method: 'GET', route: '/api/goods/detail', status_code: '200' };
    const counted = sample(before, 'shop_http_request_duration_seconds_count', detail) ?? 0;
    const first = await t.app.inject({ method: 'GET', url: '/api/goods/list?page=1&limit=5' });
    expect(first.statusCode).toBe(200);
    for (const id of [1, 2, 999_999]) await t.app.inject({ method: 'GET', url: `/api/goods/detail?id=${id}` });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path?secret=1' });

    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE shop_http_request_duration_seconds histogram');
    // Unknown products answer 200 with code 0 (a business answer): three requests, one series.
    expect(sample(text, 'shop_http_request_duration_seconds_count', detail)).toBe(counted + 3);
    expect(sample(text, 'shop_http_request_duration_seconds_bucket', { ...detail, le: '+Inf' })).toBe(counted + 3);
    expect(sample(text, 'shop_http_request_duration_seconds_count', { route: '/api/goods/list' })).toBeGreaterThan(0);
    expect(
      sample(text, 'shop_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/route="[^"]*\?/);
    expect(text).not.toContain('secret');
    // The process's own figures come along (prom-client's defaults).
    expect(sample(text, 'shop_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the database pool (PostgreSQL: in use, idle, waiting; PGlite: zeros)', async () => {
    const text = (await scrape()).body;
    const [inUse, idle, waiting] = ['in_use', 'idle', 'waiting'].map((state) =>
      sample(text, 'shop_db_pool_connections', { state }),
    );
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(waiting).toBe(0);
    if (engine === 'postgres') expect(idle).toBeGreaterThan(0);
    else expect([inUse, idle]).toEqual([0, 0]);
  });

  it('counts money operations by kind and outcome', async () => {
    const before = (await scrape()).body;
    const count = (text: string, outcome: string) =>
      sample(text, 'shop_money_operations_total', { kind: 'pay', outcome }) ?? 0;

    const order = await buyNow(t.app, s, sku);
    expect(order.code, order.msg).toBe(1);
    const id = order.data.orders[0].id as number;
    expect((await pay(t.app, s, [id], undefined, '000000')).code).toBe(0); // wrong payment code: refused
    expect((await pay(t.app, s, [id])).code).toBe(1);
    expect((await pay(t.app, s, [id])).code).toBe(0); // paid already: refused

    const after = (await scrape()).body;
    expect(count(after, 'ok') - count(before, 'ok')).toBe(1);
    expect(count(after, 'refused') - count(before, 'refused')).toBe(2);
  });

  it('counts a money operation the server failed (5xx) as an error', async () => {
    const unreachable = createDatabase({ url: 'postgres://postgres@127.0.0.1:9/none', poolSize: 1 });
    const broken = await buildApp({ config: t.config, db: unreachable, logger: false });
    try {
      const count = async () =>
        sample((await scrape()).body, 'shop_money_operations_total', { kind: 'recharge', outcome: 'error' }) ?? 0;
      const before = await count();
      const res = await broken.inject({
        method: 'POST',
        url: '/api/user/recharge',
        headers: { token: s.token },
        payload: { method: 'manual', amount: '25.00', evidence: 'x' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect((await count()) - before).toBe(1);
    } finally {
      await broken.close();
      await unreachable.destroy();
    }
  });

  it('names only routes that exist in its table of money routes', () => {
    for (const route of Object.keys(MONEY_ROUTES)) {
      const [method, url] = route.split(' ') as ['POST', string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it("counts the order scheduler's rounds and the orders it moved", async () => {
    const order = await buyNow(t.app, s, sku);
    expect(order.code, order.msg).toBe(1);
    await t.db
      .updateTable('orders')
      .set({ pay_deadline: new Date(Date.now() - 60_000) })
      .where('id', '=', order.data.orders[0].id)
      .execute();
    const before = (await scrape()).body;
    const runs = (text: string) => sample(text, 'shop_order_scheduler_runs_total', { outcome: 'ok' }) ?? 0;
    const expired = (text: string) =>
      sample(text, 'shop_order_scheduler_orders_moved_total', { transition: 'expired' }) ?? 0;

    const stop = startOrderScheduler(t.db, t.app.log, 60_000, orderSweepFlows);
    try {
      let after = before;
      for (let i = 0; i < 200 && runs(after) === runs(before); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        after = (await scrape()).body;
      }
      expect(runs(after) - runs(before)).toBe(1);
      expect(expired(after) - expired(before)).toBe(1);
    } finally {
      stop();
    }
  });

  it('reports the whole-system ledger check, computed at most once a minute', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'shop_ledger_balanced')).toBe(1);
    expect(sample(text, 'shop_ledger_mismatches')).toBe(0);
    expect(sample(text, 'shop_ledger_checked_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 600);

    let now = 1_000_000;
    const watch = new LedgerWatch(t.db, { now: () => now });
    const [a, b] = await Promise.all([watch.status(), watch.status()]);
    expect(a).toMatchObject({ balanced: true, mismatches: 0 });
    expect(b).toBe(a);
    now += 59_000;
    expect(await watch.status()).toBe(a);
    expect(watch.runs).toBe(1);
    now += 1_000;
    const c = await watch.status();
    expect(watch.runs).toBe(2);
    expect(c).not.toBe(a);
  });

  it('keeps the last result when a check fails, and does not retry before the minute is over', async () => {
    let now = 0;
    let fail = false;
    const watch = new LedgerWatch(t.db, {
      now: () => now,
      check: async (db) => {
        if (fail) throw new Error('database away');
        const { checkLedger } = await import('../ledger/ledger-check.service.ts');
        return checkLedger({ db });
      },
    });
    const first = await watch.status();
    fail = true;
    now = 60_000;
    expect(await watch.status()).toBe(first);
    now = 100_000;
    expect(await watch.status()).toBe(first);
    expect(watch.runs).toBe(2);
  });

  it('with METRICS_TOKEN answers only the bearer of the token, 401 otherwise', async () => {
    const token = 'a-token-of-32-characters-or-so-x';
    const guarded = await buildApp({ config: { ...t.config, metricsToken: token }, db: t.db, logger: false });
    try {
      const get = (authorization?: string) =>
        guarded.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      const wrongs = [undefined, 'Bearer', `Bearer ${token.slice(0, -1)}`, `Bearer ${token}x`, `Basic ${token}`, token];
      for (const wrong of wrongs) {
        const res = await get(wrong);
        expect(res.statusCode, String(wrong)).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.json()).toMatchObject({ code: 401, data: { error: 'UNAUTHORIZED' } });
        expect(res.body).not.toContain('shop_');
      }
      const ok = await get(`Bearer ${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('shop_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
