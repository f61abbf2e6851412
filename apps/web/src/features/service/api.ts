import type { ServiceMessageDto, ServiceMessagesDto, ServiceSendBody } from '@shop/contract/service-chat';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { unreadKeys } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/**
 * The shopper's conversation with customer service (/api/service/*): always the shopper's own, so no call names
 * it. The newest page is polled while the screen is open (no websockets); older pages load on request.
 */
export const SERVICE_POLL_MS = 10_000;
export const SERVICE_PAGE_SIZE = 30;
export const SERVICE_TEXT_MAX = 1000;

export const serviceKeys = {
  all: ['service'] as const,
  newest: () => [...serviceKeys.all, 'messages', 'newest'] as const,
};

/** The newest messages, read again every 10 s while shown. Silent: a failed poll must not toast every 10 s. */
export const newestMessagesQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.newest(),
    queryFn: () =>
      request<ServiceMessagesDto>('/service/messages', { params: { limit: SERVICE_PAGE_SIZE }, silent: true }),
    staleTime: 0,
    refetchInterval: SERVICE_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** Messages older than `beforeId`. */
export function fetchOlderMessages(beforeId: number): Promise<ServiceMessagesDto> {
  return request<ServiceMessagesDto>('/service/messages', {
    params: { before_id: beforeId, limit: SERVICE_PAGE_SIZE },
  });
}

/** Sends a text, a picture or both; a refusal (too fast, too long) shows the server's message as a toast. */
export function sendServiceMessage(body: ServiceSendBody): Promise<ServiceMessageDto> {
  return request<ServiceMessageDto>('/service/send', { method: 'POST', body });
}

/** Marks the operators' answers read, then the Me tab's badge is read again. */
export async function markServiceRead(queryClient: QueryClient): Promise<void> {
  await request('/service/read', { method: 'POST', silent: true, allowDuplicate: true });
  await queryClient.invalidateQueries({ queryKey: unreadKeys.all });
}
