import { ORDER_STATUS, type OrderStatus } from '@shop/contract/order-status';
import { orderStatusLabeler } from '@shop/desk/orders/order-status.tsx';
import { useTranslation } from 'react-i18next';

/** The order tabs, what waits for the seller first (paid orders to ship), then the lifecycle, then the exits. */
export const ORDER_TABS: readonly OrderStatus[] = [
  ORDER_STATUS.waitingDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.received,
  ORDER_STATUS.completed,
  ORDER_STATUS.afterSale,
  ORDER_STATUS.drawbacking,
  ORDER_STATUS.refunded,
  ORDER_STATUS.waitingPay,
  ORDER_STATUS.cancelled,
];

/** How each status reads, in the seller's language. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation('common');
  return orderStatusLabeler((name) => t(`orderStatus.${name}`));
}
