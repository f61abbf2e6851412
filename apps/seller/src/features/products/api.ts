import { categoryDto } from '@shop/contract/catalogue';
import { productEditDto, productRowListDto } from '@shop/contract/console-catalogue';
import { type ProductBulkBody, productBulkReportDto } from '@shop/contract/product-bulk';
import { productImportDto } from '@shop/contract/seller';
import { UPLOAD_FIELD } from '@shop/contract/upload';
import type { ProductSaveRequest } from '@shop/desk/product-editor/product-form.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PRODUCTS_KEY } from '../../lib/query-keys.ts';
import { downloadFile, request } from '../../lib/request.ts';
import { UPLOAD_TIMEOUT_MS } from '../../lib/upload.ts';

/** The shop's products for the server query of the list's filters (desk's list kit builds it from the URL). */
export const productsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/products?${params}`, { schema: productRowListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** The platform's categories, named in the language on screen: the list's filter and the editor's picker. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'categories'],
    queryFn: ({ signal }) => request('/api/seller/categories', { schema: z.array(categoryDto), signal }),
    staleTime: 5 * 60_000,
  });

/** Creates (no id) or replaces one of the shop's products whole; answers the product as it now is. */
export function saveProduct(body: ProductSaveRequest) {
  return request('/api/seller/product/save', { method: 'POST', body, schema: productEditDto });
}

/** Every product of the shop as the product CSV (docs/domain.md#catalogue-and-search), saved as a file. */
export function exportProducts() {
  return downloadFile('/api/seller/products/export', 'products.csv');
}

/** Creates and updates products from a CSV (by product code); answers what was done and every bad row. */
export function importProducts(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return request('/api/seller/products/import', {
    method: 'POST',
    body: form,
    schema: productImportDto,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/**
 * Puts the shop's chosen products on or off sale, or changes their prices by a percent; answers what changed and what
 * was left as it was, with why.
 */
export function bulkEditProducts(body: ProductBulkBody) {
  return request('/api/seller/products/bulk', { method: 'POST', body, schema: productBulkReportDto });
}
