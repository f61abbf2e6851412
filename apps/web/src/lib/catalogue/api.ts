import type { BannerDto, CategoryDto, ProductCardDto, ProductDetailDto, ProductSort } from '@shop/contract/catalogue';
import type { DealCardsDto } from '@shop/contract/promotion';
import type { ShopCardDto, ShopDetailDto } from '@shop/contract/shop';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { catalogueKeys } from '../query-keys.ts';
import { request } from '../request.ts';

/**
 * The catalogue's reads (/api/goods/*, /api/shop/*, the shops' promotions under /api/promotion/*;
 * docs/domain.md#catalogue-and-search), each a queryOptions factory.
 * Keys start with the language: every text comes back in it, so a language switch is a different cache entry.
 */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export const PAGE_SIZE = 10;

const nextPage = (last: Page<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

export const categoriesQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'categories'],
    queryFn: () => request<CategoryDto[]>('/goods/categories'),
    staleTime: 10 * 60_000,
  });

export const bannersQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'banners'],
    queryFn: () => request<BannerDto[]>('/goods/banners'),
    staleTime: 10 * 60_000,
  });

/** Best sellers; with a category, the Popular ranking. */
export const hotProductsQueryOptions = (lang: string, categoryId?: number) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'hot', categoryId ?? 'all'],
    queryFn: ({ pageParam }) =>
      request<Page<ProductCardDto>>('/goods/hot', {
        params: { page: pageParam, limit: PAGE_SIZE, category_id: categoryId },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export interface ProductFilters {
  category_id?: number;
  shop_id?: number;
  sort: ProductSort;
  min_price?: string;
  max_price?: string;
  /** Only products with a compare-at price: what a sale banner opens. */
  discounted?: boolean;
}

export const productListQueryOptions = (lang: string, filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'list', filters],
    queryFn: ({ pageParam }) =>
      request<Page<ProductCardDto>>('/goods/list', { params: { ...filters, page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const productDetailQueryOptions = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'detail', id],
    queryFn: () => request<ProductDetailDto>('/goods/detail', { params: { id } }),
  });

export const hotShopsQueryOptions = (lang: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'hotShops'],
    queryFn: ({ pageParam }) =>
      request<Page<ShopCardDto>>('/shop/hot', { params: { page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const shopDetailQueryOptions = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'shop', id],
    queryFn: () => request<ShopDetailDto>('/shop/detail', { params: { id } }),
  });

export const searchProductsQueryOptions = (lang: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'search', keyword],
    queryFn: ({ pageParam }) =>
      request<Page<ProductCardDto>>('/goods/search', { params: { keyword, page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.trim().length > 0,
  });

/** Shops whose name has the words; without words (Home's "More" beside Hot shops) every shop, best-selling first. */
export const searchShopsQueryOptions = (lang: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'searchShops', keyword],
    queryFn: ({ pageParam }) =>
      request<Page<ShopCardDto>>('/shop/search', {
        params: keyword ? { keyword, page: pageParam, limit: PAGE_SIZE } : { page: pageParam, limit: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const suggestionsQueryOptions = (lang: string, keyword: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'suggest', keyword],
    queryFn: () => request<{ id: number; title: string }[]>('/goods/suggest', { params: { keyword } }),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });

export const hotKeywordsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'hotKeywords'],
    queryFn: () => request<string[]>('/goods/hot_keywords'),
    staleTime: 10 * 60_000,
  });

export const heartedQueryOptions = (lang: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.hearted(), lang],
    queryFn: ({ pageParam }) =>
      request<Page<ProductCardDto>>('/goods/hearted', { params: { page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const followedQueryOptions = (lang: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.followed(), lang],
    queryFn: ({ pageParam }) =>
      request<Page<ShopCardDto>>('/shop/followed', { params: { page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/**
 * The shops' promotions (/api/promotion/*), public reads cached with the catalogue (every start and end of a deal or
 * voucher moves its generation): sent without the token, so every shopper shares one answer. Silent: a page shows
 * its products without them rather than a toast about them. The product page's and the shop's are in
 * promotion-api.ts, out of Home's chunk.
 */
export const promotionRead = <T>(path: string, params: Record<string, unknown>) =>
  request<T>(`/promotion/${path}`, { params, withoutToken: true, silent: true });

/** Home's Deals strip: running deals, one card per product, soonest ending first. */
export const DEAL_CARDS_LIMIT = 10;
export const dealCardsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'deals'],
    queryFn: () => promotionRead<DealCardsDto>('deals', { limit: DEAL_CARDS_LIMIT }),
  });
