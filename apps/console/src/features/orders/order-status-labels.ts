import { ORDER_STATUS, type OrderStatus } from '@shop/contract/order-status';

/** How each status reads in the console, in the order the filter offers them (DESIGN §3's lifecycle, then the exits). */
const STATUS_LABELS: ReadonlyMap<OrderStatus, string> = new Map<OrderStatus, string>([
  [ORDER_STATUS.waitingPay, 'Waiting pay'],
  [ORDER_STATUS.waitingDelivery, 'Waiting delivery'],
  [ORDER_STATUS.delivered, 'Delivered'],
  [ORDER_STATUS.received, 'Received'],
  [ORDER_STATUS.completed, 'Completed'],
  [ORDER_STATUS.cancelled, 'Cancelled'],
  [ORDER_STATUS.afterSale, 'In after-sale'],
  [ORDER_STATUS.drawbacking, 'Drawbacking'],
  [ORDER_STATUS.refunded, 'Refunded'],
]);

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

export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS.get(status) ?? String(status);
}

export function statusColour(status: OrderStatus): string {
  return STATUS_COLOURS[status];
}

export const STATUS_OPTIONS = [...STATUS_LABELS].map(([value, label]) => ({ value, label: `${label} (${value})` }));
