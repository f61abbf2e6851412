import { useLivePolling } from '@shop/desk/live/live-state.ts';
import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '../../lib/polling.ts';
import { chatUnreadQueryOptions } from './api.ts';

/** The shoppers' messages the shop has not read (0 until known): pushed by the stream, polled while it is not live. */
export function useChatUnread(): number {
  const poll = useLivePolling(UNREAD_POLL_MS);
  return useQuery(chatUnreadQueryOptions(poll)).data?.count ?? 0;
}
