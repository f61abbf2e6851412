import { freightRuleDto, type freightSaveBody, shopOptionDto } from '@shop/contract/console-orders';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../lib/request.ts';

/** What the console sends: money as decimal strings (the server turns them into cents). */
export type FreightSaveInput = z.input<typeof freightSaveBody>;

const freightListDto = z.object({ list: z.array(freightRuleDto) });
const shopListDto = z.object({ list: z.array(shopOptionDto) });

export const FREIGHT_KEY = ['freight'] as const;

export function getFreightRules(signal?: AbortSignal) {
  return request('/api/console/freight', { schema: freightListDto, signal });
}

export const freightQueryOptions = () =>
  queryOptions({ queryKey: [...FREIGHT_KEY, 'rules'], queryFn: ({ signal }) => getFreightRules(signal) });

/** Sets a shop's rule, or the default rule when `shop_id` is null (one rule per shop: saving again replaces it). */
export function saveFreightRule(body: FreightSaveInput) {
  return request('/api/console/freight/save', { method: 'POST', body, schema: freightRuleDto });
}

/** The shop falls back to the default rule. */
export function deleteFreightRule(shopId: number) {
  return request('/api/console/freight/delete', { method: 'POST', body: { shop_id: shopId } });
}

export function getShops(signal?: AbortSignal) {
  return request('/api/console/shop_options', { schema: shopListDto, signal });
}

/** Every shop, for pickers. Shops are rarely added, so the list is kept for the session. */
export const shopsQueryOptions = () =>
  queryOptions({ queryKey: ['shops', 'options'], queryFn: ({ signal }) => getShops(signal), staleTime: Infinity });
