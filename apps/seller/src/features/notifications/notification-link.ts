import type { SellerNotificationDto } from '@shop/contract/seller-notification';

/**
 * Where a notification leads in the seller center: the order, the refund request, the reviews (a review has no page
 * of its own), the balance for a settlement, the withdrawals, the product's editor; nowhere without a reference.
 */
export function notificationPath(ref: SellerNotificationDto['ref']): string | undefined {
  if (!ref) return undefined;
  switch (ref.type) {
    case 'order':
      return `/orders/${ref.id}`;
    case 'refund':
      return `/refunds/${ref.id}`;
    case 'review':
      return '/reviews';
    case 'settlement':
      return '/money';
    case 'withdrawal':
      return '/money/withdrawals';
    case 'product':
      return `/products/${ref.id}`;
  }
}
