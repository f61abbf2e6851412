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
