import { parseCents } from '@shop/contract/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
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
  setStock,
  skusOf,
  stockOf,
} from '../../../test/order-fixture.ts';

/**
 * Races of docs/domain.md#the-order-state-machine, fired at once through the real app: on PostgreSQL they truly overlap (a pool of 10
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

  it('a crowd on one SKU (buy now, placed in one statement): 30 buyers for 7 units, each order whole, the rest refused with nothing written', async () => {
    const [first, , third] = (await skusOf(t.db, f.products.earbuds)) as [number, number, number];
    await setStock(t.db, first, 7);
    const before = await stockOf(t.db, first);
    const bystander = await stockOf(t.db, third);
    const buyers = await shoppers(30, 0);
    const results = await Promise.all(buyers.map((buyer) => buyNow(t.app, buyer, first, 1)));

    expect(results.filter((r) => r.code === 1)).toHaveLength(7);
    for (const r of results.filter((r) => r.code !== 1)) expect(r.data.error).toBe('OUT_OF_STOCK');
    // The SKU is sold out; its product's stock moved by exactly the units sold (the other SKUs' stock untouched).
    expect(await stockOf(t.db, first)).toEqual({ sku: 0, product: before.product - 7 });
    expect((await stockOf(t.db, third)).sku).toBe(bystander.sku);
    const placed = await t.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'checkout_no', 'status', 'quantity', 'total'])
      .where(
        'user_id',
        'in',
        buyers.map((buyer) => buyer.id),
      )
      .execute();
    expect(placed).toHaveLength(7);
    expect(new Set(placed.map((order) => order.order_no)).size).toBe(7);
    expect(new Set(placed.map((order) => order.checkout_no)).size).toBe(7);
    const ids = placed.map((order) => order.id);
    const lines = await t.db
      .selectFrom('order_items')
      .select(['order_id', 'sku_id', 'quantity'])
      .where('order_id', 'in', ids)
      .execute();
    expect(lines.map((line) => [line.sku_id, line.quantity])).toEqual(ids.map(() => [first, 1]));
    const events = await t.db
      .selectFrom('order_events')
      .select(['order_id', 'kind', 'status'])
      .where('order_id', 'in', ids)
      .execute();
    expect(events.map((event) => [event.kind, event.status])).toEqual(ids.map(() => ['created', 0]));
    // What each winner was told is what was written.
    for (const r of results.filter((r) => r.code === 1)) {
      const order = placed.find((row) => row.id === r.data.orders[0].id);
      expect(order).toMatchObject({ order_no: r.data.orders[0].order_no, checkout_no: r.data.checkout_no, status: 0 });
    }
  });

  it('carts of two SKUs of one product checked out at once: no deadlock, each order whole, and the sales of the payments add up', async () => {
    const [a, , c] = (await skusOf(t.db, f.products.earbuds)) as [number, number, number];
    // Equal stock: every checkout takes one of each, so both run out together (a cart skips sold-out lines).
    await setStock(t.db, a, 3);
    await setStock(t.db, c, 3);
    const before = { a: await stockOf(t.db, a) };
    const sales = () =>
      t.db
        .selectFrom('skus')
        .innerJoin('products', 'products.id', 'skus.product_id')
        .select(['skus.id', 'skus.sales', 'products.sales as product_sales'])
        .where('skus.id', 'in', [a, c])
        .orderBy('skus.id')
        .execute();
    const salesBefore = await sales();
    const buyers = await shoppers(8, 100_000);
    // Half add the SKUs in one order, half in the other: the reservations still take them in id order.
    for (const [index, buyer] of buyers.entries()) {
      for (const sku of index % 2 ? [c, a] : [a, c]) {
        const added = await call(t.app, 'POST', '/api/cart/add', {
          token: buyer.token,
          body: { sku_id: sku, quantity: 1 },
        });
        expect(added.code, added.msg).toBe(1);
      }
    }
    const results = await Promise.all(
      buyers.map((buyer) =>
        call(t.app, 'POST', '/api/order/create', {
          token: buyer.token,
          body: { source: { cart: true }, address_id: buyer.addressId },
        }),
      ),
    );
    const won = results.flatMap((r, index) =>
      r.code === 1 ? [{ buyer: buyers[index]!, ids: r.data.orders.map((o: { id: number }) => o.id) as number[] }] : [],
    );
    expect(won).toHaveLength(3);
    // Refused while waiting for the units, or after seeing both lines sold out.
    for (const r of results.filter((r) => r.code !== 1))
      expect(['OUT_OF_STOCK', 'NOTHING_SELECTED']).toContain(r.data.error);
    expect(await stockOf(t.db, a)).toEqual({ sku: 0, product: before.a.product - 6 });
    expect((await stockOf(t.db, c)).sku).toBe(0);

    // Each winner pays its one order of two SKUs, all at once: every SKU, the product and the shop counted once.
    const paid = await Promise.all(won.map(({ buyer, ids }) => pay(t.app, buyer, ids)));
    expect(paid.map((r) => r.code)).toEqual([1, 1, 1]);
    const salesAfter = await sales();
    expect(salesAfter.map((row, index) => row.sales - salesBefore[index]!.sales)).toEqual([3, 3]);
    expect(salesAfter[0]!.product_sales - salesBefore[0]!.product_sales).toBe(6);
    await expectLedgerConsistent(t.db);
  });

  it('a burst of wrong codes on the pay call, hashed at once but judged in turn: 4 wrong, the rest locked, nothing paid', async () => {
    await setStock(t.db, sku, 10);
    const [buyer] = (await shoppers(1, 100_000)) as [Shopper];
    const order = await buyNow(t.app, buyer, sku, 1);
    const id = order.data.orders[0].id as number;
    const guesses = Array.from({ length: 12 }, (_, i) => String(100000 + i));
    const results = await Promise.all(guesses.map((guess) => pay(t.app, buyer, [id], undefined, guess)));
    expect(results.filter((r) => r.data?.error === 'PAY_PASSWORD_WRONG')).toHaveLength(4);
    expect(results.filter((r) => r.data?.error === 'PAY_PASSWORD_LOCKED')).toHaveLength(8);
    // Locked: the right code is refused too, and no money moved.
    expect((await pay(t.app, buyer, [id])).data.error).toBe('PAY_PASSWORD_LOCKED');
    expect(await balanceOf(t.db, buyer.id)).toBe(100_000);
    const row = await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
  });

  it('the right code among concurrent wrong ones pays at most once, and the account still ends locked', async () => {
    await setStock(t.db, sku, 10);
    const [buyer] = (await shoppers(1, 100_000)) as [Shopper];
    const order = await buyNow(t.app, buyer, sku, 1);
    const id = order.data.orders[0].id as number;
    // Ten wrong codes: whatever the order of the verdicts, at least five are judged after the right one passed,
    // or five before it and it is refused; either way the account ends locked.
    const codes = [...Array.from({ length: 10 }, (_, i) => String(200000 + i)), PAY_CODE];
    const results = await Promise.all(codes.map((code) => pay(t.app, buyer, [id], undefined, code)));
    for (const r of results)
      expect(r.code === 1 || ['PAY_PASSWORD_WRONG', 'PAY_PASSWORD_LOCKED'].includes(r.data.error)).toBe(true);
    const entries = await t.db
      .selectFrom('balance_entries')
      .select('amount')
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', id)
      .execute();
    expect(entries).toHaveLength(results.filter((r) => r.code === 1).length);
    expect(entries.length).toBeLessThanOrEqual(1);
    expect((await pay(t.app, buyer, [id])).data.error).toBe('PAY_PASSWORD_LOCKED');
    const locked = await t.db
      .selectFrom('users')
      .select(sql<boolean>`pay_locked_until > now()`.as('locked'))
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(locked.locked).toBe(true);
    await expectLedgerConsistent(t.db);
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
