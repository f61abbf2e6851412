import type { LogisticsBody, ShipBody } from '@shop/contract/console-orders';
import { shipImportDto } from '@shop/contract/order-bulk';
import { sellerOrderDetailDto, sellerOrderListDto } from '@shop/contract/seller';
import { UPLOAD_FIELD } from '@shop/contract/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { downloadFile, request } from '../../lib/request.ts';
import { UPLOAD_TIMEOUT_MS } from '../../lib/upload.ts';

/** The shop's orders for the server query of the list's filters. */
export const ordersQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/orders?${params}`, { schema: sellerOrderListDto, signal }),
    placeholderData: keepPreviousData,
  });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/api/seller/order?id=${id}`, { schema: sellerOrderDetailDto, signal }),
  });

/** Ships a paid order (status 1 → 2); the answer is the order as it now is. */
export function shipOrder(body: ShipBody) {
  return request('/api/seller/order/ship', { method: 'POST', body, schema: sellerOrderDetailDto });
}

/** Adds a tracking event to a shipped order. */
export function addLogisticsEvent(body: LogisticsBody) {
  return request('/api/seller/order/logistics', { method: 'POST', body, schema: sellerOrderDetailDto });
}

/** Saves the packing slips of the shop's orders as one PDF, printed in the language on screen. */
export function downloadPackingSlips(ids: number[]) {
  return downloadFile(`/api/seller/orders/packing_slips?ids=${ids.join(',')}`, 'packing-slips.pdf');
}

/** Saves the orders the list's filters show as a CSV file, a row per order line. */
export function exportOrders(filters: URLSearchParams) {
  return downloadFile(`/api/seller/orders/export?${filters}`, 'orders.csv');
}

/** Ships the orders a CSV names (order number, carrier, tracking number); the answer reports every row. */
export function importShipments(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return request('/api/seller/orders/ship_import', {
    method: 'POST',
    body: form,
    schema: shipImportDto,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
