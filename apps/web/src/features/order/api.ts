import type { AddressDto, AddressForm } from '@shop/contract/address';
import type {
  CheckoutPreviewBody,
  CheckoutPreviewDto,
  OrderCreateBody,
  OrderCreateDto,
  OrderDetailDto,
  OrderListDto,
  OrderPayDto,
  OrderPayInfoDto,
} from '@shop/contract/order';
import type { OrderTab } from '@shop/contract/order-status';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrders } from '../../lib/cart.ts';
import { orderKeys } from '../../lib/query-keys.ts';
import { KEEP_LAST_SEEN } from '../../lib/last-seen-storage.ts';
import { request } from '../../lib/request.ts';

/**
 * Checkout, payment and the shopper's orders (/api/order/*, /api/user/order_list). Every amount shown comes from
 * these answers: the client never adds up a price. Keys extend orderKeys (lib/query-keys.ts), so one invalidation
 * in lib/cart.ts refreshes every order screen; texts come back in the shopper's language, so keys carry it.
 */
export const ORDER_PAGE_SIZE = 10;

export const orderQueryKeys = {
  list: (lang: string, status: OrderTab) => [...orderKeys.all, 'list', lang, String(status)] as const,
  detail: orderKeys.detail,
  payInfo: (ids: readonly number[]) => [...orderKeys.all, 'payInfo', ids.join(',')] as const,
};

/**
 * Checkout reads live under their own root: creating the order invalidates every order key while the checkout
 * screen is still mounted, and its preview must not be asked again for a cart that was just emptied.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preview: (lang: string, body: CheckoutPreviewBody) => [...checkoutKeys.all, 'preview', lang, body] as const,
  addresses: () => [...checkoutKeys.all, 'addresses'] as const,
};

export const orderListQueryOptions = (lang: string, status: OrderTab) =>
  infiniteQueryOptions({
    queryKey: orderQueryKeys.list(lang, status),
    queryFn: ({ pageParam }) =>
      request<OrderListDto>('/user/order_list', { params: { status, page: pageParam, limit: ORDER_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // Offline, My orders shows the last list seen (lib/last-seen.ts).
    meta: KEEP_LAST_SEEN,
  });

export const orderDetailQueryOptions = (lang: string, id: number) =>
  queryOptions({
    queryKey: orderQueryKeys.detail(lang, id),
    // Silent: the page shows a failure itself (not found, or retry), rather than a toast on top of it.
    queryFn: () => request<OrderDetailDto>('/order/detail', { params: { id }, silent: true }),
  });

export const payInfoQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: orderQueryKeys.payInfo(ids),
    queryFn: () => request<OrderPayInfoDto>('/order/pay_info', { params: { ids: ids.join(',') }, silent: true }),
    // The balance and the orders' statuses move elsewhere (recharge, timeout): read them on every visit.
    staleTime: 0,
  });

/**
 * The checkout's totals. A read sent as POST (its body is structured), so it opts out of the duplicate-submit
 * guard: asking twice for the same preview is harmless. Silent: the page shows why it cannot check out.
 */
export const checkoutPreviewQueryOptions = (lang: string, body: CheckoutPreviewBody) =>
  queryOptions({
    queryKey: checkoutKeys.preview(lang, body),
    queryFn: () =>
      request<CheckoutPreviewDto>('/order/preview', { method: 'POST', body, allowDuplicate: true, silent: true }),
    staleTime: 0,
  });

interface AddressPage {
  list: AddressDto[];
  total: number;
}

/** The address book for the checkout's chooser (one page of the most the API gives: shoppers keep a few). */
export const checkoutAddressesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.addresses(),
    queryFn: () => request<AddressPage>('/user/address_list', { params: { page: 1, limit: 50 } }),
  });

/** Adds an address from the checkout (POST /api/user/address_add), then lists the book again. */
export function useAddCheckoutAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressForm) => request<AddressDto>('/user/address_add', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() }),
  });
}

/** Creates one order per shop; bought cart lines leave the cart, so cart and orders are read again. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateBody) => request<OrderCreateDto>('/order/create', { method: 'POST', body }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}

export interface PayRequest {
  orderIds: number[];
  payPassword: string;
  /** One per payment attempt, repeated when the same attempt is sent again (docs/domain.md#idempotency: replayed, not re-run). */
  idempotencyKey: string;
}

/**
 * POST /api/order/pay. Silent: the payment page answers each refusal itself (a dialog to set the payment code or
 * to recharge, or "Pay fail" with the server's reason).
 */
export function payOrders({ orderIds, payPassword, idempotencyKey }: PayRequest): Promise<OrderPayDto> {
  return request<OrderPayDto>('/order/pay', {
    method: 'POST',
    body: { order_ids: orderIds, pay_password: payPassword },
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export type OrderChange = 'cancel' | 'confirm';

const CHANGE_PATHS: Record<OrderChange, string> = { cancel: '/order/cancel', confirm: '/order/confirm' };

/** Cancels a waiting order or confirms receipt; every order screen reads again afterwards. */
export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, id }: { change: OrderChange; id: number }) =>
      request<OrderDetailDto>(CHANGE_PATHS[change], { method: 'POST', body: { id } }),
    onSuccess: () => invalidateOrders(queryClient),
  });
}
