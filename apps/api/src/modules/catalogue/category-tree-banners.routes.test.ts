import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { sellerMarket } from '../../../test/seller-fixture.ts';
import { multipartBody, picture } from '../upload/upload-fixtures.ts';

/**
 * Categories in two levels that an operator orders, hides and deletes, and banners that lead anywhere on a schedule
 * (docs/domain.md#categories-and-banners): what shoppers see follows at once, refusals change nothing, and a banner
 * appears and goes at its times although the catalogue's answers are cached until the catalogue changes.
 */
describe(`category tree and banner links (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;
  let shopId: number;
  let icon: string;
  let wide: string;

  const post = (url: string, body: unknown, lang = 'en', as = token) =>
    call(t.app, 'POST', `/api/console${url}`, { token: as, body, lang });
  const goods = (url: string, query: Record<string, string | number> = {}, lang = 'en') =>
    call(t.app, 'GET', `/api/goods${url}`, { query, lang });

  async function upload(width: number, height: number): Promise<string> {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'p.png', contentType: 'image/png', data: await picture('png', width, height) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/upload',
      headers: { token, 'content-type': contentType },
      payload: body,
    });
    return res.json().data.url as string;
  }

  async function category(en: string, extra: Record<string, unknown> = {}): Promise<number> {
    const res = await post('/category/save', { name: { en }, icon, ...extra });
    expect(res.code, res.msg).toBe(1);
    return res.data.id as number;
  }

  async function product(categoryId: number, title: string) {
    return post('/product/save', {
      shop_id: shopId,
      category_id: categoryId,
      title: { en: title },
      description: { en: 'A product of the tree test.' },
      images: [icon],
      specs: [],
      skus: [{ options: [], price: '12.00', stock: 5 }],
      on_sale: true,
    });
  }

  const listIds = async (query: Record<string, string | number>) =>
    ((await goods('/list', { limit: 50, ...query })).data.list as { id: number }[]).map((p) => p.id);
  const shownCategories = async () => (await goods('/categories')).data as { id: number; parent_id: number | null }[];
  const bannerIds = async () => ((await goods('/banners')).data as { id: number }[]).map((b) => b.id);

  beforeAll(async () => {
    t = await buildTestApp();
    token = await operatorToken(t.app, t.db, ['catalogue']);
    icon = await upload(400, 400);
    wide = await upload(1500, 600);
    const shop = await post('/shop/save', {
      name: { en: 'Tree Shop' },
      description: { en: 'Sells along the branches.' },
      logo: icon,
      banner: wide,
      active: true,
    });
    shopId = shop.data.id as number;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('nests subcategories under a top-level category; a parent lists its subcategories’ products', async () => {
    const parent = await category('Electronics');
    const phones = await category('Phones', { parent_id: parent });
    const laptops = await category('Laptops', { parent_id: parent });
    const phone = (await product(phones, 'Tree phone')).data.id as number;
    const laptop = (await product(laptops, 'Tree laptop')).data.id as number;

    const shown = await shownCategories();
    expect(shown.find((c) => c.id === parent)).toMatchObject({ parent_id: null });
    expect(shown.filter((c) => c.parent_id === parent).map((c) => c.id)).toEqual([phones, laptops]);
    expect(await listIds({ category_id: parent })).toEqual(expect.arrayContaining([phone, laptop]));
    expect(await listIds({ category_id: phones })).toEqual([phone]);
    expect((await goods('/hot', { category_id: parent, limit: 10 })).data.total).toBe(2);

    const admin = (await call(t.app, 'GET', '/api/console/categories', { token })).data.list as {
      id: number;
      child_count: number;
      product_count: number;
    }[];
    expect(admin.find((c) => c.id === parent)).toMatchObject({ child_count: 2, product_count: 0 });
  });

  it('keeps products on leaves and the tree at two levels, saying why in the operator’s language', async () => {
    const parent = await category('Home');
    const kitchen = await category('Kitchen', { parent_id: parent });
    const full = await category('Garden');
    await product(full, 'Tree spade');

    const onParent = await product(parent, 'Nowhere lamp');
    expect(onParent).toMatchObject({ code: 0, data: { error: 'CATEGORY_NOT_LEAF' } });
    expect(onParent.msg).toContain('“Home”');
    const third = await post('/category/save', { name: { en: 'Knives' }, icon, parent_id: kitchen });
    expect(third).toMatchObject({ code: 0, data: { error: 'CATEGORY_TOO_DEEP' } });
    const underFull = await post('/category/save', { name: { en: 'Tools' }, icon, parent_id: full }, 'zh-CN');
    expect(underFull).toMatchObject({ code: 0, data: { error: 'CATEGORY_HOLDS_PRODUCTS' } });
    expect(underFull.msg).toContain('不能再添加子分类');
    // A category with subcategories cannot become one itself.
    const moved = await post('/category/save', { id: parent, name: { en: 'Home' }, icon, parent_id: full });
    expect(moved).toMatchObject({ code: 0, data: { error: 'CATEGORY_TOO_DEEP' } });
    const own = await post('/category/save', { id: kitchen, name: { en: 'Kitchen' }, icon, parent_id: kitchen });
    expect(own).toMatchObject({ code: 0, data: { error: 'CATEGORY_TOO_DEEP' } });

    const admin = (await call(t.app, 'GET', '/api/console/categories', { token })).data.list as {
      id: number;
      parent_id: number | null;
    }[];
    expect(admin.filter((c) => c.parent_id === kitchen || c.parent_id === full)).toEqual([]);
    expect(admin.find((c) => c.id === parent)?.parent_id).toBeNull();
  });

  it('hides a category with its products from lists, search and the category list, and shows them again', async () => {
    const parent = await category('Outdoors');
    const tents = await category('Tents', { parent_id: parent });
    const tent = (await product(tents, 'Quokka tent')).data.id as number;
    const searchIds = async () =>
      ((await goods('/search', { keyword: 'quokka', limit: 10 })).data.list as { id: number }[]).map((p) => p.id);
    expect(await searchIds()).toEqual([tent]);

    const hide = async (id: number, name: string, hidden: boolean, parent_id: number | null = null) =>
      expect((await post('/category/save', { id, name: { en: name }, icon, parent_id, hidden })).code).toBe(1);

    await hide(tents, 'Tents', true, parent);
    expect(await listIds({ category_id: parent })).toEqual([]);
    expect(await listIds({})).not.toContain(tent);
    expect(await searchIds()).toEqual([]);
    expect((await shownCategories()).map((c) => c.id)).not.toContain(tents);
    // A product saved into a hidden category waits there, unlisted.
    const hiddenNew = (await product(tents, 'Quokka tarp')).data.id as number;
    expect(await listIds({})).not.toContain(hiddenNew);

    await hide(tents, 'Tents', false, parent);
    expect(await listIds({ category_id: parent })).toEqual(expect.arrayContaining([tent, hiddenNew]));
    expect(await searchIds()).toEqual(expect.arrayContaining([tent]));

    // Hiding the parent hides its subcategories and their products; an inactive shop's return respects it.
    await hide(parent, 'Outdoors', true);
    expect(await listIds({ category_id: tents })).toEqual([]);
    expect((await shownCategories()).map((c) => c.id)).not.toEqual(expect.arrayContaining([parent]));
    expect((await shownCategories()).map((c) => c.id)).not.toContain(tents);
    const shop = (await call(t.app, 'GET', '/api/console/shop', { token, query: { id: shopId } })).data;
    const shopBody = (active: boolean) => ({
      id: shopId,
      name: shop.name,
      description: shop.description,
      logo: shop.logo,
      banner: shop.banner,
      active,
    });
    expect((await post('/shop/save', shopBody(false))).code).toBe(1);
    expect((await post('/shop/save', shopBody(true))).code).toBe(1);
    expect(await listIds({})).not.toContain(tent);

    await hide(parent, 'Outdoors', false);
    expect(await listIds({ category_id: tents })).toEqual(expect.arrayContaining([tent, hiddenNew]));
  });

  it('deletes only an empty category no banner opens; a refusal says why and deletes nothing', async () => {
    const parent = await category('Toys');
    const blocks = await category('Blocks', { parent_id: parent });
    await product(blocks, 'Tree blocks');
    const empty = await category('Kites');
    const bannered = await category('Puzzles');
    const banner = await post('/banner/save', {
      title: { en: 'Puzzles' },
      subtitle: { en: 'Think' },
      image: wide,
      category_id: bannered,
      active: true,
    });
    expect(banner.code, banner.msg).toBe(1);

    const withProducts = await post('/category/delete', { id: blocks });
    expect(withProducts).toMatchObject({ code: 0, data: { error: 'CATEGORY_NOT_EMPTY' } });
    expect(withProducts.msg).toBe('This category is not empty (products: 1, subcategories: 0): move them first');
    expect(await post('/category/delete', { id: parent })).toMatchObject({ data: { error: 'CATEGORY_NOT_EMPTY' } });
    expect(await post('/category/delete', { id: bannered })).toMatchObject({ data: { error: 'CATEGORY_IN_USE' } });
    expect(await post('/category/delete', { id: 987_654 })).toMatchObject({ data: { error: 'CATEGORY_NOT_FOUND' } });
    const ids = async () =>
      ((await call(t.app, 'GET', '/api/console/categories', { token })).data.list as { id: number }[]).map((c) => c.id);
    expect(await ids()).toEqual(expect.arrayContaining([parent, blocks, bannered]));

    expect(await post('/category/delete', { id: empty })).toMatchObject({ code: 1 });
    expect(await ids()).not.toContain(empty);
    expect((await shownCategories()).map((c) => c.id)).not.toContain(empty);
  });

  it('lets only operators with the catalogue role shape categories; a seller cannot reach them', async () => {
    const kept = await category('Books');
    const support = await operatorToken(t.app, t.db, ['support']);
    expect(await post('/category/delete', { id: kept }, 'en', support)).toMatchObject({
      status: 403,
      data: { error: 'FORBIDDEN' },
    });
    expect(await post('/category/save', { name: { en: 'Sneaky' }, icon }, 'en', support)).toMatchObject({
      status: 403,
    });
    const market = await sellerMarket(t);
    const seller = await market.approvedSeller('Branch seller');
    expect((await post('/category/delete', { id: kept }, 'en', seller.token)).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/console/categories', { token })).data.list.map((c: { id: number }) => c.id),
    ).toContain(kept);
  });

  it('links banners to a product, a shop, a search and an https address, checked before saving', async () => {
    const leaf = await category('Bags');
    const bag = (await product(leaf, 'Tree bag')).data.id as number;
    const save = (link_type: string, link_value: string | null, lang = 'en') =>
      post(
        '/banner/save',
        { title: { en: link_type }, subtitle: { en: 'x' }, image: wide, link_type, link_value, active: true },
        lang,
      );

    const toProduct = await save('product', String(bag));
    expect(toProduct.data).toMatchObject({
      link_type: 'product',
      link_value: String(bag),
      category_id: null,
      state: 'live',
    });
    expect((await save('shop', String(shopId))).data).toMatchObject({ link_type: 'shop' });
    expect((await save('search', '  rain jacket ')).data).toMatchObject({
      link_type: 'search',
      link_value: 'rain jacket',
    });
    expect((await save('url', 'https://example.com/sale')).data).toMatchObject({ link_type: 'url' });
    const shown = (await goods('/banners')).data as { id: number; link_type: string; link_value: string }[];
    expect(shown.find((b) => b.id === toProduct.data.id)).toMatchObject({
      link_type: 'product',
      link_value: String(bag),
    });

    const before = (await call(t.app, 'GET', '/api/console/banners', { token })).data.list.length;
    expect(await save('url', 'http://example.com/sale')).toMatchObject({
      code: 0,
      data: { error: 'VALIDATION', fields: { link_value: 'linkUrlInvalid' } },
    });
    expect(await save('url', 'javascript:alert(1)')).toMatchObject({
      data: { fields: { link_value: 'linkUrlInvalid' } },
    });
    expect(await save('search', '   ')).toMatchObject({ data: { fields: { link_value: 'linkKeywordInvalid' } } });
    expect(await save('product', '987654')).toMatchObject({ code: 0, data: { error: 'PRODUCT_NOT_FOUND' } });
    expect(await save('shop', '987654', 'ri')).toMatchObject({ code: 0, msg: 'このショップは存在しません' });
    expect(await save('product', 'abc')).toMatchObject({ data: { error: 'VALIDATION' } });
    expect((await call(t.app, 'GET', '/api/console/banners', { token })).data.list.length).toBe(before);
  });

  it('shows a banner only inside its schedule, and moves it in and out at its times with the cache on', async () => {
    expect(t.config.catalogueCache).toBe(true);
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const banner = (extra: Record<string, unknown>) =>
      post('/banner/save', {
        title: { en: 'Timed' },
        subtitle: { en: 'x' },
        image: wide,
        discounted_only: true,
        active: true,
        ...extra,
      });

    const ended = await banner({ starts_at: at(-3_600_000), ends_at: at(-60_000) });
    const later = await banner({ starts_at: at(3_600_000) });
    expect(ended.data.state).toBe('ended');
    expect(later.data.state).toBe('scheduled');
    const ids = await bannerIds();
    expect(ids).not.toContain(ended.data.id);
    expect(ids).not.toContain(later.data.id);
    expect(await banner({ starts_at: at(0), ends_at: at(-1000) })).toMatchObject({
      data: { error: 'VALIDATION', fields: { ends_at: 'dateRangeInvalid' } },
    });

    // Starts in a second and a half, ends two seconds later: read through the cache, it comes and goes on time.
    const soon = await banner({ starts_at: at(1500), ends_at: at(3500) });
    expect(soon.data.state).toBe('scheduled');
    expect(await bannerIds()).not.toContain(soon.data.id);
    const until = async (wanted: boolean) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        if ((await bannerIds()).includes(soon.data.id) === wanted) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await until(true)).toBe(true);
    expect(await until(false)).toBe(true);
    const state = (await call(t.app, 'GET', '/api/console/banners', { token })).data.list.find(
      (b: { id: number }) => b.id === soon.data.id,
    ).state;
    expect(state).toBe('ended');
  });
});
