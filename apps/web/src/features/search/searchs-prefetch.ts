import { hotKeywordsQueryOptions, searchProductsQueryOptions } from '../../lib/catalogue/api.ts';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { normalizeKeyword } from './search-history.ts';

/** The words of a results address, as the results screen searches them ('' sends the shopper to /search). */
export const keywordOf = (search: URLSearchParams) => normalizeKeyword(search.get('keyword') ?? '');

/**
 * The product results' reads: the first page of matches and, when nothing matched, the popular searches the empty
 * state offers instead (SearchNoResults), read only once the answer says so, as the screen does.
 */
export const prefetchSearchResults: PagePrefetch = async (queryClient, { search }, lang) => {
  const results = searchProductsQueryOptions(lang, keywordOf(search));
  await queryClient.prefetchInfiniteQuery(results);
  const first = queryClient.getQueryData(results.queryKey)?.pages[0];
  if (first && first.list.length === 0) await queryClient.prefetchQuery(hotKeywordsQueryOptions(lang));
};
