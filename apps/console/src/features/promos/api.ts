import { promoDto, promoListDto, type promoSaveBody } from '@shop/contract/console-orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

/** What the console sends: money as decimal strings, times as ISO strings (the server turns them into cents and dates). */
export type PromoSaveInput = z.input<typeof promoSaveBody>;

export const PROMOS_KEY = ['promos'] as const;

export function getPromos(page: number, limit: number, signal?: AbortSignal) {
  return request(`/api/console/promos?page=${page}&limit=${limit}`, { schema: promoListDto, signal });
}

export const promosQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...PROMOS_KEY, 'list', { page, limit }],
    queryFn: ({ signal }) => getPromos(page, limit, signal),
    placeholderData: keepPreviousData,
  });

/** Creates a code, or updates the one named by `id`. */
export function savePromo(body: PromoSaveInput) {
  return request('/api/console/promo/save', { method: 'POST', body, schema: promoDto });
}
