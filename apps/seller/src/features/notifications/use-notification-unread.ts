import { useLivePolling } from '@shop/desk/live/live-state.ts';
import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '../../lib/polling.ts';
import { notificationUnreadQueryOptions } from './api.ts';

/** The notifications not yet read (0 until known): pushed by the stream, polled while it is not live. */
export function useNotificationUnread(): number {
  const poll = useLivePolling(UNREAD_POLL_MS);
  return useQuery(notificationUnreadQueryOptions(poll)).data?.count ?? 0;
}
