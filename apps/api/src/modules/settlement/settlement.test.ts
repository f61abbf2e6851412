import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { fundedShopper, operatorToken, pay, type Shopper, setStock, skusOf } from '../../../test/order-fixture.ts';
import { runOrderSweeps } from '../../flows/order-sweeps.ts';
import { checkLedger } from '../ledger/ledger-check.service.ts';
import { settleBacklog } from './settlement.service.ts';

const PROOF = '/uploads/u/proofPicture000000000001.webp';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Settlement at -3: once the refunds of an order reach what its goods cost the shopper (goods − discount), the order
 * is refunded and settled in that same transaction (base = goods + freight − refunded), never completed later by
 * the scheduler and never settled twice; the whole-system ledger check holds throughout.
 */
describe(`settlement of refunded orders (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let earbuds: number;
  let plain: number;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    [earbuds] = (await skusOf(t.db, f.products.earbuds)) as [number];
    [plain] = (await skusOf(t.db, f.products.earbudsPlain)) as [number];
    await setStock(t.db, earbuds, 500);
    await setStock(t.db, plain, 500);
    // Returns are approved only where the goods can be sent back.
    await t.db
      .updateTable('shops')
      .set({
        return_address: JSON.stringify({
          addressee: 'Shop returns',
          mobile: '+66 2 555 0100',
          country: 'TH',
          area: 'Bangkok',
          detail: '99 Sukhumvit Rd',
        }),
      })
      .execute();
  }, 60_000);
  afterAll(() => t.close());

  let promoCount = 0;
  async function promo(percent: number) {
    promoCount += 1;
    const res = await call(t.app, 'POST', '/api/console/promo/save', {
      token: op,
      body: {
        code: `BACK${promoCount}X`,
        kind: 'percent',
        percent_off: percent,
        starts_at: new Date(Date.now() - HOUR).toISOString(),
        ends_at: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data.code as string;
  }

  /** A received order of Sunrise with two lines: earbuds 29.99 and plain earbuds 9.99 (39.98, freight 4.99). */
  async function twoLineOrder(s: Shopper, promoCode?: string) {
    for (const sku of [earbuds, plain]) {
      const added = await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: sku, quantity: 1 } });
      expect(added.code, added.msg).toBe(1);
    }
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: { source: { cart: true }, address_id: s.addressId, ...(promoCode ? { promo_code: promoCode } : {}) },
    });
    expect(created.code, created.msg).toBe(1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, s, [id])).code).toBe(1);
    await call(t.app, 'POST', '/api/console/order/ship', {
      token: op,
      body: { id, carrier: 'DHL', tracking_no: `T${id}` },
    });
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } })).code).toBe(1);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id } });
    return detail.data as { id: number; total: string; items: { id: number; price: string }[] };
  }

  /** A refund and return of one line, approved, sent back and received: credited. */
  async function returnLine(s: Shopper, orderId: number, item: { id: number; price: string }) {
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: s.token,
      body: {
        order_id: orderId,
        item_ids: [item.id],
        type: 'return_refund',
        amount: item.price,
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'Does not work',
        proofs: [PROOF],
      },
    });
    expect(applied.code, applied.msg).toBe(1);
    const id = applied.data.id as number;
    expect((await call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id } })).code).toBe(1);
    const sent = await call(t.app, 'POST', '/api/refund/return', {
      token: s.token,
      body: { id, carrier: 'UPS', tracking_no: `R${id}` },
    });
    expect(sent.code, sent.msg).toBe(1);
    const received = await call(t.app, 'POST', '/api/console/refund/receive', { token: op, body: { id } });
    expect(received.code, received.msg).toBe(1);
  }

  const orderRow = (id: number) =>
    t.db.selectFrom('orders').select(['status', 'completed_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const settlementsOf = (id: number) => t.db.selectFrom('settlements').selectAll().where('order_id', '=', id).execute();
  async function expectBalanced() {
    const check = await checkLedger(t);
    expect(check.platform, JSON.stringify(check)).toMatchObject({ unbalanced_orders: [], shop_mismatches: [] });
    expect(check.balanced, JSON.stringify(check)).toBe(true);
  }

  it('a return of every line, line by line, refunds the order (-3) and settles the freight to the shop at once', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    // 10 % of 39.98 is 4.00 off: paid 39.98 + 4.99 − 4.00 = 40.97.
    const order = await twoLineOrder(s, await promo(10));
    expect(order.total).toBe('40.97');
    const [first, second] = order.items as [{ id: number; price: string }, { id: number; price: string }];

    await returnLine(s, order.id, first);
    // One line back: the order is received again, nothing settled yet.
    expect((await orderRow(order.id)).status).toBe(3);
    expect(await settlementsOf(order.id)).toHaveLength(0);

    await returnLine(s, order.id, second);
    // 39.98 back ≥ goods − discount (35.98): refunded, and settled in the same transaction.
    expect((await orderRow(order.id)).status).toBe(-3);
    const [settled, ...more] = await settlementsOf(order.id);
    expect(more).toHaveLength(0);
    // base = 39.98 + 4.99 − 39.98 = 4.99; commission 5 % = 0.2495 → 0.25; the shop gets 4.74; the discount is the
    // platform's cost.
    expect(settled).toMatchObject({ base: 499, commission_bp: 500, commission: 25, amount: 474, promo_discount: 400 });
    const shopEntry = await t.db
      .selectFrom('account_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'account_entries.account_id')
      .select(['account_entries.amount', 'account_entries.kind'])
      .where('ledger_accounts.shop_id', '=', f.shops.sunrise)
      .where('account_entries.ref_type', '=', 'order')
      .where('account_entries.ref_id', '=', order.id)
      .execute();
    expect(shopEntry).toEqual([{ amount: 474, kind: 'settlement' }]);
    await expectBalanced();

    // Listed under All as refunded, with nothing left to do; the detail agrees.
    const all = await call(t.app, 'GET', '/api/user/order_list', {
      token: s.token,
      query: { status: 'all', page: 1, limit: 50 },
    });
    expect(all.data.list.find((o: { id: number }) => o.id === order.id)).toMatchObject({ status: -3, actions: [] });
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: order.id } });
    expect(detail.data).toMatchObject({ status: -3, actions: [] });
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id: order.id } })).code).toBe(0);

    // Weeks later the scheduler neither completes it nor settles it again; neither does a restart's backlog.
    await runOrderSweeps(t.db, new Date(Date.now() + 60 * DAY));
    expect(await orderRow(order.id)).toEqual({ status: -3, completed_at: null });
    await settleBacklog(t.db);
    expect(await settlementsOf(order.id)).toHaveLength(1);
    await expectBalanced();
  });

  it('a refund of everything paid settles too: the shop keeps nothing but the promo the platform pays', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await twoLineOrder(s, await promo(10));
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: s.token,
      body: {
        order_id: order.id,
        item_ids: order.items.map((item) => item.id),
        type: 'refund_only',
        amount: order.total,
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'Never arrived',
        proofs: [PROOF],
      },
    });
    expect(applied.code, applied.msg).toBe(1);
    expect(
      (await call(t.app, 'POST', '/api/console/refund/approve', { token: op, body: { id: applied.data.id } })).code,
    ).toBe(1);
    expect((await orderRow(order.id)).status).toBe(-3);
    // base = 39.98 + 4.99 − 40.97 = 4.00 (the discount): commission 0.20, the shop 3.80, revenue 0.20 − 4.00.
    expect((await settlementsOf(order.id))[0]).toMatchObject({
      base: 400,
      commission: 20,
      amount: 380,
      promo_discount: 400,
    });
    await expectBalanced();
  });

  it('a refund that leaves part of the goods unrefunded puts the order back, unsettled', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await twoLineOrder(s);
    const [first] = order.items as [{ id: number; price: string }];
    await returnLine(s, order.id, first);
    expect((await orderRow(order.id)).status).toBe(3);
    expect(await settlementsOf(order.id)).toHaveLength(0);
    await expectBalanced();
  });

  it('settles, once, a refunded order that an older process left unsettled', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await twoLineOrder(s);
    // As an older version of the shop left it: -3 without a settlement, escrow still holding what was paid.
    await t.db.updateTable('orders').set({ status: -3 }).where('id', '=', order.id).execute();
    expect(await settleBacklog(t.db)).toBeGreaterThanOrEqual(1);
    expect(await settleBacklog(t.db)).toBe(0);
    expect(await settlementsOf(order.id)).toEqual([expect.objectContaining({ base: 4497, commission: 225 })]);
    await expectBalanced();
  });
});
