import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture, type ProductKey } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  balanceOf,
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  operatorToken,
  PAY_CODE,
  pay,
  type Shopper,
  skusOf,
  stockOf,
} from '../../../test/order-fixture.ts';
import { creditBalance } from '../ledger/ledger.service.ts';

interface Summary {
  id: number;
  order_no: string;
  total: string;
}

describe(`orders and payment (${engine})`, () => {
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
  beforeEach(async () => {
    await t.db.updateTable('skus').set({ stock: 50 }).execute();
    await t.db
      .updateTable('products')
      .set({ stock: sql`(select coalesce(sum(skus.stock), 0) from skus where skus.product_id = products.id)` })
      .execute();
  });
  // docs/domain.md#the-ledger-equation: after every money test, every balance is the sum of its ledger entries and none is negative.
  afterEach(() => expectLedgerConsistent(t.db));

  const shopper = (balance = 100_000) => fundedShopper(t.app, t.db, balance);
  /** Buys one product now: mug 8.99 + 4.99 freight = 13.98; teapot 20.50 + 4.99 = 25.49; headphones 59.99 (free freight). */
  async function order(s: Shopper, key: ProductKey = 'mug', quantity = 1): Promise<Summary> {
    const res = await buyNow(t.app, s, one(key), quantity);
    expect(res.code, res.msg).toBe(1);
    return res.data.orders[0];
  }
  const payInfo = (s: { token: string }, ids: (number | string)[]) =>
    call(t.app, 'GET', '/api/order/pay_info', { token: s.token, query: { ids: ids.join(',') } });
  const detail = (s: { token: string }, id: number, lang?: string) =>
    call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id }, lang });
  const cancel = (s: { token: string }, id: unknown) =>
    call(t.app, 'POST', '/api/order/cancel', { token: s.token, body: { id } });
  const confirm = (s: { token: string }, id: unknown) =>
    call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } });
  const counts = (s: { token: string }) => call(t.app, 'GET', '/api/order/counts', { token: s.token });
  async function ship(id: number) {
    const res = await call(t.app, 'POST', '/api/console/order/ship', {
      token: op,
      body: { id, carrier: 'DHL', tracking_no: `JD${id}` },
    });
    expect(res.code, res.msg).toBe(1);
  }
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const entriesOf = (userId: number) =>
    t.db
      .selectFrom('balance_entries')
      .select(['amount', 'kind', 'ref_type', 'ref_id', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const eventsOf = (orderId: number) =>
    t.db
      .selectFrom('order_events')
      .select(['kind', 'status', 'actor'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  /** The ledger as the fixture funded it: one adjustment entry. */
  const fundedOnly = (amount: number) => [
    { amount, kind: 'adjustment', ref_type: 'test', ref_id: null, balance_after: amount },
  ];
  const clearPayCode = (userId: number) =>
    t.db.updateTable('users').set({ pay_password_hash: null }).where('id', '=', userId).execute();
  const salesOf = async (key: ProductKey) => {
    const row = await t.db
      .selectFrom('skus')
      .innerJoin('products', 'products.id', 'skus.product_id')
      .innerJoin('shops', 'shops.id', 'products.shop_id')
      .select([
        'skus.sales as sku',
        'products.sales as product',
        'shops.sales as shop',
        'shops.total_sales as turnover',
      ])
      .where('skus.id', '=', one(key))
      .executeTakeFirstOrThrow();
    return row;
  };

  describe('GET /api/order/pay_info', () => {
    it('describes the orders to pay, their total, the balance and the earliest deadline', async () => {
      const s = await shopper(10_000);
      const a = await order(s, 'mug');
      const b = await order(s, 'teapot');
      const rows = await t.db
        .selectFrom('orders')
        .select(['id', 'pay_deadline'])
        .where('id', 'in', [a.id, b.id])
        .orderBy('id')
        .execute();
      const res = await payInfo(s, [b.id, a.id]);
      expect(res).toEqual({
        status: 200,
        code: 1,
        msg: 'Success',
        data: {
          orders: [
            { id: a.id, order_no: a.order_no, total: '13.98', status: 0 },
            { id: b.id, order_no: b.order_no, total: '25.49', status: 0 },
          ],
          total: '39.47',
          balance: '100.00',
          has_pay_password: true,
          pay_deadline: new Date(Math.min(...rows.map((row) => row.pay_deadline.getTime()))).toISOString(),
        },
      });
    });

    it('leaves orders no longer waiting out of the total', async () => {
      const s = await shopper();
      const a = await order(s, 'mug');
      const b = await order(s, 'teapot');
      expect((await pay(t.app, s, [a.id])).code).toBe(1);
      const res = await payInfo(s, [a.id, b.id]);
      expect(res.data).toMatchObject({
        total: '25.49',
        orders: [
          { id: a.id, status: 1 },
          { id: b.id, status: 0 },
        ],
      });
      expect((await pay(t.app, s, [b.id])).code).toBe(1);
      expect((await payInfo(s, [a.id, b.id])).data).toMatchObject({ total: '0.00', pay_deadline: null });
    });

    it('says when the shopper has no payment code', async () => {
      const s = await shopper();
      const a = await order(s);
      await clearPayCode(s.id);
      expect((await payInfo(s, [a.id])).data.has_pay_password).toBe(false);
    });

    it('refuses malformed ids', async () => {
      const s = await shopper();
      for (const ids of ['', 'abc', '1,,2', '-1', Array.from({ length: 21 }, (_, i) => i + 1).join(',')]) {
        const res = await call(t.app, 'GET', '/api/order/pay_info', { token: s.token, query: { ids } });
        expect(res, ids).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
      }
    });
  });

  describe('POST /api/order/pay', () => {
    it('pays an order: 0 → 1, one ledger entry of kind order_pay, "Pay success"', async () => {
      const s = await shopper(10_000);
      const a = await order(s);
      const res = await pay(t.app, s, [a.id]);
      expect(res).toEqual({
        status: 200,
        code: 1,
        msg: 'Pay success',
        data: { orders: [{ id: a.id, order_no: a.order_no, total: '13.98' }], paid: '13.98', balance: '86.02' },
      });
      const row = await t.db
        .selectFrom('orders')
        .select(['status', 'paid_at'])
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
      expect(row.paid_at).toBeInstanceOf(Date);
      expect(await balanceOf(t.db, s.id)).toBe(8602);
      expect(await entriesOf(s.id)).toEqual([
        ...fundedOnly(10_000),
        { amount: -1398, kind: 'order_pay', ref_type: 'order', ref_id: a.id, balance_after: 8602 },
      ]);
      expect(await eventsOf(a.id)).toEqual([
        { kind: 'created', status: 0, actor: 'shopper' },
        { kind: 'paid', status: 1, actor: 'shopper' },
      ]);
    });

    it('pays several orders at once with one ledger entry per order', async () => {
      const s = await shopper(20_000);
      for (const key of ['mug', 'teapot', 'headphones'] as const) {
        await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: one(key), quantity: 1 } });
      }
      const created = await call(t.app, 'POST', '/api/order/create', {
        token: s.token,
        body: { source: { cart: true }, address_id: s.addressId },
      });
      expect(created.code, created.msg).toBe(1);
      const orders = created.data.orders as Summary[];
      expect(orders).toHaveLength(3);
      const res = await pay(
        t.app,
        s,
        orders.map((o) => o.id),
      );
      // 13.98 + 25.49 + 59.99
      expect(res).toMatchObject({ code: 1, data: { paid: '99.46', balance: '100.54' } });
      expect(res.data.orders.map((o: Summary) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());
      for (const o of orders) expect(await statusOf(o.id)).toBe(1);
      const payments = (await entriesOf(s.id)).filter((entry) => entry.kind === 'order_pay');
      expect(payments).toHaveLength(3);
      for (const o of orders) {
        expect(payments.filter((entry) => entry.ref_id === o.id)).toEqual([
          {
            amount: -Math.round(Number(o.total) * 100),
            kind: 'order_pay',
            ref_type: 'order',
            ref_id: o.id,
            balance_after: expect.any(Number),
          },
        ]);
      }
      expect(payments.at(-1)!.balance_after).toBe(10_054);
      expect(await balanceOf(t.db, s.id)).toBe(10_054);
    });

    it('refuses a wrong payment code with the attempts left and moves nothing', async () => {
      const s = await shopper(10_000);
      const a = await order(s);
      const wrong = await pay(t.app, s, [a.id], undefined, '999999');
      expect(wrong).toEqual({
        status: 200,
        code: 0,
        msg: 'Wrong payment code, 4 attempts left',
        data: { error: 'PAY_PASSWORD_WRONG', attempts_left: 4 },
      });
      const again = await pay(t.app, s, [a.id], undefined, '999998');
      expect(again).toMatchObject({ code: 0, msg: 'Wrong payment code, 3 attempts left', data: { attempts_left: 3 } });
      expect(await statusOf(a.id)).toBe(0);
      expect(await balanceOf(t.db, s.id)).toBe(10_000);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(10_000));
      // The right code still pays.
      expect((await pay(t.app, s, [a.id])).code).toBe(1);
    });

    it('refuses with PAY_PASSWORD_NOT_SET when the shopper has no payment code', async () => {
      const s = await shopper(10_000);
      const a = await order(s);
      await clearPayCode(s.id);
      expect(await pay(t.app, s, [a.id])).toEqual({
        status: 200,
        code: 0,
        msg: 'Please set a payment code first',
        data: { error: 'PAY_PASSWORD_NOT_SET' },
      });
      expect(await statusOf(a.id)).toBe(0);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(10_000));
    });

    it('refuses with INSUFFICIENT_BALANCE and moves nothing', async () => {
      const s = await shopper(1000);
      const a = await order(s);
      const salesBefore = await salesOf('mug');
      const res = await pay(t.app, s, [a.id]);
      expect(res).toEqual({
        status: 200,
        code: 0,
        msg: 'Insufficient balance, please recharge',
        data: { error: 'INSUFFICIENT_BALANCE' },
      });
      expect(await statusOf(a.id)).toBe(0);
      expect(await balanceOf(t.db, s.id)).toBe(1000);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(1000));
      expect(await eventsOf(a.id)).toEqual([{ kind: 'created', status: 0, actor: 'shopper' }]);
      expect(await salesOf('mug')).toEqual(salesBefore);
    });

    it('pays all of several orders or none: a balance covering only the first pays nothing', async () => {
      const s = await shopper(2000);
      const a = await order(s, 'mug'); // 13.98
      const b = await order(s, 'teapot'); // 25.49
      expect(await pay(t.app, s, [a.id, b.id])).toMatchObject({ code: 0, data: { error: 'INSUFFICIENT_BALANCE' } });
      expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([0, 0]);
      expect(await balanceOf(t.db, s.id)).toBe(2000);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(2000));
    });

    it('refuses an order already paid or cancelled with ORDER_STATUS_CHANGED, and pays nothing of the batch', async () => {
      const s = await shopper(10_000);
      const a = await order(s, 'mug');
      const b = await order(s, 'teapot');
      const c = await order(s, 'greenTea');
      expect((await pay(t.app, s, [a.id])).code).toBe(1);
      expect(await pay(t.app, s, [a.id])).toEqual({
        status: 200,
        code: 0,
        msg: 'The order status has changed, please refresh',
        data: { error: 'ORDER_STATUS_CHANGED' },
      });
      expect(await pay(t.app, s, [b.id, a.id])).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await statusOf(b.id)).toBe(0);
      expect((await cancel(s, c.id)).code).toBe(1);
      expect(await pay(t.app, s, [c.id])).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await statusOf(c.id)).toBe(-1);
      expect((await entriesOf(s.id)).filter((entry) => entry.kind === 'order_pay')).toHaveLength(1);
      expect(await balanceOf(t.db, s.id)).toBe(10_000 - 1398);
    });

    it('refuses an order past its pay deadline before the sweep, says so, and cancels it in the same call', async () => {
      const s = await shopper(10_000);
      const before = await stockOf(t.db, one('teapot'));
      const a = await order(s, 'mug');
      const b = await order(s, 'teapot', 2);
      await t.db
        .updateTable('orders')
        .set({ pay_deadline: new Date(Date.now() - 60_000) })
        .where('id', '=', b.id)
        .execute();
      const res = await call(t.app, 'POST', '/api/order/pay', {
        token: s.token,
        lang: 'tai',
        body: { order_ids: [a.id, b.id], pay_password: PAY_CODE },
      });
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'หมดเวลาชำระเงินสำหรับคำสั่งซื้อนี้แล้ว คำสั่งซื้อจึงถูกยกเลิก',
        data: { error: 'ORDER_PAY_EXPIRED' },
      });
      // The batch paid nothing (a, still in time, waits), the late order is cancelled with its stock back.
      expect([await statusOf(a.id), await statusOf(b.id)]).toEqual([0, -1]);
      expect(await stockOf(t.db, one('teapot'))).toEqual(before);
      expect(await eventsOf(b.id)).toEqual([
        { kind: 'created', status: 0, actor: 'shopper' },
        { kind: 'expired', status: -1, actor: 'system' },
      ]);
      expect(await eventsOf(a.id)).toEqual([{ kind: 'created', status: 0, actor: 'shopper' }]);
      expect(await balanceOf(t.db, s.id)).toBe(10_000);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(10_000));
      // Paying it again: it is simply cancelled now.
      expect(await pay(t.app, s, [b.id])).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
    });

    it('replays the first answer to the same Idempotency-Key and body, debiting once', async () => {
      const s = await shopper(10_000);
      const a = await order(s);
      const key = 'a1b2c3d4-0000-4000-8000-000000000001';
      const first = await pay(t.app, s, [a.id], key);
      expect(first).toMatchObject({ code: 1, msg: 'Pay success' });
      const second = await pay(t.app, s, [a.id], key);
      expect(second).toEqual(first);
      expect(await balanceOf(t.db, s.id)).toBe(8602);
      expect((await entriesOf(s.id)).filter((entry) => entry.kind === 'order_pay')).toHaveLength(1);
      // Without the key the same request is a new payment attempt, refused because the order is paid.
      expect(await pay(t.app, s, [a.id])).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
    });

    it('refuses the same Idempotency-Key with another body', async () => {
      const s = await shopper(10_000);
      const a = await order(s, 'mug');
      const b = await order(s, 'teapot');
      const key = 'reuse-key-0001';
      expect((await pay(t.app, s, [a.id], key)).code).toBe(1);
      const other = await pay(t.app, s, [b.id], key);
      expect(other).toEqual({
        status: 200,
        code: 0,
        msg: 'This request was already sent with different content',
        data: { error: 'IDEMPOTENCY_KEY_REUSED' },
      });
      expect(await statusOf(b.id)).toBe(0);
      expect(await balanceOf(t.db, s.id)).toBe(10_000 - 1398);
    });

    it('lets a key whose attempt failed be used again once the failure is fixed', async () => {
      const s = await shopper(1000);
      const a = await order(s);
      const key = 'retry-after-topup-1';
      expect(await pay(t.app, s, [a.id], key)).toMatchObject({ code: 0, data: { error: 'INSUFFICIENT_BALANCE' } });
      await t.db
        .transaction()
        .execute((trx) => creditBalance(trx, s.id, 1000, { kind: 'adjustment', refType: 'test' }));
      const res = await pay(t.app, s, [a.id], key);
      expect(res).toMatchObject({ code: 1, data: { paid: '13.98', balance: '6.02' } });
    });

    it('keeps keys apart per shopper', async () => {
      const a = await shopper(10_000);
      const b = await shopper(10_000);
      const orderA = await order(a);
      const orderB = await order(b);
      const key = 'same-key-two-shoppers';
      expect((await pay(t.app, a, [orderA.id], key)).code).toBe(1);
      expect((await pay(t.app, b, [orderB.id], key)).code).toBe(1);
      expect([await statusOf(orderA.id), await statusOf(orderB.id)]).toEqual([1, 1]);
    });

    it('refuses a malformed Idempotency-Key with VALIDATION and moves nothing', async () => {
      const s = await shopper(10_000);
      const a = await order(s);
      for (const key of ['short', 'has spaces in it', 'semi;colon;key', 'x'.repeat(101)]) {
        expect(await pay(t.app, s, [a.id], key), key).toMatchObject({
          status: 200,
          code: 0,
          data: { error: 'VALIDATION' },
        });
      }
      expect(await statusOf(a.id)).toBe(0);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(10_000));
    });

    it('refuses a malformed body', async () => {
      const s = await shopper(10_000);
      const a = await order(s);
      const bodies = [
        [{ order_ids: [], pay_password: PAY_CODE }, 'VALIDATION'],
        [{ order_ids: [a.id] }, 'VALIDATION'],
        [{ order_ids: [a.id], pay_password: '12ab56' }, 'VALIDATION'],
        [{ order_ids: Array.from({ length: 21 }, (_, i) => a.id + i), pay_password: PAY_CODE }, 'VALIDATION'],
        [{ order_ids: [a.id], pay_password: PAY_CODE, amount: '0.01' }, 'UNKNOWN_FIELD'],
      ] as const;
      for (const [body, error] of bodies) {
        const res = await call(t.app, 'POST', '/api/order/pay', { token: s.token, body });
        expect(res, JSON.stringify(body)).toMatchObject({ code: 0, data: { error } });
      }
      expect(await statusOf(a.id)).toBe(0);
      expect(
        await call(t.app, 'POST', '/api/order/pay', { body: { order_ids: [a.id], pay_password: PAY_CODE } }),
      ).toMatchObject({ status: 401 });
    });

    it('counts the sale of the SKU, product and shop on payment only', async () => {
      const s = await shopper(20_000);
      const start = await salesOf('teapot');
      const a = await order(s, 'teapot', 2); // 41.00 of goods, ships free? no: 41.00 < 49.00, freight 4.99
      expect(await salesOf('teapot')).toEqual(start);
      const c = await order(s, 'teapot', 1);
      expect((await cancel(s, c.id)).code).toBe(1);
      expect(await salesOf('teapot')).toEqual(start);

      expect((await pay(t.app, s, [a.id])).code).toBe(1);
      // Units, and the shop's turnover in goods (the freight is not a sale).
      expect(await salesOf('teapot')).toEqual({
        sku: start.sku + 2,
        product: start.product + 2,
        shop: start.shop + 2,
        turnover: start.turnover + 4100,
      });
    });
  });

  describe('GET /api/order/detail', () => {
    it('shows an unpaid order: address snapshot, remark, a timeline of one event, no logistics', async () => {
      const s = await shopper();
      const res0 = await buyNow(t.app, s, one('mug'), 2, { remark: 'Leave at the door' });
      const a = res0.data.orders[0] as Summary;
      // Editing the address later changes nothing in the order.
      await call(t.app, 'POST', '/api/user/address_add', {
        token: s.token,
        body: {
          id: s.addressId,
          addressee: 'Someone Else',
          mobile: '+1 555 0199',
          country: 'US',
          area: 'Elsewhere',
          detail: '1 Other Road',
          tag: 'home',
        },
      });
      const res = await detail(s, a.id);
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toEqual({
        id: a.id,
        order_no: a.order_no,
        status: 0,
        shop: { id: f.shops.cafe, name: 'Café Corner', logo: expect.any(Object) },
        items: [
          expect.objectContaining({
            sku_id: one('mug'),
            title: 'Coffee Mug',
            price: '8.99',
            quantity: 2,
            subtotal: '17.98',
          }),
        ],
        quantity: 2,
        goods_amount: '17.98',
        freight: '4.99',
        discount: '0.00',
        shop_discount: '0.00',
        promo_discount: '0.00',
        total: '22.97',
        created_at: expect.any(String),
        pay_deadline: expect.any(String),
        actions: ['pay', 'cancel'],
        address: {
          addressee: 'Test Buyer',
          mobile: '+1 555 0100',
          country: 'US',
          area: 'Springfield',
          detail: '742 Evergreen Terrace',
        },
        promo_code: null,
        remark: 'Leave at the door',
        paid_at: null,
        timeline: [{ kind: 'created', status: 0, actor: 'shopper', at: expect.any(String) }],
        logistics: null,
        refunds: [],
        // Where to send goods back shows only while a return is awaited.
        return_address: null,
      });
    });

    it('lists the timeline in order through payment, shipping and receipt; logistics appear with shipping', async () => {
      const s = await shopper();
      const a = await order(s, 'kettle');
      expect((await pay(t.app, s, [a.id])).code).toBe(1);
      const paid = await detail(s, a.id);
      expect(paid.data).toMatchObject({
        status: 1,
        paid_at: expect.any(String),
        pay_deadline: null,
        logistics: null,
        actions: ['refund'],
      });
      expect(paid.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid']);

      await ship(a.id);
      expect((await confirm(s, a.id)).code).toBe(1);
      const done = await detail(s, a.id);
      expect(
        done.data.timeline.map((e: { kind: string; status: number; actor: string }) => [e.kind, e.status, e.actor]),
      ).toEqual([
        ['created', 0, 'shopper'],
        ['paid', 1, 'shopper'],
        ['shipped', 2, 'operator'],
        ['received', 3, 'shopper'],
      ]);
      const times = done.data.timeline.map((e: { at: string }) => Date.parse(e.at));
      expect([...times].sort((x, y) => x - y)).toEqual(times);
      expect(done.data.logistics).toMatchObject({ carrier: 'DHL', tracking_no: `JD${a.id}` });
    });

    it('writes the order in the request language', async () => {
      const s = await shopper();
      const a = await order(s, 'kettle');
      const res = await detail(s, a.id, 'han');
      expect(res.data.items[0].title).toBe('전기 주전자');
      expect(res.data.shop.name).toBe('판다 홈');
    });

    it('refuses an invalid id and answers ORDER_NOT_FOUND for an unknown one', async () => {
      const s = await shopper();
      expect(await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: 'x' } })).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION' },
      });
      expect(await detail(s, 99_999_999)).toEqual({
        status: 200,
        code: 0,
        msg: 'This order does not exist',
        data: { error: 'ORDER_NOT_FOUND' },
      });
    });
  });

  describe('POST /api/order/cancel', () => {
    it('cancels an unpaid order (0 → -1), gives its stock back and writes a cancelled event', async () => {
      const s = await shopper();
      const before = await stockOf(t.db, one('teapot'));
      const a = await order(s, 'teapot', 3);
      expect(await stockOf(t.db, one('teapot'))).toEqual({ sku: before.sku - 3, product: before.product - 3 });
      const res = await cancel(s, a.id);
      expect(res).toMatchObject({
        status: 200,
        code: 1,
        msg: 'Order cancelled',
        data: { id: a.id, status: -1, actions: [], pay_deadline: null },
      });
      expect(
        res.data.timeline.map((e: { kind: string; status: number; actor: string }) => [e.kind, e.status, e.actor]),
      ).toEqual([
        ['created', 0, 'shopper'],
        ['cancelled', -1, 'shopper'],
      ]);
      expect(await statusOf(a.id)).toBe(-1);
      expect(await stockOf(t.db, one('teapot'))).toEqual(before);
    });

    it('gives the stock back once when cancelled twice', async () => {
      const s = await shopper();
      const before = await stockOf(t.db, one('teapot'));
      const a = await order(s, 'teapot', 2);
      expect((await cancel(s, a.id)).code).toBe(1);
      expect(await cancel(s, a.id)).toEqual({
        status: 200,
        code: 0,
        msg: 'The order status has changed, please refresh',
        data: { error: 'ORDER_STATUS_CHANGED' },
      });
      expect(await stockOf(t.db, one('teapot'))).toEqual(before);
      expect((await eventsOf(a.id)).map((e) => e.kind)).toEqual(['created', 'cancelled']);
    });

    it('refuses a paid order with ORDER_STATUS_CHANGED and changes nothing', async () => {
      const s = await shopper(10_000);
      const a = await order(s, 'teapot');
      expect((await pay(t.app, s, [a.id])).code).toBe(1);
      const stock = await stockOf(t.db, one('teapot'));
      expect(await cancel(s, a.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await statusOf(a.id)).toBe(1);
      expect(await stockOf(t.db, one('teapot'))).toEqual(stock);
      expect(await balanceOf(t.db, s.id)).toBe(10_000 - 2549);
    });

    it('refuses an invalid or unknown id', async () => {
      const s = await shopper();
      expect(await cancel(s, 0)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect(await cancel(s, 99_999_999)).toMatchObject({ code: 0, data: { error: 'ORDER_NOT_FOUND' } });
    });
  });

  describe('POST /api/order/confirm', () => {
    it('confirms receipt of a delivered order only (2 → 3)', async () => {
      const s = await shopper();
      const a = await order(s, 'kettle');
      expect(await confirm(s, a.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect((await pay(t.app, s, [a.id])).code).toBe(1);
      expect(await confirm(s, a.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await statusOf(a.id)).toBe(1);

      await ship(a.id);
      const res = await confirm(s, a.id);
      expect(res).toMatchObject({
        status: 200,
        code: 1,
        msg: 'Receipt confirmed',
        data: { id: a.id, status: 3, actions: ['review', 'refund'] },
      });
      expect(res.data.timeline.at(-1)).toMatchObject({ kind: 'received', status: 3, actor: 'shopper' });
      expect(await confirm(s, a.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect((await eventsOf(a.id)).filter((e) => e.kind === 'received')).toHaveLength(1);
    });

    it('refuses a cancelled order', async () => {
      const s = await shopper();
      const a = await order(s);
      await cancel(s, a.id);
      expect(await confirm(s, a.id)).toMatchObject({ code: 0, data: { error: 'ORDER_STATUS_CHANGED' } });
      expect(await statusOf(a.id)).toBe(-1);
    });
  });

  describe('GET /api/order/counts', () => {
    it('counts the orders per status, every status present', async () => {
      const s = await shopper();
      const fresh = await counts(s);
      expect(fresh).toEqual({
        status: 200,
        code: 1,
        msg: 'Success',
        data: { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '-1': 0, '-2': 0, '-3': 0, '-4': 0 },
      });

      await order(s, 'mug');
      await order(s, 'teapot');
      const c = await order(s, 'kettle');
      const d = await order(s, 'greenTea');
      const e = await order(s, 'coffee');
      expect((await pay(t.app, s, [c.id, e.id])).code).toBe(1);
      await ship(e.id);
      await cancel(s, d.id);
      expect((await counts(s)).data).toEqual({
        '0': 2,
        '1': 1,
        '2': 1,
        '3': 0,
        '4': 0,
        '-1': 1,
        '-2': 0,
        '-3': 0,
        '-4': 0,
      });

      const other = await shopper();
      expect((await counts(other)).data['0']).toBe(0);
    });
  });

  describe("another shopper's order", () => {
    it('is ORDER_NOT_FOUND for detail, cancel, confirm, pay and pay_info, and nothing changes', async () => {
      const owner = await shopper(10_000);
      const waiting = await order(owner, 'mug');
      const delivered = await order(owner, 'teapot');
      expect((await pay(t.app, owner, [delivered.id])).code).toBe(1);
      await ship(delivered.id);
      const intruder = await shopper(10_000);
      const own = await order(intruder, 'kettle');
      const notFound = { status: 200, code: 0, msg: 'This order does not exist', data: { error: 'ORDER_NOT_FOUND' } };

      for (const id of [waiting.id, delivered.id]) {
        expect(await detail(intruder, id), `detail ${id}`).toEqual(notFound);
        expect(await cancel(intruder, id), `cancel ${id}`).toEqual(notFound);
        expect(await confirm(intruder, id), `confirm ${id}`).toEqual(notFound);
        expect(await payInfo(intruder, [id]), `pay_info ${id}`).toEqual(notFound);
        expect(await payInfo(intruder, [own.id, id]), `pay_info mixed ${id}`).toEqual(notFound);
      }
      expect(await pay(t.app, intruder, [waiting.id]), 'pay').toEqual(notFound);
      expect(await pay(t.app, intruder, [own.id, waiting.id]), 'pay mixed').toEqual(notFound);

      expect(await statusOf(waiting.id)).toBe(0);
      expect(await statusOf(delivered.id)).toBe(2);
      expect(await statusOf(own.id)).toBe(0);
      expect(await balanceOf(t.db, intruder.id)).toBe(10_000);
      expect(await entriesOf(intruder.id)).toEqual(fundedOnly(10_000));
      expect(await balanceOf(t.db, owner.id)).toBe(10_000 - 2549);
      expect((await eventsOf(waiting.id)).map((e) => e.kind)).toEqual(['created']);
      expect((await eventsOf(delivered.id)).map((e) => e.kind)).toEqual(['created', 'paid', 'shipped']);
    });
  });
});
