import type { LiveEvent } from '@shop/contract/live-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatKeys, notificationKeys, orderKeys, unreadKeys } from './query-keys.ts';

/**
 * What each pushed event makes stale (docs/shopper-app.md#query-keys). An event only says "this changed": the
 * screens read it again through their usual calls, so only the queries on screen are fetched now and the others when
 * they are next shown.
 */
export function keysOf(event: LiveEvent): QueryKey[] {
  switch (event.kind) {
    case 'chat.message':
    case 'chat.read':
      // That conversation (its messages and read marks), the list of conversations and the unread count.
      return [chatKeys.messages(event.data.shop_id), chatKeys.conversations(), chatKeys.unread()];
    case 'notification':
      return [notificationKeys.all, unreadKeys.notifications()];
    case 'order.status':
      // Every order list and detail, and the Me page's counts per status.
      return [orderKeys.all];
    case 'reset':
      return LIVE_KEYS;
    default:
      return [];
  }
}

/** Everything an event can make stale: what a 'reset' (events were lost) and a reconnection read again. */
export const LIVE_KEYS: QueryKey[] = [chatKeys.all, notificationKeys.all, unreadKeys.all, orderKeys.all];

export function invalidateFor(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  return invalidateKeys(queryClient, keysOf(event));
}

export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
