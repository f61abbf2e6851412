import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANG_CODES } from '@shop/contract/languages';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { seedDemoAccounts } from '../seed.ts';
import { seedDemoCatalogue } from './seed-catalogue.ts';
import { readOrderRefunds } from '../../modules/refund/refund.service.ts';
import { seedDemoReviews } from './seed-reviews.ts';
import { seedDemoSeller } from './seed-seller.ts';
import { CATEGORIES, SHOPS } from './catalogue.ts';

/** Generating the pictures takes about 20 s; the seed runs once for the whole file. */
const SEED_TIMEOUT = 240_000;

/** Product pictures: 360 px for cards, 720 px for the gallery (contract IMAGE_SIZES). */
const PRODUCT_WIDTHS = { small: 360, large: 720 } as const;

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe(`demo catalogue seed (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let dataDir: string;
  let written = 0;
  let seedMs = 0;
  let operatorId = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
    t = await buildTestApp({ dataDir });
    const started = performance.now();
    written = await seedDemoCatalogue(t);
    seedMs = performance.now() - started;
    console.info(`[seed-catalogue ${engine}] ${written} products seeded in ${Math.round(seedMs)} ms`);
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const catalogDir = () => path.join(dataDir, 'uploads', 'catalog');
  /** Public path /uploads/catalog/x.webp → file in the temp data folder. */
  const fileOf = (publicPath: string) => {
    expect(publicPath).toMatch(/^\/uploads\/catalog\/[\w-]+\.webp$/);
    return path.join(dataDir, publicPath.replace(/^\//, ''));
  };

  it('writes at least 300 products over all ten categories', async () => {
    expect(written).toBeGreaterThanOrEqual(300);
    const products = await t.db.selectFrom('products').select(['id', 'category_id']).execute();
    expect(products).toHaveLength(written);
    const categories = await t.db.selectFrom('categories').select(['id', 'slug']).execute();
    expect(categories.map((c) => c.slug).sort()).toEqual(CATEGORIES.map((c) => c.slug).sort());
    expect(categories).toHaveLength(10);
    for (const category of categories) {
      expect(products.filter((p) => p.category_id === category.id).length, category.slug).toBeGreaterThan(0);
    }
  });

  it('writes at least 24 shops, each selling something, each with its return address', async () => {
    const shops = await t.db
      .selectFrom('shops')
      .select(['id', 'name', 'sales', 'return_address'])
      .orderBy('id')
      .execute();
    expect(shops.length).toBeGreaterThanOrEqual(24);
    expect(shops).toHaveLength(SHOPS.length);
    const sellers = await t.db.selectFrom('products').select('shop_id').distinct().execute();
    expect(sellers).toHaveLength(shops.length);
    for (const shop of shops) expect(shop.sales, shop.name.en).toBeGreaterThan(0);
    // A refund with return can be approved in every demo shop: it has somewhere to send the goods.
    expect(shops.map((shop) => shop.return_address)).toEqual(SHOPS.map((shop) => shop.return_address));
  });

  it('gives every product a title and a description in the five languages', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'title', 'description', 'search_text']).execute();
    for (const product of products) {
      for (const lang of LANG_CODES) {
        expect(product.title[lang]?.trim(), `product ${product.id} title in ${lang}`).toBeTruthy();
        expect(product.description[lang]?.trim(), `product ${product.id} description in ${lang}`).toBeTruthy();
      }
      // One line per language between newlines (search-text.ts).
      expect(product.search_text.split('\n'), `product ${product.id} search lines`).toHaveLength(LANG_CODES.length + 2);
    }
  });

  it('gives every product 2 to 4 pictures, each a real WebP file on disk at 360 and 720 px', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'images']).execute();
    const checked = new Map<string, number>();
    for (const product of products) {
      expect(product.images.length, `product ${product.id}`).toBeGreaterThanOrEqual(2);
      expect(product.images.length, `product ${product.id}`).toBeLessThanOrEqual(4);
      for (const image of product.images) {
        for (const [size, publicPath] of [
          ['small', image.small],
          ['large', image.large],
        ] as const) {
          if (!checked.has(publicPath)) {
            const file = fileOf(publicPath);
            expect(fs.existsSync(file), publicPath).toBe(true);
            const bytes = fs.readFileSync(file);
            expect(isWebp(bytes), `${publicPath} has the RIFF/WEBP signature`).toBe(true);
            const meta = await sharp(bytes).metadata();
            expect(meta.format).toBe('webp');
            expect(meta.height).toBe(meta.width);
            checked.set(publicPath, meta.width);
          }
          expect(checked.get(publicPath), publicPath).toBe(PRODUCT_WIDTHS[size]);
        }
      }
    }
  });

  it('gives every product at least one SKU, its price the lowest SKU price and its stock their sum', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'price', 'stock', 'specs']).execute();
    const skus = await t.db.selectFrom('skus').select(['product_id', 'price', 'stock', 'options']).execute();
    const byProduct = new Map<number, typeof skus>();
    for (const sku of skus) byProduct.set(sku.product_id, [...(byProduct.get(sku.product_id) ?? []), sku]);
    for (const product of products) {
      const own = byProduct.get(product.id) ?? [];
      expect(own.length, `product ${product.id} SKUs`).toBeGreaterThanOrEqual(1);
      expect(product.price).toBe(Math.min(...own.map((s) => s.price)));
      expect(product.stock).toBe(own.reduce((sum, s) => sum + s.stock, 0));
      for (const sku of own) expect(sku.options).toHaveLength(product.specs.length);
    }
  });

  it('writes pictures for categories, shops and banners too', async () => {
    const pictures = [
      ...(await t.db.selectFrom('categories').select('icon as p').execute()),
      ...(await t.db.selectFrom('shops').select('logo as p').execute()),
      ...(await t.db.selectFrom('shops').select('banner as p').execute()),
      ...(await t.db.selectFrom('banners').select('image as p').execute()),
    ];
    expect(pictures.length).toBeGreaterThan(10 + 2 * SHOPS.length);
    for (const { p } of pictures) {
      for (const publicPath of [p.small, p.large])
        expect(isWebp(fs.readFileSync(fileOf(publicPath))), publicPath).toBe(true);
    }
  });

  it('adds nothing when run a second time', async () => {
    const count = async () => ({
      products: (
        await t.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      skus: (
        await t.db
          .selectFrom('skus')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      shops: (
        await t.db
          .selectFrom('shops')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      categories: (
        await t.db
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      banners: (
        await t.db
          .selectFrom('banners')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      files: fs.readdirSync(catalogDir()).length,
    });
    const before = await count();
    expect(await seedDemoCatalogue(t)).toBe(0);
    expect(await count()).toEqual(before);
  });

  it('serves a picture at /uploads/catalog/<file> as cacheable WebP with nosniff', async () => {
    const product = await t.db.selectFrom('products').select('images').orderBy('id').executeTakeFirstOrThrow();
    const publicPath = product.images[0]!.small;
    const res = await t.app.inject({ method: 'GET', url: publicPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(fs.readFileSync(fileOf(publicPath)))).toBe(true);
  });

  it('answers 404 for a picture that does not exist, and never serves files outside the uploads folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/uploads/catalog/missing.webp',
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/catalog/..%2f..%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain('secret');
    }
  });

  it('makes the catalogue usable through the API: lists, search in each language, detail', async () => {
    const list = await call(t.app, 'GET', '/api/goods/list', { query: { limit: 50 } });
    expect(list.data.total).toBe(written);
    expect(list.data.list).toHaveLength(50);
    const detail = await call(t.app, 'GET', '/api/goods/detail', { query: { id: list.data.list[0].id }, lang: 'ri' });
    expect(detail).toMatchObject({ code: 1, data: { id: list.data.list[0].id } });
    expect(detail.data.skus.length).toBeGreaterThanOrEqual(1);
    const hot = await call(t.app, 'GET', '/api/goods/hot_keywords', { lang: 'han' });
    expect(hot.data.length).toBeGreaterThan(0);
    for (const lang of LANG_CODES) {
      const keywords = (await call(t.app, 'GET', '/api/goods/hot_keywords', { lang })).data as string[];
      for (const keyword of keywords) {
        const found = await call(t.app, 'GET', '/api/goods/search', { query: { keyword }, lang });
        expect(found.data.total, `${lang} hot keyword "${keyword}"`).toBeGreaterThan(0);
      }
    }
  });

  it('seeds a demo seller on the first shop with orders bought, shipped, received, reviewed and settled', async () => {
    const demo = await seedDemoAccounts(t.db);
    if (!demo) throw new Error('demo accounts not seeded');
    const deps = { ...t, log: t.app.log, mailer: { send: async () => undefined }, orderRefunds: readOrderRefunds };
    const seller = await seedDemoSeller(deps, demo.shopper, demo.operator.id);
    expect(seller?.account).toBe('seller');
    const login = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: seller?.account, password: seller?.password },
    });
    expect(login.code, login.msg).toBe(1);
    const token = login.data.token as string;
    const settlements = await call(t.app, 'GET', '/api/seller/settlements', { token });
    expect(settlements.data.total).toBe(3);
    expect(Number((await call(t.app, 'GET', '/api/seller/me', { token })).data.balance)).toBeGreaterThan(0);
    const reviews = await call(t.app, 'GET', '/api/seller/reviews', { token });
    expect(reviews.data.total).toBe(3);
    // Its promotions run: a public voucher and a deal on four SKUs, on Home's Deals strip.
    const vouchers = await call(t.app, 'GET', '/api/seller/vouchers', { token });
    expect(vouchers.data.list).toEqual([expect.objectContaining({ code: null, state: 'running' })]);
    const deals = await call(t.app, 'GET', '/api/seller/deals', { token });
    expect(deals.data.list).toEqual([expect.objectContaining({ state: 'running' })]);
    expect(deals.data.list[0].items).toHaveLength(4);
    expect((await call(t.app, 'GET', '/api/promotion/deals')).data.list).toHaveLength(4);
    // Its staff member signs in as "seller:anna" to the orders' side only.
    const staffLogin = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: seller?.staff.account, password: seller?.staff.password },
    });
    expect(staffLogin.code, staffLogin.msg).toBe(1);
    const staffToken = staffLogin.data.token as string;
    expect((await call(t.app, 'GET', '/api/seller/me', { token: staffToken })).data.member).toMatchObject({
      kind: 'staff',
      account: 'seller:anna',
      roles: ['orders'],
    });
    expect((await call(t.app, 'GET', '/api/seller/products', { token: staffToken })).status).toBe(403);
    expect(await seedDemoSeller(deps, demo.shopper, demo.operator.id)).toBeUndefined();
    operatorId = demo.operator.id;
  });

  it('seeds real reviews of most best-sellers, in several languages, some with pictures; every figure agrees', async () => {
    const deps = { ...t, log: t.app.log, mailer: { send: async () => undefined }, orderRefunds: readOrderRefunds };
    const started = performance.now();
    const written = await seedDemoReviews(deps, operatorId);
    console.info(`[seed-reviews ${engine}] ${written} reviews in ${Math.round(performance.now() - started)} ms`);
    expect(written).toBeGreaterThanOrEqual(28);
    const best = await t.db
      .selectFrom('products')
      .select('review_count')
      .where('listed', '=', true)
      .orderBy('sales', 'desc')
      .orderBy('id')
      .limit(20)
      .execute();
    expect(best.filter((product) => product.review_count > 0).length).toBeGreaterThanOrEqual(10);
    // Every product's and shop's counters are what its visible review rows add up to: nothing made up.
    const { rows: products } = await sql<{ id: number }>`
      select p.id from products p
      left join (select product_id, count(*)::int as n, sum(product_score)::int as s1, sum(service_score)::int as s2,
        sum(postage_score)::int as s3 from reviews where not hidden group by product_id) r on r.product_id = p.id
      where p.review_count <> coalesce(r.n, 0) or p.rating_total <> coalesce(r.s1, 0)
        or p.service_total <> coalesce(r.s2, 0) or p.postage_total <> coalesce(r.s3, 0)`.execute(t.db);
    expect(products).toEqual([]);
    const { rows: shops } = await sql<{ id: number }>`
      select s.id from shops s
      left join (select shop_id, count(*)::int as n, (count(*) filter (where product_score >= 4))::int as good
        from reviews where not hidden group by shop_id) r on r.shop_id = s.id
      where s.review_count <> coalesce(r.n, 0) or s.good_review_count <> coalesce(r.good, 0)`.execute(t.db);
    expect(shops).toEqual([]);
    const reviews = await t.db.selectFrom('reviews').select(['content', 'images']).execute();
    const scripts = [/[a-z]{3}/i, /[\u4e00-\u9fff]/, /[\u3040-\u30ff]/, /[\uac00-\ud7af]/, /[\u0e00-\u0e7f]/];
    for (const script of scripts) expect(reviews.some((review) => script.test(review.content))).toBe(true);
    expect(reviews.filter((review) => review.images.length > 0).length).toBeGreaterThanOrEqual(5);
    const last = await t.db.selectFrom('reviews').select('product_id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const listed = await call(t.app, 'GET', '/api/goods/reviews', { query: { product_id: last.product_id } });
    expect(listed.data.summary.count).toBe(listed.data.total);
    expect(await seedDemoReviews(deps, operatorId)).toBe(0);
  });
});
