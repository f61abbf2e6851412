import { consoleReportedChatListDto, consoleShopChatMessagesDto } from '@shop/contract/shop-chat';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Conversations between shoppers and shops that a shopper reported (/api/console/shop_chats/*), read-only. */
export const REPORTED_KEY = ['reported-chats'] as const;
export const REPORTED_THREAD_SIZE = 50;

export const reportedChatsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...REPORTED_KEY, 'list', page, limit],
    queryFn: ({ signal }) =>
      request(`/api/console/shop_chats/reported?page=${page}&limit=${limit}`, {
        schema: consoleReportedChatListDto,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const reportedThreadQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: [...REPORTED_KEY, 'thread', conversationId],
    queryFn: ({ signal }) =>
      request(`/api/console/shop_chats/messages?conversation_id=${conversationId}&limit=${REPORTED_THREAD_SIZE}`, {
        schema: consoleShopChatMessagesDto,
        signal,
      }),
  });

export function fetchOlderReported(conversationId: number, beforeId: number) {
  return request(
    `/api/console/shop_chats/messages?conversation_id=${conversationId}&before_id=${beforeId}&limit=${REPORTED_THREAD_SIZE}`,
    { schema: consoleShopChatMessagesDto },
  );
}
