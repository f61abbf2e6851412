import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../request.ts';
import { catalogueKeys } from '../query-keys.ts';

/**
 * Heart and follow. The request carries the state the shopper asked for, so a double tap changes it once
 * (docs/domain.md#idempotency); afterwards every cached product, shop and favourites list is refetched.
 */
export function useSetHeart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { product_id: number; heart: boolean }) =>
      request<{ hearted: boolean }>('/goods/heart', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { shop_id: number; follow: boolean }) =>
      request<{ followed: boolean; fans: number }>('/shop/follow', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
