import { z } from 'zod';
import { id, limit, listOf, page } from './validation.ts';

/**
 * The shopper's inbox (/notification, GET/POST /api/user/notifications…): what happened to their orders, refunds,
 * recharges and withdrawals. The server stores a message key and its parameters and renders the text in the
 * request's language, so an inbox reads in whatever language the shopper uses today.
 */

/** What a notification is about; the app links each to its screen. */
export const NOTIFICATION_REF_TYPES = ['order', 'refund', 'recharge', 'withdrawal'] as const;
export type NotificationRefType = (typeof NOTIFICATION_REF_TYPES)[number];

export const notificationListQuery = z.object({ page, limit });
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationRefDto = z.object({
  type: z.enum(NOTIFICATION_REF_TYPES),
  id: z.number().int(),
  /** The order behind the thing (the order itself, or a refund's order when the notice names it); else null. */
  order_id: z.number().int().nullable(),
});
export type NotificationRefDto = z.infer<typeof notificationRefDto>;

export const notificationDto = z.object({
  id: z.number().int(),
  /** The message in the request's language (plain text: clients show it as text, never as HTML). */
  text: z.string(),
  ref: notificationRefDto.nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

/** A page of the inbox, newest first, with the count of unread notifications of the whole inbox. */
export const notificationListDto = listOf(notificationDto).extend({ unread: z.number().int() });
export type NotificationListDto = z.infer<typeof notificationListDto>;

export const unreadCountDto = z.object({ count: z.number().int() });
export type UnreadCountDto = z.infer<typeof unreadCountDto>;

/** Marks the given notifications read, or every one of the shopper's when `ids` is left out. */
export const notificationReadBody = z.strictObject({ ids: z.array(id).min(1).max(100).optional() });
export type NotificationReadBody = z.infer<typeof notificationReadBody>;

export const notificationReadDto = z.object({ unread: z.number().int() });
export type NotificationReadDto = z.infer<typeof notificationReadDto>;
