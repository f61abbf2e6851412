import {
  consoleConversationListDto,
  consoleServiceMessageDto,
  consoleServiceMessagesDto,
  serviceReadDto,
} from '@shop/contract/service-chat';
import { uploadDto } from '@shop/contract/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RequestError, request } from '../../lib/request.ts';
import { endSession, getToken } from '../../lib/session.ts';

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
  const headers: Record<string, string> = { lang: 'en' };
  const token = getToken();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch('/api/console/service/upload', {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new RequestError('Cannot reach the server. Check the connection and try again.', 0);
  }
  const payload = (await response.json().catch(() => undefined)) as
    | { code?: number; msg?: string; data?: unknown }
    | undefined;
  if (response.status === 401) {
    endSession();
    throw new RequestError(payload?.msg ?? 'Your session has ended. Please sign in again.', 401);
  }
  if (!payload || payload.code !== 1) {
    throw new RequestError(
      payload?.msg ?? `The upload failed (HTTP ${response.status}).`,
      response.status,
      payload?.code,
    );
  }
  return uploadDto.parse(payload.data).url;
}
