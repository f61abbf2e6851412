import type { ContentPageDto, PublicConfigDto } from '@shop/contract/content';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Help and law pages (GET /user/help_support, /user/law) and the public settings (GET /common/config). */
export type ContentPageKey = 'help_support' | 'law';

export const contentKeys = {
  all: ['content'] as const,
  /** Pages are written per language: the language is part of the key, so switching it fetches the other text. */
  page: (key: ContentPageKey, lang: string) => [...contentKeys.all, 'page', key, lang] as const,
  config: () => [...contentKeys.all, 'config'] as const,
};

export const contentPageQueryOptions = (key: ContentPageKey, lang: string) =>
  queryOptions({
    queryKey: contentKeys.page(key, lang),
    queryFn: () => request<ContentPageDto>(`/user/${key}`),
    staleTime: 5 * 60_000,
  });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.config(),
    queryFn: () => request<PublicConfigDto>('/common/config', { withoutToken: true }),
    staleTime: 5 * 60_000,
  });
