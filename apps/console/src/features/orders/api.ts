import {
  consoleOrderDetailDto,
  consoleOrderListDto,
  type LogisticsBody,
  type ShipBody,
} from '@shop/contract/console-orders';
import { shipImportDto } from '@shop/contract/order-bulk';
import { UPLOAD_FIELD } from '@shop/contract/upload';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { downloadFile, request } from '../../lib/request.ts';

/** The orders table's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const ordersQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/orders?${params}`, { schema: consoleOrderListDto, signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });

export function getOrder(id: number, signal?: AbortSignal) {
  return request(`/api/console/order?id=${id}`, { schema: consoleOrderDetailDto, signal });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/** Ships a paid order (status 1 → 2); the answer is the order as it now is. */
export function shipOrder(body: ShipBody) {
  return request('/api/console/order/ship', { method: 'POST', body, schema: consoleOrderDetailDto });
}

/** Adds a tracking event to a shipped order. */
export function addLogisticsEvent(body: LogisticsBody) {
  return request('/api/console/order/logistics', { method: 'POST', body, schema: consoleOrderDetailDto });
}

/** Saves the packing slips of any shops' orders as one PDF, printed in the language on screen. */
export function downloadPackingSlips(ids: number[]) {
  return downloadFile(`/api/console/orders/packing_slips?ids=${ids.join(',')}`, 'packing-slips.pdf');
}

/** Saves the orders the list's filters show, of every shop, as a CSV file, a row per order line. */
export function exportOrders(filters: URLSearchParams) {
  return downloadFile(`/api/console/orders/export?${filters}`, 'orders.csv');
}

/** A shipping CSV can name many orders: each ships in its own transaction, so the upload waits longer. */
const SHIP_IMPORT_TIMEOUT_MS = 60_000;

/** Ships the orders a CSV names (order number, carrier, tracking number), of any shop; the answer reports every row. */
export function importShipments(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return request('/api/console/orders/ship_import', {
    method: 'POST',
    body: form,
    schema: shipImportDto,
    timeoutMs: SHIP_IMPORT_TIMEOUT_MS,
  });
}
