import {
  consoleOrderDetailDto,
  consoleOrderListDto,
  type LogisticsBody,
  type ShipBody,
} from '@shop/contract/console-orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';
import { type OrderFilters, paramsFromFilters } from './order-filters.ts';

export function getOrders(filters: OrderFilters, signal?: AbortSignal) {
  const params = paramsFromFilters(filters);
  // The server pages with page/limit whatever the URL left out as defaults.
  params.set('page', String(filters.page));
  params.set('limit', String(filters.limit));
  return request(`/api/console/orders?${params}`, { schema: consoleOrderListDto, signal });
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
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
