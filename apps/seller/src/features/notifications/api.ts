import {
  type SellerAlertSettingsBody,
  type SellerNotificationReadBody,
  sellerAlertSettingsDto,
  sellerNotificationListDto,
} from '@shop/contract/seller-notification';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { NOTIFICATIONS_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/** How many of the newest the header's bell lists. */
export const BELL_SIZE = 6;

/**
 * The notifications' query keys. The live stream invalidates `list` and `unread` when one arrives
 * (app/live-invalidations.ts); marking read updates both.
 */
export const notificationKeys = {
  list: [...NOTIFICATIONS_KEY, 'list'] as const,
  unread: [...NOTIFICATIONS_KEY, 'unread'] as const,
  settings: [...NOTIFICATIONS_KEY, 'settings'] as const,
};

const unreadDto = z.object({ count: z.number().int() });
const readDto = z.object({ unread: z.number().int() });

/** A page of the shop's notifications, newest first, in the language on screen, with the unread count. */
export const notificationsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...notificationKeys.list, params.toString()],
    queryFn: ({ signal }) =>
      request(`/api/seller/notifications?${params}`, { schema: sellerNotificationListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** The bell's newest few. */
export const newestNotificationsQueryOptions = () =>
  notificationsQueryOptions(new URLSearchParams({ page: '1', limit: String(BELL_SIZE) }));

export const notificationUnreadQueryOptions = (poll: number | false) =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => request('/api/seller/notifications/unread', { schema: unreadDto, signal }),
    refetchInterval: poll,
  });

/** Marks these notifications read, or all of them without ids; the answer is what stays unread. */
export function markNotificationsRead(body: SellerNotificationReadBody) {
  return request('/api/seller/notifications/read', { method: 'POST', body, schema: readDto });
}

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => request('/api/seller/notification_settings', { schema: sellerAlertSettingsDto, signal }),
  });

export function saveAlertSettings(body: SellerAlertSettingsBody) {
  return request('/api/seller/notification_settings', { method: 'POST', body, schema: sellerAlertSettingsDto });
}
