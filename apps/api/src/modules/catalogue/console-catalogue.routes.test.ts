import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANG_CODES } from '@shop/contract/languages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/password-hash.ts';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { buyNow, fundedShopper, pay, type Shopper } from '../../../test/order-fixture.ts';
import { insertOperator } from '../console/operator-admin.service.ts';
import { multipartBody, picture } from '../upload/upload-fixtures.ts';

/**
 * The console's catalogue (docs/domain.md#catalogue-and-search): what operators create is what shoppers find, see, put in a cart and buy —
 * at once, in every language — and an edit never undoes a reservation, never mixes two saves, never takes money
 * at a stale price.
 */
describe(`console catalogue (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  let categoryId: number;
  let shopId: number;
  let shopper: Shopper;

  const post = (url: string, body: unknown, lang = 'en', as = token) =>
    call(t.app, 'POST', `/api/console${url}`, { token: as, body, lang });
  const get = (url: string, query: Record<string, string | number> = {}, lang = 'en', as = token) =>
    call(t.app, 'GET', `/api/console${url}`, { token: as, query, lang });

  async function operator(roles: string[]): Promise<string> {
    const account = uniqueAccount('op');
    await insertOperator(t.db, {
      account,
      password_hash: await hashSecret('operator-secret-1'),
      name: 'Op',
      roles: roles as never,
    });
    const res = await call(t.app, 'POST', '/api/console/login', { body: { account, password: 'operator-secret-1' } });
    return res.data.token as string;
  }

  async function upload(width = 800, height = 800): Promise<string> {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'p.png', contentType: 'image/png', data: await picture('png', width, height) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/upload',
      headers: { token, 'content-type': contentType },
      payload: body,
    });
    const json = res.json();
    if (json.code !== 1) throw new Error(`upload failed: ${json.msg}`);
    return json.data.url as string;
  }

  const text = (en: string, extra: Record<string, string> = {}) => ({ en, ...extra });

  /** A product with two dimensions (2 colours × 2 sizes) in five languages. */
  async function productBody(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
    return {
      shop_id: shopId,
      category_id: categoryId,
      title: {
        en: 'Aurora Trail Jacket',
        'zh-CN': '极光徒步夹克',
        ri: 'オーロラ トレイルジャケット',
        han: '오로라 트레일 재킷',
        tai: 'แจ็คเก็ตเดินป่าออโรร่า',
      },
      description: text('A light shell for long walks.', { 'zh-CN': '适合长途徒步的轻薄外壳。' }),
      images: [await upload(), await upload(600, 900)],
      specs: [
        { name: text('Colour', { 'zh-CN': '颜色' }), values: [text('Red', { 'zh-CN': '红色' }), text('Blue')] },
        { name: text('Size'), values: [text('M'), text('L')] },
      ],
      skus: [
        { options: [0, 0], price: '59.00', stock: 10 },
        { options: [0, 1], price: '61.00', compare_at_price: '79.00', stock: 10 },
        { options: [1, 0], price: '55.00', compare_at_price: '70.00', stock: 10 },
        { options: [1, 1], price: '57.00', stock: 0 },
      ],
      on_sale: true,
      ...overrides,
    };
  }

  async function skuIds(productId: number) {
    const rows = await t.db
      .selectFrom('skus')
      .select(['id', 'options', 'stock', 'retired_at'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    return rows;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-catalogue-admin-'));
    t = await buildTestApp({ dataDir });
    token = await operator(['catalogue']);
    const category = await post('/category/save', {
      name: text('Outdoor gear', { 'zh-CN': '户外装备' }),
      icon: await upload(),
    });
    expect(category).toMatchObject({ code: 1, data: { slug: 'outdoor-gear', name: { en: 'Outdoor gear' } } });
    categoryId = category.data.id;
    const shop = await post('/shop/save', {
      name: text('Northwind Outfitters', {
        'zh-CN': '北风户外',
        ri: 'ノースウィンド',
        han: '노스윈드',
        tai: 'นอร์ทวินด์',
      }),
      description: text('Gear for the hills.'),
      logo: await upload(),
      banner: await upload(1500, 600),
      active: true,
      return_address: {
        addressee: 'Returns desk',
        mobile: '+86 755 1234 5678',
        country: 'cn',
        area: 'Shenzhen',
        detail: '1 Harbour Rd',
      },
    });
    expect(shop).toMatchObject({
      code: 1,
      data: { active: true, commission_is_default: true, commission_rate: '0.05' },
    });
    expect(shop.data.return_address.country).toBe('CN');
    shopId = shop.data.id;
    shopper = await fundedShopper(t.app, t.db, 100_000);
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a product that shoppers find at once in every language, see on its page and buy', async () => {
    const saved = await post('/product/save', await productBody());
    expect(saved).toMatchObject({ code: 1, msg: 'Save success' });
    const product = saved.data;
    expect(product.code).toBe(`P${product.id}`);
    expect(product.skus).toHaveLength(4);
    expect(product.listed).toBe(true);
    // The pictures were cut to the shop's two sizes, files on disk, and the editor gets the large ones back.
    for (const url of product.images as string[]) {
      expect(url).toMatch(/^\/uploads\/c\/[A-Za-z0-9_-]+-720\.webp$/);
      const meta = await sharp(path.join(dataDir, 'uploads', url.slice('/uploads/'.length))).metadata();
      expect([meta.width, meta.height]).toEqual([720, 720]);
    }

    const queries: Record<string, string> = {
      en: 'trail jacket',
      'zh-CN': '极光',
      ri: 'オーロラ',
      han: '재킷',
      tai: 'ออโรร่า',
    };
    for (const lang of LANG_CODES) {
      const found = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: queries[lang] ?? '' }, lang });
      expect(
        found.data.list.map((p: { id: number }) => p.id),
        lang,
      ).toContain(product.id);
    }
    const card = (await call(t.app, 'GET', '/api/goods/list', { query: { category_id: categoryId } })).data.list[0];
    // A card shows the cheapest SKU's price with that SKU's compare-at price.
    expect(card).toMatchObject({ id: product.id, price: '55.00', compare_at_price: '70.00' });
    const detail = await call(t.app, 'GET', '/api/goods/detail', { query: { id: product.id }, lang: 'zh-CN' });
    expect(detail.data).toMatchObject({ title: '极光徒步夹克', price: '55.00', stock: 30 });
    expect(detail.data.specs[0]).toMatchObject({ name: '颜色', values: [{ name: '红色' }, { name: 'Blue' }] });

    const blueM = product.skus.find((s: { options: number[] }) => s.options.join() === '1,0').id;
    const order = await buyNow(t.app, shopper, blueM, 2);
    expect(order).toMatchObject({ code: 1 });
    expect(
      (
        await pay(
          t.app,
          shopper,
          order.data.orders.map((o: { id: number }) => o.id),
        )
      ).code,
    ).toBe(1);
  });

  it('charges the price in force at checkout, not the one in the cart when it was added', async () => {
    const product = (await post('/product/save', await productBody({ code: 'PRICE-1' }))).data;
    const sku = product.skus[0];
    const add = await call(t.app, 'POST', '/api/cart/add', {
      token: shopper.token,
      body: { sku_id: sku.id, quantity: 1 },
    });
    expect(add.code).toBe(1);
    const body = await productBody({ id: product.id, code: 'PRICE-1', images: product.images });
    (body.skus as { price: string }[])[0]!.price = '64.50';
    expect((await post('/product/save', body)).code).toBe(1);
    const cart = await call(t.app, 'GET', '/api/cart/list', { token: shopper.token });
    const line = cart.data.groups
      .flatMap((g: { items: unknown[] }) => g.items)
      .find((i: { sku_id: number }) => i.sku_id === sku.id);
    expect(line.price).toBe('64.50');
    const order = await buyNow(t.app, shopper, sku.id, 1);
    expect(order.data.total).toBe('64.50');
  });

  it('never undoes a reservation: loaded 10, 2 reserved, saved unchanged → 8; saved 15 → 13', async () => {
    const product = (await post('/product/save', await productBody({ code: 'STOCK-1' }))).data;
    const loaded = product.skus[0];
    expect(loaded.stock).toBe(10);
    expect((await buyNow(t.app, shopper, loaded.id, 2)).code).toBe(1);

    const body = await productBody({ id: product.id, code: 'STOCK-1', images: product.images });
    const skus = body.skus as { options: number[]; stock: number; loaded_stock?: number }[];
    for (const [i, sku] of skus.entries()) sku.loaded_stock = product.skus[i].stock;
    expect((await post('/product/save', body)).data.skus[0].stock).toBe(8);

    skus[0]!.stock = 15;
    skus[0]!.loaded_stock = 10;
    expect((await post('/product/save', body)).data.skus[0].stock).toBe(13);

    // Taking away more than is left: refused with what is left, nothing changes.
    skus[0]!.stock = 0;
    skus[0]!.loaded_stock = 20;
    const refused = await post('/product/save', body);
    expect(refused).toMatchObject({ code: 0, data: { error: 'STOCK_BELOW_ZERO' } });
    expect(refused.msg).toContain('13');
    expect((await get('/product', { id: product.id })).data.skus[0].stock).toBe(13);
  });

  it('keeps the ids of surviving combinations, retires removed ones, and a cart line on a retired SKU cannot be bought', async () => {
    const product = (await post('/product/save', await productBody({ code: 'MATRIX-1' }))).data;
    const before = await skuIds(product.id);
    const inCart = before.find((s) => s.options.join() === '1,1')?.id ?? 0;
    await call(t.app, 'POST', '/api/cart/add', { token: shopper.token, body: { sku_id: before[0]!.id, quantity: 1 } });

    // Rename a value (same combination, same SKU), drop size L: the L SKUs retire.
    const body = await productBody({ id: product.id, code: 'MATRIX-1', images: product.images });
    body.specs = [
      { name: text('Colour'), values: [text('Crimson'), text('Blue')] },
      { name: text('Size'), values: [text('M')] },
    ];
    body.skus = [
      { options: [0, 0], price: '59.00', stock: 10 },
      { options: [1, 0], price: '55.00', stock: 10 },
    ];
    expect((await post('/product/save', body)).code).toBe(1);
    const after = await skuIds(product.id);
    const live = after.filter((s) => s.retired_at === null);
    expect(live.map((s) => s.id)).toEqual(before.filter((s) => s.options[1] === 0).map((s) => s.id));
    expect(after.filter((s) => s.retired_at !== null).map((s) => s.options.join())).toEqual(['0,1', '1,1']);

    // Named: that combination is no longer sold.
    const order = await buyNow(t.app, shopper, inCart, 1);
    expect(order).toMatchObject({ code: 0, data: { error: 'PRODUCT_OFF_SALE', sku_id: inCart } });
    const detail = await call(t.app, 'GET', '/api/goods/detail', { query: { id: product.id } });
    expect(detail.data.skus).toHaveLength(2);
  });

  it('lets the later of two concurrent saves win whole, never a mix of both', async () => {
    const product = (await post('/product/save', await productBody({ code: 'RACE-1' }))).data;
    const saves = await Promise.all(
      ['First', 'Second', 'Third', 'Fourth'].map(async (word, i) => {
        const body = await productBody({ id: product.id, code: 'RACE-1', images: product.images });
        body.title = text(`${word} title`);
        (body.skus as { price: string }[]).forEach((sku) => {
          sku.price = `${40 + i}.00`;
        });
        return post('/product/save', body);
      }),
    );
    expect(saves.every((res) => res.code === 1)).toBe(true);
    const final = (await get('/product', { id: product.id })).data;
    const word = final.title.en.split(' ')[0];
    const index = ['First', 'Second', 'Third', 'Fourth'].indexOf(word);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(new Set(final.skus.map((s: { price: string }) => s.price))).toEqual(new Set([`${40 + index}.00`]));
  });

  it("takes an inactive shop's products out of listings, search and checkout, and puts them back", async () => {
    const shop = (
      await post('/shop/save', {
        name: text('Closing Soon Store'),
        description: text('Everything must go.'),
        logo: await upload(),
        banner: await upload(1500, 600),
        active: true,
      })
    ).data;
    const product = (
      await post('/product/save', await productBody({ shop_id: shop.id, title: text('Zephyr lantern') }))
    ).data;
    const sku = product.skus[0].id;
    await call(t.app, 'POST', '/api/cart/add', { token: shopper.token, body: { sku_id: sku, quantity: 1 } });

    const shopBody = {
      id: shop.id,
      name: shop.name,
      description: shop.description,
      logo: shop.logo,
      banner: shop.banner,
      return_address: null,
    };
    const closed = await post('/shop/save', { ...shopBody, active: false });
    expect(closed).toMatchObject({ code: 1, data: { active: false } });
    const search = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'zephyr' } });
    expect(search.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/goods/detail', { query: { id: product.id } })).data?.error).toBe(
      'PRODUCT_NOT_FOUND',
    );
    const cart = await call(t.app, 'GET', '/api/cart/list', { token: shopper.token });
    const line = cart.data.groups
      .flatMap((g: { items: unknown[] }) => g.items)
      .find((i: { sku_id: number }) => i.sku_id === sku);
    expect(line.available).toBe(false);
    expect(await buyNow(t.app, shopper, sku, 1)).toMatchObject({ code: 0, data: { error: 'PRODUCT_OFF_SALE' } });
    // The editor still sees it, on sale by its seller's choice but not listed.
    expect((await get('/product', { id: product.id })).data).toMatchObject({ on_sale: true, listed: false });

    expect((await post('/shop/save', { ...shopBody, active: true })).code).toBe(1);
    expect((await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'zephyr' } })).data.total).toBe(1);
  });

  it("refuses bad input with the field's message and saves nothing", async () => {
    const count = async () => (await get('/products', { limit: 50 })).data.total;
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: { en: '  ' } }, 'title.en', 'Please enter the English text (the other languages fall back to it)'],
      [{ images: [] }, 'images', 'Add 1 to 9 pictures'],
      [{ images: ['/uploads/m/doesnotexist123.webp'] }, '', 'A picture could not be found, please upload it again'],
      [
        { skus: [{ options: [0, 0], price: '59.00', stock: 1 }] },
        'skus',
        'Every combination of the specifications needs exactly one SKU',
      ],
      [
        {
          skus: [
            { options: [0, 0], price: '59.00', compare_at_price: '50.00', stock: 1 },
            { options: [0, 1], price: '59.00', stock: 1 },
            { options: [1, 0], price: '59.00', stock: 1 },
            { options: [1, 1], price: '59.00', stock: 1 },
          ],
        },
        'skus.0.compare_at_price',
        'The compare-at price must be above the price',
      ],
      [{ code: 'has space' }, 'code', 'Use up to 40 letters, digits, dots, dashes or underscores'],
      [{ category_id: 999999 }, '', 'The category does not exist'],
      [{ balance: 1 }, 'balance', 'Unknown field: balance'],
    ];
    for (const [override, field, message] of cases) {
      const res = await post('/product/save', await productBody(override));
      expect(res.code, JSON.stringify(override)).toBe(0);
      expect(res.msg, JSON.stringify(override)).toBe(message);
      if (field) expect(Object.keys(res.data.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    // Messages come in the operator's language.
    const zh = await post('/product/save', await productBody({ images: [] }), 'zh-CN');
    expect(zh.msg).toBe('请添加 1 到 9 张图片');
    expect(await count()).toBe(before);
  });

  it('keeps product codes unique in a shop; an empty code gives P<id>', async () => {
    expect((await post('/product/save', await productBody({ code: 'UNIQUE-9' }))).code).toBe(1);
    const taken = await post('/product/save', await productBody({ code: 'UNIQUE-9' }));
    expect(taken).toMatchObject({ code: 0, data: { error: 'PRODUCT_CODE_TAKEN' } });
    expect(taken.msg).toContain('UNIQUE-9');
    const found = await get('/products', { keyword: 'UNIQUE-9' });
    expect(found.data.list.map((p: { code: string }) => p.code)).toEqual(['UNIQUE-9']);
  });

  it("lists every shop's products with filters: keyword in any language, shop, category, on sale, out of stock", async () => {
    const off = (
      await post(
        '/product/save',
        await productBody({ on_sale: false, title: text('Quartz flask', { ri: 'クォーツ水筒' }) }),
      )
    ).data;
    expect(off.listed).toBe(false);
    const byJapanese = await get('/products', { keyword: '水筒' }, 'ri');
    expect(byJapanese.data.list).toHaveLength(1);
    expect(byJapanese.data.list[0]).toMatchObject({ id: off.id, title: 'クォーツ水筒', on_sale: false, sku_count: 4 });
    expect((await get('/products', { on_sale: 'false' })).data.list.map((p: { id: number }) => p.id)).toContain(off.id);
    expect((await get('/products', { on_sale: 'true' })).data.list.map((p: { id: number }) => p.id)).not.toContain(
      off.id,
    );
    const outOfStock = (
      await post(
        '/product/save',
        await productBody({
          title: text('Empty shelf'),
          skus: [0, 1].flatMap((a) => [0, 1].map((b) => ({ options: [a, b], price: '9.00', stock: 0 }))),
        }),
      )
    ).data;
    const out = await get('/products', { stock: 'out', category_id: categoryId, shop_id: shopId });
    expect(out.data.list.map((p: { id: number }) => p.id)).toContain(outOfStock.id);
    expect(out.data.list.every((p: { stock: number }) => p.stock === 0)).toBe(true);
  });

  it('edits categories, banners (to a category or the discounted products) and hot keywords; the shop follows at once', async () => {
    const renamed = await post('/category/save', {
      id: categoryId,
      name: text('Outdoors', { tai: 'กลางแจ้ง' }),
      icon: (await get('/categories')).data.list.find((c: { id: number }) => c.id === categoryId).icon,
    });
    expect(renamed).toMatchObject({ code: 1, data: { id: categoryId, slug: 'outdoor-gear' } });
    const shown = await call(t.app, 'GET', '/api/goods/categories', { lang: 'tai' });
    expect(shown.data.find((c: { id: number }) => c.id === categoryId).name).toBe('กลางแจ้ง');

    const banner = await post('/banner/save', {
      title: text('Deals'),
      subtitle: text('Compare-at prices, crossed out'),
      image: await upload(1500, 600),
      discounted_only: true,
      active: true,
    });
    expect(banner).toMatchObject({ code: 1, data: { discounted_only: true, category_id: null } });
    const banners = await call(t.app, 'GET', '/api/goods/banners');
    expect(banners.data.find((b: { id: number }) => b.id === banner.data.id)).toMatchObject({ discounted_only: true });
    const discounted = await call(t.app, 'GET', '/api/goods/list', { query: { discounted: 'true', limit: 50 } });
    expect(discounted.data.list.length).toBeGreaterThan(0);
    expect(discounted.data.list.every((p: { compare_at_price: string | null }) => p.compare_at_price !== null)).toBe(
      true,
    );

    const keywords = { en: ['jacket', 'jacket', 'lantern'], 'zh-CN': ['夹克'], ri: [], han: [], tai: ['แจ็คเก็ต'] };
    expect((await post('/hot_keywords', { keywords })).data.keywords.en).toEqual(['jacket', 'lantern']);
    expect((await call(t.app, 'GET', '/api/goods/hot_keywords', { lang: 'zh-CN' })).data).toEqual(['夹克']);
  });

  it('sets commission rates only with the finance role, and records every catalogue edit in the audit log', async () => {
    expect((await post('/commission/save', { shop_id: shopId, rate: '0.08' })).status).toBe(403);
    const finance = await operator(['finance']);
    expect((await post('/commission/save', { shop_id: shopId, rate: '1.5' }, 'en', finance)).data.fields).toEqual({
      rate: 'rateInvalid',
    });
    expect((await post('/commission/save', { shop_id: shopId, rate: '0.08' }, 'en', finance)).code).toBe(1);
    expect((await post('/commission/save', { rate: '0.065' }, 'en', finance)).code).toBe(1);
    expect((await get('/commission', {}, 'en', finance)).data).toEqual({ default_rate: '0.065' });
    expect((await get('/shop', { id: shopId })).data).toMatchObject({
      commission_rate: '0.08',
      commission_is_default: false,
    });
    // Back on the default, following its changes; the default itself cannot be "none".
    expect((await post('/commission/save', { shop_id: shopId, rate: null }, 'en', finance)).code).toBe(1);
    expect((await get('/shop', { id: shopId })).data).toMatchObject({
      commission_rate: '0.065',
      commission_is_default: true,
    });
    expect((await post('/commission/save', { rate: null }, 'en', finance)).data.fields).toEqual({
      rate: 'rateInvalid',
    });
    // Every operator reads the default (the shop editor shows it); only finance changes it.
    expect((await get('/commission')).data).toEqual({ default_rate: '0.065' });
    // A finance operator cannot edit products; a catalogue operator cannot read the audit log.
    expect((await post('/product/save', await productBody(), 'en', finance)).status).toBe(403);
    const audit = await t.db.selectFrom('audit_log').select('action').execute();
    const actions = new Set(audit.map((row) => row.action));
    for (const action of [
      'category.create',
      'category.update',
      'shop.create',
      'shop.update',
      'product.create',
      'product.update',
      'banner.create',
      'hot_keywords.save',
      'commission.shop',
      'commission.default',
    ]) {
      expect(actions, action).toContain(action);
    }
  });
});
