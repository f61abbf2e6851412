import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { buildTestApp, engine, type TestApp } from '../../test/helper.ts';
import { balanceOf, buyNow, fundedShopper, PAY_CODE, skusOf } from '../../test/order-fixture.ts';
import { flowPlaceOf } from './flow.ts';
import { payOrders } from './pay.ts';

/** The escrow's credit, a later step of the pay flow, fails while `failing.escrow` is set (a fault of the ledger). */
const failing = vi.hoisted(() => ({ escrow: false }));
vi.mock('../modules/ledger/account-ledger.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../modules/ledger/account-ledger.service.ts')>();
  return {
    ...actual,
    creditPlatform: async (...args: Parameters<typeof actual.creditPlatform>) => {
      if (failing.escrow) throw new Error('escrow account unavailable');
      return actual.creditPlatform(...args);
    },
  };
});

describe(`the pay flow is one transaction (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
  }, 60_000);
  afterAll(() => t.close());

  it('a later step that fails rolls back the earlier ones: the order still waits, no money moved', async () => {
    const shopper = await fundedShopper(t.app, t.db, 1_000_000);
    const [sku] = (await skusOf(t.db, f.products.headphones)) as [number];
    const created = await buyNow(t.app, shopper, sku);
    expect(created.code, created.msg).toBe(1);
    const orderId = created.data.orders[0].id as number;
    const before = await balanceOf(t.db, shopper.id);

    failing.escrow = true;
    const thrown = await payOrders(t, shopper.id, { order_ids: [orderId], pay_password: PAY_CODE }).catch(
      (error: unknown) => error,
    );
    failing.escrow = false;

    // Named where it failed, the error itself unchanged.
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('escrow account unavailable');
    expect(flowPlaceOf(thrown)).toEqual({ flow: 'pay', step: 'credit escrow' });
    // The order's move 0 → 1 and the balance's debit, both done before, are gone with the transaction.
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'paid_at', 'pay_key'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 0, paid_at: null, pay_key: null });
    expect(await balanceOf(t.db, shopper.id)).toBe(before);
    const entries = await t.db
      .selectFrom('balance_entries')
      .select('id')
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', orderId)
      .execute();
    expect(entries).toEqual([]);
    const events = await t.db.selectFrom('order_events').select('kind').where('order_id', '=', orderId).execute();
    expect(events.map((event) => event.kind)).toEqual(['created']);

    // Nothing half-done stands in the way: the same payment goes through once the ledger answers again.
    const paid = await payOrders(t, shopper.id, { order_ids: [orderId], pay_password: PAY_CODE });
    expect(paid.orders.map((one) => one.id)).toEqual([orderId]);
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
    ).toBe(1);
  });
});
