import type { CartAddBody, CartCountDto } from '@shop/contract/cart';
import type { OrderCountsDto } from '@shop/contract/order';
import type { QueryClient } from '@tanstack/react-query';
import { KEEP_LAST_SEEN } from './last-seen-storage.ts';
import { cartKeys, orderKeys } from './query-keys.ts';
import { request } from './request.ts';

/**
 * The shopping state several features share (features never import each other): the product page adds to the
 * cart, the tab bar shows the cart's count, the Me page the orders per status; the cart and order screens change
 * them. Their query keys are in lib/query-keys.ts.
 *
 * This module sits in the first-load shell chunk with the rest of lib/, so it stays small and imports nothing
 * of TanStack Query at runtime (its helpers live in a screen chunk): the options are plain objects, which
 * useQuery types from `queryFn` alone.
 */
/** Lines in the cart (the Cart tab's badge). Read afresh whenever the badge appears: other screens change it. */
export const cartCountQueryOptions = (loggedIn: boolean) => ({
  queryKey: cartKeys.count(),
  queryFn: () => request<CartCountDto>('/cart/count', { silent: true }),
  enabled: loggedIn,
  staleTime: 0,
});

/** Orders per status ({"0": 2, "1": 1, …}), for the badges of the Me page. */
export const orderCountsQueryOptions = () => ({
  queryKey: orderKeys.counts(),
  queryFn: () => request<OrderCountsDto>('/order/counts'),
  staleTime: 0,
  meta: KEEP_LAST_SEEN,
});

/** Puts a SKU into the cart (POST /api/cart/add); resolves with the cart's new line count. */
export function addToCart(body: CartAddBody): Promise<CartCountDto> {
  return request<CartCountDto>('/cart/add', { method: 'POST', body });
}

/** After the cart changed: its list and the tab's count are read again. */
export function invalidateCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** After an order changed (created, paid, cancelled, received): order lists, details and counts, and the cart. */
export async function invalidateOrders(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), invalidateCart(queryClient)]);
}
