import type { ProductCardDto, ProductSort } from '@shop/contract/catalogue';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { type Page, PAGE_SIZE, shopDetailQueryOptions } from '../../lib/catalogue/api.ts';
import { catalogueKeys } from '../../lib/query-keys.ts';
import { DEFAULT_SHOP_SORT } from './shop-sort.ts';

/** The shop id of a /shop/:id address, or undefined when it names none (the screen then says the shop is missing). */
export const shopIdOf = (id: string | undefined): number | undefined => {
  const shopId = Number(id);
  return Number.isInteger(shopId) && shopId > 0 ? shopId : undefined;
};

const nextPage = (last: Page<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/**
 * A shop's products in one sort order. shop/detail already carries the first page of best sellers, so in that
 * order page 1 is read from the shop's cached answer (no second request); every other page, and every other
 * order, comes from goods/list?shop_id=.
 */
export const shopProductsQueryOptions = (queryClient: QueryClient, lang: string, shopId: number, sort: ProductSort) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'shopProducts', shopId, sort],
    queryFn: async ({ pageParam }): Promise<Page<ProductCardDto>> => {
      if (pageParam === 1 && sort === DEFAULT_SHOP_SORT) {
        return (await queryClient.ensureQueryData(shopDetailQueryOptions(lang, shopId))).products;
      }
      // Later pages must use the first page's size, or the best sellers' page 2 would skip or repeat products.
      const first = queryClient.getQueryData(shopDetailQueryOptions(lang, shopId).queryKey)?.products;
      const limit = sort === DEFAULT_SHOP_SORT && first ? first.limit : PAGE_SIZE;
      return request<Page<ProductCardDto>>('/goods/list', {
        params: { shop_id: shopId, sort, page: pageParam, limit },
      });
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
