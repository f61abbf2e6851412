import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { insertProducts } from './catalogue.repo.ts';
import { searchPage } from './product.service.ts';
import { normalizeSearchText, planSearch, relevanceTier } from './search-text.ts';

/** Every product has a picture (the save path requires one; a product card's image is never null). */
const PICTURE = { small: '/uploads/catalog/test-360.webp', large: '/uploads/catalog/test-720.webp' };

/**
 * A search page read by tier slices (search-pages.ts) must be exactly the page that ranking every match gives:
 * whichever way a slice is read (walking the best-sellers, from the grams index, or from the grams index limited to
 * the slice's sales bands), at every offset, across tier boundaries; and the copy it reads (product_search) must
 * follow every change of a product at once.
 */
const WORDS = ['lamp', 'lampshade', 'desk lamp', 'clamp', 'lamplight'];
const KANA = ['ランプ', 'デスクランプ', 'ランプシェード', 'クランプ'];

describe(`search pages read by tier slices (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    // 120 products over every tier of "lamp" / "ランプ", with sales that interleave the tiers.
    await insertProducts(
      t.db,
      Array.from({ length: 120 }, (_, i) => ({
        shop_id: f.shops.sunrise,
        category_id: f.categories.kitchen,
        title: {
          en: i % 7 === 0 ? 'Lamp' : `${WORDS[i % WORDS.length]} model ${i}`,
          ri: `${KANA[i % KANA.length]} ${i}`,
        },
        description: { en: 'paging' },
        images: [PICTURE],
        specs: [],
        skus: [{ options: [], price: 1_000 + i, stock: 5 }],
        sales: (i * 37) % 101,
        created_at: new Date(),
      })),
    );
  });
  afterAll(() => t?.close());

  /** The oracle: every listed product holding the words, by tier, sales, id, from products themselves. */
  async function ranked(keyword: string): Promise<number[]> {
    const plan = planSearch(keyword)!;
    const { rows } = await sql<{ id: number; search_text: string; sales: number }>`
      select id, search_text, sales from products where listed`.execute(t.db);
    return rows
      .filter((row) => plan.words.every((w) => row.search_text.includes(w.word)))
      .map((row) => ({ ...row, tier: relevanceTier(row.search_text, plan) }))
      .sort((a, b) => a.tier - b.tier || b.sales - a.sales || b.id - a.id)
      .map((row) => row.id);
  }

  it.each([
    ['lamp', 'en'],
    ['LAMP', 'en'],
    ['lampshade', 'en'],
    ['desk lamp', 'en'],
    ['ランプ', 'ri'],
    ['ンプ', 'ri'],
  ])('pages "%s" the same both ways, at every offset, as ranking every match', async (keyword, lang) => {
    const expected = await ranked(normalizeSearchText(keyword));
    expect(expected.length).toBeGreaterThan(5);
    const plan = planSearch(keyword)!;
    for (const limit of [7, 10]) {
      for (let offset = 0; offset < expected.length + limit; offset += limit) {
        const want = expected.slice(offset, offset + limit);
        for (const way of ['walk', 'bitmap', 'banded', 'ranked', undefined] as const) {
          const page = await searchPage(t.db, lang, plan, limit, offset, way);
          expect(page.total, `${way} total`).toBe(expected.length);
          expect(
            page.list.map((card) => card.id),
            `${way} at ${offset}`,
          ).toEqual(want);
        }
      }
    }
  });

  it('keeps every page full and in order when a row left its sales band after the counts were kept', async () => {
    const plan = planSearch('lamp')!;
    const pages = async () => {
      const ids: number[] = [];
      for (let offset = 0; offset < 60; offset += 7)
        ids.push(...(await searchPage(t.db, 'en', plan, 7, offset, 'banded')).list.map((card) => card.id));
      return ids;
    };
    await pages(); // the counts are kept now, for this catalogue generation
    // The best-sellers of "lamp" sell nothing any more, written on the copy alone so that the generation stays
    // and the kept counts still place them in their old bands: the reads of those bands come back short.
    const { rows: best } = await sql<{ product_id: number }>`
      select product_id from product_search where listed and strpos(search_text, 'lamp') > 0
      order by sales desc limit 12`.execute(t.db);
    const moved = best.filter((_, i) => i % 3 === 0).map((row) => row.product_id);
    await sql`update product_search set sales = 0 where product_id in (${sql.join(moved)})`.execute(t.db);
    try {
      const { rows } = await sql<{ product_id: number; search_text: string; sales: number }>`
        select product_id, search_text, sales from product_search where listed`.execute(t.db);
      const expected = rows
        .filter((row) => row.search_text.includes('lamp'))
        .map((row) => ({ ...row, tier: relevanceTier(row.search_text, plan) }))
        .sort((a, b) => a.tier - b.tier || b.sales - a.sales || b.product_id - a.product_id)
        .map((row) => row.product_id);
      expect(await pages()).toEqual(expected.slice(0, 63));
    } finally {
      await sql`update product_search s set sales = p.sales from products p where p.id = s.product_id`.execute(t.db);
    }
  });

  it('follows a sale, a new product and an unlisted one at once', async () => {
    const search = async () => {
      const res = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'lamplight', limit: 50 } });
      expect(res.code, res.msg).toBe(1);
      return res.data as { total: number; list: { id: number }[] };
    };
    const before = await search();
    const last = before.list.at(-1)!.id;
    // A sale: the last one becomes the best-seller (the copy's sales column is what search sorts by).
    await t.db.updateTable('products').set({ sales: 10_000 }).where('id', '=', last).execute();
    expect((await search()).list[0]!.id).toBe(last);
    // A new product (a title edit through the console's save path is covered by console-catalogue.routes.test.ts).
    const [fresh] = await insertProducts(t.db, [
      {
        shop_id: f.shops.sunrise,
        category_id: f.categories.kitchen,
        title: { en: 'Lamplight garland' },
        description: { en: 'new' },
        images: [PICTURE],
        specs: [],
        skus: [{ options: [], price: 900, stock: 5 }],
        sales: 0,
        created_at: new Date(),
      },
    ]);
    const added = await search();
    expect(added.total).toBe(before.total + 1);
    expect(added.list.map((card) => card.id)).toContain(fresh);
    await t.db.updateTable('products').set({ listed: false }).where('id', '=', fresh!).execute();
    const unlisted = await search();
    expect(unlisted.total).toBe(before.total);
    expect(unlisted.list.map((card) => card.id)).not.toContain(fresh);
    // The copy holds exactly the products' search columns.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from products p full join product_search s on s.product_id = p.id
      where s.product_id is null or p.id is null or s.listed <> p.listed or s.sales <> p.sales
        or s.search_text <> p.search_text or s.search_grams <> p.search_grams`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });
});
