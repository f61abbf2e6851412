import { type HotKeywordsBody, hotKeywordsDto } from '@shop/contract/console-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_KEY } from '../../lib/catalogue.ts';
import { request } from '../../lib/request.ts';

export const hotKeywordsQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'hot-keywords'],
    queryFn: ({ signal }) => request('/api/console/hot_keywords', { schema: hotKeywordsDto, signal }),
  });

/** Replaces the suggestions of every language at once; answers them as stored (duplicates dropped). */
export function saveHotKeywords(body: HotKeywordsBody) {
  return request('/api/console/hot_keywords', { method: 'POST', body, schema: hotKeywordsDto });
}
