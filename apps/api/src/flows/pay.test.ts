import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { buildTestApp, engine, type TestApp } from '../../test/helper.ts';
import { balanceOf, buyNow, fundedShopper, PAY_CODE, skusOf } from '../../test/order-fixture.ts';
import { flowPlaceOf } from './flow.ts';
import { payOrders } from './pay.ts';

/**
 * From now until the returned function runs, the escrow's credit, a later step of the pay flow, fails: a fault of the
 * ledger made in the database itself by a trigger (a module mock would need a test file of its own,
 * docs/testing.md#projects).
 */
async function breakEscrowCredits(db: TestApp['db']): Promise<() => Promise<void>> {
  await sql`
    create or replace function test_escrow_unavailable() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from ledger_accounts where id = new.account_id and kind = 'escrow') then
        raise exception 'escrow account unavailable';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger test_escrow_unavailable before insert on account_entries
    for each row execute function test_escrow_unavailable()`.execute(db);
  return async () => {
    await sql`drop trigger test_escrow_unavailable on account_entries`.execute(db);
  };
}

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

    const repairEscrowCredits = await breakEscrowCredits(t.db);
    const thrown = await payOrders(t, shopper.id, { order_ids: [orderId], pay_password: PAY_CODE }).catch(
      (error: unknown) => error,
    );
    await repairEscrowCredits();

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
