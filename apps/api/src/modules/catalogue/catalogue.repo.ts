import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database, ImagePair, LocalizedText, SpecDimension } from '../../db/schema.ts';
import { RELEVANCE_TIERS, type SearchPlan, searchColumns } from './search-text.ts';

/**
 * Counting stops here: a listing says "1000" rather than count a whole category on every page (the app only
 * needs to know whether another page exists, and nobody pages past a thousand products).
 */
export const TOTAL_CAP = 1_000;

/** A jsonb text column in the shopper's language, else English. */
export function localized(column: string, lang: string): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(column)}->>${lang}, ${sql.ref(column)}->>'en')`;
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** The columns of a product card, read from `products`. */
const CARD_COLUMN_LIST = (lang: string) =>
  [
    'products.id',
    'products.shop_id',
    localized('products.title', lang).as('title'),
    sql<ImagePair>`products.images->0`.as('image'),
    'products.price',
    'products.compare_at_price',
    'products.sales',
    'products.review_count',
    'products.rating_total',
  ] as const;

/** The columns of a product card. */
function cardColumns(qb: ProductQuery, lang: string) {
  return qb.select(CARD_COLUMN_LIST(lang));
}
export type ProductCardRow = Awaited<ReturnType<ReturnType<typeof cardColumns>['execute']>>[number];

export interface ProductFilters {
  categoryId?: number;
  /** A parent category's list: the products of its subcategories (products sit on leaves). */
  categoryIds?: number[];
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
  discounted?: boolean;
}

export type ProductOrder = 'sales' | 'price_asc' | 'price_desc' | 'newest';

/** Shops carry their search columns in their own rows; products in product_search (search-read.repo.ts). */
type SearchTable = 'shops';

/** `needle` is a substring of the row's search text (titles or names in every language, search-text.ts's layout). */
function contains(table: SearchTable, needle: string): RawBuilder<boolean> {
  return sql<boolean>`strpos(${sql.ref(`${table}.search_text`)}, ${needle}) > 0`;
}

/**
 * The substring conditions of a search plan, on a table with search columns: every word's grams (the GIN index's
 * lookup), then every word as a substring. For a one- or two-letter word the lookup alone is exact, but its substring
 * test stays: without it the planner expects more matches, and where it may (the main pool, a replica; not
 * searchHandle's sessions) it picks a sequential scan for a broad term, which decompresses every row's grams (a
 * one-kana search went from 0.2 s to 1 s on 100 000 products).
 */
function matchesPlan(plan: SearchPlan, table: SearchTable): Expression<boolean> {
  const grams = [...new Set(plan.words.flatMap((w) => w.grams))];
  const conditions = [
    sql<boolean>`${sql.ref(`${table}.search_grams`)} @> ${sql.val(grams)}::text[]`,
    ...plan.words.map((w) => contains(table, w.word)),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** One-typo tolerance for Latin words: pg_trgm word similarity, through its GIN index. */
function fuzzyPlan(plan: SearchPlan, table: 'products' | 'shops'): Expression<boolean> {
  const conditions = plan.fuzzy.map((word) => sql<boolean>`${word} <% ${sql.ref(`${table}.search_latin`)}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The relevance tier of search-text.ts (RELEVANCE_TIERS), from the narrow search column alone, for a row that
 * matches the plan: the same tiers as relevanceTier, in a nesting that costs a row two or three `strpos` (each a
 * scan of the row's titles in five languages, the largest part of a broad search's time; five in a flat CASE).
 * The word's start edge first: without it no tier below 3 is possible, and a row with neither edge (most rows of
 * a broad term) is settled by two scans.
 */
function relevance(plan: SearchPlan, table: SearchTable): RawBuilder<number> {
  const has = (needle: string) => contains(table, needle);
  const [exact, titleStart, wholeWord, headEdge] = plan.needles;
  const startEdge = ` ${plan.phrase}`;
  const endEdge = `${plan.phrase} `;
  const headIsStart = headEdge === startEdge;
  const endOnly = headIsStart ? 4 : 3;
  return sql<number>`case
    when not ${has(startEdge)} then (case when ${has(endEdge)} then ${sql.lit(endOnly)} else ${sql.lit(RELEVANCE_TIERS - 1)} end)
    when ${has(wholeWord)} then (case when ${has(titleStart)} then (case when ${has(exact)} then 0 else 1 end) else 2 end)
    ${headIsStart ? sql`else 3` : sql`when ${has(endEdge)} then 3 else 4`} end`;
}

/**
 * goods/search on the typo path: product cards whose Latin words are one typo from the keyword's, closest first,
 * with their count. The exact path reads its pages by tier from product_search (search-read.repo.ts).
 */
export async function searchProductsFuzzy(db: Executor, lang: string, plan: SearchPlan, limit: number, offset: number) {
  return withTrigramIndex(db, async (trx) => {
    const rows = await fuzzySearchQuery(trx, lang, plan, limit, offset).execute();
    if (rows.length > 0 || offset === 0) return { list: rows, total: Number(rows[0]?.total ?? 0) };
    const row = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('products.listed', '=', true)
      .where(fuzzyPlan(plan, 'products'))
      .executeTakeFirstOrThrow();
    return { list: [], total: Number(row.n) };
  });
}

/**
 * The typo path's planner estimates for `<%` are poor: on a large catalogue it may pick a full scan although the
 * trigram index finds the few candidates at once. Inside this transaction only, sequential scans are ruled out
 * (on PGlite too, and on a replica's connection, where searchHandle has no pool of its own).
 */
export async function withTrigramIndex<T>(db: Executor, run: (trx: Executor) => Promise<T>): Promise<T> {
  const inTransaction = async (trx: Executor) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return run(trx);
  };
  return db.isTransaction ? inTransaction(db) : (db as Kysely<Database>).transaction().execute(inTransaction);
}

/**
 * The typo path's statement: matches by trigram word similarity on the products' Latin words, closest first, each
 * row with the matches' `total`; then the cards of the one page read. Also run by the EXPLAIN test.
 */
export function fuzzySearchQuery(db: Executor, lang: string, plan: SearchPlan, limit: number, offset: number) {
  return db
    .with('hits', (qb) =>
      qb
        .selectFrom('products')
        .select([
          'products.id',
          sql<number>`word_similarity(${plan.fuzzy[0]!}, products.search_latin)`.as('closeness'),
          'products.sales',
          sql<number>`count(*) over ()`.as('total'),
        ])
        .where('products.listed', '=', true)
        .where(fuzzyPlan(plan, 'products'))
        .orderBy('closeness', 'desc')
        .orderBy('products.sales', 'desc')
        .orderBy('products.id', 'desc')
        .limit(limit)
        .offset(offset),
    )
    .selectFrom('hits')
    .innerJoin('products', 'products.id', 'hits.id')
    .select([...CARD_COLUMN_LIST(lang), 'hits.total'])
    .orderBy('hits.closeness', 'desc')
    .orderBy('hits.sales', 'desc')
    .orderBy('hits.id', 'desc');
}

const shopCardColumns = (lang: string) =>
  [
    'shops.id',
    localized('shops.name', lang).as('name'),
    localized('shops.description', lang).as('description'),
    'shops.logo',
    'shops.fans',
    'shops.sales',
    'shops.review_count',
    'shops.good_review_count',
  ] as const;

/** A shop's page header: card figures, banner, turnover and how many products it has on sale. */
export async function findShop(db: Executor, lang: string, id: number) {
  return db
    .selectFrom('shops')
    .select([...shopCardColumns(lang), 'shops.banner', 'shops.total_sales'])
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('products.shop_id', '=', 'shops.id')
        .where('products.listed', '=', true)
        .as('product_count'),
    )
    .where('shops.id', '=', id)
    .where('shops.active', '=', true)
    .executeTakeFirst();
}

export async function shopExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('shops')
    .select('id')
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return !!row;
}

export async function productExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('listed', '=', true)
    .executeTakeFirst();
  return !!row;
}

/** shop/hot: best-selling shops. */
export async function listHotShops(db: Executor, lang: string, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('shops')
      .select(shopCardColumns(lang))
      .where('shops.active', '=', true)
      .orderBy('shops.sales', 'desc')
      .orderBy('shops.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('shops')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** shop/search: shops whose name contains the keyword, by relevance then sales. */
export async function searchShops(
  db: Executor,
  lang: string,
  plan: SearchPlan,
  fuzzy: boolean,
  limit: number,
  offset: number,
) {
  const where = fuzzy ? fuzzyPlan(plan, 'shops') : matchesPlan(plan, 'shops');
  const [list, total] = await Promise.all([
    db
      .selectFrom('shops')
      .select(shopCardColumns(lang))
      .where('shops.active', '=', true)
      .where(where)
      // Typo path: the closest name first, like products (a bare `order by 0` is a column position: an error).
      .orderBy(
        fuzzy ? sql`word_similarity(${plan.fuzzy[0]!}, shops.search_latin)` : relevance(plan, 'shops'),
        fuzzy ? 'desc' : 'asc',
      )
      .orderBy('shops.sales', 'desc')
      .orderBy('shops.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('shops')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shops.active', '=', true)
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export type ShopCardRow = Awaited<ReturnType<typeof listHotShops>>['list'][number];

/** The shown categories, top-level and subcategories, each level in its order (a hidden parent hides its children). */
export async function listCategories(db: Executor, lang: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'slug', localized('name', lang).as('name'), 'icon', 'parent_id'])
    .where('hidden', '=', false)
    .where((eb) =>
      eb.or([
        eb('parent_id', 'is', null),
        eb(
          'parent_id',
          'in',
          eb.selectFrom('categories as parent').select('parent.id').where('parent.hidden', '=', false),
        ),
      ]),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Each parent category's subcategories (hidden ones too: their products are not listed anyway). */
export async function listSubcategoryIds(db: Executor): Promise<Record<number, number[]>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .execute();
  const children: Record<number, number[]> = {};
  for (const row of rows) (children[row.parent_id!] ??= []).push(row.id);
  return children;
}

/** A live banner: active, and inside its schedule by the database's clock. */
const bannerIsLive = sql<boolean>`active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())`;

export async function listBanners(db: Executor, lang: string) {
  return db
    .selectFrom('banners')
    .select([
      'id',
      localized('title', lang).as('title'),
      localized('subtitle', lang).as('subtitle'),
      'image',
      'category_id',
      'discounted_only',
      'link_type',
      'link_value',
    ])
    .where(bannerIsLive)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * The next moment a public catalogue read changes by time alone (a banner starts or ends), or null. Read by the
 * schedule that moves the catalogue's generation then (catalogue-schedule.ts).
 */
export async function nextCatalogueBoundary(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('banners')
    .select(
      sql<Date | null>`least(min(starts_at) filter (where starts_at > now()), min(ends_at) filter (where ends_at > now()))`.as(
        'next',
      ),
    )
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return row.next === null ? null : new Date(row.next);
}

// ——— hearts and follows: set the asked state; the answer says whether a row really changed ———

export async function isHearted(db: Executor, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_hearts')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return !!row;
}

export async function addHeart(db: Executor, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .insertInto('product_hearts')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('product_id')
    .executeTakeFirst();
  return !!row;
}

export async function removeHeart(db: Executor, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('product_hearts')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .returning('product_id')
    .executeTakeFirst();
  return !!row;
}

/** The shopper's hearted products, most recent first. */
export async function listHeartedProducts(db: Executor, userId: number, lang: string, limit: number, offset: number) {
  const base = db
    .selectFrom('product_hearts')
    .innerJoin('products', 'products.id', 'product_hearts.product_id')
    .where('product_hearts.user_id', '=', userId);
  const [list, total] = await Promise.all([
    cardColumns(base as unknown as ProductQuery, lang)
      .orderBy(sql`product_hearts.created_at`, 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function isFollowing(db: Executor, userId: number, shopId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shop_follows')
    .select('shop_id')
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return !!row;
}

export async function addFollow(db: Executor, userId: number, shopId: number): Promise<boolean> {
  const row = await db
    .insertInto('shop_follows')
    .values({ user_id: userId, shop_id: shopId })
    .onConflict((oc) => oc.columns(['user_id', 'shop_id']).doNothing())
    .returning('shop_id')
    .executeTakeFirst();
  return !!row;
}

export async function removeFollow(db: Executor, userId: number, shopId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('shop_follows')
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .returning('shop_id')
    .executeTakeFirst();
  return !!row;
}

/** Moves the fan counter by one and answers the new count. */
export async function changeFans(db: Executor, shopId: number, delta: 1 | -1): Promise<number> {
  const row = await db
    .updateTable('shops')
    .set({ fans: sql`greatest(fans + ${delta}, 0)` })
    .where('id', '=', shopId)
    .returning('fans')
    .executeTakeFirstOrThrow();
  return row.fans;
}

export async function countFans(db: Executor, shopId: number): Promise<number> {
  const row = await db.selectFrom('shops').select('fans').where('id', '=', shopId).executeTakeFirstOrThrow();
  return row.fans;
}

/** The shops a shopper follows, most recent first. */
export async function listFollowedShops(db: Executor, userId: number, lang: string, limit: number, offset: number) {
  const base = db
    .selectFrom('shop_follows')
    .innerJoin('shops', 'shops.id', 'shop_follows.shop_id')
    .where('shop_follows.user_id', '=', userId);
  const [list, total] = await Promise.all([
    base
      .select(shopCardColumns(lang))
      .orderBy('shop_follows.created_at', 'desc')
      .orderBy('shops.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

// ——— writing the catalogue (seed, tests, later the console) ———

export interface NewCategory {
  slug: string;
  name: LocalizedText;
  icon: ImagePair;
  sort: number;
}

export async function insertCategory(db: Executor, category: NewCategory) {
  return db
    .insertInto('categories')
    .values({ ...category, name: JSON.stringify(category.name), icon: JSON.stringify(category.icon) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export interface NewShop {
  name: LocalizedText;
  description: LocalizedText;
  logo: ImagePair;
  banner: ImagePair;
  sales?: number;
  total_sales?: number;
  fans?: number;
  review_count?: number;
  good_review_count?: number;
}

export async function insertShops(db: Executor, shops: NewShop[]): Promise<number[]> {
  if (shops.length === 0) return [];
  const rows = await db
    .insertInto('shops')
    .values(
      shops.map((shop) => ({
        ...shop,
        name: JSON.stringify(shop.name),
        description: JSON.stringify(shop.description),
        logo: JSON.stringify(shop.logo),
        banner: JSON.stringify(shop.banner),
        ...searchColumns(shop.name),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface NewSku {
  options: number[];
  price: number;
  stock: number;
  sales?: number;
}

export interface NewProduct {
  shop_id: number;
  category_id: number;
  title: LocalizedText;
  description: LocalizedText;
  images: ImagePair[];
  specs: SpecDimension[];
  skus: NewSku[];
  sales?: number;
  review_count?: number;
  rating_total?: number;
  created_at?: Date;
}

/** Inserts products and their SKUs; price and stock of a product follow from its SKUs. */
export async function insertProducts(db: Executor, products: NewProduct[]): Promise<number[]> {
  if (products.length === 0) return [];
  const rows = await db
    .insertInto('products')
    .values(
      products.map(({ skus, ...product }) => ({
        ...product,
        title: JSON.stringify(product.title),
        description: JSON.stringify(product.description),
        images: JSON.stringify(product.images),
        specs: JSON.stringify(product.specs),
        price: Math.min(...skus.map((s) => s.price)),
        stock: skus.reduce((sum, s) => sum + s.stock, 0),
        ...searchColumns(product.title),
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const skuRows = products.flatMap((product, i) => product.skus.map((sku) => ({ ...sku, product_id: ids[i]! })));
  for (let i = 0; i < skuRows.length; i += 1000) {
    await db
      .insertInto('skus')
      .values(skuRows.slice(i, i + 1000))
      .execute();
  }
  return ids;
}

export interface NewBanner {
  title: LocalizedText;
  subtitle: LocalizedText;
  image: ImagePair;
  category_id: number | null;
  sort: number;
}

export async function insertBanner(db: Executor, banner: NewBanner) {
  await db
    .insertInto('banners')
    .values({
      ...banner,
      title: JSON.stringify(banner.title),
      subtitle: JSON.stringify(banner.subtitle),
      image: JSON.stringify(banner.image),
      link_type: 'category',
      link_value: banner.category_id === null ? null : String(banner.category_id),
    })
    .execute();
}

/** The demo products with their texts and SKUs, which the synthetic benchmark catalogue copies. */
export async function listSeedTemplates(db: Executor, limit = 1000) {
  const products = await db
    .selectFrom('products')
    .select(['id', 'shop_id', 'category_id', 'title', 'description', 'images', 'specs'])
    .where('listed', '=', true)
    .orderBy('id')
    .limit(limit)
    .execute();
  const skus = await db
    .selectFrom('skus')
    .select(['product_id', 'options', 'price'])
    .where('product_id', 'in', products.length ? products.map((p) => p.id) : [0])
    .orderBy('id')
    .execute();
  return products.map((product) => ({ ...product, skus: skus.filter((sku) => sku.product_id === product.id) }));
}

/** Statistics and, on PGlite (which never autovacuums), space back after a bulk load. */
export async function vacuumCatalogue(db: Executor): Promise<void> {
  for (const table of ['products', 'product_search', 'skus', 'shops'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

/** Recomputes every shop's items sold and turnover from its products (after a bulk load). */
export async function refreshShopFigures(db: Executor): Promise<void> {
  await sql`
    update shops set
      sales = coalesce((select sum(p.sales) from products p where p.shop_id = shops.id), 0),
      total_sales = coalesce((select sum(p.sales::bigint * p.price) from products p where p.shop_id = shops.id), 0)
  `.execute(db);
}

export async function countProducts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every shop's id and name, by name (the console's shop pickers). */
export async function listShopNames(db: Executor, lang: string) {
  return db
    .selectFrom('shops')
    .select(['id', localized('name', lang).as('name')])
    .orderBy('name')
    .execute();
}
