import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { buyNow, expectLedgerConsistent, fundedShopper, operatorToken, pay, skusOf } from '../../../test/order-fixture.ts';

describe(`smoke (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
  });
  afterAll(() => t.close());

  it('runs the journey', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const [sku] = await skusOf(t.db, f.products.earbuds);
    const add = await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: sku, quantity: 2 } });
    console.log(add);
    const cart = await call(t.app, 'GET', '/api/cart/list', { token: s.token });
    console.log(JSON.stringify(cart.data, null, 1).slice(0, 800));
    const preview = await call(t.app, 'POST', '/api/order/preview', { token: s.token, body: { source: { cart: true } } });
    console.log(JSON.stringify(preview, null, 1).slice(0, 1500));
    const created = await call(t.app, 'POST', '/api/order/create', { token: s.token, body: { source: { cart: true }, address_id: s.addressId } });
    console.log(created);
    const paid = await pay(t.app, s, created.data.orders.map((o: { id: number }) => o.id), 'key-12345678');
    console.log(paid);
    const again = await pay(t.app, s, created.data.orders.map((o: { id: number }) => o.id), 'key-12345678');
    console.log(again);
    const list = await call(t.app, 'GET', '/api/user/order_list', { token: s.token, query: { status: 1 } });
    console.log(JSON.stringify(list.data, null, 1).slice(0, 1200));
    const op = await operatorToken(t.app, t.db);
    const id = created.data.orders[0].id;
    const ship = await call(t.app, 'POST', '/api/console/order/ship', { token: op, body: { id, carrier: 'DHL', tracking_no: 'JD0001' } });
    console.log(ship.code, ship.msg);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, lang: 'ri', query: { id } });
    console.log(JSON.stringify(detail.data, null, 1));
    const conf = await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } });
    console.log(conf.code, conf.msg);
    const b = await buyNow(t.app, s, sku, 1);
    console.log(b);
    console.log(await call(t.app, 'GET', '/api/order/counts', { token: s.token }));
    console.log((await call(t.app, 'GET', '/api/console/orders', { token: op })).data.total);
    await expectLedgerConsistent(t.db);
    expect(paid.code).toBe(1);
  });
});
