import type { ChatUnreadDto } from '@shop/contract/shop-chat';
import { useQuery } from '@tanstack/react-query';
import { useLive } from './live-state.ts';
import { chatKeys } from './query-keys.ts';
import { request } from './request.ts';

/**
 * What other features share of the chats with shops (features/chat), as lib/cart.ts does for the cart: the way into a
 * conversation (the product page, the shop page and an order open it) and the unread count (the Me page and its tab
 * show it).
 */

/**
 * The conversation with a shop (/chat/:shopId); with a product or an order, the conversation offers to send it first.
 * Signed out, the session guard sends the shopper to log in first, as for any screen of their own.
 */
export function chatPath(shopId: number, about?: { product: number } | { order: number }): string {
  if (about && 'product' in about) return `/chat/${shopId}?product_id=${about.product}`;
  if (about && 'order' in about) return `/chat/${shopId}?order_id=${about.order}`;
  return `/chat/${shopId}`;
}

/**
 * The shop messages the shopper has not read, all shops together (GET /api/chat/unread). Pushed by the event stream
 * while it is live; polled every 15 s while it is not. Silent: a failed poll must not toast every 15 s.
 */
export const CHAT_UNREAD_POLL_MS = 15_000;

export const chatUnreadQueryOptions = (live: boolean) => ({
  queryKey: chatKeys.unread(),
  queryFn: () => request<ChatUnreadDto>('/chat/unread', { silent: true }),
  staleTime: 0,
  refetchInterval: live ? (false as const) : CHAT_UNREAD_POLL_MS,
});

/** The unread count (0 until known); only for a signed-in shopper. */
export function useChatUnread(): number {
  const live = useLive();
  return useQuery(chatUnreadQueryOptions(live)).data?.count ?? 0;
}
