import { type OrderCacheKeys, useOrderUpdate as useDeskOrderUpdate } from '@shop/desk/orders/use-order-update.ts';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { orderQueryOptions } from './api.ts';

/** Where this desk caches orders: a change refreshes the detail and every list. */
const ORDER_CACHE_KEYS: OrderCacheKeys = {
  detail: (id) => orderQueryOptions(id).queryKey,
  lists: [[...ORDERS_KEY, 'list']],
};

/** A change to one order whose answer is the order as it now is (see desk's useOrderUpdate). */
export function useOrderUpdate<TBody extends { id: number }, TOrder extends { id: number }>(
  update: (body: TBody) => Promise<TOrder>,
  successText: string,
) {
  return useDeskOrderUpdate(update, successText, ORDER_CACHE_KEYS);
}
