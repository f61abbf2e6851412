import type {
  ChatConversationListDto,
  ChatMessagesDto,
  ChatSendBody,
  ShopChatMessageDto,
} from '@shop/contract/shop-chat';
import type { OrderDetailDto } from '@shop/contract/order';
import type { ProductDetailDto } from '@shop/contract/catalogue';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { productDetailQueryOptions } from '../../lib/catalogue/api.ts';
import { chatKeys, orderKeys } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/**
 * The shopper's chats with shops (/api/chat/*): one conversation per shop, named by the shop. What changes is pushed
 * by the event stream (lib/live-stream.ts invalidates these keys); while the stream is not live the open
 * conversation is polled every 3 s and the list of conversations every 15 s. The limits restate the contract's
 * (shop-chat.ts holds zod, which stays out of the shop's screens).
 */
export const CHAT_POLL_MS = 3000;
export const CHAT_LIST_POLL_MS = 15_000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_TEXT_MAX = 1000;
export const REPORT_REASON_MAX = 500;
export const CONVERSATIONS_PAGE_SIZE = 20;

/** The newest page of one conversation; product cards' titles come in the shopper's language. */
export const newestKey = (shopId: number, lang: string) => [...chatKeys.messages(shopId), lang] as const;

/** The newest messages. Silent: the screen shows a failure itself, and a failed poll must not toast every 3 s. */
export const newestMessagesQueryOptions = (shopId: number, lang: string, live: boolean) =>
  queryOptions({
    queryKey: newestKey(shopId, lang),
    queryFn: () =>
      request<ChatMessagesDto>('/chat/messages', {
        params: { shop_id: shopId, limit: CHAT_PAGE_SIZE },
        silent: true,
      }),
    staleTime: 0,
    refetchInterval: live ? false : CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** Messages older than `beforeId`. */
export function fetchOlderMessages(shopId: number, beforeId: number): Promise<ChatMessagesDto> {
  return request<ChatMessagesDto>('/chat/messages', {
    params: { shop_id: shopId, before_id: beforeId, limit: CHAT_PAGE_SIZE },
  });
}

const nextPage = (last: ChatConversationListDto) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** The shopper's conversations, the latest first. Silent: the screen shows a failure itself, and polls quietly. */
export const conversationsQueryOptions = (live: boolean) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ pageParam }) =>
      request<ChatConversationListDto>('/chat/conversations', {
        params: { page: pageParam, limit: CONVERSATIONS_PAGE_SIZE },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    refetchInterval: live ? false : CHAT_LIST_POLL_MS,
    refetchIntervalInBackground: false,
  });

/**
 * Sends a text, a picture or a card; a refusal (too fast, too long, a product of another shop) shows the server's
 * message. The list of conversations is read again for its preview (the stream says so too, when it is live).
 */
export async function sendChatMessage(queryClient: QueryClient, body: ChatSendBody): Promise<ShopChatMessageDto> {
  const message = await request<ShopChatMessageDto>('/chat/send', { method: 'POST', body });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  return message;
}

/**
 * Marks the shop's messages read, then the unread counts (the Me page's, the list's) are read again. Silent and
 * without the duplicate guard: it runs by itself whenever unread messages are on screen.
 */
export async function markChatRead(queryClient: QueryClient, shopId: number): Promise<void> {
  await request('/chat/read', { method: 'POST', body: { shop_id: shopId }, silent: true, allowDuplicate: true });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
    queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  ]);
}

/** Reports the conversation to the platform's operators, with the shopper's reason. */
export function reportChat(shopId: number, reason: string): Promise<null> {
  return request<null>('/chat/report', { method: 'POST', body: { shop_id: shopId, reason } });
}

/**
 * The product the shopper came from (?product_id=), offered to send: the product page's own read (same key), so
 * coming from it shows at once. Silent: without it the conversation simply offers nothing.
 */
export const pinnedProductQueryOptions = (lang: string, id: number) =>
  queryOptions({
    ...productDetailQueryOptions(lang, id),
    queryFn: () => request<ProductDetailDto>('/goods/detail', { params: { id }, silent: true }),
  });

/** The order the shopper came from (?order_id=): the order detail's own read and key. */
export const pinnedOrderQueryOptions = (lang: string, id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(lang, id),
    queryFn: () => request<OrderDetailDto>('/order/detail', { params: { id }, silent: true }),
  });
