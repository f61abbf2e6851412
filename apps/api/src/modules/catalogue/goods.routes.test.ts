import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogueFixture,
  type CatalogueFixture,
  EARBUDS_SKUS,
  FIXTURE_CATEGORIES,
  FIXTURE_PRODUCTS,
  FIXTURE_SHOPS,
  ON_SALE_KEYS,
  type ProductKey,
} from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import { putSetting } from '../settings/settings.service.ts';
import { HOT_KEYWORDS_SETTING } from './product.service.ts';

type Query = Record<string, string | number>;
interface Card {
  id: number;
  shop_id: number;
  title: string;
  image: { small: string; large: string };
  price: string;
  sales: number;
  rating: number;
}

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const by = (value: (key: ProductKey) => number, direction: 'asc' | 'desc') => (a: ProductKey, b: ProductKey) =>
  direction === 'asc' ? value(a) - value(b) : value(b) - value(a);
const sales = (key: ProductKey) => FIXTURE_PRODUCTS[key].sales;
const price = (key: ProductKey) => FIXTURE_PRODUCTS[key].price;
const age = (key: ProductKey) => FIXTURE_PRODUCTS[key].days;

describe(`catalogue: goods (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let ipCounter = 0;
  const shopper = () => {
    ipCounter += 1;
    return registerShopper(t.app, {}, { ip: `10.21.0.${ipCounter}` });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, query?: Query, options: { lang?: string; token?: string } = {}) =>
    call(t.app, 'GET', url, { query, ...options });
  const keysOf = (list: Card[]) => list.map((card) => f.keyOf(card.id));
  const list = (query: Query = {}, lang?: string) => get('/api/goods/list', query, { lang });
  async function listKeys(query: Query = {}, lang?: string) {
    const res = await list({ limit: 50, ...query }, lang);
    expect(res.code, res.msg).toBe(1);
    return keysOf(res.data.list);
  }
  const search = (keyword: string, lang?: string, query: Query = {}) =>
    get('/api/goods/search', { keyword, limit: 50, ...query }, { lang });
  async function searchKeys(keyword: string, lang?: string) {
    const res = await search(keyword, lang);
    expect(res.code, res.msg).toBe(1);
    expect(res.data.total).toBe(res.data.list.length);
    return keysOf(res.data.list);
  }
  const heart = (token: string | undefined, body: unknown, lang?: string) =>
    call(t.app, 'POST', '/api/goods/heart', { token, body, lang });
  const heartRows = (userId: number) =>
    t.db.selectFrom('product_hearts').select(['product_id', 'created_at']).where('user_id', '=', userId).execute();

  describe('GET /api/goods/categories', () => {
    it('lists the categories in display order with names in the request language', async () => {
      const res = await get('/api/goods/categories', undefined, { lang: 'zh-CN' });
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data.map((c: { name: string }) => c.name)).toEqual(['电子产品', '厨房用品', '服饰']);
      expect(res.data[0]).toEqual({
        id: f.categories.electronics,
        slug: 'electronics',
        name: '电子产品',
        icon: { small: expect.stringMatching(/\.webp$/), large: expect.stringMatching(/\.webp$/) },
        parent_id: null,
      });
    });

    it.each(['en', 'ri', 'han', 'tai'] as const)('names the categories in %s', async (lang) => {
      const res = await get('/api/goods/categories', undefined, { lang });
      expect(res.data.map((c: { name: string }) => c.name)).toEqual(
        (['electronics', 'kitchen', 'fashion'] as const).map((key) => FIXTURE_CATEGORIES[key].name[lang]),
      );
    });

    it('answers English without a lang header or for an unknown language', async () => {
      for (const lang of [undefined, 'xx']) {
        const res = await get('/api/goods/categories', undefined, { lang });
        expect(res.data.map((c: { name: string }) => c.name)).toEqual(['Electronics', 'Kitchen', 'Fashion']);
      }
    });
  });

  describe('GET /api/goods/banners', () => {
    it('lists only active banners, translated, falling back to English per text', async () => {
      const res = await get('/api/goods/banners', undefined, { lang: 'han' });
      expect(res.code).toBe(1);
      expect(res.data).toEqual([
        {
          id: expect.any(Number),
          title: '여름 오디오 위크',
          subtitle: 'Up to 30% off headphones',
          image: { small: expect.any(String), large: expect.any(String) },
          category_id: f.categories.electronics,
          discounted_only: false,
          link_type: 'category',
          link_value: String(f.categories.electronics),
        },
      ]);
    });
  });

  describe('GET /api/goods/list', () => {
    it('answers a page of product cards: id, shop, title, picture, price as a string, sales and rating', async () => {
      const res = await list({ limit: 50 });
      expect(res).toMatchObject({ status: 200, code: 1, data: { total: ON_SALE_KEYS.length, page: 1, limit: 50 } });
      const earbuds = res.data.list.find((card: Card) => card.id === f.products.earbuds);
      expect(earbuds).toEqual({
        id: f.products.earbuds,
        shop_id: f.shops.sunrise,
        title: 'Wireless Bluetooth Earbuds',
        image: { small: '/uploads/catalog/test-earbuds-1-360.webp', large: '/uploads/catalog/test-earbuds-1-720.webp' },
        price: '29.99',
        compare_at_price: null,
        sales: 500,
        rating: 4.5,
      });
      for (const card of res.data.list as Card[]) {
        expect(card.price).toBe(dollars(price(f.keyOf(card.id)!)));
        expect(card.rating).toBe(card.id === f.products.earbuds ? 4.5 : 0);
      }
    });

    it('sorts by sales by default, best sellers first', async () => {
      const expected = [...ON_SALE_KEYS].sort(by(sales, 'desc'));
      expect(await listKeys()).toEqual(expected);
      expect(await listKeys({ sort: 'sales' })).toEqual(expected);
    });

    it('sorts by price, lowest first with price_asc and highest first with price_desc', async () => {
      expect(await listKeys({ sort: 'price_asc' })).toEqual([...ON_SALE_KEYS].sort(by(price, 'asc')));
      expect(await listKeys({ sort: 'price_desc' })).toEqual([...ON_SALE_KEYS].sort(by(price, 'desc')));
    });

    it('sorts by age with newest, most recent first', async () => {
      expect(await listKeys({ sort: 'newest' })).toEqual([...ON_SALE_KEYS].sort(by(age, 'asc')));
    });

    it('never lists a product taken off sale', async () => {
      for (const sort of ['sales', 'price_asc', 'price_desc', 'newest'])
        expect(await listKeys({ sort })).not.toContain('radio');
    });

    it('pages through the list: page 2 continues where page 1 ended, with the same total', async () => {
      const all = [...ON_SALE_KEYS].sort(by(sales, 'desc'));
      const first = await list({ limit: 5, page: 1 });
      const second = await list({ limit: 5, page: 2 });
      expect(first.data).toMatchObject({ total: all.length, page: 1, limit: 5 });
      expect(second.data).toMatchObject({ total: all.length, page: 2, limit: 5 });
      expect(keysOf(first.data.list)).toEqual(all.slice(0, 5));
      expect(keysOf(second.data.list)).toEqual(all.slice(5, 10));
      const last = await list({ limit: 5, page: 4 });
      expect(keysOf(last.data.list)).toEqual(all.slice(15));
    });

    it('answers an empty page past the end, still with the total', async () => {
      const res = await list({ limit: 5, page: 9 });
      expect(res).toMatchObject({ code: 1, data: { list: [], total: ON_SALE_KEYS.length, page: 9, limit: 5 } });
    });

    it('defaults to page 1 with 10 cards', async () => {
      const res = await list();
      expect(res.data).toMatchObject({ page: 1, limit: 10, total: ON_SALE_KEYS.length });
      expect(res.data.list).toHaveLength(10);
    });

    it('accepts limit 50 and refuses more than 50, zero, or page 0', async () => {
      expect((await list({ limit: 50 })).code).toBe(1);
      for (const query of [
        { limit: 51 },
        { limit: 1000 },
        { limit: 0 },
        { page: 0 },
        { page: -1 },
        { limit: 'ten' },
      ] as Query[]) {
        const res = await list(query);
        expect(res, JSON.stringify(query)).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
      }
    });

    it('refuses an unknown sort order with a translated message', async () => {
      expect(await list({ sort: 'cheapest' })).toMatchObject({
        code: 0,
        msg: 'Please choose a sort order',
        data: { error: 'VALIDATION', fields: { sort: 'sortInvalid' } },
      });
      expect(await list({ sort: 'cheapest' }, 'zh-CN')).toMatchObject({ code: 0, msg: '请选择排序方式' });
    });

    it('filters by category', async () => {
      for (const category of ['electronics', 'kitchen', 'fashion'] as const) {
        const expected = ON_SALE_KEYS.filter((key) => FIXTURE_PRODUCTS[key].category === category).sort(
          by(sales, 'desc'),
        );
        const res = await list({ limit: 50, category_id: f.categories[category] });
        expect(keysOf(res.data.list), category).toEqual(expected);
        expect(res.data.total).toBe(expected.length);
      }
    });

    it('filters by shop', async () => {
      const expected = ON_SALE_KEYS.filter((key) => FIXTURE_PRODUCTS[key].shop === 'panda').sort(by(price, 'asc'));
      expect(await listKeys({ shop_id: f.shops.panda, sort: 'price_asc' })).toEqual(expected);
    });

    it('filters by price range in dollars, both ends included', async () => {
      const inRange = (min: number, max: number) =>
        ON_SALE_KEYS.filter((key) => price(key) >= min && price(key) <= max).sort(by(price, 'asc'));
      // 10.00 and 20.50 are the exact prices of green tea and the teapot.
      const expected = inRange(1000, 2050);
      expect(expected).toContain('greenTea');
      expect(expected).toContain('teapot');
      expect(await listKeys({ min_price: '10', max_price: '20.50', sort: 'price_asc' })).toEqual(expected);
      expect(await listKeys({ min_price: '10.00', max_price: '20.5', sort: 'price_asc' })).toEqual(expected);
      expect(await listKeys({ min_price: '40', sort: 'price_asc' })).toEqual(inRange(4000, Infinity));
      expect(await listKeys({ max_price: '5.99', sort: 'price_asc' })).toEqual(inRange(0, 599));
      expect(await listKeys({ min_price: '20.51', max_price: '20.98' })).toEqual([]);
    });

    it('combines category, shop and price filters', async () => {
      const expected = ON_SALE_KEYS.filter(
        (key) =>
          FIXTURE_PRODUCTS[key].category === 'electronics' &&
          FIXTURE_PRODUCTS[key].shop === 'seoul' &&
          price(key) <= 2000,
      ).sort(by(sales, 'desc'));
      expect(expected).toEqual(['mouse', 'earbudsCase']);
      expect(await listKeys({ category_id: f.categories.electronics, shop_id: f.shops.seoul, max_price: 20 })).toEqual(
        expected,
      );
    });

    it('answers an empty list for a category or shop that does not exist', async () => {
      expect(await list({ category_id: 999_999 })).toMatchObject({ code: 1, data: { list: [], total: 0 } });
      expect(await list({ shop_id: 999_999 })).toMatchObject({ code: 1, data: { list: [], total: 0 } });
    });

    it('refuses a lowest price above the highest, with a message in the request language', async () => {
      const query = { min_price: '30', max_price: '10' };
      expect(await list(query)).toMatchObject({
        status: 200,
        code: 0,
        msg: 'The highest price must not be below the lowest',
        data: { error: 'VALIDATION', fields: { max_price: 'priceRangeInvalid' } },
      });
      expect(await list(query, 'zh-CN')).toMatchObject({ code: 0, msg: '最高价不能低于最低价' });
      expect(await list(query, 'tai')).toMatchObject({ code: 0, msg: 'ราคาสูงสุดต้องไม่ต่ำกว่าราคาต่ำสุด' });
    });

    it('refuses a price that is not an amount', async () => {
      for (const min_price of ['abc', '-1', '1.234', '1e3']) {
        expect(await list({ min_price }), min_price).toMatchObject({
          code: 0,
          msg: 'Please enter a correct amount',
          data: { error: 'VALIDATION', fields: { min_price: 'amountInvalid' } },
        });
      }
    });

    it('refuses an invalid category or shop id', async () => {
      for (const id of [0, -1, 'abc', 1.5]) {
        expect(await list({ category_id: id }), String(id)).toMatchObject({
          code: 0,
          msg: 'Invalid id',
          data: { error: 'VALIDATION' },
        });
        expect(await list({ shop_id: id }), String(id)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      }
    });

    it('answers titles in the request language and the English title where a translation is missing', async () => {
      const res = await list({ limit: 50, shop_id: f.shops.panda }, 'tai');
      const titles = Object.fromEntries((res.data.list as Card[]).map((card) => [f.keyOf(card.id), card.title]));
      expect(titles.kettle).toBe('กาต้มน้ำไฟฟ้า');
      expect(titles.teapot).toBe('กาน้ำชาเซรามิก');
      expect(titles.bottle).toBe('Stainless Steel Water Bottle');
      for (const lang of ['zh-CN', 'ri', 'han']) {
        const translated = await list({ limit: 50, shop_id: f.shops.panda }, lang);
        const bottle = translated.data.list.find((card: Card) => card.id === f.products.bottle);
        expect(bottle.title, lang).toBe('Stainless Steel Water Bottle');
      }
    });
  });

  describe('GET /api/goods/hot', () => {
    it('lists the best sellers first, without products off sale', async () => {
      const res = await get('/api/goods/hot', { limit: 4 });
      expect(res).toMatchObject({ code: 1, data: { total: ON_SALE_KEYS.length, page: 1, limit: 4 } });
      expect(keysOf(res.data.list)).toEqual([...ON_SALE_KEYS].sort(by(sales, 'desc')).slice(0, 4));
    });

    it('ranks one category with category_id (the Popular ranking)', async () => {
      const res = await get('/api/goods/hot', { limit: 50, category_id: f.categories.fashion }, { lang: 'ri' });
      const expected = ON_SALE_KEYS.filter((key) => FIXTURE_PRODUCTS[key].category === 'fashion').sort(
        by(sales, 'desc'),
      );
      expect(keysOf(res.data.list)).toEqual(expected);
      expect(res.data.list[0].title).toBe(FIXTURE_PRODUCTS[expected[0]!].title.ri);
    });

    it('refuses more than 50 per page', async () => {
      expect(await get('/api/goods/hot', { limit: 51 })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('GET /api/goods/detail', () => {
    it('answers the product with its SKUs, specifications, shop summary and review summary in the request language', async () => {
      const res = await get('/api/goods/detail', { id: f.products.earbuds }, { lang: 'zh-CN' });
      expect(res).toMatchObject({ status: 200, code: 1 });
      const shop = await t.db
        .selectFrom('shops')
        .select(['sales', 'fans'])
        .where('id', '=', f.shops.sunrise)
        .executeTakeFirstOrThrow();
      expect(res.data).toEqual({
        id: f.products.earbuds,
        title: '无线蓝牙耳机',
        description: '真无线耳机，附充电盒。',
        images: [
          { small: '/uploads/catalog/test-earbuds-1-360.webp', large: '/uploads/catalog/test-earbuds-1-720.webp' },
          { small: '/uploads/catalog/test-earbuds-2-360.webp', large: '/uploads/catalog/test-earbuds-2-720.webp' },
        ],
        price: '29.99',
        stock: EARBUDS_SKUS.reduce((sum, sku) => sum + sku.stock, 0),
        sales: 500,
        category_id: f.categories.electronics,
        specs: [
          {
            name: '颜色',
            values: [
              { index: 0, name: '黑色' },
              { index: 1, name: '白色' },
            ],
          },
          {
            name: '版本',
            values: [
              { index: 0, name: '标准版' },
              { index: 1, name: '专业版' },
            ],
          },
        ],
        skus: EARBUDS_SKUS.map((sku) => ({
          id: expect.any(Number),
          options: sku.options,
          price: dollars(sku.price),
          compare_at_price: null,
          stock: sku.stock,
          weight_g: null,
        })),
        // The fixture gives no parcel data (docs/domain.md#product-parcel-data): unknown reads as null.
        weight_g: null,
        length_mm: null,
        width_mm: null,
        height_mm: null,
        hs_code: null,
        origin_country: null,
        shop: {
          id: f.shops.sunrise,
          name: '日出音响',
          logo: { small: expect.any(String), large: expect.any(String) },
          fans: FIXTURE_SHOPS.sunrise.fans,
          sales: shop.sales,
          favorable_rate: 90,
        },
        review_summary: { count: 4, rating: 4.5 },
        hearted: false,
      });
      expect(shop.sales).toBe(500 + 900 + 10 + 1000);
    });

    it('lists each SKU once, with distinct ids and one option per dimension', async () => {
      const res = await get('/api/goods/detail', { id: f.products.earbuds });
      const skus = res.data.skus as { id: number; options: number[] }[];
      expect(new Set(skus.map((s) => s.id)).size).toBe(4);
      expect(new Set(skus.map((s) => s.options.join())).size).toBe(4);
      for (const sku of skus) expect(sku.options).toHaveLength(res.data.specs.length);
    });

    it('falls back to English for a missing translation: title, description and a specification name', async () => {
      const bottle = await get('/api/goods/detail', { id: f.products.bottle }, { lang: 'tai' });
      expect(bottle.data).toMatchObject({
        title: 'Stainless Steel Water Bottle',
        description: 'Keeps drinks cold for 24 hours.',
        specs: [],
        price: '17.50',
        shop: { name: 'แพนด้า โฮม', favorable_rate: 75 },
        review_summary: { count: 0, rating: 0 },
      });
      const earbuds = await get('/api/goods/detail', { id: f.products.earbuds }, { lang: 'tai' });
      expect(earbuds.data.title).toBe('หูฟังไร้สาย');
      expect(earbuds.data.specs.map((s: { name: string }) => s.name)).toEqual(['สี', 'Edition']);
      expect(earbuds.data.specs[1].values.map((v: { name: string }) => v.name)).toEqual(['มาตรฐาน', 'โปร']);
    });

    it('says whether the logged-in shopper hearted it (false for visitors and other shoppers)', async () => {
      const fan = await shopper();
      const other = await shopper();
      expect((await heart(fan.token, { product_id: f.products.kettle, heart: true })).code).toBe(1);
      expect((await get('/api/goods/detail', { id: f.products.kettle }, { token: fan.token })).data.hearted).toBe(true);
      expect((await get('/api/goods/detail', { id: f.products.kettle }, { token: other.token })).data.hearted).toBe(
        false,
      );
      expect((await get('/api/goods/detail', { id: f.products.kettle })).data.hearted).toBe(false);
      // A dead token is treated as a visitor on this public page, not refused.
      expect(await get('/api/goods/detail', { id: f.products.kettle }, { token: 'not-a-token' })).toMatchObject({
        status: 200,
        code: 1,
        data: { hearted: false },
      });
    });

    it('answers PRODUCT_NOT_FOUND with a clear translated message for an unknown id', async () => {
      const id = 999_999;
      expect(await get('/api/goods/detail', { id })).toEqual({
        status: 200,
        code: 0,
        msg: 'This product does not exist or is no longer on sale',
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
      expect(await get('/api/goods/detail', { id }, { lang: 'zh-CN' })).toMatchObject({
        msg: '该商品不存在或已下架',
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
      expect(await get('/api/goods/detail', { id }, { lang: 'tai' })).toMatchObject({
        msg: 'ไม่พบสินค้านี้หรือสินค้าหยุดจำหน่ายแล้ว',
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
    });

    it('answers PRODUCT_NOT_FOUND for a product taken off sale', async () => {
      expect(await get('/api/goods/detail', { id: f.products.radio })).toMatchObject({
        code: 0,
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
    });

    it('refuses invalid ids (0, -1, abc, 1.5, beyond 32 bits, missing) as a validation failure', async () => {
      for (const id of [0, -1, 'abc', 1.5, 2_147_483_648]) {
        expect(await get('/api/goods/detail', { id }), String(id)).toMatchObject({
          status: 200,
          code: 0,
          msg: 'Invalid id',
          data: { error: 'VALIDATION', fields: { id: 'idInvalid' } },
        });
      }
      expect(await get('/api/goods/detail', { id: 'abc' }, { lang: 'zh-CN' })).toMatchObject({
        code: 0,
        msg: 'ID 无效',
      });
      expect(await get('/api/goods/detail')).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('GET /api/goods/search', () => {
    it('finds a Latin word in English titles, title in the request language, never a product off sale', async () => {
      expect(await searchKeys('bluetooth')).toEqual(['headphones', 'earbuds', 'speaker']);
      const res = await search('bluetooth', 'ri');
      expect(res.data.list.map((c: Card) => c.title)).toEqual([
        'ブルートゥース ヘッドホン',
        'ワイヤレスイヤホン',
        'ポータブルスピーカー',
      ]);
    });

    it('finds a two-character Chinese term', async () => {
      expect((await searchKeys('蓝牙', 'zh-CN')).sort()).toEqual(['earbuds', 'headphones', 'speaker'].sort());
    });

    it('finds a one-character Chinese term', async () => {
      expect((await searchKeys('茶', 'zh-CN')).sort()).toEqual(['greenTea', 'teaShirt', 'teapot'].sort());
    });

    it('finds a Japanese term (katakana, three and four characters)', async () => {
      expect((await searchKeys('イヤホン', 'ri')).sort()).toEqual(
        ['earbuds', 'earbudsCase', 'earbudsPlain', 'kidsEarbuds'].sort(),
      );
      expect(await searchKeys('ケトル', 'ri')).toEqual(['kettle']);
    });

    it('finds a two-character Korean term', async () => {
      expect(await searchKeys('무선', 'han')).toEqual(['earbuds', 'mouse']);
      expect((await searchKeys('이어폰', 'han')).sort()).toEqual(
        ['earbuds', 'earbudsCase', 'earbudsPlain', 'kidsEarbuds'].sort(),
      );
    });

    it('finds a Thai word inside a title written without spaces', async () => {
      expect((await searchKeys('หูฟัง', 'tai')).sort()).toEqual(
        ['earbuds', 'earbudsCase', 'earbudsPlain', 'headphones', 'kidsEarbuds'].sort(),
      );
      expect(await searchKeys('ไร้สาย', 'tai')).toEqual(['earbuds', 'mouse']);
    });

    it('finds a term of any language whatever the request language, answering titles in the request language', async () => {
      const res = await search('蓝牙', 'en');
      expect(res.data.list.map((c: Card) => c.title).sort()).toEqual(
        ['Bluetooth Over-Ear Headphones', 'Portable Bluetooth Speaker', 'Wireless Bluetooth Earbuds'].sort(),
      );
    });

    it('is case- and accent-insensitive for Latin text, and folds full-width letters', async () => {
      for (const keyword of ['cafe', 'CAFE', 'Café', 'CAFÉ', 'café', 'ＣＡＦＥ', 'creme', 'CRÈME']) {
        expect(await searchKeys(keyword), keyword).toEqual(['coffee']);
      }
      expect(await searchKeys('BLUETOOTH')).toEqual(['headphones', 'earbuds', 'speaker']);
    });

    it('finds a translation-less product by its English title in every language', async () => {
      for (const lang of ['en', 'zh-CN', 'ri', 'han', 'tai']) {
        const res = await search('water bottle', lang);
        expect(
          res.data.list.map((c: Card) => c.title),
          lang,
        ).toEqual(['Stainless Steel Water Bottle']);
      }
    });

    it('needs every word of a phrase', async () => {
      expect(await searchKeys('wireless earbuds')).toEqual(['earbuds']);
      expect(await searchKeys('bluetooth 耳机')).toEqual(['headphones', 'earbuds']);
      expect(await searchKeys('wireless kettle')).toEqual([]);
    });

    it('tolerates one typo in a Latin word when nothing matches exactly', async () => {
      expect(await searchKeys('earbuts')).toContain('earbuds');
      expect(await searchKeys('wirelss')).toEqual(expect.arrayContaining(['earbuds', 'mouse']));
      expect(await searchKeys('headphnes')).toContain('headphones');
    });

    it('does not use the typo path when something matches exactly', async () => {
      // "mouse" matches exactly; the similar "house"-like words are not added.
      expect(await searchKeys('mouse')).toEqual(['mouse']);
    });

    it('ranks an exact title first, then titles starting with the term, then whole words, each by sales', async () => {
      // earbudsPlain sells least but is exactly "Earbuds"; the case starts with it; then kids (800) before earbuds (500).
      expect(await searchKeys('earbuds')).toEqual(['earbudsPlain', 'earbudsCase', 'kidsEarbuds', 'earbuds']);
      // In Chinese the head of a compound is its end: 蓝牙头戴式耳机 are earphones, 耳机保护套 is a case for them.
      expect(await searchKeys('耳机', 'zh-CN')).toEqual([
        'earbudsPlain',
        'headphones',
        'kidsEarbuds',
        'earbuds',
        'earbudsCase',
      ]);
      expect(await searchKeys('이어폰', 'han')).toEqual(['earbudsPlain', 'earbudsCase', 'kidsEarbuds', 'earbuds']);
    });

    it('ranks by how well the words fit a title in any language, whatever the interface language', async () => {
      // "cafe" is in the English title of the coffee beans only; in Korean, "카페" starts the coffee title.
      expect(await searchKeys('카페', 'han')).toEqual(['coffee']);
      expect(await searchKeys('카페', 'en')).toEqual(['coffee']);
      // "茶" ends the green tea's words (緑茶, 绿茶茶叶: tea); it sits inside the others' words (奶茶图案t恤, 陶瓷茶壶).
      const keys = await searchKeys('茶', 'ri');
      expect(keys[0]).toBe('greenTea');
      expect(keys.slice(1).sort()).toEqual(['teaShirt', 'teapot'].sort());
    });

    it('pages through results with the total of all matches', async () => {
      const page2 = await search('earbuds', 'en', { limit: 2, page: 2 });
      expect(page2.data).toMatchObject({ total: 4, page: 2, limit: 2 });
      expect(keysOf(page2.data.list)).toEqual(['kidsEarbuds', 'earbuds']);
      const past = await search('earbuds', 'en', { limit: 2, page: 3 });
      expect(past.data).toMatchObject({ list: [], total: 4, page: 3 });
    });

    it('answers nothing (not an error) for an empty keyword, one Latin letter or no match', async () => {
      for (const keyword of ['', '   ', 'e', 'E', 'zzzz']) {
        expect(await search(keyword), JSON.stringify(keyword)).toMatchObject({
          code: 1,
          data: { list: [], total: 0, page: 1 },
        });
      }
    });

    it('treats SQL and pattern characters in a keyword as separators, never as SQL or wildcards', async () => {
      for (const keyword of ["'; drop table products; --", '100%', '\\', '%%', 'e%', '_']) {
        expect(await search(keyword), keyword).toMatchObject({ code: 1, data: { list: [], total: 0 } });
      }
      // Same matches; the ranking compares the whole keyword (with its "%") to the title, so only the set is equal.
      expect((await searchKeys('earbuds%')).sort()).toEqual((await searchKeys('earbuds')).sort());
      expect(await t.db.selectFrom('products').select('id').limit(1).execute()).toHaveLength(1);
    });

    it('refuses a keyword longer than 60 characters, a missing keyword, and more than 50 per page', async () => {
      expect(await search('x'.repeat(61))).toMatchObject({
        code: 0,
        msg: 'This text is too long',
        data: { error: 'VALIDATION' },
      });
      expect(await get('/api/goods/search')).toMatchObject({
        code: 0,
        msg: 'Please enter a search term',
        data: { error: 'VALIDATION' },
      });
      expect(await search('tea', 'en', { limit: 51 })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('GET /api/goods/suggest', () => {
    it('suggests matching titles in the request language, best match first', async () => {
      const res = await get('/api/goods/suggest', { keyword: 'blue' });
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toEqual([
        { id: f.products.headphones, title: 'Bluetooth Over-Ear Headphones' },
        { id: f.products.earbuds, title: 'Wireless Bluetooth Earbuds' },
        { id: f.products.speaker, title: 'Portable Bluetooth Speaker' },
      ]);
      const zh = await get('/api/goods/suggest', { keyword: '耳机' }, { lang: 'zh-CN' });
      expect(zh.data.slice(0, 2)).toEqual([
        { id: f.products.earbudsPlain, title: '耳机' },
        { id: f.products.headphones, title: '蓝牙头戴式耳机' },
      ]);
    });

    it('answers at most eight suggestions, each product once', async () => {
      const res = await get('/api/goods/suggest', { keyword: 'ea' });
      expect(res.data).toHaveLength(8);
      expect(new Set(res.data.map((s: { id: number }) => s.id)).size).toBe(8);
    });

    it('answers nothing for one letter, and refuses a missing keyword', async () => {
      expect(await get('/api/goods/suggest', { keyword: 'b' })).toMatchObject({ code: 1, data: [] });
      expect(await get('/api/goods/suggest')).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('GET /api/goods/hot_keywords', () => {
    it("answers the operators' keywords in the request language, else English, else none", async () => {
      expect(await get('/api/goods/hot_keywords')).toMatchObject({ code: 1, data: [] });
      await putSetting(t.db, HOT_KEYWORDS_SETTING, {
        en: ['earbuds', 'green tea'],
        'zh-CN': ['蓝牙', '茶'],
        han: ['무선'],
      });
      expect((await get('/api/goods/hot_keywords')).data).toEqual(['earbuds', 'green tea']);
      expect((await get('/api/goods/hot_keywords', undefined, { lang: 'zh-CN' })).data).toEqual(['蓝牙', '茶']);
      expect((await get('/api/goods/hot_keywords', undefined, { lang: 'han' })).data).toEqual(['무선']);
      expect((await get('/api/goods/hot_keywords', undefined, { lang: 'tai' })).data).toEqual(['earbuds', 'green tea']);
    });
  });

  describe('POST /api/goods/heart', () => {
    it('needs a login: 401 without a token or with a dead one, in the request language', async () => {
      const body = { product_id: f.products.earbuds, heart: true };
      expect(await heart(undefined, body)).toEqual({
        status: 401,
        code: 401,
        msg: 'Please login first',
        data: { error: 'UNAUTHORIZED' },
      });
      expect(await heart('nope', body, 'zh-CN')).toMatchObject({ status: 401, code: 401, msg: '请先登录' });
      expect(await t.db.selectFrom('product_hearts').selectAll().execute()).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ product_id: f.products.earbuds })]),
      );
    });

    it('hearts a product and unhearts it, answering the new state with a translated message', async () => {
      const s = await shopper();
      expect(await heart(s.token, { product_id: f.products.mug, heart: true })).toEqual({
        status: 200,
        code: 1,
        msg: 'Added to your hearts',
        data: { hearted: true },
      });
      expect((await heartRows(s.id)).map((r) => r.product_id)).toEqual([f.products.mug]);
      expect(await heart(s.token, { product_id: f.products.mug, heart: false }, 'zh-CN')).toEqual({
        status: 200,
        code: 1,
        msg: '已从心愿单移除',
        data: { hearted: false },
      });
      expect(await heartRows(s.id)).toEqual([]);
    });

    it('changes the state once under a double tap: two identical concurrent hearts make one row', async () => {
      const s = await shopper();
      const body = { product_id: f.products.hoodie, heart: true };
      const answers = await Promise.all([heart(s.token, body), heart(s.token, body)]);
      for (const res of answers) expect(res).toMatchObject({ code: 1, data: { hearted: true } });
      expect(await heartRows(s.id)).toHaveLength(1);
      // Hearting again changes nothing either.
      expect((await heart(s.token, body)).data).toEqual({ hearted: true });
      expect(await heartRows(s.id)).toHaveLength(1);
    });

    it('unhearts once under a double tap and accepts unhearting a product never hearted', async () => {
      const s = await shopper();
      await heart(s.token, { product_id: f.products.scarf, heart: true });
      const body = { product_id: f.products.scarf, heart: false };
      const answers = await Promise.all([heart(s.token, body), heart(s.token, body)]);
      for (const res of answers) expect(res).toMatchObject({ code: 1, data: { hearted: false } });
      expect(await heartRows(s.id)).toEqual([]);
      expect(await heart(s.token, { product_id: f.products.cap, heart: false })).toMatchObject({
        code: 1,
        data: { hearted: false },
      });
    });

    it('answers PRODUCT_NOT_FOUND for an unknown product or one off sale, and stores nothing', async () => {
      const s = await shopper();
      expect(await heart(s.token, { product_id: 999_999, heart: true })).toEqual({
        status: 200,
        code: 0,
        msg: 'This product does not exist or is no longer on sale',
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
      expect(await heart(s.token, { product_id: f.products.radio, heart: true }, 'ri')).toMatchObject({
        code: 0,
        data: { error: 'PRODUCT_NOT_FOUND' },
      });
      expect(await heartRows(s.id)).toEqual([]);
    });

    it('refuses invalid ids and a missing or non-boolean heart', async () => {
      const s = await shopper();
      for (const product_id of [0, -1, 'abc', 1.5, null]) {
        expect(await heart(s.token, { product_id, heart: true }), String(product_id)).toMatchObject({
          code: 0,
          data: { error: 'VALIDATION', fields: { product_id: 'idInvalid' } },
        });
      }
      for (const value of [undefined, 'yes', 1]) {
        expect(await heart(s.token, { product_id: f.products.mug, heart: value }), String(value)).toMatchObject({
          code: 0,
          msg: 'Please choose whether to heart this product',
          data: { error: 'VALIDATION' },
        });
      }
      expect(await heartRows(s.id)).toEqual([]);
    });

    it('refuses unknown body fields such as user_id and changes nothing', async () => {
      const victim = await shopper();
      const s = await shopper();
      const res = await heart(s.token, { product_id: f.products.mug, heart: true, user_id: victim.id });
      expect(res).toMatchObject({
        code: 0,
        msg: 'Unknown field: user_id',
        data: { error: 'UNKNOWN_FIELD', fields: { user_id: 'unknownField' } },
      });
      expect(await heartRows(s.id)).toEqual([]);
      expect(await heartRows(victim.id)).toEqual([]);
    });
  });

  describe('GET /api/goods/hearted', () => {
    it('needs a login', async () => {
      expect(await get('/api/goods/hearted')).toMatchObject({ status: 401, code: 401, msg: 'Please login first' });
    });

    it("lists the shopper's own hearted products, most recent first, in the request language", async () => {
      const s = await shopper();
      const other = await shopper();
      for (const key of ['teapot', 'sneakers', 'greenTea'] as const) {
        expect((await heart(s.token, { product_id: f.products[key], heart: true })).code).toBe(1);
      }
      await heart(other.token, { product_id: f.products.cap, heart: true });
      const res = await get('/api/goods/hearted', undefined, { token: s.token, lang: 'han' });
      expect(res).toMatchObject({ code: 1, data: { total: 3, page: 1, limit: 10 } });
      expect(keysOf(res.data.list)).toEqual(['greenTea', 'sneakers', 'teapot']);
      expect(res.data.list[0]).toMatchObject({ title: '녹차 잎', price: '10.00', shop_id: f.shops.cafe });
      // Hearting one again moves nothing; unhearting removes it; hearting it anew puts it on top.
      await heart(s.token, { product_id: f.products.sneakers, heart: true });
      expect(keysOf((await get('/api/goods/hearted', undefined, { token: s.token })).data.list)).toEqual([
        'greenTea',
        'sneakers',
        'teapot',
      ]);
      await heart(s.token, { product_id: f.products.teapot, heart: false });
      await heart(s.token, { product_id: f.products.teapot, heart: true });
      expect(keysOf((await get('/api/goods/hearted', undefined, { token: s.token })).data.list)).toEqual([
        'teapot',
        'greenTea',
        'sneakers',
      ]);
      const theirs = await get('/api/goods/hearted', undefined, { token: other.token });
      expect(keysOf(theirs.data.list)).toEqual(['cap']);
    });

    it('pages the hearted products', async () => {
      const s = await shopper();
      for (const key of ['hoodie', 'scarf', 'sneakers'] as const)
        await heart(s.token, { product_id: f.products[key], heart: true });
      const page2 = await get('/api/goods/hearted', { page: 2, limit: 2 }, { token: s.token });
      expect(page2.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(keysOf(page2.data.list)).toEqual(['hoodie']);
      expect(await get('/api/goods/hearted', { limit: 51 }, { token: s.token })).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION' },
      });
    });
  });
});
