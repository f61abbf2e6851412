import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ImagePair, LocalizedText, SpecDimension } from '../../db/schema.ts';
import { localized } from './catalogue.repo.ts';
import { planSearch } from './search-text.ts';
import { type SearchColumns, searchColumns } from './search-text.ts';

/** The catalogue's writing side and the desk apps' reads of products: every shop, every state, every language. */

/** Bumps the catalogue version in the edit's own transaction (docs/architecture.md#caches). */
export async function bumpCatalogueVersion(db: Executor): Promise<number> {
  const row = await db
    .updateTable('catalogue_version')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function currentCatalogueVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/** The product row for a save: held until the save commits, so two saves of one product run one after the other. */
export async function lockProduct(db: Executor, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'shop_id', 'code'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A shop as a product save needs it; shared lock: the shop's `active` cannot change under the save. */
export async function findShopForProduct(db: Executor, shopId: number) {
  return db.selectFrom('shops').select(['id', 'active']).where('id', '=', shopId).forShare().executeTakeFirst();
}

/**
 * The category a product is saved into, held (shared) until the save commits, with its parent: a category save that
 * hides either, or adds a subcategory under it, waits for this save, and this one for it. `shown`: neither is hidden;
 * `leaf`: it has no subcategory (products sit on leaves).
 */
export async function categoryForProduct(db: Executor, id: number) {
  const category = await db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'hidden', sql<string>`name->>'en'`.as('name')])
    .select((eb) =>
      eb
        .not(
          eb.exists(
            eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'categories.id'),
          ),
        )
        .as('leaf'),
    )
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
  if (!category) return undefined;
  const parent =
    category.parent_id === null
      ? undefined
      : await db
          .selectFrom('categories')
          .select('hidden')
          .where('id', '=', category.parent_id)
          .forShare()
          .executeTakeFirst();
  return { id: category.id, name: category.name, leaf: category.leaf, shown: !category.hidden && !parent?.hidden };
}

/** Another product of the shop that already has this code. */
export async function findCodeOwner(db: Executor, shopId: number, code: string, exceptId?: number) {
  let query = db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/**
 * The packed product (docs/domain.md#product-parcel-data). A field left undefined keeps what is stored (Kysely leaves
 * undefined columns out), so a caller that does not know these fields cannot clear them; null clears.
 */
export interface ParcelFields {
  weight_g?: number | null;
  length_mm?: number | null;
  width_mm?: number | null;
  height_mm?: number | null;
  hs_code?: string | null;
  origin_country?: string | null;
}

export interface ProductContent {
  shop_id: number;
  category_id: number;
  code?: string;
  title: LocalizedText;
  description: LocalizedText;
  images: ImagePair[];
  specs: SpecDimension[];
  on_sale: boolean;
  listed: boolean;
  parcel: ParcelFields;
}

const contentColumns = (product: ProductContent, search: SearchColumns) => ({
  shop_id: product.shop_id,
  category_id: product.category_id,
  title: JSON.stringify(product.title),
  description: JSON.stringify(product.description),
  images: JSON.stringify(product.images),
  specs: JSON.stringify(product.specs),
  on_sale: product.on_sale,
  listed: product.listed,
  weight_g: product.parcel.weight_g,
  length_mm: product.parcel.length_mm,
  width_mm: product.parcel.width_mm,
  height_mm: product.parcel.height_mm,
  hs_code: product.parcel.hs_code,
  origin_country: product.parcel.origin_country,
  ...search,
});

/** A new product; price and stock follow from its SKUs (refreshProductFigures). Without a code it gets P<id>. */
export async function insertProductRow(db: Executor, product: ProductContent) {
  return db
    .insertInto('products')
    .values({ ...contentColumns(product, searchColumns(product.title)), code: product.code, price: 0, stock: 0 })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

/** Rewrites every field of the product the editor owns (the later save wins whole). */
export async function updateProductRow(db: Executor, id: number, product: ProductContent) {
  return db
    .updateTable('products')
    .set({
      ...contentColumns(product, searchColumns(product.title)),
      code: product.code ?? sql<string>`'P' || id`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

/** The product's parcel columns, as the editor and the CSV export read them. */
export const PARCEL_COLUMNS = [
  'products.weight_g',
  'products.length_mm',
  'products.width_mm',
  'products.height_mm',
  'products.hs_code',
  'products.origin_country',
] as const;

/** The SKUs still sold, with what a save compares. */
export async function listLiveSkus(db: Executor, productId: number) {
  return db
    .selectFrom('skus')
    .select(['id', 'options', 'price', 'compare_at_price', 'stock', 'sales', 'weight_g'])
    .where('product_id', '=', productId)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
}

export interface SkuFields {
  options: number[];
  price: number;
  compare_at_price: number | null;
  stock: number;
  /** Undefined keeps the stored weight; null clears it. */
  weight_g?: number | null;
}

export async function insertSkus(db: Executor, productId: number, skus: SkuFields[]): Promise<void> {
  if (skus.length === 0) return;
  await db
    .insertInto('skus')
    .values(skus.map((sku) => ({ product_id: productId, ...sku })))
    .execute();
}

/**
 * Price, compare-at price, and stock moved by `stockDelta` (reservations made since the editor loaded stay taken).
 * Answers undefined when the move would take the stock below zero; nothing changes then.
 */
export async function updateSkuByDelta(
  db: Executor,
  id: number,
  fields: { price: number; compare_at_price: number | null; stockDelta: number; weight_g?: number | null },
) {
  return db
    .updateTable('skus')
    .set({
      price: fields.price,
      compare_at_price: fields.compare_at_price,
      weight_g: fields.weight_g,
      stock: sql`stock + ${fields.stockDelta}`,
    })
    .where('id', '=', id)
    .where(sql<boolean>`stock + ${fields.stockDelta} >= 0`)
    .returning('stock')
    .executeTakeFirst();
}

/** Price, compare-at price, and the stock set as given. */
export async function updateSkuSetStock(db: Executor, id: number, fields: Omit<SkuFields, 'options'>): Promise<void> {
  await db
    .updateTable('skus')
    .set({
      price: fields.price,
      compare_at_price: fields.compare_at_price,
      stock: fields.stock,
      weight_g: fields.weight_g,
    })
    .where('id', '=', id)
    .execute();
}

export async function findSkuStock(db: Executor, id: number): Promise<number> {
  const row = await db.selectFrom('skus').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  return row.stock;
}

/** Retired SKUs stay for the orders and carts that name them; they are never sold again and hold no stock. */
export async function retireSkus(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('skus').set({ retired_at: sql`now()`, stock: 0 }).where('id', 'in', ids).execute();
}

/** The product's card figures from its live SKUs: the cheapest price with its compare-at price, and the stock. */
export async function refreshProductFigures(db: Executor, productId: number): Promise<void> {
  await sql`
    update products set
      price = figures.price,
      compare_at_price = figures.compare_at_price,
      stock = figures.stock
    from (
      select
        min(price) as price,
        (array_agg(compare_at_price order by price, id))[1] as compare_at_price,
        coalesce(sum(stock), 0) as stock
      from skus where product_id = ${productId} and retired_at is null
    ) as figures
    where products.id = ${productId}
  `.execute(db);
}

/** Takes a shop's products out of every listing, or puts back those its seller has on sale. */
export async function setShopProductsListed(db: Executor, shopId: number, active: boolean): Promise<void> {
  if (!active) {
    await db.updateTable('products').set({ listed: false }).where('shop_id', '=', shopId).execute();
    return;
  }
  // Back on: those its seller has on sale, in a category (and parent) that is shown.
  await sql`
    update products p
    set listed = p.on_sale and not c.hidden and not coalesce(parent.hidden, false)
    from categories c left join categories parent on parent.id = c.parent_id
    where p.shop_id = ${shopId} and c.id = p.category_id
  `.execute(db);
}

// ——— the desk apps' reads ———

/** One product with every language and every live SKU, for the editor. */
export async function findProductForEdit(db: Executor, id: number, lang: string) {
  const product = await db
    .selectFrom('products')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .select([
      'products.id',
      'products.shop_id',
      localized('shops.name', lang).as('shop_name'),
      'products.code',
      'products.category_id',
      'products.title',
      'products.description',
      'products.images',
      'products.specs',
      'products.on_sale',
      'products.listed',
      'products.sales',
      ...PARCEL_COLUMNS,
      'products.created_at',
      'products.updated_at',
    ])
    .where('products.id', '=', id)
    .executeTakeFirst();
  if (!product) return undefined;
  return { ...product, skus: await listLiveSkus(db, id) };
}

export interface ProductAdminFilters {
  keyword?: string;
  shopId?: number;
  categoryId?: number;
  onSale?: boolean;
  stock?: 'out' | 'low';
  lowStock: number;
}

/** The desk's product table: newest edits first, filtered; keyword in any language's title, or the product code. */
export async function listProductsAdmin(
  db: Executor,
  lang: string,
  filters: ProductAdminFilters,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('products')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .innerJoin('categories', 'categories.id', 'products.category_id');
  if (filters.shopId !== undefined) query = query.where('products.shop_id', '=', filters.shopId);
  if (filters.categoryId !== undefined) query = query.where('products.category_id', '=', filters.categoryId);
  if (filters.onSale !== undefined) query = query.where('products.on_sale', '=', filters.onSale);
  if (filters.stock === 'out') query = query.where('products.stock', '=', 0);
  if (filters.stock === 'low') query = query.where('products.stock', '<=', filters.lowStock);
  const plan = filters.keyword ? planSearch(filters.keyword) : undefined;
  if (filters.keyword) {
    const code = filters.keyword;
    const grams = plan ? [...new Set(plan.words.flatMap((w) => w.grams))] : [];
    query = query.where((eb) =>
      eb.or([
        eb('products.code', '=', code),
        plan
          ? // The grams' index is on the narrow copy of the search columns (migration 014).
            sql<boolean>`products.id in (select ps.product_id from product_search ps
              where ps.search_grams @> ${sql.val(grams)}::text[] and ${sql.join(
                plan.words.map((w) => sql`strpos(ps.search_text, ${w.word}) > 0`),
                sql` and `,
              )})`
          : sql<boolean>`false`,
      ]),
    );
  }
  const [list, total] = await Promise.all([
    query
      .select([
        'products.id',
        'products.code',
        localized('products.title', lang).as('title'),
        sql<ImagePair>`products.images->0`.as('image'),
        'products.shop_id',
        localized('shops.name', lang).as('shop_name'),
        'products.category_id',
        localized('categories.name', lang).as('category_name'),
        'products.price',
        'products.compare_at_price',
        'products.stock',
        'products.sales',
        'products.on_sale',
        'products.listed',
        'products.updated_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('skus')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('skus.product_id', '=', 'products.id')
          .where('skus.retired_at', 'is', null)
          .as('sku_count'),
      )
      // A keyword that is a product code puts that product first; then the latest edits.
      .orderBy(sql`products.code = ${filters.keyword ?? null}`, (order) => order.desc().nullsLast())
      .orderBy('products.updated_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** The ids of the shop's products with these codes (CSV import: update by code). */
export async function findProductIdsByCodes(db: Executor, shopId: number, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'code'])
    .where('shop_id', '=', shopId)
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Every product of a shop with its live SKUs, in id order (CSV export). */
export async function listProductsForExport(db: Executor, shopId: number) {
  const [products, skus] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'code', 'category_id', 'on_sale', 'title', 'description', 'images', 'specs', ...PARCEL_COLUMNS])
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('skus')
      .innerJoin('products', 'products.id', 'skus.product_id')
      .select(['skus.product_id', 'skus.options', 'skus.price', 'skus.compare_at_price', 'skus.stock', 'skus.weight_g'])
      .where('products.shop_id', '=', shopId)
      .where('skus.retired_at', 'is', null)
      .orderBy('skus.product_id')
      .orderBy('skus.options')
      .execute(),
  ]);
  const byProduct = new Map<number, typeof skus>();
  for (const sku of skus) byProduct.set(sku.product_id, [...(byProduct.get(sku.product_id) ?? []), sku]);
  return products.map((product) => ({ ...product, skus: byProduct.get(product.id) ?? [] }));
}
