import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture, type ProductKey } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  operatorToken,
  pay,
  resetOrderSettings,
  type Shopper,
  setOrderSettings,
  setStock,
  skusOf,
  stockOf,
} from '../../../test/order-fixture.ts';
import { runOrderSweeps } from '../../flows/order-sweeps.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe(`order scheduler (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let s: Shopper;
  const sku: Partial<Record<ProductKey, number>> = {};
  const one = (key: ProductKey) => sku[key]!;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    for (const key of Object.keys(f.products) as ProductKey[]) sku[key] = (await skusOf(t.db, f.products[key]))[0];
    s = await fundedShopper(t.app, t.db, 10_000_000);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Every order an earlier test left moving is swept to its end (a year from now everything is due), so each
    // test counts exactly the orders it made due.
    await runOrderSweeps(t.db, new Date(Date.now() + 365 * DAY));
  });
  afterEach(async () => {
    await resetOrderSettings(t.db);
    await expectLedgerConsistent(t.db);
  });

  async function unpaid(key: ProductKey = 'mug', quantity = 1, extra: Record<string, unknown> = {}): Promise<number> {
    const res = await buyNow(t.app, s, one(key), quantity, extra);
    expect(res.code, res.msg).toBe(1);
    return res.data.orders[0].id;
  }
  async function paid(key: ProductKey = 'kettle'): Promise<number> {
    const id = await unpaid(key);
    expect((await pay(t.app, s, [id])).code).toBe(1);
    return id;
  }
  async function shipped(key: ProductKey = 'kettle'): Promise<number> {
    const id = await paid(key);
    const res = await call(t.app, 'POST', '/api/console/order/ship', {
      token: op,
      body: { id, carrier: 'DHL', tracking_no: `JD${id}` },
    });
    expect(res.code, res.msg).toBe(1);
    return id;
  }
  async function received(key: ProductKey = 'kettle'): Promise<number> {
    const id = await shipped(key);
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } })).code).toBe(1);
    return id;
  }
  const setTimes = (id: number, times: { pay_deadline?: Date; shipped_at?: Date; received_at?: Date }) =>
    t.db.updateTable('orders').set(times).where('id', '=', id).execute();
  const rowOf = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['status', 'cancelled_at', 'received_at', 'completed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const statusOf = async (id: number) => (await rowOf(id)).status;
  const eventsOf = (id: number) =>
    t.db
      .selectFrom('order_events')
      .select(['kind', 'from_status', 'status', 'actor', 'actor_id'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();

  describe('unpaid orders', () => {
    it('cancels an order past its deadline (event "expired" by the system) and returns its stock; one not yet due stays', async () => {
      await setStock(t.db, one('teapot'), 20);
      const due = await unpaid('teapot', 3);
      const notDue = await unpaid('teapot', 2);
      expect(await stockOf(t.db, one('teapot'))).toMatchObject({ sku: 15 });
      const now = new Date();
      await setTimes(due, { pay_deadline: new Date(now.getTime() - MINUTE) });

      const result = await runOrderSweeps(t.db, now);
      expect(result).toEqual({ expired: 1, received: 0, completed: 0 });
      const row = await rowOf(due);
      expect(row.status).toBe(-1);
      expect(row.cancelled_at).toBeInstanceOf(Date);
      expect((await eventsOf(due)).at(-1)).toEqual({
        kind: 'expired',
        from_status: 0,
        status: -1,
        actor: 'system',
        actor_id: null,
      });
      expect(await statusOf(notDue)).toBe(0);
      expect((await eventsOf(notDue)).map((e) => e.kind)).toEqual(['created']);
      const stock = await stockOf(t.db, one('teapot'));
      expect(stock.sku).toBe(18);

      // The shopper sees it cancelled, with the system's event last.
      const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: due } });
      expect(detail.data).toMatchObject({ status: -1, actions: [] });
      expect(detail.data.timeline.at(-1)).toMatchObject({ kind: 'expired', status: -1, actor: 'system' });
    });

    it('cancels an order whose deadline is exactly now, not one a millisecond later', async () => {
      const id = await unpaid();
      const { pay_deadline: deadline } = await t.db
        .selectFrom('orders')
        .select('pay_deadline')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(await runOrderSweeps(t.db, new Date(deadline.getTime() - 1))).toEqual({
        expired: 0,
        received: 0,
        completed: 0,
      });
      expect(await statusOf(id)).toBe(0);
      expect(await runOrderSweeps(t.db, deadline)).toEqual({ expired: 1, received: 0, completed: 0 });
      expect(await statusOf(id)).toBe(-1);
    });

    it("gives the promo code use back when the expired order was the checkout's last open one", async () => {
      const promo = await call(t.app, 'POST', '/api/console/promo/save', {
        token: op,
        body: {
          code: 'SWEEPME',
          kind: 'percent',
          percent_off: 10,
          total_limit: 1,
          starts_at: new Date(Date.now() - DAY).toISOString(),
          ends_at: new Date(Date.now() + DAY).toISOString(),
        },
      });
      expect(promo.code, promo.msg).toBe(1);
      const id = await unpaid('teapot', 1, { promo_code: 'SWEEPME' });
      const usedOf = async () =>
        (await t.db.selectFrom('promo_codes').select('used').where('id', '=', promo.data.id).executeTakeFirstOrThrow())
          .used;
      expect(await usedOf()).toBe(1);
      const now = new Date();
      await setTimes(id, { pay_deadline: new Date(now.getTime() - MINUTE) });
      expect((await runOrderSweeps(t.db, now)).expired).toBe(1);
      expect(await usedOf()).toBe(0);
    });

    it('leaves a paid order alone, whatever its deadline', async () => {
      const id = await paid();
      const now = new Date();
      await setTimes(id, { pay_deadline: new Date(now.getTime() - DAY) });
      expect(await runOrderSweeps(t.db, now)).toEqual({ expired: 0, received: 0, completed: 0 });
      expect(await statusOf(id)).toBe(1);
    });
  });

  describe('delivered and received orders', () => {
    it('marks delivered orders received after auto_receive_days (10), by the system', async () => {
      const now = new Date();
      const old = await shipped();
      const recent = await shipped();
      await setTimes(old, { shipped_at: new Date(now.getTime() - 10 * DAY - MINUTE) });
      await setTimes(recent, { shipped_at: new Date(now.getTime() - 9 * DAY) });

      expect(await runOrderSweeps(t.db, now)).toEqual({ expired: 0, received: 1, completed: 0 });
      const row = await rowOf(old);
      expect(row.status).toBe(3);
      expect(row.received_at).toBeInstanceOf(Date);
      expect((await eventsOf(old)).at(-1)).toEqual({
        kind: 'received',
        from_status: 2,
        status: 3,
        actor: 'system',
        actor_id: null,
      });
      expect(await statusOf(recent)).toBe(2);
    });

    it('marks received orders completed after auto_complete_days (7), by the system', async () => {
      const now = new Date();
      const old = await received();
      const recent = await received();
      await setTimes(old, { received_at: new Date(now.getTime() - 7 * DAY - MINUTE) });
      await setTimes(recent, { received_at: new Date(now.getTime() - 6 * DAY) });

      expect(await runOrderSweeps(t.db, now)).toEqual({ expired: 0, received: 0, completed: 1 });
      const row = await rowOf(old);
      expect(row.status).toBe(4);
      expect(row.completed_at).toBeInstanceOf(Date);
      expect((await eventsOf(old)).at(-1)).toEqual({
        kind: 'completed',
        from_status: 3,
        status: 4,
        actor: 'system',
        actor_id: null,
      });
      expect(await statusOf(recent)).toBe(3);
      const list = await call(t.app, 'GET', '/api/user/order_list', { token: s.token, query: { status: 4 } });
      expect(list.data.list.map((o: { id: number }) => o.id)).toContain(old);
    });

    it('counts the days of completion from the receipt, not from the shipping', async () => {
      const now = new Date();
      const id = await shipped();
      await setTimes(id, { shipped_at: new Date(now.getTime() - 30 * DAY) });
      expect(await runOrderSweeps(t.db, now)).toEqual({ expired: 0, received: 1, completed: 0 });
      expect(await statusOf(id)).toBe(3);
    });

    it('follows the settings for the delays', async () => {
      const now = new Date();
      const deliveredOne = await shipped();
      const receivedOne = await received();
      await setTimes(deliveredOne, { shipped_at: new Date(now.getTime() - 3 * DAY) });
      await setTimes(receivedOne, { received_at: new Date(now.getTime() - DAY - MINUTE) });
      // With the defaults (10 and 7 days) neither is due.
      expect(await runOrderSweeps(t.db, now)).toEqual({ expired: 0, received: 0, completed: 0 });

      await setOrderSettings(t.db, { auto_receive_days: 2, auto_complete_days: 1 });
      expect(await runOrderSweeps(t.db, now)).toEqual({ expired: 0, received: 1, completed: 1 });
      expect(await statusOf(deliveredOne)).toBe(3);
      expect(await statusOf(receivedOne)).toBe(4);
    });
  });

  describe('two sweeps at once', () => {
    it('move each due order exactly once: one event each, the stock returned once', async () => {
      await setStock(t.db, one('chopsticks'), 50);
      const now = new Date();
      const unpaidIds: number[] = [];
      for (let i = 0; i < 6; i += 1) unpaidIds.push(await unpaid('chopsticks', 2));
      const shippedIds = [await shipped(), await shipped()];
      const receivedIds = [await received(), await received()];
      expect(await stockOf(t.db, one('chopsticks'))).toMatchObject({ sku: 38 });
      for (const id of unpaidIds) await setTimes(id, { pay_deadline: new Date(now.getTime() - MINUTE) });
      for (const id of shippedIds) await setTimes(id, { shipped_at: new Date(now.getTime() - 11 * DAY) });
      for (const id of receivedIds) await setTimes(id, { received_at: new Date(now.getTime() - 8 * DAY) });

      const results = await Promise.all([runOrderSweeps(t.db, now), runOrderSweeps(t.db, now)]);
      const sum = (key: 'expired' | 'received' | 'completed') =>
        results.reduce((total, result) => total + result[key], 0);
      expect({ expired: sum('expired'), received: sum('received'), completed: sum('completed') }).toEqual({
        expired: 6,
        received: 2,
        completed: 2,
      });

      for (const id of unpaidIds) {
        expect(await statusOf(id)).toBe(-1);
        expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['created', 'expired']);
      }
      for (const id of shippedIds) {
        expect(await statusOf(id)).toBe(3);
        expect((await eventsOf(id)).filter((e) => e.kind === 'received')).toHaveLength(1);
      }
      for (const id of receivedIds) {
        expect(await statusOf(id)).toBe(4);
        expect((await eventsOf(id)).filter((e) => e.kind === 'completed')).toHaveLength(1);
      }
      expect(await stockOf(t.db, one('chopsticks'))).toMatchObject({ sku: 50 });
      const product = await t.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', f.products.chopsticks)
        .executeTakeFirstOrThrow();
      expect(product.stock).toBe(50);
    });
  });
});
