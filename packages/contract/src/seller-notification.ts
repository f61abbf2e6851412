import { z } from 'zod';
import { id, limit, listOf, page } from './validation.ts';

/**
 * The seller center's inbox (GET/POST /api/seller/notifications…): what happened in the shop. As for shoppers, the
 * server stores a message key and its parameters and renders the text in the request's language (the seller's
 * language today). Pushed to open seller centers as a `notification` live event.
 */

export const SELLER_NOTIFICATION_REF_TYPES = [
  'order',
  'refund',
  'review',
  'settlement',
  'withdrawal',
  'product',
] as const;
export type SellerNotificationRefType = (typeof SELLER_NOTIFICATION_REF_TYPES)[number];

export const sellerNotificationListQuery = z.object({ page, limit });
export type SellerNotificationListQuery = z.infer<typeof sellerNotificationListQuery>;

export const sellerNotificationDto = z.object({
  id: z.number().int(),
  /** Plain text in the request's language: clients show it as text, never as HTML. */
  text: z.string(),
  ref: z.object({ type: z.enum(SELLER_NOTIFICATION_REF_TYPES), id: z.number().int() }).nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type SellerNotificationDto = z.infer<typeof sellerNotificationDto>;

export const sellerNotificationListDto = listOf(sellerNotificationDto).extend({ unread: z.number().int() });
export type SellerNotificationListDto = z.infer<typeof sellerNotificationListDto>;

export const sellerNotificationReadBody = z.strictObject({ ids: z.array(id).min(1).max(100).optional() });
export type SellerNotificationReadBody = z.infer<typeof sellerNotificationReadBody>;

/** A SKU whose stock falls below this tells the seller once (0: never). */
export const LOW_STOCK_LEVEL_MAX = 100_000;
export const sellerAlertSettingsDto = z.object({ low_stock_level: z.number().int() });
export type SellerAlertSettingsDto = z.infer<typeof sellerAlertSettingsDto>;
export const sellerAlertSettingsBody = z.strictObject({
  low_stock_level: z
    .number({ message: 'invalidField' })
    .int('invalidField')
    .min(0, 'invalidField')
    .max(LOW_STOCK_LEVEL_MAX, 'invalidField'),
});
export type SellerAlertSettingsBody = z.infer<typeof sellerAlertSettingsBody>;
