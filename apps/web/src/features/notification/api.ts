import type { NotificationListDto, NotificationReadDto } from '@shop/contract/notification';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { notificationKeys as inboxKeys, unreadKeys } from '../../lib/query-keys.ts';

/** The inbox (GET /api/user/notifications): texts come back in the shopper's language, so the key carries it. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Built on lib/query-keys.ts's prefix, which the live stream invalidates when a notification arrives. */
export const notificationKeys = {
  all: inboxKeys.all,
  list: (lang: string) => [...notificationKeys.all, 'list', lang] as const,
};

const nextPage = (last: NotificationListDto) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

export const notificationListQueryOptions = (lang: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(lang),
    queryFn: ({ pageParam }) =>
      request<NotificationListDto>('/user/notifications', {
        params: { page: pageParam, limit: NOTIFICATION_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

/**
 * POST /api/user/notifications/read: the given ones, or all when `ids` is left out. Silent and without the
 * duplicate guard: a shopper may tap several notifications within a second, and a failed mark only leaves a dot.
 */
export function markNotificationsRead(ids?: number[]): Promise<NotificationReadDto> {
  return request<NotificationReadDto>('/user/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    silent: true,
    allowDuplicate: true,
  });
}

/** After marks changed: the inbox and the Me tab's badge are read again. */
export async function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: unreadKeys.all }),
  ]);
}
