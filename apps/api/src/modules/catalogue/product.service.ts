import type { BannerDto, CategoryDto, ProductDetailDto, ProductListQuery } from '@shop/contract/catalogue';
import type { LangCode } from '@shop/contract/languages';
import { formatCents } from '@shop/contract/money';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSetting } from '../settings/settings.service.ts';
import { averageRating, favorableRate, toProductCard } from './catalogue-dto.ts';
import * as reads from './catalogue-read.repo.ts';
import * as repo from './catalogue.repo.ts';
import * as searchReads from './search-read.repo.ts';
import { keptCount, keptCounts } from './kept-counts.ts';
import { pageReads, planCost, rankedPage, type SliceRead, sliceBands } from './search-pages.ts';
import { planSearch, type SearchPlan } from './search-text.ts';

const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * What a public catalogue read needs: the database handle the catalogue cache gives it, which may be a replica's
 * (plugins/catalogue-cache.ts, db/replica-reads.ts). Reads that belong to one shopper take AppDeps and the primary.
 */
export type CatalogueReadDeps = Pick<AppDeps, 'db'>;

/** The category grid, in the spec's order. */
export async function listCategories({ db }: CatalogueReadDeps, lang: LangCode): Promise<CategoryDto[]> {
  return repo.listCategories(db, lang);
}

/** The home page's banners. */
export async function listBanners({ db }: CatalogueReadDeps, lang: LangCode): Promise<BannerDto[]> {
  return repo.listBanners(db, lang);
}

/**
 * goods/list: filters, sort and paging. The page is one statement; `total` (capped at TOTAL_CAP, as the catalogue rules fix
 * it) is kept per filter and catalogue generation, so paging through a category counts it once.
 */
export async function listProducts({ db }: CatalogueReadDeps, lang: LangCode, query: ProductListQuery) {
  // A parent category lists its subcategories' products; a leaf (nearly every list) its own, as one equality.
  const subcategories = query.category_id === undefined ? undefined : (await subcategoryIds(db))[query.category_id];
  const filters: repo.ProductFilters = {
    ...(subcategories ? { categoryIds: subcategories } : { categoryId: query.category_id }),
    shopId: query.shop_id,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    discounted: query.discounted,
  };
  const offset = offsetOf(query.page, query.limit);
  const rows = await reads.listProductPage(db, lang, filters, query.sort, query.limit, offset);
  // A first page that is not full holds every match: nothing to count.
  const total =
    offset === 0 && rows.length < query.limit
      ? rows.length
      : await keptCount(db, `goods:${JSON.stringify(filters)}`, () => reads.countProducts(db, filters, repo.TOTAL_CAP));
  return { list: rows.map(toProductCard), total, page: query.page, limit: query.limit };
}

/** Each parent category's subcategories, read once per catalogue generation (kept-counts.ts). */
const subcategoryIds = (db: Db) => keptCounts(db, 'subcategories', () => repo.listSubcategoryIds(db));

/** goods/hot: best sellers, of one category for the Popular ranking. */
export async function listHotProducts(
  deps: CatalogueReadDeps,
  lang: LangCode,
  query: { page: number; limit: number; category_id?: number },
) {
  return listProducts(deps, lang, { ...query, sort: 'sales' });
}

/**
 * goods/detail: the product with its SKUs, its shop's summary and review summary, read in one statement; the shared
 * answer, so `hearted` is false here and set per shopper by the route (isHearted).
 */
export async function getProductDetail(
  { db }: CatalogueReadDeps,
  lang: LangCode,
  id: number,
): Promise<ProductDetailDto> {
  const product = await reads.findProductDetail(db, lang, id);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return { ...productDetailOf(product, lang), hearted: false };
}

/** Whether the shopper hearted the product (the personal part of goods/detail). */
export async function isHearted({ db }: AppDeps, userId: number, productId: number): Promise<boolean> {
  return repo.isHearted(db, userId, productId);
}

/** The shared part of goods/detail (everything but the shopper's own `hearted`). */
export function productDetailOf(product: reads.ProductDetailRow, lang: LangCode): Omit<ProductDetailDto, 'hearted'> {
  const pick = (text: Record<string, string | undefined>) => text[lang] ?? text.en ?? '';
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    images: product.images,
    price: formatCents(product.price),
    stock: product.stock,
    sales: product.sales,
    category_id: product.category_id,
    specs: product.specs.map((spec) => ({
      name: pick(spec.name),
      values: spec.values.map((value, index) => ({ index, name: pick(value) })),
    })),
    skus: product.skus.map(([skuId, options, price, compareAtPrice, stock, weight]) => ({
      id: skuId,
      options,
      price: formatCents(price),
      compare_at_price: compareAtPrice === null ? null : formatCents(compareAtPrice),
      stock,
      weight_g: weight ?? null,
    })),
    weight_g: product.weight_g,
    length_mm: product.length_mm,
    width_mm: product.width_mm,
    height_mm: product.height_mm,
    hs_code: product.hs_code,
    origin_country: product.origin_country,
    shop: {
      id: product.shop_id,
      name: product.shop_name,
      logo: product.shop_logo,
      fans: product.shop_fans,
      sales: product.shop_sales,
      favorable_rate: favorableRate(product.shop_good_review_count, product.shop_review_count),
    },
    review_summary: { count: product.review_count, rating: averageRating(product.rating_total, product.review_count) },
  };
}

/**
 * goods/search: substring search in every language's title, by relevance then sales. The matches per relevance
 * tier are counted once per keyword and catalogue generation; each page is then read the cheaper way for its
 * slices (search-pages.ts). When a Latin keyword finds nothing, the one-typo path (trigram word similarity) gets a
 * chance.
 */
export async function searchProducts(
  { db }: CatalogueReadDeps,
  lang: LangCode,
  query: { keyword: string; page: number; limit: number },
) {
  const empty = { list: [], total: 0, page: query.page, limit: query.limit };
  const plan = planSearch(query.keyword);
  if (!plan) return empty;
  const offset = offsetOf(query.page, query.limit);
  const { list, total } = await searchPage(db, lang, plan, query.limit, offset);
  if (total === 0 && plan.fuzzy.length === plan.words.length) {
    const typos = await repo.searchProductsFuzzy(db, lang, plan, query.limit, offset);
    return { list: typos.list.map(toProductCard), total: typos.total, page: query.page, limit: query.limit };
  }
  return { list: list.map(toProductCard), total, page: query.page, limit: query.limit };
}

/** Listed products in the catalogue: what a walk in sales order passes through (search-pages.ts). */
const listedCount = (db: Db) => keptCount(db, 'listed', () => reads.countProducts(db, {}, Number.MAX_SAFE_INTEGER));

/**
 * Rows `offset` to `offset + limit` of the exact path's results, and how many there are. A page within each tier's
 * first matches, kept ranked with the counts (the first pages a shopper reads), reads only its cards by id; others
 * read their tier slices. `way` is for tests, which check that every way reads the same page: 'ranked' from the kept
 * ranking only, 'bitmap' from every match, 'banded' from the slice's sales bands, 'walk' along the best-sellers.
 */
export async function searchPage(
  db: Db,
  lang: string,
  plan: SearchPlan,
  limit: number,
  offset: number,
  way?: SliceRead['way'] | 'banded' | 'ranked',
): Promise<{ list: repo.ProductCardRow[]; total: number }> {
  const counts = await keptCounts(db, `search:${plan.phrase}`, () => searchReads.searchMatchCounts(db, plan));
  const total = counts.tiers.reduce((sum, count) => sum + count, 0);
  if (offset >= total) return { list: [], total };
  if (way === undefined || way === 'ranked') {
    // The ranking is as new as the counts (both kept per catalogue generation); a card that is gone since (a
    // product unlisted before the new generation reached this process) sends the page the usual way.
    const ids = rankedPage(counts, offset, limit);
    if (ids) {
      const list = await searchReads.rankedCards(db, lang, ids);
      if (list.length === ids.length) return { list, total };
    }
  }
  const sliceWay = way === 'ranked' ? undefined : way;
  const sliceReads = pageReads(counts, offset, limit, await listedCount(db), planCost(plan));
  const forced = (read: SliceRead): SliceRead =>
    sliceWay === 'banded'
      ? { ...read, way: 'bitmap', bands: sliceBands(counts, read.slice) }
      : { ...read, way: sliceWay ?? read.way, bands: undefined };
  const slices = await Promise.all(sliceReads.map((read) => readSlice(db, lang, plan, sliceWay ? forced(read) : read)));
  return { list: slices.flat(), total };
}

/**
 * One slice. A read limited to some sales bands that comes back short lost a row to a sale since the counts were
 * taken (a product's band moved before the new catalogue generation reached this process): it is read again from
 * every band, so a page is never short.
 */
async function readSlice(db: Db, lang: string, plan: SearchPlan, read: SliceRead): Promise<repo.ProductCardRow[]> {
  const rows = await searchReads.searchSlice(db, lang, plan, read);
  if (!read.bands || rows.length >= read.slice.take) return rows;
  return searchReads.searchSlice(db, lang, plan, { ...read, bands: undefined });
}

export const SUGGESTION_COUNT = 8;

/** goods/suggest: the titles of the first results, as the shopper types. */
export async function suggest({ db }: CatalogueReadDeps, lang: LangCode, keyword: string) {
  const plan = planSearch(keyword);
  if (!plan) return [];
  const { list } = await searchPage(db, lang, plan, SUGGESTION_COUNT, 0);
  return list.map(({ id, title }) => ({ id, title }));
}

/** Settings key of the search page's hot keywords, per language. */
export const HOT_KEYWORDS_SETTING = 'search_hot_keywords';

/** goods/hot_keywords: the operators' list for the shopper's language, else English. */
export async function hotKeywords({ db }: CatalogueReadDeps, lang: LangCode): Promise<string[]> {
  const byLang = (await getSetting<Partial<Record<LangCode, string[]>>>(db, HOT_KEYWORDS_SETTING)) ?? {};
  return byLang[lang] ?? byLang.en ?? [];
}

/** goods/heart: sets the asked state; a repeated request changes nothing. */
export async function setHeart({ db }: AppDeps, userId: number, productId: number, heart: boolean) {
  if (!(await repo.productExists(db, productId))) throw new AppError('PRODUCT_NOT_FOUND');
  if (heart) await repo.addHeart(db, userId, productId);
  else await repo.removeHeart(db, userId, productId);
  return { hearted: heart };
}

/** goods/hearted: the shopper's hearted products. */
export async function listHearted({ db }: AppDeps, userId: number, lang: LangCode, page: number, limit: number) {
  const { list, total } = await repo.listHeartedProducts(db, userId, lang, limit, offsetOf(page, limit));
  return { list: list.map(toProductCard), total, page, limit };
}
