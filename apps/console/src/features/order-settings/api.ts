import { type OrderSettingsBody, orderSettingsDto } from '@shop/contract/console-orders';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

export function getOrderSettings(signal?: AbortSignal) {
  return request('/api/console/order_settings', { schema: orderSettingsDto, signal });
}

export const orderSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['order-settings'], queryFn: ({ signal }) => getOrderSettings(signal) });

/** Replaces the settings; the answer is what the server stored. */
export function saveOrderSettings(body: OrderSettingsBody) {
  return request('/api/console/order_settings', { method: 'POST', body, schema: orderSettingsDto });
}
