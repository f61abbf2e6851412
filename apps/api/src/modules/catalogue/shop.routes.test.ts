import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogueFixture,
  type CatalogueFixture,
  FIXTURE_PRODUCTS,
  FIXTURE_SHOPS,
  ON_SALE_KEYS,
  PRODUCT_KEYS,
  SHOP_KEYS,
  type ShopKey,
} from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';

type Query = Record<string, string | number>;
interface ShopCard {
  id: number;
  name: string;
  description: string;
  logo: { small: string; large: string };
  fans: number;
  sales: number;
  favorable_rate: number | null;
}

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
/** Items sold by a shop: the sum over all its products (refreshShopFigures), those off sale included. */
const shopSales = (shop: ShopKey) =>
  PRODUCT_KEYS.filter((k) => FIXTURE_PRODUCTS[k].shop === shop).reduce((sum, k) => sum + FIXTURE_PRODUCTS[k].sales, 0);
const shopTurnover = (shop: ShopKey) =>
  PRODUCT_KEYS.filter((k) => FIXTURE_PRODUCTS[k].shop === shop).reduce(
    (sum, k) => sum + FIXTURE_PRODUCTS[k].sales * FIXTURE_PRODUCTS[k].price,
    0,
  );

describe(`catalogue: shops (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let ipCounter = 0;
  const shopper = () => {
    ipCounter += 1;
    return registerShopper(t.app, {}, { ip: `10.22.0.${ipCounter}` });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, query?: Query, options: { lang?: string; token?: string } = {}) =>
    call(t.app, 'GET', url, { query, ...options });
  const follow = (token: string | undefined, body: unknown, lang?: string) =>
    call(t.app, 'POST', '/api/shop/follow', { token, body, lang });
  const shopKeys = (list: ShopCard[]) => list.map((shop) => f.shopKeyOf(shop.id));
  const fansOf = async (shopId: number) =>
    (await t.db.selectFrom('shops').select('fans').where('id', '=', shopId).executeTakeFirstOrThrow()).fans;
  const followRows = (shopId: number) =>
    t.db.selectFrom('shop_follows').selectAll().where('shop_id', '=', shopId).execute();
  async function searchShopKeys(keyword: string, lang?: string) {
    const res = await get('/api/shop/search', { keyword }, { lang });
    expect(res.code, res.msg).toBe(1);
    expect(res.data.total).toBe(res.data.list.length);
    return { keys: shopKeys(res.data.list), names: res.data.list.map((s: ShopCard) => s.name) };
  }

  /** A shop whose counter no other test moves, so fan counts are exact. */
  async function freshShop(name: string) {
    const { insertShops } = await import('./catalogue.repo.ts');
    const picture = { small: '/uploads/catalog/x-360.webp', large: '/uploads/catalog/x-720.webp' };
    const [id] = await insertShops(t.db, [
      { name: { en: name }, description: { en: name }, logo: picture, banner: picture },
    ]);
    return id!;
  }

  describe('GET /api/shop/hot', () => {
    it('lists shops by items sold, best first, as cards in the request language', async () => {
      const res = await get('/api/shop/hot', undefined, { lang: 'ri' });
      expect(res).toMatchObject({ status: 200, code: 1, data: { total: SHOP_KEYS.length, page: 1, limit: 10 } });
      const expected = [...SHOP_KEYS].sort((a, b) => shopSales(b) - shopSales(a));
      expect(shopKeys(res.data.list)).toEqual(expected);
      const sunrise = res.data.list.find((s: ShopCard) => s.id === f.shops.sunrise);
      expect(sunrise).toEqual({
        id: f.shops.sunrise,
        name: 'サンライズオーディオ',
        description: 'サンライズオーディオ: description',
        logo: { small: expect.stringMatching(/\.webp$/), large: expect.stringMatching(/\.webp$/) },
        fans: FIXTURE_SHOPS.sunrise.fans,
        sales: shopSales('sunrise'),
        favorable_rate: 90,
      });
    });

    it('gives a shop without reviews no favourable rate (null) and computes the others to one decimal', async () => {
      const res = await get('/api/shop/hot');
      const rates = Object.fromEntries((res.data.list as ShopCard[]).map((s) => [f.shopKeyOf(s.id), s.favorable_rate]));
      expect(rates).toEqual({ sunrise: 90, cafe: null, panda: 75, seoul: 100 });
      const detail = await get('/api/shop/detail', { id: f.shops.cafe });
      expect(detail.data.favorable_rate).toBeNull();
      const product = await get('/api/goods/detail', { id: f.products.greenTea });
      expect(product.data.shop).toMatchObject({ id: f.shops.cafe, favorable_rate: null });
    });

    it('pages the shops and refuses more than 50 per page', async () => {
      const expected = [...SHOP_KEYS].sort((a, b) => shopSales(b) - shopSales(a));
      const page2 = await get('/api/shop/hot', { page: 2, limit: 3 });
      expect(page2.data).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(shopKeys(page2.data.list)).toEqual(expected.slice(3));
      expect(await get('/api/shop/hot', { limit: 51 })).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });
  });

  describe('GET /api/shop/search', () => {
    it.each([
      ['en', 'panda', 'Panda Home'],
      ['en', 'PANDA', 'Panda Home'],
      ['zh-CN', '熊猫', '熊猫家居'],
      ['zh-CN', '熊', '熊猫家居'],
      ['ri', 'パンダ', 'パンダホーム'],
      ['han', '판다', '판다 홈'],
      ['tai', 'แพนด้า', 'แพนด้า โฮม'],
    ])('finds a shop by name in %s ("%s")', async (lang, keyword, name) => {
      expect(await searchShopKeys(keyword, lang)).toEqual({ keys: ['panda'], names: [name] });
    });

    it('finds a name in any language and answers it in the request language', async () => {
      expect(await searchShopKeys('熊猫', 'tai')).toEqual({ keys: ['panda'], names: ['แพนด้า โฮม'] });
      expect(await searchShopKeys('서울', 'en')).toEqual({ keys: ['seoul'], names: ['Seoul Style'] });
    });

    it('ignores case and accents in Latin names', async () => {
      for (const keyword of ['cafe', 'CAFÉ', 'Café corner', 'ＣＡＦＥ']) {
        expect((await searchShopKeys(keyword)).keys, keyword).toEqual(['cafe']);
      }
    });

    it('tolerates one typo in a Latin name (the typo path answers, it does not fail)', async () => {
      expect((await searchShopKeys('sunrize')).keys).toEqual(['sunrise']);
      expect((await searchShopKeys('corrner', 'zh-CN')).names).toEqual(['咖啡角落']);
    });

    it('answers nothing for one letter or no match', async () => {
      for (const keyword of ['p', 'zzzz']) {
        expect(await get('/api/shop/search', { keyword }), keyword).toMatchObject({
          code: 1,
          data: { list: [], total: 0 },
        });
      }
    });

    it('answers every shop, best-selling first and paged, for no keyword, an empty or a blank one', async () => {
      const bySales = [...SHOP_KEYS].sort((a, b) => shopSales(b) - shopSales(a));
      for (const query of [undefined, { keyword: '' }, { keyword: '   ' }]) {
        const res = await get('/api/shop/search', query, { lang: 'han' });
        expect(res, JSON.stringify(query)).toMatchObject({ code: 1, data: { total: SHOP_KEYS.length, page: 1 } });
        expect(shopKeys(res.data.list)).toEqual(bySales);
      }
      const second = await get('/api/shop/search', { page: 2, limit: 3 });
      expect(second.data).toMatchObject({ total: SHOP_KEYS.length, page: 2, limit: 3 });
      expect(shopKeys(second.data.list)).toEqual(bySales.slice(3));
      const seoul = (await get('/api/shop/search', {}, { lang: 'han' })).data.list.find(
        (s: ShopCard) => s.id === f.shops.seoul,
      );
      expect(seoul.name).toBe('서울 스타일');
    });
  });

  describe('GET /api/shop/detail', () => {
    it('answers the shop with its figures, banner and first page of products, best sellers first, none off sale', async () => {
      const res = await get('/api/shop/detail', { id: f.shops.sunrise }, { lang: 'zh-CN' });
      expect(res).toMatchObject({ status: 200, code: 1 });
      const onSale = ON_SALE_KEYS.filter((k) => FIXTURE_PRODUCTS[k].shop === 'sunrise').sort(
        (a, b) => FIXTURE_PRODUCTS[b].sales - FIXTURE_PRODUCTS[a].sales,
      );
      expect(res.data).toMatchObject({
        id: f.shops.sunrise,
        name: '日出音响',
        description: '日出音响: description',
        fans: FIXTURE_SHOPS.sunrise.fans,
        sales: shopSales('sunrise'),
        favorable_rate: 90,
        banner: {
          small: '/uploads/catalog/test-shop-sunrise-banner-360.webp',
          large: '/uploads/catalog/test-shop-sunrise-banner-720.webp',
        },
        total_sales: dollars(shopTurnover('sunrise')),
        product_count: onSale.length,
        followed: false,
        products: { total: onSale.length, page: 1, limit: 10 },
      });
      expect(res.data.products.list.map((p: { id: number }) => f.keyOf(p.id))).toEqual(onSale);
      expect(res.data.products.list[0]).toMatchObject({
        title: '蓝牙头戴式耳机',
        price: '59.99',
        shop_id: f.shops.sunrise,
      });
    });

    it('says whether the logged-in shopper follows it', async () => {
      const s = await shopper();
      expect((await get('/api/shop/detail', { id: f.shops.cafe }, { token: s.token })).data.followed).toBe(false);
      expect((await follow(s.token, { shop_id: f.shops.cafe, follow: true })).code).toBe(1);
      expect((await get('/api/shop/detail', { id: f.shops.cafe }, { token: s.token })).data.followed).toBe(true);
      expect((await get('/api/shop/detail', { id: f.shops.cafe })).data.followed).toBe(false);
      await follow(s.token, { shop_id: f.shops.cafe, follow: false });
    });

    it('answers SHOP_NOT_FOUND with a translated message for an unknown or inactive shop', async () => {
      expect(await get('/api/shop/detail', { id: 999_999 })).toEqual({
        status: 200,
        code: 0,
        msg: 'This shop does not exist',
        data: { error: 'SHOP_NOT_FOUND' },
      });
      expect(await get('/api/shop/detail', { id: 999_999 }, { lang: 'han' })).toMatchObject({
        code: 0,
        msg: '존재하지 않는 상점입니다',
        data: { error: 'SHOP_NOT_FOUND' },
      });
      const closed = await freshShop('Closed Shop');
      await t.db.updateTable('shops').set({ active: false }).where('id', '=', closed).execute();
      expect(await get('/api/shop/detail', { id: closed })).toMatchObject({
        code: 0,
        data: { error: 'SHOP_NOT_FOUND' },
      });
    });

    it('refuses invalid ids (0, -1, abc, 1.5)', async () => {
      for (const id of [0, -1, 'abc', 1.5]) {
        expect(await get('/api/shop/detail', { id }), String(id)).toMatchObject({
          code: 0,
          msg: 'Invalid id',
          data: { error: 'VALIDATION', fields: { id: 'idInvalid' } },
        });
      }
    });
  });

  describe('POST /api/shop/follow', () => {
    it('needs a login: 401 without a token, nothing stored', async () => {
      const shop = await freshShop('Login Shop');
      expect(await follow(undefined, { shop_id: shop, follow: true })).toEqual({
        status: 401,
        code: 401,
        msg: 'Please login first',
        data: { error: 'UNAUTHORIZED' },
      });
      expect(await follow('expired', { shop_id: shop, follow: true }, 'tai')).toMatchObject({
        status: 401,
        code: 401,
        msg: 'กรุณาเข้าสู่ระบบก่อน',
      });
      expect(await followRows(shop)).toEqual([]);
      expect(await fansOf(shop)).toBe(0);
    });

    it('follows a shop and unfollows it, answering the state and the fan count', async () => {
      const s = await shopper();
      const before = await fansOf(f.shops.seoul);
      expect(await follow(s.token, { shop_id: f.shops.seoul, follow: true })).toEqual({
        status: 200,
        code: 1,
        msg: 'Follow success',
        data: { followed: true, fans: before + 1 },
      });
      expect(await fansOf(f.shops.seoul)).toBe(before + 1);
      expect(await follow(s.token, { shop_id: f.shops.seoul, follow: false }, 'zh-CN')).toEqual({
        status: 200,
        code: 1,
        msg: '已取消关注',
        data: { followed: false, fans: before },
      });
      expect(await follow(s.token, { shop_id: f.shops.seoul, follow: true }, 'zh-CN')).toMatchObject({
        msg: '关注成功',
      });
      await follow(s.token, { shop_id: f.shops.seoul, follow: false });
    });

    it('counts a double tap once: two concurrent follows make one row and one more fan', async () => {
      const shop = await freshShop('Double Tap Shop');
      const s = await shopper();
      const body = { shop_id: shop, follow: true };
      const answers = await Promise.all([follow(s.token, body), follow(s.token, body)]);
      for (const res of answers)
        expect(res).toMatchObject({ code: 1, msg: 'Follow success', data: { followed: true, fans: 1 } });
      expect(await followRows(shop)).toHaveLength(1);
      expect(await fansOf(shop)).toBe(1);
      // A third tap changes nothing either.
      expect((await follow(s.token, body)).data).toEqual({ followed: true, fans: 1 });
      expect(await fansOf(shop)).toBe(1);
    });

    it('counts many shoppers following at once exactly', async () => {
      const shop = await freshShop('Crowd Shop');
      const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
      await Promise.all(
        shoppers.flatMap((s) => [
          follow(s.token, { shop_id: shop, follow: true }),
          follow(s.token, { shop_id: shop, follow: true }),
        ]),
      );
      expect(await followRows(shop)).toHaveLength(6);
      expect(await fansOf(shop)).toBe(6);
    });

    it('takes the fan back once when unfollowing twice at once, and never goes below zero', async () => {
      const shop = await freshShop('Unfollow Shop');
      const s = await shopper();
      await follow(s.token, { shop_id: shop, follow: true });
      expect(await fansOf(shop)).toBe(1);
      const body = { shop_id: shop, follow: false };
      const answers = await Promise.all([follow(s.token, body), follow(s.token, body)]);
      for (const res of answers) expect(res).toMatchObject({ code: 1, data: { followed: false, fans: 0 } });
      expect(await followRows(shop)).toEqual([]);
      expect(await fansOf(shop)).toBe(0);
      // Unfollowing a shop never followed, or again, leaves the count at zero.
      const stranger = await shopper();
      expect((await follow(stranger.token, body)).data).toEqual({ followed: false, fans: 0 });
      expect((await follow(s.token, body)).data).toEqual({ followed: false, fans: 0 });
      expect(await fansOf(shop)).toBe(0);
    });

    it('keeps the counter at zero even when it is already zero with a follower left', async () => {
      const shop = await freshShop('Drifted Shop');
      const s = await shopper();
      await follow(s.token, { shop_id: shop, follow: true });
      await t.db.updateTable('shops').set({ fans: 0 }).where('id', '=', shop).execute();
      expect((await follow(s.token, { shop_id: shop, follow: false })).data).toEqual({ followed: false, fans: 0 });
      expect(await fansOf(shop)).toBe(0);
    });

    it('answers SHOP_NOT_FOUND for an unknown or inactive shop, storing nothing', async () => {
      const s = await shopper();
      expect(await follow(s.token, { shop_id: 999_999, follow: true })).toEqual({
        status: 200,
        code: 0,
        msg: 'This shop does not exist',
        data: { error: 'SHOP_NOT_FOUND' },
      });
      const closed = await freshShop('Closed Follow Shop');
      await t.db.updateTable('shops').set({ active: false }).where('id', '=', closed).execute();
      expect(await follow(s.token, { shop_id: closed, follow: true }, 'ri')).toMatchObject({
        code: 0,
        data: { error: 'SHOP_NOT_FOUND' },
      });
      expect(await t.db.selectFrom('shop_follows').selectAll().where('user_id', '=', s.id).execute()).toEqual([]);
    });

    it('refuses invalid ids and a missing or non-boolean follow', async () => {
      const s = await shopper();
      for (const shop_id of [0, -1, 'abc', 1.5]) {
        expect(await follow(s.token, { shop_id, follow: true }), String(shop_id)).toMatchObject({
          code: 0,
          msg: 'Invalid id',
          data: { error: 'VALIDATION', fields: { shop_id: 'idInvalid' } },
        });
      }
      for (const value of [undefined, 'true', 0]) {
        expect(await follow(s.token, { shop_id: f.shops.cafe, follow: value }), String(value)).toMatchObject({
          code: 0,
          msg: 'Please choose whether to follow this shop',
          data: { error: 'VALIDATION', fields: { follow: 'followInvalid' } },
        });
      }
      expect(await follow(s.token, undefined)).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
    });

    it('refuses unknown body fields such as fans, changing nothing', async () => {
      const shop = await freshShop('Mass Assignment Shop');
      const s = await shopper();
      const res = await follow(s.token, { shop_id: shop, follow: true, fans: 1_000_000 });
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Unknown field: fans',
        data: { error: 'UNKNOWN_FIELD', fields: { fans: 'unknownField' } },
      });
      expect(await follow(s.token, { shop_id: shop, follow: true, user_id: 1 }, 'zh-CN')).toMatchObject({
        code: 0,
        msg: '未知字段：user_id',
      });
      expect(await followRows(shop)).toEqual([]);
      expect(await fansOf(shop)).toBe(0);
    });
  });

  describe('GET /api/shop/followed', () => {
    it('needs a login', async () => {
      expect(await get('/api/shop/followed')).toMatchObject({ status: 401, code: 401 });
    });

    it("lists the shopper's own followed shops, most recent first, in the request language", async () => {
      const s = await shopper();
      const other = await shopper();
      for (const key of ['panda', 'cafe', 'sunrise'] as const)
        expect((await follow(s.token, { shop_id: f.shops[key], follow: true })).code).toBe(1);
      await follow(other.token, { shop_id: f.shops.seoul, follow: true });
      const res = await get('/api/shop/followed', undefined, { token: s.token, lang: 'tai' });
      expect(res).toMatchObject({ code: 1, data: { total: 3, page: 1, limit: 10 } });
      expect(shopKeys(res.data.list)).toEqual(['sunrise', 'cafe', 'panda']);
      expect(res.data.list.map((shop: ShopCard) => shop.name)).toEqual(['ซันไรส์ ออดิโอ', 'คาเฟ่ คอร์เนอร์', 'แพนด้า โฮม']);
      // Unfollow and follow again: back on top.
      await follow(s.token, { shop_id: f.shops.panda, follow: false });
      await follow(s.token, { shop_id: f.shops.panda, follow: true });
      expect(shopKeys((await get('/api/shop/followed', undefined, { token: s.token })).data.list)).toEqual([
        'panda',
        'sunrise',
        'cafe',
      ]);
      const page2 = await get('/api/shop/followed', { page: 2, limit: 2 }, { token: s.token });
      expect(page2.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(shopKeys(page2.data.list)).toEqual(['cafe']);
      expect(shopKeys((await get('/api/shop/followed', undefined, { token: other.token })).data.list)).toEqual([
        'seoul',
      ]);
      for (const key of ['panda', 'cafe', 'sunrise'] as const)
        await follow(s.token, { shop_id: f.shops[key], follow: false });
      await follow(other.token, { shop_id: f.shops.seoul, follow: false });
    });
  });
});
