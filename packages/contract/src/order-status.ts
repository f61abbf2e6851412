/**
 * Order statuses and the shopper's actions (docs/domain.md#the-order-state-machine). Zod-free, so the web app can
 * import the values without pulling zod into its bundle; the values and the transition table live in rules/.
 */
export {
  ORDER_STATUS,
  ORDER_STATUS_VALUES,
  type OrderStatus,
  type OrderStatusName,
  ORDER_EVENT_KINDS,
  type OrderEventKind,
} from './rules/order-status.ts';
export { ORDER_ACTIONS, type OrderAction, actionsOf } from './rules/order-transitions.ts';
import { ORDER_STATUS, type OrderStatus, type OrderStatusName } from './rules/order-status.ts';

/** The tabs of My orders, in the product's order; 'all' lists every status. */
export const ORDER_TABS = ['all', 0, 1, 2, 3, 4, -1, -4] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The label key of each status (translated by both sides). */
export const ORDER_STATUS_NAME = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([name, value]) => [value, name]),
) as Record<OrderStatus, OrderStatusName>;

/** Largest quantity of one line; stock is the real limit, this only keeps absurd numbers out. */
export const MAX_LINE_QUANTITY = 9999;
/** Most distinct lines a cart holds. */
export const MAX_CART_LINES = 100;
