import { consoleOrderListDto } from '@shop/contract/console-orders';
import { shopperDto, shopperListDto, shopperProfileDto, type ShopperFreezeBody } from '@shop/contract/console-shoppers';
import { consoleRechargeListDto, consoleWithdrawalListDto, ledgerViewDto } from '@shop/contract/console-wallet';
import { consoleRefundListDto } from '@shop/contract/refund';
import { consoleReviewListDto } from '@shop/contract/review';
import type { Schema } from '@shop/desk/request/request-client.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Every shoppers query starts with this key: a freeze or an unlock refreshes the list and the shopper's page. */
export const SHOPPERS_KEY = ['shoppers'] as const;

/** The shoppers table's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const shoppersQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...SHOPPERS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/shoppers?${params}`, { schema: shopperListDto, signal }),
    placeholderData: keepPreviousData,
  });

export const shopperQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SHOPPERS_KEY, 'profile', id],
    queryFn: ({ signal }) => request(`/api/console/shopper?id=${id}`, { schema: shopperProfileDto, signal }),
  });

/**
 * A page of one shopper's records, read-only, as the console's own list of them shows it; `params` holds `id`,
 * `page` and `limit` (and the orders' `status`). The rows stay on screen while the next page loads.
 */
function recordsQueryOptions<T>(records: string, schema: Schema<T>, params: URLSearchParams) {
  return queryOptions({
    queryKey: [...SHOPPERS_KEY, 'records', records, params.toString()],
    queryFn: ({ signal }) => request(`/api/console/shopper/${records}?${params}`, { schema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const shopperOrdersQueryOptions = (params: URLSearchParams) =>
  recordsQueryOptions('orders', consoleOrderListDto, params);
export const shopperLedgerQueryOptions = (params: URLSearchParams) =>
  recordsQueryOptions('ledger', ledgerViewDto, params);
export const shopperRefundsQueryOptions = (params: URLSearchParams) =>
  recordsQueryOptions('refunds', consoleRefundListDto, params);
export const shopperRechargesQueryOptions = (params: URLSearchParams) =>
  recordsQueryOptions('recharges', consoleRechargeListDto, params);
export const shopperWithdrawalsQueryOptions = (params: URLSearchParams) =>
  recordsQueryOptions('withdrawals', consoleWithdrawalListDto, params);
export const shopperReviewsQueryOptions = (params: URLSearchParams) =>
  recordsQueryOptions('reviews', consoleReviewListDto, params);

/** Freezes (with the reason the shopper is told at sign-in; their sessions end) or unfreezes a shopper. */
export function freezeShopper(body: ShopperFreezeBody) {
  return request('/api/console/shopper/freeze', { method: 'POST', body, schema: shopperDto });
}

/** Clears a payment-code lockout, and the count of wrong codes behind it. */
export function unlockPay(id: number) {
  return request('/api/console/shopper/unlock_pay', { method: 'POST', body: { id }, schema: shopperDto });
}
