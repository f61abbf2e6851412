/**
 * Order statuses of DESIGN §3 (spec §4's filter values plus drawbacking -2 and refunded -3). Zod-free, so the web
 * app can import the values without pulling zod into its bundle.
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

/** The tabs of My orders (spec §4), in the spec's order; 'all' lists every status. */
export const ORDER_TABS = ['all', 0, 1, 2, 3, 4, -1, -4] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The spec's label key of each status (translated by both sides). */
export const ORDER_STATUS_NAME = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([name, value]) => [value, name]),
) as Record<OrderStatus, OrderStatusName>;

/** What a shopper may do with an order in each status; the server checks the same rules with conditional updates. */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirm', 'refund', 'review'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export function actionsOf(status: OrderStatus, reviewed = false): OrderAction[] {
  switch (status) {
    case ORDER_STATUS.waitingPay:
      return ['pay', 'cancel'];
    case ORDER_STATUS.waitingDelivery:
      return ['refund'];
    case ORDER_STATUS.delivered:
      return ['confirm', 'refund'];
    case ORDER_STATUS.received:
      return reviewed ? ['refund'] : ['review', 'refund'];
    default:
      return [];
  }
}

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

/** Largest quantity of one line; stock is the real limit, this only keeps absurd numbers out. */
export const MAX_LINE_QUANTITY = 9999;
/** Most distinct lines a cart holds. */
export const MAX_CART_LINES = 100;
