import { settlementReportDto, shopSettlementReportDto } from '@shop/contract/settlement';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadFile, request } from '../../lib/request.ts';

/** Every settlements-report query starts with this key. */
export const SETTLEMENTS_KEY = ['settlements'] as const;

/** A page of settled orders, with the totals of every order the filters select. */
export const settlementReportQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...SETTLEMENTS_KEY, 'orders', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/settlements?${params}`, { schema: settlementReportDto, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of shops with the sums of their settled orders, with the same totals. */
export const shopSettlementReportQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...SETTLEMENTS_KEY, 'shops', params.toString()],
    queryFn: ({ signal }) =>
      request(`/api/console/settlements/shops?${params}`, { schema: shopSettlementReportDto, signal }),
    placeholderData: keepPreviousData,
  });

/** Downloads every row of the filtered report as CSV (per order or per shop, with a totals row). */
export function exportSettlements(params: URLSearchParams) {
  return downloadFile(`/api/console/settlements/export?${params}`, 'settlements.csv');
}
