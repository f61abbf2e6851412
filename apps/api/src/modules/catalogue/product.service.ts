import type { BannerDto, CategoryDto, ProductDetailDto, ProductListQuery } from '@shop/contract/catalogue';
import type { LangCode } from '@shop/contract/languages';
import { formatCents } from '@shop/contract/money';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSetting } from '../settings/settings.repo.ts';
import { averageRating, favorableRate, toProductCard } from './catalogue-dto.ts';
import * as repo from './catalogue.repo.ts';
import { planSearch } from './search-text.ts';

const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** The category grid, in the spec's order. */
export async function listCategories({ db }: AppDeps, lang: LangCode): Promise<CategoryDto[]> {
  return repo.listCategories(db, lang);
}

/** The home page's banners. */
export async function listBanners({ db }: AppDeps, lang: LangCode): Promise<BannerDto[]> {
  return repo.listBanners(db, lang);
}

/** goods/list: filters, sort and paging. */
export async function listProducts({ db }: AppDeps, lang: LangCode, query: ProductListQuery) {
  const filters = {
    categoryId: query.category_id,
    shopId: query.shop_id,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    discounted: query.discounted,
  };
  const { list, total } = await repo.listProducts(
    db,
    lang,
    filters,
    query.sort,
    query.limit,
    offsetOf(query.page, query.limit),
  );
  return { list: list.map(toProductCard), total, page: query.page, limit: query.limit };
}

/** goods/hot: best sellers, of one category for the Popular ranking. */
export async function listHotProducts(
  deps: AppDeps,
  lang: LangCode,
  query: { page: number; limit: number; category_id?: number },
) {
  return listProducts(deps, lang, { ...query, sort: 'sales' });
}

/** goods/detail: the product with its SKUs, its shop's summary and review summary. */
export async function getProductDetail(
  { db }: AppDeps,
  lang: LangCode,
  id: number,
  shopperId?: number,
): Promise<ProductDetailDto> {
  const product = await repo.findProduct(db, lang, id);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  const [skus, shop, hearted] = await Promise.all([
    repo.listSkus(db, id),
    repo.findShopSummary(db, lang, product.shop_id),
    shopperId === undefined ? false : repo.isHearted(db, shopperId, id),
  ]);
  if (!shop) throw new AppError('PRODUCT_NOT_FOUND');
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
    skus: skus.map((sku) => ({
      id: sku.id,
      options: sku.options,
      price: formatCents(sku.price),
      compare_at_price: sku.compare_at_price === null ? null : formatCents(Number(sku.compare_at_price)),
      stock: sku.stock,
    })),
    shop: {
      id: shop.id,
      name: shop.name,
      logo: shop.logo,
      fans: shop.fans,
      sales: shop.sales,
      favorable_rate: favorableRate(shop.good_review_count, shop.review_count),
    },
    review_summary: { count: product.review_count, rating: averageRating(product.rating_total, product.review_count) },
    hearted,
  };
}

/**
 * goods/search: substring search in every language's title, by relevance then sales. When a Latin keyword finds
 * nothing, the one-typo path (trigram word similarity) gets a chance.
 */
export async function searchProducts(
  { db }: AppDeps,
  lang: LangCode,
  query: { keyword: string; page: number; limit: number },
) {
  const empty = { list: [], total: 0, page: query.page, limit: query.limit };
  const plan = planSearch(query.keyword);
  if (!plan) return empty;
  const offset = offsetOf(query.page, query.limit);
  let result = await repo.searchProducts(db, lang, plan, false, query.limit, offset);
  if (result.total === 0 && plan.fuzzy.length === plan.words.length) {
    result = await repo.searchProducts(db, lang, plan, true, query.limit, offset);
  }
  return { list: result.list.map(toProductCard), total: result.total, page: query.page, limit: query.limit };
}

export const SUGGESTION_COUNT = 8;

/** goods/suggest: titles as the shopper types, without duplicates. */
export async function suggest({ db }: AppDeps, lang: LangCode, keyword: string) {
  const plan = planSearch(keyword);
  if (!plan) return [];
  return repo.suggestTitles(db, lang, plan, SUGGESTION_COUNT);
}

/** Settings key of the search page's hot keywords, per language. */
export const HOT_KEYWORDS_SETTING = 'search_hot_keywords';

/** goods/hot_keywords: the operators' list for the shopper's language, else English. */
export async function hotKeywords({ db }: AppDeps, lang: LangCode): Promise<string[]> {
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
