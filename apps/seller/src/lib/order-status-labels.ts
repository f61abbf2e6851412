import { ORDER_STATUS, ORDER_STATUS_NAME, type OrderStatus, type OrderStatusName } from '@shop/contract/order-status';
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

/** Tag colours: warm ones ask for the seller's hand (waiting delivery most of all), grey is over and done. */
const STATUS_COLOURS: Record<OrderStatus, string> = {
  [ORDER_STATUS.waitingPay]: 'gold',
  [ORDER_STATUS.waitingDelivery]: 'volcano',
  [ORDER_STATUS.delivered]: 'blue',
  [ORDER_STATUS.received]: 'cyan',
  [ORDER_STATUS.completed]: 'green',
  [ORDER_STATUS.cancelled]: 'default',
  [ORDER_STATUS.afterSale]: 'magenta',
  [ORDER_STATUS.drawbacking]: 'purple',
  [ORDER_STATUS.refunded]: 'default',
};

export function orderStatusColour(status: OrderStatus): string {
  return STATUS_COLOURS[status] ?? 'default';
}

/** How each status reads, in the seller's language. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation('common');
  return (status) => {
    const name: OrderStatusName | undefined = ORDER_STATUS_NAME[status];
    return name ? t(`orderStatus.${name}`) : String(status);
  };
}
