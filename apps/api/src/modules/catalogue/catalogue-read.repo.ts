import { type Db, runPrepared } from '../../db/database.ts';
import type { ImagePair, SpecDimension } from '../../db/schema.ts';
import type { ProductCardRow, ProductFilters, ProductOrder } from './catalogue.repo.ts';

/**
 * The shoppers' hottest catalogue reads (goods/list, goods/hot, goods/detail) as hand-written prepared statements.
 * Under load, building these queries with Kysely cost more CPU than PostgreSQL spent answering them; here each
 * statement is written once per shape, prepared once per connection (PostgreSQL) and then only bound and executed.
 * Every other read of the catalogue stays in catalogue.repo.ts. bench/results/catalogue.md has the measurements.
 */

/** A product card in the shopper's language ($1), read from `p`: the same columns as catalogue.repo.ts `cardColumns`. */
const CARD_COLUMNS = `p.id, p.shop_id, coalesce(p.title->>$1, p.title->>'en') as title, p.images->0 as image, p.price,
  p.compare_at_price, p.sales, p.review_count, p.rating_total`;

/** Each order is served by its own partial index on listed products (migration 002, 007): its columns and keys. */
const ORDERS: Record<ProductOrder, { columns: string; by: string }> = {
  sales: { columns: 'id, sales', by: 'sales desc, id desc' },
  price_asc: { columns: 'id, price', by: 'price asc, id asc' },
  price_desc: { columns: 'id, price', by: 'price desc, id desc' },
  newest: { columns: 'id, created_at', by: 'created_at desc, id desc' },
};

interface Shape {
  /** A short name of which filters are present, for the statement's name. */
  key: string;
  where: string;
  values: unknown[];
}

/** The WHERE clause of a filter set, with its parameters numbered after `first - 1` earlier ones. */
function shapeOf(filters: ProductFilters, first: number): Shape {
  const conditions = ['listed'];
  const values: unknown[] = [];
  let key = '';
  const add = (flag: string, condition: (n: number) => string, value?: unknown) => {
    key += flag;
    if (value === undefined) {
      conditions.push(condition(0));
      return;
    }
    values.push(value);
    conditions.push(condition(first + values.length - 1));
  };
  if (filters.categoryId !== undefined) add('c', (n) => `category_id = $${n}`, filters.categoryId);
  if (filters.categoryIds !== undefined) add('C', (n) => `category_id = any($${n}::int[])`, filters.categoryIds);
  if (filters.shopId !== undefined) add('s', (n) => `shop_id = $${n}`, filters.shopId);
  if (filters.minPrice !== undefined) add('l', (n) => `price >= $${n}`, filters.minPrice);
  if (filters.maxPrice !== undefined) add('h', (n) => `price <= $${n}`, filters.maxPrice);
  if (filters.discounted) add('d', () => 'compare_at_price is not null');
  return { key: key || 'all', where: conditions.join(' and '), values };
}

/** One page of product cards: `limit` rows after `offset`, in the asked order (the driver's promise, not another). */
export function listProductPage(
  db: Db,
  lang: string,
  filters: ProductFilters,
  order: ProductOrder,
  limit: number,
  offset: number,
): Promise<ProductCardRow[]> {
  const statement = productPageStatement(lang, filters, order, limit, offset);
  return runPrepared<ProductCardRow>(db, statement.name, statement.text, statement.values);
}

export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/** The text of each page statement by its name (one per filter shape and order): written once, not per request. */
const pageTexts = new Map<string, string>();

/** The statement of listProductPage (also run by the benchmark's ceiling server, bench/ceiling-server.ts). */
export function productPageStatement(
  lang: string,
  filters: ProductFilters,
  order: ProductOrder,
  limit: number,
  offset: number,
): Statement {
  const shape = shapeOf(filters, 2);
  const n = shape.values.length + 2;
  const name = `goods_page_${shape.key}_${order}`;
  let text = pageTexts.get(name);
  if (text === undefined) {
    const { columns, by } = ORDERS[order];
    // A late row lookup: the page's ids come from the order's index alone (an index-only scan where the filters are
    // in it), and only the page's rows are read for their texts. Reading the cards of every skipped row too (one
    // statement with OFFSET) decoded their titles for nothing: 23 ms instead of 0.3 ms for page 50 of a category.
    text = `select ${CARD_COLUMNS}
    from (select ${columns} from products where ${shape.where} order by ${by} limit $${n} offset $${n + 1}) as page
    join products p on p.id = page.id
    order by ${by.replace(/(\w+) (asc|desc)/g, 'page.$1 $2')}`;
    pageTexts.set(name, text);
  }
  return { name, text, values: [lang, ...shape.values, limit, offset] };
}

/** How many listed products match the filters, counting no further than `cap`. */
export async function countProducts(db: Db, filters: ProductFilters, cap: number): Promise<number> {
  const statement = productCountStatement(filters, cap);
  const rows = await runPrepared<{ n: number }>(db, statement.name, statement.text, statement.values);
  return Number(rows[0]?.n ?? 0);
}

/** The statement of countProducts (also run by bench/ceiling-server.ts). */
export function productCountStatement(filters: ProductFilters, cap: number): Statement {
  const shape = shapeOf(filters, 1);
  const n = shape.values.length + 1;
  return {
    name: `goods_count_${shape.key}`,
    text: `select count(*)::int as n from (select 1 from products where ${shape.where} limit $${n}) as matches`,
    values: [...shape.values, cap],
  };
}

/** A SKU as the detail statement packs it: [id, options, price, compare_at_price, stock, weight_g]. */
type PackedSku = [number, number[], number, number | null, number, number | null];

export interface ProductDetailRow {
  id: number;
  shop_id: number;
  category_id: number;
  title: string;
  description: string;
  images: ImagePair[];
  specs: SpecDimension[];
  price: number;
  stock: number;
  sales: number;
  review_count: number;
  rating_total: number;
  skus: PackedSku[];
  weight_g: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  hs_code: string | null;
  origin_country: string | null;
  shop_name: string;
  shop_logo: ImagePair;
  shop_fans: number;
  shop_sales: number;
  shop_review_count: number;
  shop_good_review_count: number;
}

/** The statement of findProductDetail ($1 id, $2 language), also run by bench/ceiling-server.ts. */
export const PRODUCT_DETAIL_STATEMENT = `
  select p.id, p.shop_id, p.category_id,
    coalesce(p.title->>$2, p.title->>'en') as title,
    coalesce(p.description->>$2, p.description->>'en') as description,
    p.images, p.specs, p.price, p.stock, p.sales, p.review_count, p.rating_total,
    p.weight_g, p.length_mm, p.width_mm, p.height_mm, p.hs_code, p.origin_country,
    coalesce(
      (select json_agg(json_build_array(k.id, k.options, k.price, k.compare_at_price, k.stock, k.weight_g)
         order by k.id)
         from skus k where k.product_id = p.id and k.retired_at is null),
      '[]') as skus,
    coalesce(s.name->>$2, s.name->>'en') as shop_name, s.logo as shop_logo, s.fans as shop_fans,
    s.sales as shop_sales, s.review_count as shop_review_count, s.good_review_count as shop_good_review_count
  from products p
  join shops s on s.id = p.shop_id and s.active
  where p.id = $1 and p.listed`;

/** The detail page's product, its live SKUs and its shop's summary, in one statement; undefined if not on sale. */
export async function findProductDetail(db: Db, lang: string, id: number): Promise<ProductDetailRow | undefined> {
  const rows = await runPrepared<ProductDetailRow>(db, 'goods_detail', PRODUCT_DETAIL_STATEMENT, [id, lang]);
  return rows[0];
}
