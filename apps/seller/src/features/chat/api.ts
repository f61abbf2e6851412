import {
  chatReadDto,
  chatUnreadDto,
  quickReplyDto,
  quickReplyListDto,
  type QuickReplySaveBody,
  SHOP_CHAT_PAGE_DEFAULT,
  type SellerChatSendBody,
  sellerChatConversationListDto,
  sellerChatMessagesDto,
  shopChatMessageDto,
} from '@shop/contract/shop-chat';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CHAT_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/** Conversations per page of the list; more load at its foot. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/**
 * The inbox's query keys. The live stream invalidates through these (app/live-invalidations.ts): a message or a
 * read mark refreshes its conversation, the list and the unread count.
 */
export const chatKeys = {
  conversations: [...CHAT_KEY, 'conversations'] as const,
  /** Every conversation's messages (a `reset` of the stream). */
  allMessages: [...CHAT_KEY, 'messages'] as const,
  messages: (conversationId: number) => [...CHAT_KEY, 'messages', conversationId] as const,
  unread: [...CHAT_KEY, 'unread'] as const,
  quickReplies: [...CHAT_KEY, 'quick-replies'] as const,
};

/** What narrows the conversation list: part of a name or a message, and only those with unread messages. */
export interface ConversationFilters {
  keyword: string;
  unreadOnly: boolean;
}

function conversationParams({ keyword, unreadOnly }: ConversationFilters, page: number): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(CONVERSATIONS_PAGE_SIZE) });
  if (keyword.trim() !== '') params.set('keyword', keyword.trim());
  if (unreadOnly) params.set('unread_only', '1');
  return params;
}

/** The shop's conversations, most recent first, a page at a time. */
export const conversationsQueryOptions = (filters: ConversationFilters, poll: number | false) =>
  infiniteQueryOptions({
    queryKey: [...chatKeys.conversations, filters.keyword.trim(), filters.unreadOnly],
    queryFn: ({ pageParam, signal }) =>
      request(`/api/seller/chat/conversations?${conversationParams(filters, pageParam)}`, {
        schema: sellerChatConversationListDto,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });

/** The newest messages of a conversation, oldest first, with the shopper and the count the shop has not read. */
export const messagesQueryOptions = (conversationId: number, poll: number | false) =>
  queryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ signal }) =>
      request(`/api/seller/chat/messages?conversation_id=${conversationId}&limit=${SHOP_CHAT_PAGE_DEFAULT}`, {
        schema: sellerChatMessagesDto,
        signal,
      }),
    refetchInterval: poll,
  });

/** The page of messages before `beforeId` ("Load earlier"). */
export function fetchEarlierMessages(conversationId: number, beforeId: number) {
  return request(
    `/api/seller/chat/messages?conversation_id=${conversationId}&before_id=${beforeId}&limit=${SHOP_CHAT_PAGE_DEFAULT}`,
    { schema: sellerChatMessagesDto },
  );
}

/** Sends text, a picture (a path the seller upload returned) or a card; the answer is the message as stored. */
export function sendMessage(body: SellerChatSendBody) {
  return request('/api/seller/chat/send', { method: 'POST', body, schema: shopChatMessageDto });
}

/** The shop has read the conversation up to its newest message. */
export function markConversationRead(conversationId: number) {
  return request('/api/seller/chat/read', {
    method: 'POST',
    body: { conversation_id: conversationId },
    schema: chatReadDto,
  });
}

/** The shoppers' messages the shop has not read, across every conversation: the menu's and the header's badge. */
export const chatUnreadQueryOptions = (poll: number | false) =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => request('/api/seller/chat/unread', { schema: chatUnreadDto, signal }),
    refetchInterval: poll,
  });

export const quickRepliesQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.quickReplies,
    queryFn: ({ signal }) => request('/api/seller/chat/quick_replies', { schema: quickReplyListDto, signal }),
  });

/** Adds a quick reply (no id) or changes one. */
export function saveQuickReply(body: QuickReplySaveBody) {
  return request('/api/seller/chat/quick_replies/save', { method: 'POST', body, schema: quickReplyDto });
}

export function deleteQuickReply(id: number) {
  return request('/api/seller/chat/quick_replies/delete', { method: 'POST', body: { id } });
}
