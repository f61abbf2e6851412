import { type consoleReviewDto, consoleReviewListDto } from '@shop/contract/review';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

export type ConsoleReviewDto = z.infer<typeof consoleReviewDto>;

/** Every reviews query starts with this key, so one invalidation refreshes every filter. */
export const REVIEWS_KEY = ['reviews'] as const;

/** The table's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const reviewsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/reviews?${params}`, { schema: consoleReviewListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** Hides a review from the product page; the shopper sees the reason on their own review. */
export function hideReview({ id, reason }: { id: number; reason: string }) {
  return request('/api/console/review/hide', { method: 'POST', body: { id, reason } });
}

export function unhideReview({ id }: { id: number }) {
  return request('/api/console/review/unhide', { method: 'POST', body: { id } });
}
