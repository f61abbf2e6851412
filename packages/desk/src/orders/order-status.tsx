import { ORDER_STATUS, ORDER_STATUS_NAME, type OrderStatus, type OrderStatusName } from '@shop/contract/order-status';
import { Tag } from 'antd';

/** Tag colours: warm ones ask for a desk user's hand (waiting delivery most of all), grey is over and done. */
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

/** How a status name reads in the desk's language: each desk keeps its own words ("To ship", "Waiting delivery"). */
export type OrderStatusWords = (name: OrderStatusName) => string;

/** Turns a desk's words for the status names into a label per status value (an unknown value shows as its number). */
export function orderStatusLabeler(words: OrderStatusWords): (status: OrderStatus) => string {
  return (status) => {
    const name: OrderStatusName | undefined = ORDER_STATUS_NAME[status];
    return name ? words(name) : String(status);
  };
}

/** An order's status as a coloured tag, in the desk's words. */
export function OrderStatusTag({ status, label }: { status: OrderStatus; label(status: OrderStatus): string }) {
  return <Tag color={orderStatusColour(status)}>{label(status)}</Tag>;
}
