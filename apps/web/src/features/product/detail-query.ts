import type { ProductDetailDto } from '@shop/contract/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { productDetailQueryOptions } from '../../lib/catalogue/api.ts';
import { productPromotionsQueryOptions } from '../../lib/catalogue/promotion-api.ts';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { request } from '../../lib/request.ts';

/**
 * The product page's read. Silent: the page shows a failure itself (an empty state), rather than a toast on top of it.
 */
export const detailPageQueryOptions = (lang: string, id: number) =>
  queryOptions({
    ...productDetailQueryOptions(lang, id),
    queryFn: () => request<ProductDetailDto>('/goods/detail', { params: { id }, silent: true }),
  });

/** A product id in the address, or null (the page then says the product is missing, and reads nothing). */
export function productIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The product page reads the product and its promotions (a deal is its price, from the first paint); its reviews load
 * in the browser.
 */
export const prefetchDetail: PagePrefetch = async (queryClient, { params }, lang) => {
  const id = productIdOf(params.product);
  if (id === null) return;
  await Promise.all([
    queryClient.prefetchQuery(detailPageQueryOptions(lang, id)),
    queryClient.prefetchQuery(productPromotionsQueryOptions(lang, id)),
  ]);
};
