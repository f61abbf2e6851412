import { ORDER_STATUS, type OrderStatus } from '@shop/contract/order-status';
import { orderStatusLabeler } from '@shop/desk/orders/order-status.tsx';
import { useTranslation } from 'react-i18next';

/** The statuses in the order the filter offers them (the lifecycle, then the exits: docs/domain.md#the-order-state-machine). */
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

/** How each status reads, in the operator's language. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation('orders');
  return orderStatusLabeler((name) => t(`status.${name}`));
}

/** The status filter's options: "Waiting delivery (1)", the number being what the API calls it. */
export function useStatusOptions(): { value: OrderStatus; label: string }[] {
  const label = useOrderStatusLabel();
  return FILTER_ORDER.map((value) => ({ value, label: `${label(value)} (${value})` }));
}
