import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

const PROOF = '/uploads/u/proofPicture000000000001.webp';
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * Finance's side of settlement: the commission rates it sets from the shop list, and the settlements report (per
 * order and per shop, filtered by shop and days, with totals and a CSV export); and each order's income as its own
 * seller, and only its own seller, reads it.
 */
describe(`settlements report and order income (${engine})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let finance: string;
  let support: string;
  let alder: TestSeller;
  let birch: TestSeller;
  const orders: Record<'alderFull' | 'alderRefunded' | 'birch' | 'alderOpen', number> = {
    alderFull: 0,
    alderRefunded: 0,
    birch: 0,
    alderOpen: 0,
  };

  const consoleGet = (url: string, token: string, query?: Record<string, string | number>) =>
    call(t.app, 'GET', `/api/console${url}`, { token, query });

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    finance = await operatorToken(t.app, t.db, ['finance']);
    support = await operatorToken(t.app, t.db, ['support']);
    alder = await market.approvedSeller('Alder Pottery');
    // A name a spreadsheet would run as a formula: the export must write it as text.
    birch = await market.approvedSeller('=HYPERLINK("x") Birch');

    // Finance sets Alder's rate from the shop list; Birch stays on the platform's default.
    const shops = await consoleGet('/shops', finance, { keyword: 'Alder' });
    expect(shops.code, shops.msg).toBe(1);
    expect(shops.data.list.map((shop: { id: number }) => shop.id)).toContain(alder.shopId);
    const rate = await call(t.app, 'POST', '/api/console/commission/save', {
      token: finance,
      body: { shop_id: alder.shopId, rate: '0.1' },
    });
    expect(rate.code, rate.msg).toBe(1);

    const bowl = await market.product(alder, '40.00');
    const cup = await market.product(birch, '25.00');
    const full = await market.paidOrder(bowl.sku);
    await market.complete(alder, full);
    orders.alderFull = full.id;

    // $10 of the second order comes back before it completes.
    const refunded = await market.paidOrder(bowl.sku);
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: market.shopper.token,
      body: {
        order_id: refunded.id,
        item_ids: [refunded.itemId],
        type: 'refund_only',
        amount: '10.00',
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'One bowl chipped',
        proofs: [PROOF],
      },
    });
    expect(applied.code, applied.msg).toBe(1);
    const approved = await market.seller('POST', '/refund/approve', alder.token, { id: applied.data.id });
    expect(approved.code, approved.msg).toBe(1);
    await market.complete(alder, refunded);
    orders.alderRefunded = refunded.id;

    const other = await market.paidOrder(cup.sku, 2);
    await market.complete(birch, other);
    orders.birch = other.id;

    orders.alderOpen = (await market.paidOrder(bowl.sku)).id;
  });
  afterAll(() => t?.close());

  it('lists every settled order with its shop, income and date, and totals every row the filters select', async () => {
    const report = await consoleGet('/settlements', finance, { limit: 2 });
    expect(report.code, report.msg).toBe(1);
    expect(report.data.total).toBe(3);
    expect(report.data.list).toHaveLength(2);
    const all = (await consoleGet('/settlements', finance, { limit: 50 })).data;
    const byOrder = new Map(all.list.map((row: { order_id: number }) => [row.order_id, row]));
    expect(byOrder.get(orders.alderRefunded)).toMatchObject({
      shop: { id: alder.shopId, name: 'Alder Pottery' },
      goods: '40.00',
      freight: '4.99',
      refunded: '10.00',
      base: '34.99',
      rate: '0.1',
      commission: '3.50',
      net: '31.49',
      settled_at: expect.any(String),
    });
    expect(byOrder.get(orders.alderFull)).toMatchObject({ base: '44.99', commission: '4.50', net: '40.49' });
    expect(byOrder.get(orders.birch)).toMatchObject({ shop: { id: birch.shopId }, goods: '50.00', refunded: '0.00' });
    expect(byOrder.has(orders.alderOpen)).toBe(false);
    for (const field of ['goods', 'freight', 'refunded', 'base', 'commission', 'net'] as const) {
      const sum = all.list.reduce((total: number, row: Record<string, string>) => total + cents(row[field] ?? '0'), 0);
      expect(cents(report.data.totals[field]), field).toBe(sum);
    }
    expect(report.data.totals.orders).toBe(3);
    for (const row of all.list) expect(cents(row.net)).toBe(cents(row.base) - cents(row.commission));
  });

  it('filters by shop and by settlement days (UTC, both inclusive), and refuses a range that ends before it starts', async () => {
    const alderOnly = (await consoleGet('/settlements', finance, { shop_id: alder.shopId })).data;
    expect(alderOnly.list.map((row: { order_id: number }) => row.order_id).sort()).toEqual(
      [orders.alderFull, orders.alderRefunded].sort(),
    );
    expect(alderOnly.totals).toMatchObject({ orders: 2, refunded: '10.00', net: '71.98' });
    const day = today();
    expect((await consoleGet('/settlements', finance, { from: day, to: day })).data.total).toBe(3);
    expect((await consoleGet('/settlements', finance, { from: dayAfter(day) })).data).toMatchObject({
      total: 0,
      list: [],
      totals: { orders: 0, net: '0.00' },
    });
    const backwards = await consoleGet('/settlements', finance, { from: dayAfter(day), to: day });
    expect(backwards.data).toMatchObject({ error: 'VALIDATION', fields: { to: expect.any(String) } });
  });

  it('sums per shop, largest net first, with the same totals', async () => {
    const perShop = (await consoleGet('/settlements/shops', finance)).data;
    expect(perShop.total).toBe(2);
    expect(perShop.list[0]).toMatchObject({ shop: { id: alder.shopId }, orders: 2, net: '71.98' });
    expect(perShop.list[1]).toMatchObject({ shop: { id: birch.shopId }, orders: 1 });
    expect(perShop.totals).toEqual((await consoleGet('/settlements', finance)).data.totals);
  });

  it('exports the report as CSV with a totals row, a formula-like cell written as text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/console/settlements/export',
      headers: { token: finance },
      query: { view: 'order', from: today() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="settlements-order-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'settled_at,order_no,shop_id,shop,goods,freight,shop_discount,refunded,base,rate,commission,net',
    );
    expect(lines).toHaveLength(5);
    const birchLine = lines.find((line) => line.includes('Birch'));
    expect(birchLine).toContain(`,${birch.shopId},"'=HYPERLINK(""x"") Birch",50.00,`);
    expect(lines.at(-1)).toMatch(/^total,,,,/);

    const shops = await t.app.inject({
      method: 'GET',
      url: '/api/console/settlements/export',
      headers: { token: finance },
      query: { view: 'shop', shop_id: String(alder.shopId) },
    });
    expect(shops.body.slice(1).trimEnd().split('\r\n')).toEqual([
      'shop_id,shop,orders,goods,freight,shop_discount,refunded,base,commission,net',
      `${alder.shopId},Alder Pottery,2,80.00,9.98,0.00,10.00,79.98,8.00,71.98`,
      ',total,2,80.00,9.98,0.00,10.00,79.98,8.00,71.98',
    ]);
  });

  it('opens the report and the shop list to finance only; others get 403', async () => {
    const catalogue = market.catalogue;
    for (const url of ['/settlements', '/settlements/shops', '/settlements/export']) {
      const allowed = await t.app.inject({ method: 'GET', url: `/api/console${url}`, headers: { token: finance } });
      expect(allowed.statusCode, url).toBe(200);
      for (const token of [catalogue, support]) {
        const refused = await consoleGet(url, token);
        expect(refused.status, url).toBe(403);
        expect(refused.data.error).toBe('FORBIDDEN');
      }
    }
    expect((await consoleGet('/shops', catalogue)).status).toBe(200);
    expect((await consoleGet('/shops', support)).status).toBe(403);
    const notFinance = await call(t.app, 'POST', '/api/console/commission/save', {
      token: catalogue,
      body: { shop_id: alder.shopId, rate: '0.2' },
    });
    expect(notFinance.status).toBe(403);
  });

  it("shows each order's income to its seller (settled, or as it stands), and never another shop's", async () => {
    const settled = await market.seller('GET', '/order', alder.token, undefined, { id: orders.alderRefunded });
    expect(settled.data.income).toEqual({
      goods: '40.00',
      freight: '4.99',
      shop_discount: '0.00',
      refunded: '10.00',
      base: '34.99',
      commission: '3.50',
      net: '31.49',
      rate: '0.1',
      settled_at: expect.any(String),
    });
    // Paid, not completed: what it would pay now, at the shop's rate, not settled yet.
    const open = await market.seller('GET', '/order', alder.token, undefined, { id: orders.alderOpen });
    expect(open.data.income).toMatchObject({ base: '44.99', commission: '4.50', net: '40.49', settled_at: null });
    // Another shop's order, and so its income, is not found.
    const foreign = await market.seller('GET', '/order', alder.token, undefined, { id: orders.birch });
    expect(foreign).toMatchObject({ code: 0, data: { error: 'ORDER_NOT_FOUND' } });
    expect(foreign.data.income).toBeUndefined();
    // The settlements list gives each order's income the same way.
    const list = await market.seller('GET', '/settlements', alder.token);
    expect(list.data.list.map((row: { order_id: number }) => row.order_id).sort()).toEqual(
      [orders.alderFull, orders.alderRefunded].sort(),
    );
    expect(list.data.list.find((row: { order_id: number }) => row.order_id === orders.alderRefunded)).toMatchObject({
      goods: '40.00',
      freight: '4.99',
      refunded: '10.00',
      net: '31.49',
      amount: '31.49',
    });
    // The console's order detail shows the same figures.
    const fulfilment = await operatorToken(t.app, t.db, ['fulfilment']);
    const consoleOrder = await consoleGet('/order', fulfilment, { id: orders.alderRefunded });
    expect(consoleOrder.data.income).toEqual(settled.data.income);
  });

  it('has no income for an order never paid', async () => {
    const { sku } = await market.product(alder, '12.00');
    const created = await call(t.app, 'POST', '/api/order/create', {
      token: market.shopper.token,
      body: { source: { buy_now: { sku_id: sku, quantity: 1 } }, address_id: market.shopper.addressId },
    });
    expect(created.code, created.msg).toBe(1);
    const unpaid = await market.seller('GET', '/order', alder.token, undefined, { id: created.data.orders[0].id });
    expect(unpaid.data.income).toBeNull();
  });
});
