import { commissionDto, shopAdminListDto } from '@shop/contract/console-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CATALOGUE_KEY } from './catalogue.ts';
import { request } from './request.ts';

/**
 * The shop list and the commission rates, which two features show: the shops (catalogue edits them) and the
 * commission page (finance sets their rates). Every shops query starts with SHOPS_KEY: a save refreshes both.
 */
export const SHOPS_KEY = [...CATALOGUE_KEY, 'shops'] as const;

export const shopsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/shops?${params}`, { schema: shopAdminListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** The platform's default commission rate. */
export const commissionQueryOptions = () =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'commission'],
    queryFn: ({ signal }) => request('/api/console/commission', { schema: commissionDto, signal }),
  });

/**
 * A shop's rate, or without `shop_id` the platform's default (finance only). The rate as a decimal ("0.05"); a
 * shop's `null` puts it back on the platform's default.
 */
export function saveCommission(body: { shop_id?: number; rate: string | null }) {
  return request('/api/console/commission/save', { method: 'POST', body, schema: z.null() });
}
