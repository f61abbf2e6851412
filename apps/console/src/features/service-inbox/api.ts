import {
  consoleConversationListDto,
  consoleServiceMessageDto,
  consoleServiceMessagesDto,
  serviceReadDto,
} from '@shop/contract/service-chat';
import { uploadDto } from '@shop/contract/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** The customer-service inbox (/api/console/service/*). Conversations and the open thread are polled. */
export const INBOX_POLL_MS = 10_000;
export const THREAD_PAGE_SIZE = 50;

export const SERVICE_KEY = ['service-inbox'] as const;

export interface InboxFilters {
  page: number;
  limit: number;
  unreadOnly: boolean;
}

export const conversationsQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: [...SERVICE_KEY, 'conversations', filters],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
      if (filters.unreadOnly) params.set('unread_only', '1');
      return request(`/api/console/service/conversations?${params}`, { schema: consoleConversationListDto, signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  });

/** The newest messages of one shopper's conversation. */
export const threadQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...SERVICE_KEY, 'thread', userId],
    queryFn: ({ signal }) =>
      request(`/api/console/service/messages?user_id=${userId}&limit=${THREAD_PAGE_SIZE}`, {
        schema: consoleServiceMessagesDto,
        signal,
      }),
    refetchInterval: INBOX_POLL_MS,
  });

export function fetchOlder(userId: number, beforeId: number) {
  return request(`/api/console/service/messages?user_id=${userId}&before_id=${beforeId}&limit=${THREAD_PAGE_SIZE}`, {
    schema: consoleServiceMessagesDto,
  });
}

export function sendAnswer(body: { user_id: number; text?: string; image?: string }) {
  return request('/api/console/service/send', { method: 'POST', body, schema: consoleServiceMessageDto });
}

export function markThreadRead(userId: number) {
  return request('/api/console/service/read', { method: 'POST', body: { user_id: userId }, schema: serviceReadDto });
}

/** Uploads a picture for an answer (multipart, field `file`) and resolves with its public path. */
export async function uploadAnswerPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  // A picture on a slow line takes longer than the usual 10 s.
  const { url } = await request('/api/console/service/upload', {
    method: 'POST',
    body: form,
    schema: uploadDto,
    timeoutMs: 60_000,
  });
  return url;
}
