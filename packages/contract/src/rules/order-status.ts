/**
 * The order statuses (docs/domain.md#the-order-state-machine): the filter values of My orders plus drawbacking -2
 * (goods on their way back) and refunded -3. Here in the zod-free rules so the transition table can name them;
 * `@shop/contract/order-status` re-exports them.
 */
export const ORDER_STATUS = {
  waitingPay: 0,
  waitingDelivery: 1,
  delivered: 2,
  received: 3,
  completed: 4,
  cancelled: -1,
  drawbacking: -2,
  refunded: -3,
  afterSale: -4,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

export const ORDER_STATUS_VALUES = Object.values(ORDER_STATUS) as OrderStatus[];

/** Timeline event kinds (order_events.kind). */
export const ORDER_EVENT_KINDS = [
  'created',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'expired',
  'refund_applied',
  'refund_approved',
  'refunded',
  'refund_rejected',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
