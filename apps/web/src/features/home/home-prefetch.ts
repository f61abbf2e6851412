import {
  bannersQueryOptions,
  categoriesQueryOptions,
  dealCardsQueryOptions,
  hotProductsQueryOptions,
  hotShopsQueryOptions,
} from '../../lib/catalogue/api.ts';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';

/**
 * Home's reads, in the order HomePage asks for them: banners, categories, the running deals, hot shops, the first page
 * of hot products.
 */
export const prefetchHome: PagePrefetch = async (queryClient, _page, lang) => {
  await Promise.all([
    queryClient.prefetchQuery(bannersQueryOptions(lang)),
    queryClient.prefetchQuery(categoriesQueryOptions(lang)),
    queryClient.prefetchQuery(dealCardsQueryOptions(lang)),
    queryClient.prefetchInfiniteQuery(hotShopsQueryOptions(lang)),
    queryClient.prefetchInfiniteQuery(hotProductsQueryOptions(lang)),
  ]);
};
