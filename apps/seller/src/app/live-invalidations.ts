import type { LiveEvent } from '@shop/contract/live-events';
import type { QueryKey } from '@tanstack/react-query';
import { chatKeys } from '../features/chat/api.ts';
import { notificationKeys } from '../features/notifications/api.ts';
import { DASHBOARD_KEY, ORDERS_KEY } from '../lib/query-keys.ts';

const everything: readonly QueryKey[] = [
  chatKeys.conversations,
  chatKeys.allMessages,
  chatKeys.unread,
  notificationKeys.list,
  notificationKeys.unread,
  ORDERS_KEY,
  DASHBOARD_KEY,
];

/**
 * What each event of the seller's stream makes stale (events only name what changed; the screens read it again):
 * a message or a read mark its conversation, the conversation list and the unread count; a notification the
 * notifications and their count; an order's new status the orders and the dashboard's figures. `reset` (the server
 * could not replay what this tab missed) all of them.
 */
export function liveInvalidations(event: LiveEvent): readonly QueryKey[] {
  switch (event.kind) {
    case 'chat.message':
    case 'chat.read':
      return [chatKeys.messages(event.data.conversation_id), chatKeys.conversations, chatKeys.unread];
    case 'notification':
      return [notificationKeys.list, notificationKeys.unread];
    case 'order.status':
      return [[...ORDERS_KEY, 'list'], [...ORDERS_KEY, 'detail', event.data.order_id], DASHBOARD_KEY];
    case 'reset':
      return everything;
  }
}
