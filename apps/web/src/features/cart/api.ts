import type { CartDto, CartSelectBody, CartUpdateBody } from '@shop/contract/cart';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/**
 * The cart's calls (/api/cart/*). Every change answers with the whole cart, which replaces the cached one at
 * once (no second read); the tab's count follows from it. Keys extend cartKeys (lib/query-keys.ts).
 */
export const cartListKey = (lang: string) => [...cartKeys.all, 'list', lang] as const;

/** Silent: the page shows a refusal itself (REGION_CLOSED blocks the cart), not a toast over it. */
export const cartQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: cartListKey(lang),
    queryFn: () => request<CartDto>('/cart/list', { silent: true }),
    // Read again whenever the kept-alive cart shows: the product page adds to it without a query client at hand.
    staleTime: 0,
  });

type CartChange =
  | { kind: 'update'; body: CartUpdateBody }
  | { kind: 'select'; body: CartSelectBody }
  | { kind: 'remove'; body: { ids: number[] } };

const CHANGE_PATHS: Record<CartChange['kind'], string> = {
  update: '/cart/update',
  select: '/cart/select',
  remove: '/cart/remove',
};

/** One mutation for every change of the cart: quantity or selection of a line, selection of many, removal. */
export function useChangeCart(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in tap order: each answer is the whole cart, so a late answer must not overwrite a newer one.
    scope: { id: 'cart' },
    // Quantity taps and checkbox taps may repeat a body within a second on purpose (on, off, on): no duplicate guard.
    mutationFn: (change: CartChange) =>
      request<CartDto>(CHANGE_PATHS[change.kind], { method: 'POST', body: change.body, allowDuplicate: true }),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartListKey(lang), cart);
      queryClient.setQueryData(cartKeys.count(), { count: cart.count });
    },
  });
}
