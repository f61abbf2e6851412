import { shopAdminDto, type shopSaveBody } from '@shop/contract/console-catalogue';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { SHOPS_KEY } from '../../lib/shops.ts';
import { request } from '../../lib/request.ts';

export type ShopSaveInput = z.input<typeof shopSaveBody>;

export const shopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SHOPS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/api/console/shop?id=${id}`, { schema: shopAdminDto, signal }),
  });

/** Creates a shop (at the platform's default commission), or changes one; answers it as saved. */
export function saveShop(body: ShopSaveInput) {
  return request('/api/console/shop/save', { method: 'POST', body, schema: shopAdminDto });
}
