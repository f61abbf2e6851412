import { dashboardDto } from '@shop/contract/console';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

export function getDashboard(signal?: AbortSignal) {
  return request('/api/console/dashboard', { schema: dashboardDto, signal });
}

/** Today's counts; they grow all day, so the page offers a refresh and refetches when the tab regains focus. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'today'],
    queryFn: ({ signal }) => getDashboard(signal),
  });
