import type { Executor } from '../../db/database.ts';

export interface NewNotification {
  userId: number;
  /** A key of the server messages (e.g. 'notifications.rechargePassed'), rendered in the reader's language. */
  messageKey: string;
  params?: Record<string, string | number>;
  refType?: string;
  refId?: number;
}

/** Leaves a message for a shopper (the /notification screen lists them). */
export async function notify(db: Executor, notification: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      message_key: notification.messageKey,
      params: JSON.stringify(notification.params ?? {}),
      ref_type: notification.refType ?? null,
      ref_id: notification.refId ?? null,
    })
    .execute();
}

const notificationColumns = ['id', 'message_key', 'params', 'ref_type', 'ref_id', 'read_at', 'created_at'] as const;

/** A page of the shopper's notifications, newest first. */
export async function listNotifications(db: Executor, userId: number, limit: number, offset: number) {
  const query = db.selectFrom('notifications').where('user_id', '=', userId);
  const [list, total] = await Promise.all([
    query.select(notificationColumns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>['list'][number];

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the shopper's own notifications read: those of `ids` (others' ids change nothing), or all of them. */
export async function markRead(db: Executor, userId: number, ids?: readonly number[]): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

/* The seller center's inbox: the same shape, for a shop. */

export interface NewSellerNotification {
  shopId: number;
  /** A key of the server messages (e.g. 'sellerNotifications.newOrder'), rendered in the reader's language. */
  messageKey: string;
  params?: Record<string, string | number>;
  refType?: string;
  refId?: number;
}

/** Leaves a message for a shop's seller (the seller center's notifications). */
export async function notifySeller(db: Executor, notification: NewSellerNotification): Promise<void> {
  await db
    .insertInto('seller_notifications')
    .values({
      shop_id: notification.shopId,
      message_key: notification.messageKey,
      params: JSON.stringify(notification.params ?? {}),
      ref_type: notification.refType ?? null,
      ref_id: notification.refId ?? null,
    })
    .execute();
}

export async function listSellerNotifications(db: Executor, shopId: number, limit: number, offset: number) {
  const query = db.selectFrom('seller_notifications').where('shop_id', '=', shopId);
  const [list, total] = await Promise.all([
    query.select(notificationColumns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}
export type SellerNotificationRow = Awaited<ReturnType<typeof listSellerNotifications>>['list'][number];

export async function countSellerUnread(db: Executor, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('seller_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the shop's own notifications read: those of `ids` (other shops' ids change nothing), or all of them. */
export async function markSellerRead(db: Executor, shopId: number, ids?: readonly number[]): Promise<void> {
  let query = db
    .updateTable('seller_notifications')
    .set({ read_at: new Date() })
    .where('shop_id', '=', shopId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

/** The shop's low-stock level (0: no alert). */
export async function lowStockLevel(db: Executor, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('seller_alert_settings')
    .select('low_stock_level')
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row?.low_stock_level ?? 0;
}

export async function saveLowStockLevel(db: Executor, shopId: number, level: number): Promise<void> {
  await db
    .insertInto('seller_alert_settings')
    .values({ shop_id: shopId, low_stock_level: level })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ low_stock_level: level, updated_at: new Date() }))
    .execute();
}
