import { productRowListDto } from '@shop/contract/console-catalogue';
import {
  dealDto,
  dealListDto,
  type dealSaveBody,
  openCampaignsDto,
  voucherDto,
  voucherListDto,
  type voucherSaveBody,
} from '@shop/contract/promotion';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { PRODUCTS_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

export const VOUCHERS_KEY = ['vouchers'] as const;
export const DEALS_KEY = ['deals'] as const;

/** The shop's vouchers, newest first, a page at a time. */
export const vouchersQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...VOUCHERS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/vouchers?${params}`, { schema: voucherListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** What a voucher form sends: money as typed text, which the server parses to cents. */
export type VoucherSaveRequest = z.input<typeof voucherSaveBody>;

/** Creates a voucher, or changes one (`id`): once started, only its name, end, quantity and `active`. */
export function saveVoucher(body: VoucherSaveRequest) {
  return request('/api/seller/voucher/save', { method: 'POST', body, schema: voucherDto });
}

/** Ends a voucher now: no new checkout gets it, orders that used it keep their discount. */
export function endVoucher(id: number) {
  return request('/api/seller/voucher/end', { method: 'POST', body: { id }, schema: voucherDto });
}

/** The shop's deals, newest first, each with its SKUs and what they sold. */
export const dealsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...DEALS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/deals?${params}`, { schema: dealListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** What a deal form sends: deal prices as typed text. */
export type DealSaveRequest = z.input<typeof dealSaveBody>;

/** Creates a deal, or changes one that has not started (DEAL_STARTED after). */
export function saveDeal(body: DealSaveRequest) {
  return request('/api/seller/deal/save', { method: 'POST', body, schema: dealDto });
}

/** Ends a deal now: its SKUs go back to their normal prices. */
export function endDeal(id: number) {
  return request('/api/seller/deal/end', { method: 'POST', body: { id }, schema: dealDto });
}

/** The platform campaigns the shop may still join (not started yet), named in the language on screen. */
export const openCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: [...DEALS_KEY, 'campaigns'],
    queryFn: ({ signal }) => request('/api/seller/campaigns', { schema: openCampaignsDto, signal }),
  });

/** The shop's first ten products whose title or code holds `keyword`, for a deal's SKU picker. */
export const productSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'search', keyword],
    queryFn: ({ signal }) =>
      request(`/api/seller/products?${new URLSearchParams({ keyword, page: '1', limit: '10' })}`, {
        schema: productRowListDto,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
