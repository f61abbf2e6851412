import type { NotificationRefDto } from '@shop/contract/notification';

/**
 * Where a notification leads: the order it is about, a refund's order (else the after-sale list), the recharge or
 * withdrawal records. Null when it is about nothing the app can show.
 */
export function notificationLink(ref: NotificationRefDto | null): string | null {
  if (!ref) return null;
  switch (ref.type) {
    case 'order':
      return `/orderInfo/${ref.id}`;
    case 'refund':
      return ref.order_id ? `/orderInfo/${ref.order_id}` : '/myPurchases/-4';
    case 'recharge':
      return '/topUpRecord';
    case 'withdrawal':
      return '/depositRecord';
    default:
      return null;
  }
}
