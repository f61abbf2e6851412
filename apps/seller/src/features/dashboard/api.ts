import { sellerDashboardDto } from '@shop/contract/seller-dashboard';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/** The shop's figures: sales of today, 7 and 30 days, and what waits for the seller. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => request('/api/seller/dashboard', { schema: sellerDashboardDto, signal }),
  });

/** Starts the dashboard's read from its route's loader, beside the page's download. */
export const startDashboardRead = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(dashboardQueryOptions());
};
