import { categoriesQueryOptions, productListQueryOptions } from '../../lib/catalogue/api.ts';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { readProductFilters } from './browse-filters.ts';

/** The full listing's reads, as ProductsPage asks for them: the category tabs and the first page of its filters. */
export const prefetchProducts: PagePrefetch = async (queryClient, { search }, lang) => {
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(lang)),
    queryClient.prefetchInfiniteQuery(productListQueryOptions(lang, readProductFilters(search))),
  ]);
};
