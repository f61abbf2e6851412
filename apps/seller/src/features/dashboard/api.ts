import { sellerDashboardDto } from '@shop/contract/seller';
import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/** The shop's figures: sales of today, 7 and 30 days, and what waits for the seller. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => request('/api/seller/dashboard', { schema: sellerDashboardDto, signal }),
  });
