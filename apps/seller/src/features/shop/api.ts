import { type sellerShopSaveBody, shopAdminDto } from '@shop/contract/console-catalogue';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

export type ShopSaveRequest = z.input<typeof sellerShopSaveBody>;

export const SHOP_KEY = ['shop'] as const;

/** The seller's own shop as the settings form loads it: every language, pictures, return address, rate. */
export const shopQueryOptions = () =>
  queryOptions({
    queryKey: SHOP_KEY,
    queryFn: ({ signal }) => request('/api/seller/shop', { schema: shopAdminDto, signal }),
  });

/** Saves the shop's texts, pictures and return address (its state and rate are the platform's). */
export function saveShop(body: ShopSaveRequest) {
  return request('/api/seller/shop/save', { method: 'POST', body, schema: shopAdminDto });
}
