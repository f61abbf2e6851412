import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  buyNow,
  fundedShopper,
  operatorToken,
  pay,
  type Shopper,
  setStock,
  skusOf,
} from '../../../test/order-fixture.ts';

/**
 * Every review figure a shopper sees agrees with the review rows. The product's count, average and the
 * three sub-score averages, its card's rating and its shop's favorable rate move exactly with a review, and back
 * when an operator hides it (and again when it is shown).
 */
describe(`review figures follow the reviews (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let sku: number;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    [sku] = (await skusOf(t.db, f.products.headphones)) as [number];
    await setStock(t.db, sku, 50);
  }, 60_000);
  afterAll(() => t.close());

  /** A received order of one headphone; returns its line's id. */
  async function receivedLine(s: Shopper): Promise<number> {
    const id = (await buyNow(t.app, s, sku, 1)).data.orders[0].id as number;
    expect((await pay(t.app, s, [id])).code).toBe(1);
    await call(t.app, 'POST', '/api/console/order/ship', {
      token: op,
      body: { id, carrier: 'DHL', tracking_no: `T${id}` },
    });
    await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } });
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id } });
    return detail.data.items[0].id as number;
  }

  async function figures() {
    const id = f.products.headphones;
    const [reviews, detail, list] = await Promise.all([
      call(t.app, 'GET', '/api/goods/reviews', { query: { product_id: id } }),
      call(t.app, 'GET', '/api/goods/detail', { query: { id } }),
      call(t.app, 'GET', '/api/goods/search', { query: { keyword: 'Over-Ear Headphones' } }),
    ]);
    const card = (list.data.list as { id: number; rating: number }[]).find((item) => item.id === id);
    return {
      listed: reviews.data.total as number,
      summary: reviews.data.summary,
      detail: detail.data.review_summary,
      card: card?.rating,
      shopRate: detail.data.shop.favorable_rate as number,
    };
  }

  it('a review changes every count exactly; hiding it changes them back; showing it again restores them', async () => {
    const before = await figures();
    expect(before).toMatchObject({
      listed: 0,
      summary: { count: 0, product: 0, service: 0, postage: 0 },
      detail: { count: 0, rating: 0 },
      card: 0,
    });

    const [a, b] = [await fundedShopper(t.app, t.db, 100_000), await fundedShopper(t.app, t.db, 100_000)];
    const add = async (s: Shopper, scores: [number, number, number]) => {
      const res = await call(t.app, 'POST', '/api/review/add', {
        token: s.token,
        body: {
          order_item_id: await receivedLine(s),
          content: 'Honest words',
          product_score: scores[0],
          service_score: scores[1],
          postage_score: scores[2],
          images: [],
        },
      });
      expect(res.code, res.msg).toBe(1);
      return res.data.review.id as number;
    };
    await add(a, [5, 4, 3]);
    const low = await add(b, [2, 5, 1]);
    const two = await figures();
    expect(two).toMatchObject({
      listed: 2,
      summary: { count: 2, product: 3.5, service: 4.5, postage: 2 },
      detail: { count: 2, rating: 3.5 },
      card: 3.5,
    });

    const hide = await call(t.app, 'POST', '/api/console/review/hide', {
      token: op,
      body: { id: low, reason: 'Spam' },
    });
    expect(hide.code, hide.msg).toBe(1);
    // Hiding twice moves nothing more.
    await call(t.app, 'POST', '/api/console/review/hide', { token: op, body: { id: low, reason: 'Spam' } });
    const hidden = await figures();
    expect(hidden).toMatchObject({
      listed: 1,
      summary: { count: 1, product: 5, service: 4, postage: 3 },
      detail: { count: 1, rating: 5 },
      card: 5,
    });
    // The shop's favorable rate counts the 5★ review only: back to what one good review makes it.
    expect(hidden.shopRate).toBeGreaterThanOrEqual(two.shopRate);

    const unhide = await call(t.app, 'POST', '/api/console/review/unhide', { token: op, body: { id: low } });
    expect(unhide.code, unhide.msg).toBe(1);
    expect(await figures()).toEqual(two);
  });

  it('the counters equal what the visible rows add up to', async () => {
    const counters = await t.db
      .selectFrom('products')
      .select(['review_count', 'rating_total', 'service_total', 'postage_total'])
      .where('id', '=', f.products.headphones)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('reviews')
      .select(['product_score', 'service_score', 'postage_score'])
      .where('product_id', '=', f.products.headphones)
      .where('hidden', '=', false)
      .execute();
    const sum = (key: 'product_score' | 'service_score' | 'postage_score') =>
      rows.reduce((total, row) => total + row[key], 0);
    expect(counters).toEqual({
      review_count: rows.length,
      rating_total: sum('product_score'),
      service_total: sum('service_score'),
      postage_total: sum('postage_score'),
    });
  });
});
