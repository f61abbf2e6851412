import { productEditDto, productRowListDto } from '@shop/contract/console-catalogue';
import { type ProductBulkBody, productBulkReportDto } from '@shop/contract/product-bulk';
import type { ProductSaveRequest } from '@shop/desk/product-editor/product-form.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CATALOGUE_KEY } from '../../lib/catalogue.ts';
import { request } from '../../lib/request.ts';

/** Every products query starts with this key: a save refreshes the lists and the product together. */
export const PRODUCTS_KEY = [...CATALOGUE_KEY, 'products'] as const;

/** The table's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const productsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/products?${params}`, { schema: productRowListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** A product as the editor loads it: every language, every live SKU. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/api/console/product?id=${id}`, { schema: productEditDto, signal }),
  });

/** Creates (no id) or replaces a product whole; answers the product as it now is. */
export function saveProduct(body: ProductSaveRequest) {
  return request('/api/console/product/save', { method: 'POST', body, schema: productEditDto });
}

/**
 * Puts any shop's chosen products on or off sale, or changes their prices by a percent; answers what changed and
 * what was left as it was, with why.
 */
export function bulkEditProducts(body: ProductBulkBody) {
  return request('/api/console/products/bulk', { method: 'POST', body, schema: productBulkReportDto });
}
