import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

/**
 * A product's parcel data (docs/domain.md#product-parcel-data) through both desks' saves: stored, read back by the
 * editor, shown to shoppers with each SKU's own weight; a save that leaves the fields out keeps them, null clears
 * them, and a bad value is refused on its field in the caller's language.
 */
describe(`product parcel data (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let shop: TestSeller;
  let base: Record<string, unknown>;

  const parcel = { weight_g: 450, length_mm: 300, width_mm: 200, height_mm: 40, hs_code: '0610100000' };
  const save = (body: Record<string, unknown>, lang = 'en') =>
    call(t.app, 'POST', '/api/seller/product/save', { token: shop.token, body, lang });
  const detail = async (id: number) => (await call(t.app, 'GET', '/api/goods/detail', { query: { id } })).data;

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    shop = await market.approvedSeller('Parcel Pottery');
    // The fixture's product lends its category and picture; the SKUs here are two sizes.
    const made = await market.product(shop);
    const loaded = (await call(t.app, 'GET', '/api/seller/product', { token: shop.token, query: { id: made.id } }))
      .data;
    base = {
      id: made.id,
      category_id: loaded.category_id,
      title: { en: 'Parcel bowl' },
      description: { en: 'Glazed stoneware.' },
      images: loaded.images,
      specs: [{ name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'L' }] }],
      skus: [
        { options: [0], price: '20.00', stock: 5 },
        { options: [1], price: '30.00', stock: 5, weight_g: 900 },
      ],
      on_sale: true,
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('stores what the seller gives; the editor and the shopper read it, with the SKU that weighs its own', async () => {
    const saved = await save({ ...base, ...parcel, origin_country: 'kr' });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ ...parcel, origin_country: 'KR' });
    expect(saved.data.skus.map((sku: { weight_g: number | null }) => sku.weight_g)).toEqual([null, 900]);

    const shown = await detail(saved.data.id);
    expect(shown).toMatchObject({ ...parcel, origin_country: 'KR' });
    expect(shown.skus.map((sku: { weight_g: number | null }) => sku.weight_g)).toEqual([null, 900]);
  });

  it('keeps the stored values when a save leaves the fields out, and clears them with null or empty text', async () => {
    const skusWithoutWeight = (base.skus as Record<string, unknown>[]).map(({ weight_g: _, ...sku }) => sku);
    const kept = await save({ ...base, skus: skusWithoutWeight, title: { en: 'Parcel bowl, renamed' } });
    expect(kept.code, kept.msg).toBe(1);
    expect(kept.data).toMatchObject({ ...parcel, origin_country: 'KR' });
    expect(kept.data.skus[1].weight_g).toBe(900);

    const cleared = await save({
      ...base,
      skus: skusWithoutWeight.map((sku) => ({ ...sku, weight_g: null })),
      weight_g: null,
      length_mm: null,
      hs_code: '',
      origin_country: '',
    });
    expect(cleared.code, cleared.msg).toBe(1);
    expect(cleared.data).toMatchObject({ weight_g: null, length_mm: null, width_mm: 200, hs_code: null });
    expect(cleared.data.origin_country).toBeNull();
    expect(cleared.data.skus.map((sku: { weight_g: number | null }) => sku.weight_g)).toEqual([null, null]);
    expect(await detail(cleared.data.id)).toMatchObject({ weight_g: null, hs_code: null, origin_country: null });
  });

  it('saves them from the console for any shop', async () => {
    const body = { ...base, shop_id: shop.shopId, weight_g: 1200, origin_country: 'JP' };
    const saved = await call(t.app, 'POST', '/api/console/product/save', { token: market.catalogue, body });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ weight_g: 1200, origin_country: 'JP' });
  });

  it('refuses a bad weight, size, HS code or origin on its field, translated', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weight_g: 0 }, 'weight_g', 'Please enter the weight in whole grams (1 to 1,000,000)'],
      [{ weight_g: 2.5 }, 'weight_g', 'Please enter the weight in whole grams (1 to 1,000,000)'],
      [{ height_mm: 10_001 }, 'height_mm', 'Please enter the size in whole millimetres (1 to 10,000)'],
      [{ hs_code: '6109.10' }, 'hs_code', 'The HS code is 6 to 10 digits'],
      [{ origin_country: 'Korea' }, 'origin_country', 'Please choose a country or region'],
      [
        {
          skus: [
            { options: [0], price: '20.00', stock: 5, weight_g: -1 },
            { options: [1], price: '30.00', stock: 5 },
          ],
        },
        'skus.0.weight_g',
        'Please enter the weight in whole grams (1 to 1,000,000)',
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await save({ ...base, ...override });
      expect(res.code, JSON.stringify(override)).toBe(0);
      expect(res.msg, JSON.stringify(override)).toBe(message);
      expect(Object.keys(res.data.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    expect((await save({ ...base, hs_code: '12' }, 'zh-CN')).msg).toBe('HS 编码为 6 至 10 位数字');
  });
});
