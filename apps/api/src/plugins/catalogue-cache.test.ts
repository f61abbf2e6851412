import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../test/helper.ts';
import { buyNow, fundedShopper, skusOf } from '../../test/order-fixture.ts';
import { listenForCatalogueChanges, writesCatalogue } from '../db/catalogue-changes.ts';
import { catalogueGeneration, createDatabase, serverUrl } from '../db/database.ts';
import { insertProducts } from '../modules/catalogue/catalogue.repo.ts';

/** Public catalogue reads through the shared cache: headers, 304, freshness after every kind of change, privacy. */
describe(`catalogue cache (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
  });
  afterAll(() => t.close());

  /**
   * On PostgreSQL, the NOTIFY of earlier writes (and the listener's own start) arrive a few ms later: wait them out,
   * until the generation has stood still for five looks. The listener tells nobody which notification it has read,
   * so there is no signal to wait for instead. PGlite is one process with no listener: every write has moved the
   * generation by the time it returns, and nothing is left to arrive.
   */
  async function settled(): Promise<void> {
    if (serverUrl(t.db) === undefined) return;
    const generation = catalogueGeneration(t.db);
    let seen = generation.value;
    for (let quiet = 0; quiet < 5; ) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      quiet = generation.value === seen ? quiet + 1 : 0;
      seen = generation.value;
    }
  }

  const raw = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const detailUrl = () => `/api/goods/detail?id=${f.products.earbuds}`;

  it('answers public reads with Cache-Control, a strong ETag and 304 for a matching If-None-Match', async () => {
    await settled();
    const first = await raw(detailUrl());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=5');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(first.headers.vary).toBe('lang, token');
    const again = await raw(detailUrl());
    expect(again.headers['x-catalogue-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);

    const notModified = await raw(detailUrl(), { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const weak = await raw(detailUrl(), { 'if-none-match': `"other", W/${first.headers.etag}` });
    expect(weak.statusCode).toBe(304);
    const changed = await raw(detailUrl(), { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);

    for (const url of [
      '/api/goods/categories',
      '/api/goods/banners',
      '/api/goods/list?page=1',
      '/api/goods/hot',
      '/api/goods/search?keyword=tea',
      `/api/shop/detail?id=${f.shops.sunrise}`,
      '/api/shop/hot',
    ]) {
      const res = await raw(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=5, stale-while-revalidate=5');
      expect(res.headers.etag, url).toBeDefined();
    }
  });

  it('keeps one answer per language', async () => {
    const en = await raw(detailUrl(), { lang: 'en' });
    const zh = await raw(detailUrl(), { lang: 'zh-CN' });
    expect(en.json().data.title).not.toBe(zh.json().data.title);
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    expect((await raw(detailUrl(), { lang: 'zh-CN' })).json().data.title).toBe(zh.json().data.title);
  });

  it('shows a change made through the database handle at once, and nothing of a rolled-back one', async () => {
    await settled();
    const before = (await raw(detailUrl())).json().data;
    await raw(detailUrl());
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ sales: 424242 }).where('id', '=', f.products.earbuds).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const unchanged = await raw(detailUrl());
    expect(unchanged.headers['x-catalogue-cache']).toBe('hit');
    expect(unchanged.json().data.sales).toBe(before.sales);

    await t.db
      .updateTable('products')
      .set({ sales: before.sales + 5 })
      .where('id', '=', f.products.earbuds)
      .execute();
    const after = await raw(detailUrl());
    expect(after.headers['x-catalogue-cache']).toBe('miss');
    expect(after.json().data.sales).toBe(before.sales + 5);
  });

  it("shows an order's stock change on the product page as soon as the order is answered", async () => {
    const shopper = await fundedShopper(t.app, t.db, 0);
    const [skuId] = await skusOf(t.db, f.products.earbuds);
    const before = (await raw(detailUrl())).json().data;
    const stockBefore = before.skus.find((sku: { id: number }) => sku.id === skuId).stock;
    const order = await buyNow(t.app, shopper, skuId!, 2);
    expect(order.code, order.msg).toBe(1);
    const after = (await raw(detailUrl())).json().data;
    expect(after.skus.find((sku: { id: number }) => sku.id === skuId).stock).toBe(stockBefore - 2);
    expect(after.stock).toBe(before.stock - 2);
  });

  it('counts a new product in the list total at once (the total is kept per catalogue generation)', async () => {
    const list = async () =>
      (await call(t.app, 'GET', '/api/goods/list', { query: { category_id: f.categories.kitchen, limit: 1 } })).data;
    const before = await list();
    expect((await list()).total).toBe(before.total);
    await insertProducts(t.db, [
      {
        shop_id: f.shops.cafe,
        category_id: f.categories.kitchen,
        title: { en: 'Cache test kettle' },
        description: { en: 'Boils water' },
        images: [{ small: 'a.webp', large: 'a.webp' }],
        specs: [],
        skus: [{ options: [], price: 1000, stock: 3 }],
      },
    ]);
    expect((await list()).total).toBe(before.total + 1);
  });

  it("puts a shopper's own hearted and followed in a private answer, never in the shared one", async () => {
    const fan = await registerShopper(t.app, {}, { ip: '10.77.0.1' });
    const other = await registerShopper(t.app, {}, { ip: '10.77.0.2' });
    const hearted = await call(t.app, 'POST', '/api/goods/heart', {
      token: fan.token,
      body: { product_id: f.products.earbuds, heart: true },
    });
    expect(hearted.code, hearted.msg).toBe(1);
    const followed = await call(t.app, 'POST', '/api/shop/follow', {
      token: fan.token,
      body: { shop_id: f.shops.sunrise, follow: true },
    });
    expect(followed.code, followed.msg).toBe(1);

    const mine = await raw(detailUrl(), { token: fan.token });
    expect(mine.json().data.hearted).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).toBeUndefined();
    expect((await raw(detailUrl(), { token: other.token })).json().data.hearted).toBe(false);
    const shared = await raw(detailUrl());
    expect(shared.json().data.hearted).toBe(false);
    expect(shared.headers['cache-control']).toMatch(/^public/);

    const shopUrl = `/api/shop/detail?id=${f.shops.sunrise}`;
    expect((await raw(shopUrl, { token: fan.token })).json().data.followed).toBe(true);
    expect((await raw(shopUrl, { token: other.token })).json().data.followed).toBe(false);
    expect((await raw(shopUrl)).json().data.followed).toBe(false);
  });

  it('answers errors uncached and unchanged', async () => {
    const missing = await raw('/api/goods/detail?id=999999');
    expect(missing.json()).toMatchObject({ code: 0, data: { error: 'PRODUCT_NOT_FOUND' } });
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
  });

  it.runIf(engine === 'postgres')('learns of a change committed by another process through NOTIFY', async () => {
    const url = serverUrl(t.db)!;
    const generation = catalogueGeneration(t.db);
    const stop = listenForCatalogueChanges(url, generation, () => undefined);
    const other = createDatabase({ url, poolSize: 1 });
    try {
      await waitFor(() => true, 200);
      const before = generation.value;
      await other.updateTable('categories').set({ sort: 7 }).where('id', '=', f.categories.fashion).execute();
      await waitFor(() => generation.value > before, 5000);
      expect(generation.value).toBeGreaterThan(before);
    } finally {
      await other.destroy();
      await stop();
    }
  });
});

describe('writesCatalogue', () => {
  it('sees writes to catalogue tables, however they are written', () => {
    for (const statement of [
      'update "products" set "sales" = $1 where "id" = $2',
      'insert into "skus" ("product_id") values ($1)',
      'delete from "banners" where "id" = $1',
      'update shops set sales = 1',
      'with x as (update "skus" set "stock" = "stock" - 1 returning 1) insert into "orders" default values',
      'insert into settings (key, value) values ($1, $2) on conflict do nothing',
      'truncate products cascade',
    ])
      expect(writesCatalogue(statement), statement).toBe(true);
  });

  it('ignores reads and writes to other tables', () => {
    for (const statement of [
      'select * from "products"',
      'insert into "product_hearts" ("user_id") values ($1)',
      'update "shop_follows" set "x" = 1',
      'insert into "orders" ("user_id") values ($1)',
      'update "users" set "balance" = $1',
      '  select 1 from skus for update',
    ])
      expect(writesCatalogue(statement), statement).toBe(false);
  });
});

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}
