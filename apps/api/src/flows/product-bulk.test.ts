import { translate } from '../lib/i18n.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../test/helper.ts';
import { operatorToken } from '../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../test/seller-fixture.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Sku = { price: string; compare_at_price?: string };

/**
 * Bulk product edits (docs/domain.md#bulk-product-edits), through both desks' calls: on and off sale as the single
 * save sets `listed`; every SKU's price by a percent, half up to the cent; a product refused whole, naming its SKU,
 * when a SKU would reach its compare-at price, not stay above a deal's price or drop below a cent; another shop's
 * products "not found" and untouched; the product's cached price, the catalogue's version and the shopper's read
 * following at once; the console's call for `catalogue` only, audited.
 */
describe(`bulk product edits (${engine})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let birch: TestSeller;
  let maple: TestSeller;
  let catalogue: string;
  let support: string;

  const bulk = (token: string, body: Record<string, unknown>, lang?: string, desk = 'seller') =>
    call(t.app, 'POST', `/api/${desk}/products/bulk`, { token, body, lang });

  /** A product of the seller's shop on sale, one SKU per given price (values S, M, L… of "Size"). */
  async function productWith(s: TestSeller, skus: Sku[]) {
    const made = await market.product(s, skus[0]?.price ?? '10.00');
    const loaded = await market.seller('GET', '/product', s.token, undefined, { id: made.id });
    const sizes = ['S', 'M', 'L', 'XL'].slice(0, skus.length);
    const saved = await market.seller('POST', '/product/save', s.token, {
      id: made.id,
      category_id: loaded.data.category_id,
      title: loaded.data.title,
      description: loaded.data.description,
      images: loaded.data.images,
      specs: [{ name: { en: 'Size', 'zh-CN': '尺码' }, values: sizes.map((size) => ({ en: size })) }],
      skus: skus.map((sku, i) => ({ options: [i], stock: 20, ...sku })),
      on_sale: true,
    });
    expect(saved.code, saved.msg).toBe(1);
    return {
      id: made.id,
      title: saved.data.title.en as string,
      skus: (saved.data.skus as { id: number }[]).map((sku) => sku.id),
    };
  }

  const skuPrices = async (productId: number) =>
    (
      await t.db
        .selectFrom('skus')
        .select('price')
        .where('product_id', '=', productId)
        .where('retired_at', 'is', null)
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.price));

  const productRow = (id: number) =>
    t.db
      .selectFrom('products')
      .select(['price', 'compare_at_price', 'on_sale', 'listed', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const version = async () =>
    Number(
      (await t.db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow())
        .version,
    );

  /** The product's cached card figures are those of its cheapest live SKU, as the single save leaves them. */
  async function expectFiguresOfSkus(productId: number) {
    const cheapest = await t.db
      .selectFrom('skus')
      .select(['price', 'compare_at_price'])
      .where('product_id', '=', productId)
      .where('retired_at', 'is', null)
      .orderBy('price')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await productRow(productId);
    expect({ price: Number(row.price), compare_at: row.compare_at_price && Number(row.compare_at_price) }).toEqual({
      price: Number(cheapest.price),
      compare_at: cheapest.compare_at_price && Number(cheapest.compare_at_price),
    });
  }

  const window = (from: number, to: number) => ({
    starts_at: new Date(Date.now() + from).toISOString(),
    ends_at: new Date(Date.now() + to).toISOString(),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    catalogue = await operatorToken(t.app, t.db, ['catalogue']);
    support = await operatorToken(t.app, t.db, ['support']);
    birch = await market.approvedSeller('Birch Light');
    maple = await market.approvedSeller('Maple Seat');
  });
  afterAll(() => t?.close());

  it('takes products off sale and puts them back, listed as the single save lists them, shoppers seeing it at once', async () => {
    const lamp = await productWith(birch, [{ price: '30.00' }]);
    const vase = await productWith(birch, [{ price: '12.00' }]);
    expect((await call(t.app, 'GET', '/api/goods/detail', { query: { id: lamp.id } })).code).toBe(1);
    const before = await version();

    const off = await bulk(birch.token, { ids: [lamp.id, vase.id], action: 'off_sale' });
    expect(off).toMatchObject({ code: 1, data: { refused: [] } });
    expect(off.data.changed).toEqual([
      { id: lamp.id, title: lamp.title, price: '30.00', on_sale: false, listed: false },
      { id: vase.id, title: vase.title, price: '12.00', on_sale: false, listed: false },
    ]);
    expect(await version()).toBeGreaterThan(before);
    expect(await call(t.app, 'GET', '/api/goods/detail', { query: { id: lamp.id } })).toMatchObject({
      code: 0,
      data: { error: 'PRODUCT_NOT_FOUND' },
    });
    const search = await t.db.selectFrom('product_search').select('listed').where('product_id', '=', lamp.id).execute();
    expect(search).toEqual([{ listed: false }]);

    // Off already: reported as it is, nothing written (its last edit stays).
    const edited = (await productRow(vase.id)).updated_at;
    const again = await bulk(birch.token, { ids: [vase.id], action: 'off_sale' });
    expect(again.data.changed).toMatchObject([{ id: vase.id, on_sale: false }]);
    expect((await productRow(vase.id)).updated_at).toEqual(edited);

    const on = await bulk(birch.token, { ids: [vase.id, lamp.id], action: 'on_sale' });
    expect(on.data.changed).toMatchObject([
      { id: lamp.id, on_sale: true, listed: true },
      { id: vase.id, on_sale: true, listed: true },
    ]);
    expect(await call(t.app, 'GET', '/api/goods/detail', { query: { id: lamp.id } })).toMatchObject({
      code: 1,
      data: { id: lamp.id, price: '30.00' },
    });
  });

  it('puts a product of a hidden category on sale as the single save does: on sale, listed only once it shows', async () => {
    const tray = await productWith(birch, [{ price: '9.00' }]);
    const loaded = await market.seller('GET', '/product', birch.token, undefined, { id: tray.id });
    const categories = await call(t.app, 'GET', '/api/console/categories', { token: catalogue });
    const home = categories.data.list.find((category: { id: number }) => category.id === loaded.data.category_id);
    const hide = async (hidden: boolean) => {
      const saved = await call(t.app, 'POST', '/api/console/category/save', {
        token: catalogue,
        body: { id: home.id, name: { en: home.name.en }, icon: home.icon, hidden },
      });
      expect(saved.code, saved.msg).toBe(1);
    };
    await bulk(birch.token, { ids: [tray.id], action: 'off_sale' });
    await hide(true);
    try {
      const on = await bulk(birch.token, { ids: [tray.id], action: 'on_sale' });
      expect(on.data.changed).toMatchObject([{ id: tray.id, on_sale: true, listed: false }]);
    } finally {
      await hide(false);
    }
    expect(await productRow(tray.id)).toMatchObject({ on_sale: true, listed: true });
  });

  it('changes every SKU by +10 % and −15 %, half up to the cent, the cached price following the cheapest SKU', async () => {
    const cups = await productWith(birch, [
      { price: '0.05' },
      { price: '0.10' },
      { price: '12.35', compare_at_price: '99.00' },
    ]);
    const plates = await productWith(birch, [{ price: '0.30' }, { price: '0.10' }]);

    const up = await bulk(birch.token, { ids: [cups.id], action: 'price', percent: 10 });
    expect(up).toMatchObject({ code: 1, data: { refused: [], changed: [{ id: cups.id, price: '0.06' }] } });
    expect(await skuPrices(cups.id)).toEqual([6, 11, 1359]); // 5.5 → 6, 11, 1358.5 → 1359
    await expectFiguresOfSkus(cups.id);

    const down = await bulk(birch.token, { ids: [cups.id, plates.id], action: 'price', percent: -15 });
    expect(down.data.refused).toEqual([]);
    expect(await skuPrices(cups.id)).toEqual([5, 9, 1155]); // 5.1 → 5, 9.35 → 9, 1155.15 → 1155
    expect(await skuPrices(plates.id)).toEqual([26, 9]); // 25.5 → 26, 8.5 → 9
    await expectFiguresOfSkus(cups.id);
    await expectFiguresOfSkus(plates.id);
    expect(down.data.changed).toMatchObject([
      { id: cups.id, price: '0.05' },
      { id: plates.id, price: '0.09' },
    ]);

    const twoDecimals = await bulk(birch.token, { ids: [plates.id], action: 'price', percent: 12.5 });
    expect(twoDecimals.code, twoDecimals.msg).toBe(1);
    expect(await skuPrices(plates.id)).toEqual([29, 10]); // 29.25 → 29, 10.125 → 10
  });

  it('refuses the whole product, naming the SKU, when a price would reach its compare-at price', async () => {
    const shirt = await productWith(birch, [
      { price: '20.00', compare_at_price: '30.00' },
      { price: '10.00', compare_at_price: '11.00' },
    ]);
    const socks = await productWith(birch, [{ price: '5.00', compare_at_price: '8.00' }]);

    const res = await bulk(birch.token, { ids: [shirt.id, socks.id], action: 'price', percent: 10 }, 'zh-CN');
    expect(res.code, res.msg).toBe(1);
    expect(res.data.changed).toMatchObject([{ id: socks.id, price: '5.50' }]);
    expect(res.data.refused).toEqual([
      {
        id: shirt.id,
        title: shirt.title,
        sku_id: shirt.skus[1],
        reason: 'BULK_PRICE_NOT_BELOW_COMPARE_AT',
        message: translate('zh-CN', 'errors.BULK_PRICE_NOT_BELOW_COMPARE_AT', {
          product: `${shirt.title} · M`,
          price: '11.00',
          compare_at: '11.00',
        }),
      },
    ]);
    expect(await skuPrices(shirt.id)).toEqual([2000, 1000]);
    expect(await skuPrices(socks.id)).toEqual([550]);
  });

  it("refuses a price not above a running deal's price, or a coming deal's, and takes one above it", async () => {
    const lamp = await productWith(birch, [{ price: '50.00' }]);
    const chair = await productWith(birch, [{ price: '40.00' }]);
    const running = await call(t.app, 'POST', '/api/seller/deal/save', {
      token: birch.token,
      body: {
        name: 'Lamp days',
        ...window(-MINUTE, DAY),
        items: [{ sku_id: lamp.skus[0], price: '45.00', deal_stock: 5 }],
      },
    });
    expect(running.code, running.msg).toBe(1);
    const coming = await call(t.app, 'POST', '/api/seller/deal/save', {
      token: birch.token,
      body: {
        name: 'Chair week',
        ...window(2 * DAY, 3 * DAY),
        items: [{ sku_id: chair.skus[0], price: '30.00', deal_stock: 5 }],
      },
    });
    expect(coming.code, coming.msg).toBe(1);

    const tooLow = await bulk(birch.token, { ids: [lamp.id, chair.id], action: 'price', percent: -25 });
    expect(tooLow.data.changed).toEqual([]);
    expect(tooLow.data.refused).toMatchObject([
      { id: lamp.id, sku_id: lamp.skus[0], reason: 'BULK_PRICE_NOT_ABOVE_DEAL' },
      { id: chair.id, sku_id: chair.skus[0], reason: 'BULK_PRICE_NOT_ABOVE_DEAL' },
    ]);
    expect(tooLow.data.refused[0].message).toBe(
      translate('en', 'errors.BULK_PRICE_NOT_ABOVE_DEAL', {
        product: `${lamp.title} · S`,
        price: '37.50',
        deal_price: '45.00',
      }),
    );
    // Equal to the deal price is no deal any more (a deal's price must be below the normal price).
    const equal = await bulk(birch.token, { ids: [lamp.id], action: 'price', percent: -10 });
    expect(equal.data.refused).toMatchObject([{ id: lamp.id, reason: 'BULK_PRICE_NOT_ABOVE_DEAL' }]);
    expect(await skuPrices(lamp.id)).toEqual([5000]);

    const above = await bulk(birch.token, { ids: [lamp.id], action: 'price', percent: -5 });
    expect(above.data).toMatchObject({ refused: [], changed: [{ id: lamp.id, price: '47.50' }] });
    const page = await call(t.app, 'GET', '/api/promotion/product', { query: { id: lamp.id } });
    expect(page.code, page.msg).toBe(1);
  });

  it('never lets a deal and a price change race past each other: one of them is refused', async () => {
    for (let round = 0; round < 4; round += 1) {
      const lamp = await productWith(birch, [{ price: '50.00' }]);
      const [deal, change] = await Promise.all([
        call(t.app, 'POST', '/api/seller/deal/save', {
          token: birch.token,
          body: {
            name: 'Race',
            ...window(-MINUTE, DAY),
            items: [{ sku_id: lamp.skus[0], price: '45.00', deal_stock: 5 }],
          },
        }),
        bulk(birch.token, { ids: [lamp.id], action: 'price', percent: -20 }),
      ]);
      const dealSaved = deal.code === 1;
      const priceChanged = change.data.changed.length === 1;
      expect(dealSaved !== priceChanged, JSON.stringify({ deal, change })).toBe(true);
      if (!dealSaved) expect(deal.data.error).toBe('DEAL_PRICE_TOO_HIGH');
      else expect(change.data.refused).toMatchObject([{ reason: 'BULK_PRICE_NOT_ABOVE_DEAL' }]);
    }
  });

  it('refuses a price below a cent, and takes one that rounds up to it', async () => {
    const pins = await productWith(birch, [{ price: '0.04' }, { price: '2.00' }]);
    const tacks = await productWith(birch, [{ price: '0.05' }]);

    const res = await bulk(birch.token, { ids: [pins.id, tacks.id], action: 'price', percent: -90 }, 'tai');
    expect(res.data.changed).toMatchObject([{ id: tacks.id, price: '0.01' }]); // 0.5 → 1
    expect(res.data.refused).toMatchObject([
      { id: pins.id, sku_id: pins.skus[0], reason: 'BULK_PRICE_OUT_OF_RANGE' }, // 0.4 → 0
    ]);
    expect(res.data.refused[0].message).toContain('$0.00');
    expect(await skuPrices(pins.id)).toEqual([4, 200]);
  });

  it("reports another shop's products and unknown ids as not found, and changes none of them", async () => {
    const mine = await productWith(birch, [{ price: '10.00' }]);
    const theirs = await productWith(maple, [{ price: '10.00' }]);
    const before = await productRow(theirs.id);
    const unknown = 2_000_000_000;

    for (const body of [
      { ids: [theirs.id, mine.id, unknown], action: 'price', percent: 50 },
      { ids: [theirs.id, unknown], action: 'off_sale' },
    ]) {
      const res = await bulk(birch.token, body);
      expect(res.code, res.msg).toBe(1);
      expect(res.data.refused).toEqual(
        [theirs.id, unknown].map((id) => ({
          id,
          title: null,
          sku_id: null,
          reason: 'BULK_PRODUCT_NOT_FOUND',
          message: translate('en', 'errors.BULK_PRODUCT_NOT_FOUND', { id }),
        })),
      );
    }
    expect(await productRow(theirs.id)).toEqual(before);
    expect(await skuPrices(theirs.id)).toEqual([1000]);
    expect(await skuPrices(mine.id)).toEqual([1500]);
  });

  it('refuses a body out of bounds on its field', async () => {
    const mine = await productWith(birch, [{ price: '10.00' }]);
    const refusals = [
      [{ ids: [mine.id], action: 'price' }, 'percent', 'percentInvalid'],
      [{ ids: [mine.id], action: 'price', percent: -90.5 }, 'percent', 'percentInvalid'],
      [{ ids: [mine.id], action: 'price', percent: 500.01 }, 'percent', 'percentInvalid'],
      [{ ids: [mine.id], action: 'price', percent: 1.005 }, 'percent', 'percentInvalid'],
      [{ ids: [mine.id], action: 'price', percent: 0 }, 'percent', 'percentInvalid'],
      [{ ids: [mine.id], action: 'on_sale', percent: 5 }, 'percent', 'invalidField'],
      [{ ids: [], action: 'on_sale' }, 'ids', 'idInvalid'],
      [{ ids: Array.from({ length: 201 }, (_, i) => i + 1), action: 'on_sale' }, 'ids', 'bulkTooMany'],
    ] as const;
    for (const [body, field, key] of refusals) {
      const res = await bulk(birch.token, body);
      expect(res, JSON.stringify(body)).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { [field]: key } },
      });
    }
    expect(await skuPrices(mine.id)).toEqual([1000]);
  });

  it("lets a catalogue operator change any shop's products, audited, and refuses an operator without catalogue", async () => {
    const birchMug = await productWith(birch, [{ price: '8.00' }]);
    const mapleMug = await productWith(maple, [{ price: '9.00' }]);
    const before = await version();

    const refused = await bulk(support, { ids: [birchMug.id], action: 'price', percent: 10 }, undefined, 'console');
    expect(refused.status).toBe(403);
    expect(await skuPrices(birchMug.id)).toEqual([800]);
    expect(await version()).toBe(before);

    const res = await bulk(
      catalogue,
      { ids: [mapleMug.id, birchMug.id], action: 'price', percent: 10 },
      undefined,
      'console',
    );
    expect(res.data).toMatchObject({
      refused: [],
      changed: [
        { id: birchMug.id, price: '8.80' },
        { id: mapleMug.id, price: '9.90' },
      ],
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'before', 'after'])
      .where('action', '=', 'product.bulk_price')
      .orderBy('target_id')
      .execute();
    expect(audit).toMatchObject([
      {
        target_id: birchMug.id,
        before: { skus: [{ price: 800 }] },
        after: { basis_points: 1_000, skus: [{ price: 880 }] },
      },
      {
        target_id: mapleMug.id,
        before: { skus: [{ price: 900 }] },
        after: { basis_points: 1_000, skus: [{ price: 990 }] },
      },
    ]);

    const off = await bulk(catalogue, { ids: [mapleMug.id], action: 'off_sale' }, undefined, 'console');
    expect(off.data.changed).toMatchObject([{ id: mapleMug.id, on_sale: false, listed: false }]);
    expect(
      await t.db.selectFrom('audit_log').select('target_id').where('action', '=', 'product.bulk_off_sale').execute(),
    ).toEqual([{ target_id: mapleMug.id }]);
  });

  it("moves the catalogue's version so a cached shopper read shows the new price at once", async () => {
    const kettle = await productWith(birch, [{ price: '20.00' }, { price: '25.00' }]);
    const first = await t.app.inject({ method: 'GET', url: `/api/goods/detail?id=${kettle.id}` });
    expect(first.json().data.price).toBe('20.00');
    const etag = first.headers.etag as string;
    // Cached now: the same answer again.
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/goods/detail?id=${kettle.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    const before = await version();
    expect((await bulk(birch.token, { ids: [kettle.id], action: 'price', percent: 20 })).data.refused).toEqual([]);
    expect(await version()).toBe(before + 1);

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/goods/detail?id=${kettle.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({
      price: '24.00',
      skus: [{ price: '24.00' }, { price: '30.00' }],
    });
    const list = await call(t.app, 'GET', '/api/seller/products', {
      token: birch.token,
      query: { keyword: kettle.title },
    });
    expect(list.data.list).toMatchObject([{ id: kettle.id, price: '24.00' }]);
  });
});
