import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture, type ProductKey } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import {
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  nextIp,
  operatorToken,
  pay,
  resetOrderSettings,
  type Shopper,
  skusOf,
} from '../../../test/order-fixture.ts';

const HOUR = 3_600_000;

interface Summary {
  id: number;
  order_no: string;
  total: string;
}

describe(`console: orders, promo codes, freight, settings (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  const sku: Partial<Record<ProductKey, number>> = {};
  const one = (key: ProductKey) => sku[key]!;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    for (const key of Object.keys(f.products) as ProductKey[]) sku[key] = (await skusOf(t.db, f.products[key]))[0];
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerConsistent(t.db));

  const get = (url: string, query?: Record<string, string | number>, lang?: string) =>
    call(t.app, 'GET', `/api/console${url}`, { token: op, query, lang });
  const post = (url: string, body: unknown, lang?: string) =>
    call(t.app, 'POST', `/api/console${url}`, { token: op, body, lang });
  const shopper = (account?: string) =>
    fundedShopper(t.app, t.db, 100_000).then(async (s) => {
      if (!account) return s;
      await t.db
        .updateTable('users')
        .set({ account, account_key: account.toLowerCase() })
        .where('id', '=', s.id)
        .execute();
      return { ...s, account };
    });
  async function order(s: Shopper, key: ProductKey = 'mug'): Promise<Summary> {
    const res = await buyNow(t.app, s, one(key), 1);
    expect(res.code, res.msg).toBe(1);
    return res.data.orders[0];
  }
  async function paidOrder(s: Shopper, key: ProductKey = 'kettle'): Promise<Summary> {
    const o = await order(s, key);
    expect((await pay(t.app, s, [o.id])).code).toBe(1);
    return o;
  }
  const ship = (id: number, carrier = 'DHL', tracking_no = `JD${id}`) =>
    post('/order/ship', { id, carrier, tracking_no });
  const shopperDetail = (s: Shopper, id: number, lang?: string) =>
    call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id }, lang });
  const idsOf = (res: { data: { list: { id: number }[] } }) => res.data.list.map((o) => o.id);

  describe('access', () => {
    const routes = [
      ['GET', '/api/console/orders'],
      ['GET', '/api/console/order?id=1'],
      ['POST', '/api/console/order/ship'],
      ['POST', '/api/console/order/logistics'],
      ['GET', '/api/console/promos'],
      ['POST', '/api/console/promo/save'],
      ['GET', '/api/console/freight'],
      ['POST', '/api/console/freight/save'],
      ['POST', '/api/console/freight/delete'],
      ['GET', '/api/console/shop_options'],
      ['GET', '/api/console/order_settings'],
      ['POST', '/api/console/order_settings'],
    ] as const;

    it.each(routes)('%s %s answers 401 without a token', async (method, url) => {
      const res = await call(t.app, method, url, { body: method === 'POST' ? {} : undefined });
      expect(res).toMatchObject({ status: 401, code: 401, msg: 'Please login first' });
    });

    it("answers 403 to a shopper's token on every route", async () => {
      const s = await registerShopper(t.app, {}, { ip: nextIp() });
      for (const [method, url] of routes) {
        const res = await call(t.app, method, url, { token: s.token, body: method === 'POST' ? {} : undefined });
        expect(res, url).toEqual({
          status: 403,
          code: 403,
          msg: 'You are not allowed to do this',
          data: { error: 'FORBIDDEN' },
        });
      }
    });
  });

  describe('GET /api/console/orders and /api/console/order', () => {
    it("lists every shopper's orders newest first with the buyer, filtered by status, order number and account", async () => {
      const alice = await shopper(uniqueAccount('Alice'));
      const bob = await shopper();
      const a1 = await order(alice, 'mug');
      const a2 = await paidOrder(alice, 'teapot');
      const b1 = await order(bob, 'kettle');

      const all = await get('/orders', { limit: 50 });
      expect(all).toMatchObject({ status: 200, code: 1, data: { page: 1, limit: 50 } });
      const ids = idsOf(all);
      expect(ids.slice(0, 3)).toEqual([b1.id, a2.id, a1.id]);
      expect([...ids].sort((x, y) => y - x)).toEqual(ids);
      const first = all.data.list[0];
      expect(first).toMatchObject({
        id: b1.id,
        order_no: b1.order_no,
        status: 0,
        buyer: { id: bob.id, account: bob.account },
        total: '30.98',
      });
      expect(first).not.toHaveProperty('actions');

      // Account: exact and case-insensitive.
      const byAccount = await get('/orders', { account: alice.account.toUpperCase() });
      expect(idsOf(byAccount)).toEqual([a2.id, a1.id]);
      expect(byAccount.data.total).toBe(2);
      expect(byAccount.data.list.every((o: { buyer: { id: number } }) => o.buyer.id === alice.id)).toBe(true);
      expect((await get('/orders', { account: alice.account.slice(0, -1) })).data).toMatchObject({
        list: [],
        total: 0,
      });

      // Status, alone and with the account.
      const paid = await get('/orders', { status: 1, limit: 50 });
      expect(idsOf(paid)).toContain(a2.id);
      expect(paid.data.list.every((o: { status: number }) => o.status === 1)).toBe(true);
      expect(idsOf(await get('/orders', { status: 0, account: alice.account }))).toEqual([a1.id]);
      expect((await get('/orders', { status: -2 })).data).toMatchObject({ list: [], total: 0 });

      // Order number: exact, or its beginning.
      expect(idsOf(await get('/orders', { order_no: a1.order_no }))).toEqual([a1.id]);
      const prefix = a1.order_no.slice(0, -1);
      const byPrefix = await get('/orders', { order_no: prefix, limit: 50 });
      const expected = (
        await t.db
          .selectFrom('orders')
          .select('id')
          .where('order_no', 'like', `${prefix}%`)
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);
      expect(idsOf(byPrefix)).toEqual(expected);
      expect(expected).toContain(a1.id);
      // LIKE wildcards in the filter are plain characters.
      for (const order_no of ['%', '_', `${a1.order_no.slice(0, 4)}%`]) {
        expect((await get('/orders', { order_no })).data.total, order_no).toBe(0);
      }
    });

    it('pages with page and limit', async () => {
      const s = await shopper();
      for (const key of ['mug', 'teapot', 'kettle'] as const) await order(s, key);
      const page1 = await get('/orders', { account: s.account, limit: 2 });
      const page2 = await get('/orders', { account: s.account, limit: 2, page: 2 });
      expect(page1.data).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(page1.data.list).toHaveLength(2);
      expect(page2.data).toMatchObject({ total: 3, page: 2 });
      expect(page2.data.list).toHaveLength(1);
    });

    it('refuses an unknown status and a limit above 50', async () => {
      for (const query of [{ status: 9 }, { status: 'x' }, { limit: 51 }, { page: 0 }] as Record<
        string,
        string | number
      >[]) {
        expect(await get('/orders', query), JSON.stringify(query)).toMatchObject({
          status: 200,
          code: 0,
          data: { error: 'VALIDATION' },
        });
      }
    });

    it('shows one order with its buyer, checkout number, address and timeline, in English', async () => {
      const s = await shopper();
      const o = await paidOrder(s, 'kettle');
      const res = await get('/order', { id: o.id }, 'zh-CN');
      expect(res).toMatchObject({ status: 200, code: 1 });
      const checkout = await t.db
        .selectFrom('orders')
        .select('checkout_no')
        .where('id', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(res.data).toMatchObject({
        id: o.id,
        order_no: o.order_no,
        status: 1,
        buyer: { id: s.id, account: s.account },
        checkout_no: checkout.checkout_no,
        shop: { id: f.shops.panda, name: 'Panda Home' },
        items: [{ title: 'Electric Kettle', quantity: 1, price: '25.99' }],
        address: { addressee: 'Test Buyer', country: 'US' },
        logistics: null,
        paid_at: expect.any(String),
      });
      expect(res.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid']);
      expect(res.data).not.toHaveProperty('actions');
      expect(await get('/order', { id: 99_999_999 })).toEqual({
        status: 200,
        code: 0,
        msg: 'This order does not exist',
        data: { error: 'ORDER_NOT_FOUND' },
      });
    });
  });

  describe('POST /api/console/order/ship and /api/console/order/logistics', () => {
    it('ships a paid order (1 → 2) with carrier and tracking number, and the shopper sees it in their language', async () => {
      const s = await shopper();
      const o = await paidOrder(s);
      const res = await ship(o.id, 'DHL', 'JD0001');
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Shipped', data: { id: o.id, status: 2 } });
      expect(res.data.logistics).toEqual({
        carrier: 'DHL',
        tracking_no: 'JD0001',
        events: [{ description: 'Handed to DHL, tracking number JD0001', at: expect.any(String) }],
      });
      expect(res.data.timeline.at(-1)).toEqual({
        kind: 'shipped',
        status: 2,
        actor: 'operator',
        at: expect.any(String),
      });
      const row = await t.db
        .selectFrom('orders')
        .select(['status', 'carrier', 'tracking_no', 'shipped_at'])
        .where('id', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 2, carrier: 'DHL', tracking_no: 'JD0001', shipped_at: expect.any(Date) });

      const en = await shopperDetail(s, o.id);
      expect(en.data).toMatchObject({
        status: 2,
        actions: ['confirm', 'refund'],
        logistics: { carrier: 'DHL', tracking_no: 'JD0001' },
      });
      expect(en.data.logistics.events[0].description).toBe('Handed to DHL, tracking number JD0001');
      expect((await shopperDetail(s, o.id, 'ri')).data.logistics.events[0].description).toBe(
        'DHL に引き渡しました。追跡番号 JD0001',
      );
      expect((await shopperDetail(s, o.id, 'zh-CN')).data.logistics.events[0].description).toBe(
        '已交给 DHL，运单号 JD0001',
      );
      expect(en.data.timeline.at(-1)).toMatchObject({ kind: 'shipped', status: 2, actor: 'operator' });
    });

    it('refuses to ship twice, or to ship an order not waiting for delivery, with ORDER_STATUS_CHANGED', async () => {
      const s = await shopper();
      const o = await paidOrder(s);
      expect((await ship(o.id, 'DHL', 'FIRST1')).code).toBe(1);
      const again = await ship(o.id, 'UPS', 'SECOND2');
      expect(again).toEqual({
        status: 200,
        code: 0,
        msg: 'The order status has changed, please refresh',
        data: { error: 'ORDER_STATUS_CHANGED' },
      });
      const row = await t.db
        .selectFrom('orders')
        .select(['carrier', 'tracking_no'])
        .where('id', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ carrier: 'DHL', tracking_no: 'FIRST1' });
      expect(
        await t.db.selectFrom('logistics_events').select('kind').where('order_id', '=', o.id).execute(),
      ).toHaveLength(1);
      expect(
        await t.db
          .selectFrom('order_events')
          .select('kind')
          .where('order_id', '=', o.id)
          .where('kind', '=', 'shipped')
          .execute(),
      ).toHaveLength(1);

      const unpaid = await order(s);
      expect(await ship(unpaid.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      const cancelled = await order(s);
      await call(t.app, 'POST', '/api/order/cancel', { token: s.token, body: { id: cancelled.id } });
      expect(await ship(cancelled.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await ship(99_999_999)).toMatchObject({ code: 0, data: { error: 'ORDER_NOT_FOUND' } });
      const rows = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', 'in', [unpaid.id, cancelled.id])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.status)).toEqual([0, -1]);
    });

    it('refuses a blank carrier or tracking number and unknown fields', async () => {
      const s = await shopper();
      const o = await paidOrder(s);
      for (const body of [
        { id: o.id, carrier: '  ', tracking_no: 'X1' },
        { id: o.id, carrier: 'DHL', tracking_no: '' },
        { id: o.id, carrier: 'DHL' },
        { id: o.id, carrier: 'x'.repeat(61), tracking_no: 'X1' },
      ]) {
        expect(await post('/order/ship', body), JSON.stringify(body)).toMatchObject({
          code: 0,
          data: { error: 'VALIDATION' },
        });
      }
      expect(await post('/order/ship', { id: o.id, carrier: 'DHL', tracking_no: 'X1', status: 4 })).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
      expect(
        (await t.db.selectFrom('orders').select('status').where('id', '=', o.id).executeTakeFirstOrThrow()).status,
      ).toBe(1);
    });

    it('adds tracking events to a delivered order only, newest first', async () => {
      const s = await shopper();
      const o = await paidOrder(s);
      const early = await post('/order/logistics', { id: o.id, description: 'Left the warehouse' });
      expect(early).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });

      await ship(o.id, 'DHL', 'TRK9');
      const res = await post('/order/logistics', { id: o.id, description: '  Arrived at the sorting centre  ' });
      expect(res).toMatchObject({ status: 200, code: 1, data: { status: 2 } });
      expect(res.data.logistics.events.map((e: { description: string }) => e.description)).toEqual([
        'Arrived at the sorting centre',
        'Handed to DHL, tracking number TRK9',
      ]);
      const seen = await shopperDetail(s, o.id, 'ri');
      expect(seen.data.logistics.events.map((e: { description: string }) => e.description)).toEqual([
        'Arrived at the sorting centre',
        'DHL に引き渡しました。追跡番号 TRK9',
      ]);

      expect(await post('/order/logistics', { id: o.id, description: ' ' })).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION' },
      });
      expect(await post('/order/logistics', { id: 99_999_999, description: 'Lost' })).toMatchObject({
        code: 0,
        data: { error: 'ORDER_NOT_FOUND' },
      });

      expect((await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id: o.id } })).code).toBe(1);
      expect(await post('/order/logistics', { id: o.id, description: 'Too late' })).toMatchObject({
        code: 0,
        data: { error: 'ORDER_STATUS_CHANGED' },
      });
      expect(
        await t.db.selectFrom('logistics_events').select('id').where('order_id', '=', o.id).execute(),
      ).toHaveLength(2);

      const unpaid = await order(s);
      expect(await post('/order/logistics', { id: unpaid.id, description: 'Nope' })).toMatchObject({
        code: 0,
        data: { error: 'ORDER_STATUS_CHANGED' },
      });
    });
  });

  describe('promo codes', () => {
    const window = () => ({
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    });

    it('creates a code and answers it', async () => {
      const times = window();
      const res = await post('/promo/save', {
        code: 'welcome10',
        kind: 'percent',
        percent_off: 10,
        max_discount: '5',
        min_spend: 20,
        total_limit: 100,
        per_user_limit: 1,
        ...times,
      });
      expect(res).toEqual({
        status: 200,
        code: 1,
        msg: 'Save success',
        data: {
          id: expect.any(Number),
          code: 'WELCOME10',
          kind: 'percent',
          percent_off: 10,
          amount_off: null,
          max_discount: '5.00',
          min_spend: '20.00',
          starts_at: new Date(times.starts_at).toISOString(),
          ends_at: new Date(times.ends_at).toISOString(),
          total_limit: 100,
          per_user_limit: 1,
          used: 0,
          active: true,
        },
      });
      const fixed = await post('/promo/save', {
        code: 'FLAT3',
        kind: 'fixed',
        amount_off: '3.50',
        percent_off: 50,
        max_discount: '1',
        ...window(),
      });
      expect(fixed.data).toMatchObject({
        kind: 'fixed',
        amount_off: '3.50',
        percent_off: null,
        max_discount: null,
        min_spend: '0.00',
        total_limit: null,
        per_user_limit: null,
      });
    });

    it('lists codes newest first with paging', async () => {
      const a = await post('/promo/save', { code: 'LISTA', kind: 'percent', percent_off: 5, ...window() });
      const b = await post('/promo/save', { code: 'LISTB', kind: 'percent', percent_off: 6, ...window() });
      const list = await get('/promos', { limit: 50 });
      expect(list).toMatchObject({ status: 200, code: 1, data: { page: 1, limit: 50 } });
      const ids = idsOf(list);
      expect(ids.indexOf(b.data.id)).toBeLessThan(ids.indexOf(a.data.id));
      expect(list.data.total).toBe(ids.length);
      expect(list.data.list.find((p: { id: number }) => p.id === a.data.id)).toEqual(a.data);
      const paged = await get('/promos', { limit: 1, page: 2 });
      expect(paged.data).toMatchObject({ total: list.data.total, page: 2, limit: 1 });
      expect(idsOf(paged)).toEqual([ids[1]]);
    });

    it('updates a code when id is given', async () => {
      const created = await post('/promo/save', { code: 'EDITME', kind: 'percent', percent_off: 5, ...window() });
      const times = window();
      const res = await post('/promo/save', {
        id: created.data.id,
        code: 'EDITED',
        kind: 'fixed',
        amount_off: 2,
        active: false,
        total_limit: 10,
        ...times,
      });
      expect(res).toMatchObject({
        code: 1,
        data: {
          id: created.data.id,
          code: 'EDITED',
          kind: 'fixed',
          amount_off: '2.00',
          percent_off: null,
          active: false,
          total_limit: 10,
          used: 0,
        },
      });
      const row = await t.db
        .selectFrom('promo_codes')
        .selectAll()
        .where('id', '=', created.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ code: 'EDITED', kind: 'fixed', amount_off: 200, percent_off: null, active: false });
      // Keeping its own code is fine.
      expect(
        (await post('/promo/save', { id: created.data.id, code: 'edited', kind: 'percent', percent_off: 7, ...times }))
          .code,
      ).toBe(1);
      expect(
        await post('/promo/save', { id: 99_999_999, code: 'GHOST', kind: 'percent', percent_off: 7, ...times }),
      ).toMatchObject({
        code: 0,
        data: { error: 'NOT_FOUND' },
      });
    });

    it('refuses a code that already exists with PROMO_CODE_TAKEN, whatever its case', async () => {
      const first = await post('/promo/save', { code: 'TAKEN1', kind: 'percent', percent_off: 5, ...window() });
      const other = await post('/promo/save', { code: 'TAKEN2', kind: 'percent', percent_off: 5, ...window() });
      for (const body of [
        { code: 'TAKEN1', kind: 'percent', percent_off: 9, ...window() },
        { code: 'taken1', kind: 'fixed', amount_off: 1, ...window() },
        { id: other.data.id, code: 'Taken1', kind: 'percent', percent_off: 5, ...window() },
      ]) {
        expect(await post('/promo/save', body), JSON.stringify(body)).toEqual({
          status: 200,
          code: 0,
          msg: 'This promo code already exists',
          data: { error: 'PROMO_CODE_TAKEN' },
        });
      }
      const rows = await t.db
        .selectFrom('promo_codes')
        .select(['id', 'code', 'percent_off'])
        .where('code', 'in', ['TAKEN1', 'TAKEN2'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: first.data.id, code: 'TAKEN1', percent_off: 5 },
        { id: other.data.id, code: 'TAKEN2', percent_off: 5 },
      ]);
    });

    it('refuses a total cap below the uses already made', async () => {
      const promo = await post('/promo/save', {
        code: 'CAPPED',
        kind: 'percent',
        percent_off: 5,
        total_limit: 5,
        ...window(),
      });
      for (const s of [await shopper(), await shopper()]) {
        const res = await buyNow(t.app, s, one('mug'), 1, { promo_code: 'CAPPED' });
        expect(res.code, res.msg).toBe(1);
      }
      const refused = await post('/promo/save', {
        id: promo.data.id,
        code: 'CAPPED',
        kind: 'percent',
        percent_off: 5,
        total_limit: 1,
        ...window(),
      });
      expect(refused).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      const ok = await post('/promo/save', {
        id: promo.data.id,
        code: 'CAPPED',
        kind: 'percent',
        percent_off: 5,
        total_limit: 2,
        ...window(),
      });
      expect(ok.data).toMatchObject({ total_limit: 2, used: 2 });
    });

    it('validates the terms', async () => {
      const cases = [
        [{ code: 'BAD1', kind: 'percent', ...window() }, 'Enter a percent from 1 to 100, or an amount above 0'],
        [
          { code: 'BAD2', kind: 'percent', percent_off: 101, ...window() },
          'Enter a percent from 1 to 100, or an amount above 0',
        ],
        [
          { code: 'BAD3', kind: 'fixed', amount_off: 0, ...window() },
          'Enter a percent from 1 to 100, or an amount above 0',
        ],
        [{ code: 'BAD4', kind: 'fixed', amount_off: '1.234', ...window() }, 'Please enter a correct amount'],
        [
          { code: 'BAD5', kind: 'percent', percent_off: 5, starts_at: window().ends_at, ends_at: window().starts_at },
          'The end must be after the start',
        ],
        [
          { code: 'BAD6', kind: 'percent', percent_off: 5, starts_at: 'tomorrow', ends_at: window().ends_at },
          'Please enter a correct date and time',
        ],
        [{ code: 'a b', kind: 'percent', percent_off: 5, ...window() }, 'Please enter a correct promo code'],
        [{ code: 'BAD8', kind: 'gift', percent_off: 5, ...window() }, undefined],
      ] as const;
      for (const [body, msg] of cases) {
        const res = await post('/promo/save', body);
        expect(res, JSON.stringify(body)).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
        if (msg) expect(res.msg, JSON.stringify(body)).toBe(msg);
      }
      expect(
        await post('/promo/save', { code: 'BAD9', kind: 'percent', percent_off: 5, used: 0, ...window() }),
      ).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
      const stored = await t.db.selectFrom('promo_codes').select('code').where('code', 'like', 'BAD%').execute();
      expect(stored).toEqual([]);
    });
  });

  describe('freight rules', () => {
    it('lists the default rule first: $4.99, free from $49.00', async () => {
      const res = await get('/freight');
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data.list[0]).toEqual({
        id: expect.any(Number),
        shop_id: null,
        shop_name: null,
        fee: '4.99',
        free_above: '49.00',
        mode: 'flat',
        first_weight_g: null,
        step_weight_g: null,
        step_fee: null,
        version: expect.any(Number),
      });
    });

    it("saves a shop's rule, updates it in place and deletes it", async () => {
      const saved = await post('/freight/save', { shop_id: f.shops.seoul, fee: '3', free_above: 30 });
      expect(saved).toEqual({
        status: 200,
        code: 1,
        msg: 'Save success',
        data: {
          id: expect.any(Number),
          shop_id: f.shops.seoul,
          shop_name: 'Seoul Style',
          fee: '3.00',
          free_above: '30.00',
          mode: 'flat',
          first_weight_g: null,
          step_weight_g: null,
          step_fee: null,
          version: 1,
        },
      });
      const updated = await post('/freight/save', { shop_id: f.shops.seoul, fee: '2.50', free_above: null });
      expect(updated.data).toEqual({
        id: saved.data.id,
        shop_id: f.shops.seoul,
        shop_name: 'Seoul Style',
        fee: '2.50',
        free_above: null,
        mode: 'flat',
        first_weight_g: null,
        step_weight_g: null,
        step_fee: null,
        // Every console save moves the version (a seller's save against the older one is refused).
        version: 2,
      });
      const list = (await get('/freight')).data.list as { shop_id: number | null }[];
      expect(list.filter((rule) => rule.shop_id === f.shops.seoul)).toHaveLength(1);
      expect(list[0]!.shop_id).toBeNull();

      const deleted = await post('/freight/delete', { shop_id: f.shops.seoul });
      expect(deleted).toEqual({ status: 200, code: 1, msg: 'Delete success', data: null });
      expect(
        ((await get('/freight')).data.list as { shop_id: number | null }[]).some(
          (rule) => rule.shop_id === f.shops.seoul,
        ),
      ).toBe(false);
      expect(await post('/freight/delete', { shop_id: f.shops.seoul })).toEqual({
        status: 200,
        code: 0,
        msg: 'Not found',
        data: { error: 'NOT_FOUND' },
      });
    });

    it('never deletes the default rule', async () => {
      // A shop without a rule of its own: NOT_FOUND, and the default rule it falls back to stays.
      expect(await post('/freight/delete', { shop_id: f.shops.cafe })).toMatchObject({
        code: 0,
        data: { error: 'NOT_FOUND' },
      });
      for (const shop_id of [null, 0]) {
        expect(await post('/freight/delete', { shop_id }), String(shop_id)).toMatchObject({
          code: 0,
          data: { error: 'VALIDATION' },
        });
      }
      const list = (await get('/freight')).data.list;
      expect(list[0]).toMatchObject({ shop_id: null, fee: '4.99', free_above: '49.00' });
    });

    it('changes the default rule when shop_id is null', async () => {
      const before = (await get('/freight')).data.list[0];
      try {
        const res = await post('/freight/save', { shop_id: null, fee: '5.99', free_above: '59' });
        expect(res.data).toEqual({
          id: before.id,
          shop_id: null,
          shop_name: null,
          fee: '5.99',
          free_above: '59.00',
          mode: 'flat',
          first_weight_g: null,
          step_weight_g: null,
          step_fee: null,
          version: before.version + 1,
        });
        const s = await shopper();
        const quote = await call(t.app, 'POST', '/api/order/preview', {
          token: s.token,
          body: { source: { buy_now: { sku_id: one('mug'), quantity: 1 } } },
        });
        expect(quote.data).toMatchObject({ freight: '5.99', total: '14.98' });
      } finally {
        await post('/freight/save', { shop_id: null, fee: before.fee, free_above: before.free_above });
      }
      // The rule as it was; the two saves moved its version twice.
      expect((await get('/freight')).data.list[0]).toEqual({ ...before, version: before.version + 2 });
    });

    it('refuses an unknown shop, a bad amount and unknown fields', async () => {
      expect(await post('/freight/save', { shop_id: 99_999_999, fee: 1, free_above: null })).toMatchObject({
        code: 0,
        msg: 'This shop does not exist',
        data: { error: 'SHOP_NOT_FOUND' },
      });
      for (const body of [
        { shop_id: f.shops.cafe, fee: '-1', free_above: null },
        { shop_id: f.shops.cafe, fee: '1.234', free_above: null },
        { shop_id: f.shops.cafe, fee: 'free', free_above: null },
        { shop_id: f.shops.cafe, fee: 1 },
      ]) {
        expect(await post('/freight/save', body), JSON.stringify(body)).toMatchObject({
          code: 0,
          data: { error: 'VALIDATION' },
        });
      }
      expect(await post('/freight/save', { shop_id: f.shops.cafe, fee: 1, free_above: null, id: 1 })).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
      expect(
        ((await get('/freight')).data.list as { shop_id: number | null }[]).some(
          (rule) => rule.shop_id === f.shops.cafe,
        ),
      ).toBe(false);
    });
  });

  describe('GET /api/console/shop_options', () => {
    it('lists every shop by its English name', async () => {
      const res = await get('/shop_options', undefined, 'zh-CN');
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect([...res.data.list].sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(
        [
          { id: f.shops.sunrise, name: 'Sunrise Audio' },
          { id: f.shops.cafe, name: 'Café Corner' },
          { id: f.shops.panda, name: 'Panda Home' },
          { id: f.shops.seoul, name: 'Seoul Style' },
        ].sort((a, b) => a.id - b.id),
      );
    });
  });

  describe('order settings', () => {
    const valid = {
      all_regions_open: false,
      open_regions: ['jp', 'US', 'JP'],
      pay_timeout_minutes: 15,
      auto_receive_days: 5,
      auto_complete_days: 3,
    };

    it('answers the defaults, saves new settings and answers them back', async () => {
      try {
        expect(await get('/order_settings')).toEqual({
          status: 200,
          code: 1,
          msg: 'Success',
          data: {
            all_regions_open: true,
            open_regions: [],
            pay_timeout_minutes: 30,
            auto_receive_days: 10,
            auto_complete_days: 7,
            seller_refund_days: 3,
            return_address: null,
          },
        });
        const saved = await post('/order_settings', valid);
        // Fields the body leaves out keep their values (a console that does not know them changes nothing).
        const expected = { ...valid, open_regions: ['JP', 'US'], seller_refund_days: 3, return_address: null };
        expect(saved).toEqual({ status: 200, code: 1, msg: 'Save success', data: expected });
        expect((await get('/order_settings')).data).toEqual(expected);

        // They take effect: a shopper in GB is now outside the open regions.
        const gb = await registerShopper(t.app, { country: 'GB' }, { ip: nextIp() });
        expect(await call(t.app, 'GET', '/api/cart/list', { token: gb.token })).toMatchObject({
          code: 0,
          data: { error: 'REGION_CLOSED' },
        });
        const us = await registerShopper(t.app, { country: 'US' }, { ip: nextIp() });
        expect((await call(t.app, 'GET', '/api/cart/list', { token: us.token })).code).toBe(1);
      } finally {
        await resetOrderSettings(t.db);
      }
    });

    it('refuses values out of range, bad regions, missing and unknown fields, and keeps the settings', async () => {
      const bad = [
        { ...valid, pay_timeout_minutes: 4 },
        { ...valid, pay_timeout_minutes: 1441 },
        { ...valid, auto_receive_days: 0 },
        { ...valid, auto_complete_days: 61 },
        { ...valid, auto_receive_days: 1.5 },
        { ...valid, open_regions: ['USA'] },
        { ...valid, open_regions: 'JP' },
        { ...valid, all_regions_open: 'no' },
        (({ pay_timeout_minutes: _omit, ...rest }) => rest)(valid),
      ];
      for (const body of bad)
        expect(await post('/order_settings', body), JSON.stringify(body)).toMatchObject({
          code: 0,
          data: { error: 'VALIDATION' },
        });
      expect(await post('/order_settings', { ...valid, currency: 'USD' })).toMatchObject({
        code: 0,
        data: { error: 'UNKNOWN_FIELD' },
      });
      expect((await get('/order_settings')).data).toMatchObject({ all_regions_open: true, pay_timeout_minutes: 30 });
    });
  });
});
