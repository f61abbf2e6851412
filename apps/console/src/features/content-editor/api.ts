import {
  type ConsoleContentSaveBody,
  type ContentPageKey,
  consoleContentDto,
  consoleContentPageDto,
} from '@shop/contract/console-content';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** The help and law pages in all five languages (GET /api/console/content) and saving one language. */
export const contentQueryOptions = (key: ContentPageKey) =>
  queryOptions({
    queryKey: ['content', key],
    queryFn: ({ signal }) => request(`/api/console/content?key=${key}`, { schema: consoleContentDto, signal }),
  });

export function saveContent(body: ConsoleContentSaveBody) {
  return request('/api/console/content/save', { method: 'POST', body, schema: consoleContentPageDto });
}
