import { productEditDto } from '@shop/contract/console-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { PRODUCTS_KEY } from './query-keys.ts';
import { request } from './request.ts';

/**
 * One of the shop's products with every language and every live SKU: what the editor loads, and what a deal's SKU
 * picker lists. One key for both, so a save in the editor refreshes the picker.
 */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/api/seller/product?id=${id}`, { schema: productEditDto, signal }),
  });
