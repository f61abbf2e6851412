import { parseCents } from '@shop/contract/money';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  balanceOf,
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  operatorToken,
  pay,
  type Shopper,
  setStock,
  skusOf,
  stockOf,
} from '../../../test/order-fixture.ts';

/**
 * Races of DESIGN §3, fired at once through the real app: on PostgreSQL they truly overlap (a pool of 10
 * connections), on PGlite they interleave at every await. Whatever the interleaving, stock never goes below zero,
 * an order is paid once, a code is used within its cap, and every balance equals the sum of its ledger entries.
 */
describe(`orders under concurrency (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let sku: number;
  let price: number;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    [sku] = (await skusOf(t.db, f.products.headphones)) as [number];
    price = (await t.db.selectFrom('skus').select('price').where('id', '=', sku).executeTakeFirstOrThrow()).price;
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await expectLedgerConsistent(t.db);
  });

  const shoppers = (n: number, balance: number) =>
    Promise.all(Array.from({ length: n }, () => fundedShopper(t.app, t.db, balance)));

  it('20 buyers for 5 units: exactly 5 orders, stock 0, the others a clear out-of-stock message', async () => {
    await setStock(t.db, sku, 5);
    const buyers = await shoppers(20, 0);
    const results = await Promise.all(buyers.map((buyer) => buyNow(t.app, buyer, sku, 1)));

    const created = results.filter((r) => r.code === 1);
    const refused = results.filter((r) => r.code === 0);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect(r).toMatchObject({
        status: 200,
        msg: 'Sorry, there is not enough stock of this item',
        data: { error: 'OUT_OF_STOCK' },
      });
    expect(await stockOf(t.db, sku)).toMatchObject({ sku: 0 });
    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select('orders.id')
      .where('order_items.sku_id', '=', sku)
      .execute();
    expect(orders).toHaveLength(5);
  });

  it('a buyer asking for more than is left is refused whole, never partly served', async () => {
    await setStock(t.db, sku, 3);
    const [a, b] = await shoppers(2, 0);
    const results = await Promise.all([buyNow(t.app, a!, sku, 2), buyNow(t.app, b!, sku, 2)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(await stockOf(t.db, sku)).toMatchObject({ sku: 1 });
  });

  it('the same order paid twice at once is debited once', async () => {
    await setStock(t.db, sku, 10);
    const [buyer] = (await shoppers(1, 100_000)) as [Shopper];
    const order = await buyNow(t.app, buyer, sku, 1);
    const id = order.data.orders[0].id as number;
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(t.app, buyer, [id])));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 1))
      expect(['ORDER_STATUS_CHANGED', 'PAY_PASSWORD_LOCKED']).toContain(r.data.error);
    const entries = await t.db
      .selectFrom('balance_entries')
      .selectAll()
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(await balanceOf(t.db, buyer.id)).toBe(100_000 - (parseCents(order.data.orders[0].total) ?? Number.NaN));
    await expectLedgerConsistent(t.db);
  });

  it('the same payment retried at once with one Idempotency-Key moves money once and answers alike', async () => {
    const [buyer] = (await shoppers(1, 100_000)) as [Shopper];
    const order = await buyNow(t.app, buyer, sku, 1);
    const id = order.data.orders[0].id as number;
    const results = await Promise.all(Array.from({ length: 4 }, () => pay(t.app, buyer, [id], 'retry-key-0001')));
    const ok = results.filter((r) => r.code === 1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.data).toEqual(ok[0]!.data);
    for (const r of results.filter((r) => r.code !== 1)) expect(r.data.error).toBe('REQUEST_IN_PROGRESS');
    // A retry after the dust settles replays the stored answer.
    expect((await pay(t.app, buyer, [id], 'retry-key-0001')).data).toEqual(ok[0]!.data);
    expect(
      await t.db
        .selectFrom('balance_entries')
        .select('id')
        .where('ref_id', '=', id)
        .where('ref_type', '=', 'order')
        .execute(),
    ).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('pay and cancel at once: exactly one wins, and money and stock agree with the winner', async () => {
    for (let round = 0; round < 4; round += 1) {
      await setStock(t.db, sku, 5);
      const [buyer] = (await shoppers(1, 100_000)) as [Shopper];
      const order = await buyNow(t.app, buyer, sku, 2);
      const id = order.data.orders[0].id as number;
      const [paid, cancelled] = await Promise.all([
        pay(t.app, buyer, [id]),
        call(t.app, 'POST', '/api/order/cancel', { token: buyer.token, body: { id } }),
      ]);
      expect([paid.code, cancelled.code].sort()).toEqual([0, 1]);
      const row = await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      const events = await t.db
        .selectFrom('order_events')
        .select('kind')
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      if (paid.code === 1) {
        expect(row.status).toBe(1);
        expect(cancelled.data.error).toBe('ORDER_STATUS_CHANGED');
        expect(await balanceOf(t.db, buyer.id)).toBe(100_000 - 2 * price);
        expect(await stockOf(t.db, sku)).toMatchObject({ sku: 3 });
        expect(events.map((e) => e.kind)).toEqual(['created', 'paid']);
      } else {
        expect(row.status).toBe(-1);
        expect(paid.data.error).toBe('ORDER_STATUS_CHANGED');
        expect(await balanceOf(t.db, buyer.id)).toBe(100_000);
        expect(await stockOf(t.db, sku)).toMatchObject({ sku: 5 });
        expect(events.map((e) => e.kind)).toEqual(['created', 'cancelled']);
      }
    }
    await expectLedgerConsistent(t.db);
  });

  it('a promo code with a total cap of 1 redeemed by 10 at once is used once', async () => {
    await setStock(t.db, sku, 50);
    const op = await operatorToken(t.app, t.db);
    const saved = await call(t.app, 'POST', '/api/console/promo/save', {
      token: op,
      body: {
        code: 'ONLYONE',
        kind: 'fixed',
        amount_off: '5.00',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
        total_limit: 1,
      },
    });
    expect(saved.code).toBe(1);
    const buyers = await shoppers(10, 0);
    const results = await Promise.all(buyers.map((buyer) => buyNow(t.app, buyer, sku, 1, { promo_code: 'onlyone' })));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 1)) expect(r.data.error).toBe('PROMO_USED_UP');
    const promo = await t.db
      .selectFrom('promo_codes')
      .select('used')
      .where('code', '=', 'ONLYONE')
      .executeTakeFirstOrThrow();
    expect(promo.used).toBe(1);
    expect(await t.db.selectFrom('promo_redemptions').select('id').execute()).toHaveLength(1);
    // The refused checkouts reserved nothing.
    expect(await stockOf(t.db, sku)).toMatchObject({ sku: 49 });
  });

  it('one shopper paying two orders at once with a balance for one: one paid, the balance never negative', async () => {
    await setStock(t.db, sku, 10);
    const [buyer] = (await shoppers(1, price + 499)) as [Shopper];
    const first = await buyNow(t.app, buyer, sku, 1);
    const second = await buyNow(t.app, buyer, sku, 1);
    const ids = [first.data.orders[0].id as number, second.data.orders[0].id as number];
    const results = await Promise.all(ids.map((id) => pay(t.app, buyer, [id])));
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.data.error).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(t.db, buyer.id)).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(t.db);
  });
});
