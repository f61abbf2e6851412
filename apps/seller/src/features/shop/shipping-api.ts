import { sellerFreightDto, type sellerFreightSaveBody } from '@shop/contract/freight';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

export type ShippingSaveRequest = z.input<typeof sellerFreightSaveBody>;

export const SHIPPING_KEY = ['shipping'] as const;

/** The shop's freight rule with its version, or the platform's default while the shop has none. */
export const shippingQueryOptions = () =>
  queryOptions({
    queryKey: SHIPPING_KEY,
    queryFn: ({ signal }) => request('/api/seller/freight', { schema: sellerFreightDto, signal }),
  });

/** Saves the shop's rule against the version read; FREIGHT_RULE_STALE when the platform changed it since. */
export function saveShipping(body: ShippingSaveRequest) {
  return request('/api/seller/freight/save', { method: 'POST', body, schema: sellerFreightDto });
}
