import { dashboardDto } from '@shop/contract/console';
import { statsDto, statsTopDto } from '@shop/contract/console-stats';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { type DayRange, presetFrom, rangeOf } from './stats-range.ts';

/** Every dashboard query starts with this key: the page's refresh button refetches them all. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** How many best sellers the dashboard ranks. */
export const TOP_LIMIT = 10;

export function getDashboard(signal?: AbortSignal) {
  return request('/api/console/dashboard', { schema: dashboardDto, signal });
}

/** Today's counts; they grow all day, so the page offers a refresh and refetches when the tab regains focus. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'today'],
    queryFn: ({ signal }) => getDashboard(signal),
  });

/** The sales figures of each UTC day in the range (empty days as zeros) and their totals. */
export const statsQueryOptions = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'stats', from, to],
    queryFn: ({ signal }) =>
      request(`/api/console/stats?${new URLSearchParams({ from, to })}`, { schema: statsDto, signal }),
  });

/** The products and shops that sold the most in the range, by amount. */
export const statsTopQueryOptions = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'top', from, to],
    queryFn: ({ signal }) =>
      request(`/api/console/stats/top?${new URLSearchParams({ from, to, limit: String(TOP_LIMIT) })}`, {
        schema: statsTopDto,
        signal,
      }),
  });

/** What the dashboard at `url` reads first (its period is in the address): started by its route's loader. */
export const startDashboardReads =
  (url: URL) =>
  (queryClient: QueryClient): void => {
    const range = rangeOf(presetFrom(url.searchParams.get('range')));
    void queryClient.prefetchQuery(dashboardQueryOptions());
    void queryClient.prefetchQuery(statsQueryOptions(range));
    void queryClient.prefetchQuery(statsTopQueryOptions(range));
  };
