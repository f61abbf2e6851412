import { ORDER_STATUS_NAME, ORDER_TABS, type OrderStatus, type OrderTab } from '@shop/contract/order-status';

/**
 * The one place order statuses get their words: each status value's key in the `order` namespace (the
 * statuses of docs/domain.md#the-order-state-machine, drawbacking and refunded included). The names come from the contract's zod-free module.
 */
export function statusLabelKey(status: OrderStatus): string {
  return `order:status.${ORDER_STATUS_NAME[status]}`;
}

/** The tab of My orders: 'all', or a status label. */
export function tabLabelKey(tab: OrderTab): string {
  return tab === 'all' ? 'order:status.all' : statusLabelKey(tab);
}

/** The tab named by the URL's `status` segment; anything else (absent, unknown) is 'all'. */
export function tabOf(param: string | undefined): OrderTab {
  return ORDER_TABS.find((tab) => String(tab) === param) ?? 'all';
}
