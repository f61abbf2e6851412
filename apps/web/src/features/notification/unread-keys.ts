import type { UnreadCountDto } from '@shop/contract/notification';
import { unreadKeys } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/**
 * The unread counts behind the Me tab's badge: notifications and customer-service answers (with the shops' messages,
 * lib/chat.ts). The service screen (features/service) invalidates them after reading: the keys are shared, in
 * lib/query-keys.ts.
 *
 * Kept free of TanStack Query at runtime (plain option objects), like lib/cart.ts: the badge loads in its own
 * small chunk after the first paint.
 */

/** Counts are read again whenever the badge appears and once a minute while it is shown. */
const UNREAD_POLL_MS = 60_000;

export const notificationUnreadQueryOptions = () => ({
  queryKey: unreadKeys.notifications(),
  queryFn: () => request<UnreadCountDto>('/user/notifications/unread', { silent: true }),
  staleTime: 0,
  refetchInterval: UNREAD_POLL_MS,
});

export const serviceUnreadQueryOptions = () => ({
  queryKey: unreadKeys.service(),
  queryFn: () => request<UnreadCountDto>('/service/unread', { silent: true }),
  staleTime: 0,
  refetchInterval: UNREAD_POLL_MS,
});
