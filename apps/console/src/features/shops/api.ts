import { commissionDto, shopAdminDto, shopAdminListDto, type shopSaveBody } from '@shop/contract/console-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CATALOGUE_KEY } from '../../lib/catalogue.ts';
import { request } from '../../lib/request.ts';

/** Every shops query starts with this key: a save refreshes the list and the shop together. */
export const SHOPS_KEY = [...CATALOGUE_KEY, 'shops'] as const;

export type ShopSaveInput = z.input<typeof shopSaveBody>;

export const shopsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/shops?${params}`, { schema: shopAdminListDto, signal }),
    placeholderData: keepPreviousData,
  });

export const shopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/api/console/shop?id=${id}`, { schema: shopAdminDto, signal }),
  });

/** Creates a shop (at the platform's default commission), or changes one; answers it as saved. */
export function saveShop(body: ShopSaveInput) {
  return request('/api/console/shop/save', { method: 'POST', body, schema: shopAdminDto });
}

/** The platform's default commission rate (finance only). */
export const commissionQueryOptions = () =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'commission'],
    queryFn: ({ signal }) => request('/api/console/commission', { schema: commissionDto, signal }),
  });

/** A shop's rate, or without `shop_id` the platform's default (finance only). The rate as a decimal: "0.05". */
export function saveCommission(body: { shop_id?: number; rate: string }) {
  return request('/api/console/commission/save', { method: 'POST', body, schema: z.null() });
}
