import type { LangCode } from '@shop/contract/languages';
import {
  NOTIFICATION_REF_TYPES,
  type NotificationDto,
  type NotificationListDto,
  type NotificationListQuery,
  type NotificationRefDto,
  type NotificationRefType,
} from '@shop/contract/notification';
import {
  SELLER_NOTIFICATION_REF_TYPES,
  type SellerAlertSettingsBody,
  type SellerAlertSettingsDto,
  type SellerNotificationDto,
  type SellerNotificationListDto,
  type SellerNotificationListQuery,
  type SellerNotificationRefType,
} from '@shop/contract/seller-notification';
import type { AppDeps } from '../../app-deps.ts';
import { translate } from '../../lib/i18n.ts';
import * as repo from './notification.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { notify } from './notification.repo.ts';

const isRefType = (value: string | null): value is NotificationRefType =>
  value !== null && (NOTIFICATION_REF_TYPES as readonly string[]).includes(value);

/** A positive integer parameter (an order id a notice names), else null. */
function idParam(params: Record<string, string | number>, name: string): number | null {
  const value = Number(params[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function refOf(row: repo.NotificationRow): NotificationRefDto | null {
  if (!isRefType(row.ref_type) || row.ref_id === null) return null;
  const orderId = row.ref_type === 'order' ? row.ref_id : idParam(row.params ?? {}, 'order_id');
  return { type: row.ref_type, id: row.ref_id, order_id: orderId };
}

/** A stored notification as the shopper reads it: its message rendered in `lang` from its key and parameters. */
export function toNotification(row: repo.NotificationRow, lang: LangCode): NotificationDto {
  return {
    id: row.id,
    text: translate(lang, row.message_key, row.params ?? {}),
    ref: refOf(row),
    read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** The shopper's inbox, newest first, in the request's language, with the unread count of the whole inbox. */
export async function listForShopper(
  { db }: AppDeps,
  userId: number,
  query: NotificationListQuery,
  lang: LangCode,
): Promise<NotificationListDto> {
  const [{ list, total }, unread] = await Promise.all([
    repo.listNotifications(db, userId, query.limit, (query.page - 1) * query.limit),
    repo.countUnread(db, userId),
  ]);
  return { list: list.map((row) => toNotification(row, lang)), total, page: query.page, limit: query.limit, unread };
}

export async function unreadCount({ db }: AppDeps, userId: number): Promise<number> {
  return repo.countUnread(db, userId);
}

/** Marks the given notifications (or all) read; only the shopper's own rows change. Returns what stays unread. */
export async function markRead({ db }: AppDeps, userId: number, ids?: readonly number[]): Promise<number> {
  await repo.markRead(db, userId, ids);
  return repo.countUnread(db, userId);
}

/* The seller center's inbox. */

export { notifySeller } from './notification.repo.ts';

const isSellerRefType = (value: string | null): value is SellerNotificationRefType =>
  value !== null && (SELLER_NOTIFICATION_REF_TYPES as readonly string[]).includes(value);

export function toSellerNotification(row: repo.SellerNotificationRow, lang: LangCode): SellerNotificationDto {
  return {
    id: row.id,
    text: translate(lang, row.message_key, row.params ?? {}),
    ref: isSellerRefType(row.ref_type) && row.ref_id !== null ? { type: row.ref_type, id: row.ref_id } : null,
    read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listForSeller(
  { db }: AppDeps,
  shopId: number,
  query: SellerNotificationListQuery,
  lang: LangCode,
): Promise<SellerNotificationListDto> {
  const [{ list, total }, unread] = await Promise.all([
    repo.listSellerNotifications(db, shopId, query.limit, (query.page - 1) * query.limit),
    repo.countSellerUnread(db, shopId),
  ]);
  return {
    list: list.map((row) => toSellerNotification(row, lang)),
    total,
    page: query.page,
    limit: query.limit,
    unread,
  };
}

export async function sellerUnreadCount({ db }: AppDeps, shopId: number): Promise<number> {
  return repo.countSellerUnread(db, shopId);
}

export async function markSellerRead({ db }: AppDeps, shopId: number, ids?: readonly number[]): Promise<number> {
  await repo.markSellerRead(db, shopId, ids);
  return repo.countSellerUnread(db, shopId);
}

export async function alertSettings({ db }: AppDeps, shopId: number): Promise<SellerAlertSettingsDto> {
  return { low_stock_level: await repo.lowStockLevel(db, shopId) };
}

export async function saveAlertSettings(
  { db }: AppDeps,
  shopId: number,
  body: SellerAlertSettingsBody,
): Promise<SellerAlertSettingsDto> {
  await repo.saveLowStockLevel(db, shopId, body.low_stock_level);
  return { low_stock_level: body.low_stock_level };
}
