import { type consoleReviewDto, consoleReviewListDto } from '@shop/contract/review';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';
import { paramsFromFilters, type ReviewFilters } from './review-filters.ts';

export type ConsoleReviewDto = z.infer<typeof consoleReviewDto>;

/** Every reviews query starts with this key, so one invalidation refreshes every filter. */
export const REVIEWS_KEY = ['reviews'] as const;

export function getReviews(filters: ReviewFilters, signal?: AbortSignal) {
  return request(`/api/console/reviews?${paramsFromFilters(filters, { api: true })}`, {
    schema: consoleReviewListDto,
    signal,
  });
}

export const reviewsQueryOptions = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', filters],
    queryFn: ({ signal }) => getReviews(filters, signal),
    placeholderData: keepPreviousData,
  });

/** Hides a review from the product page; the shopper sees the reason on their own review. */
export function hideReview({ id, reason }: { id: number; reason: string }) {
  return request('/api/console/review/hide', { method: 'POST', body: { id, reason } });
}

export function unhideReview({ id }: { id: number }) {
  return request('/api/console/review/unhide', { method: 'POST', body: { id } });
}
