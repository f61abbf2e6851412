import { ORDER_STATUS, ORDER_STATUS_NAME, type OrderStatus, type OrderStatusName } from '@shop/contract/order-status';
import { useTranslation } from 'react-i18next';

/** The statuses in the order the filter offers them (DESIGN §3's lifecycle, then the exits). */
const FILTER_ORDER: readonly OrderStatus[] = [
  ORDER_STATUS.waitingPay,
  ORDER_STATUS.waitingDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.received,
  ORDER_STATUS.completed,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.afterSale,
  ORDER_STATUS.drawbacking,
  ORDER_STATUS.refunded,
];

/** Tag colours: warm ones ask for the operator's hand (waiting delivery most of all), grey is over and done. */
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

export function statusColour(status: OrderStatus): string {
  return STATUS_COLOURS[status];
}

/** How each status reads, in the operator's language. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation('orders');
  return (status) => {
    const name: OrderStatusName | undefined = ORDER_STATUS_NAME[status];
    return name ? t(`status.${name}`) : String(status);
  };
}

/** The status filter's options: "Waiting delivery (1)", the number being what the spec and the API call it. */
export function useStatusOptions(): { value: OrderStatus; label: string }[] {
  const label = useOrderStatusLabel();
  return FILTER_ORDER.map((value) => ({ value, label: `${label(value)} (${value})` }));
}
