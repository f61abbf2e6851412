import { sellerReviewListDto } from '@shop/contract/seller';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

export const REVIEWS_KEY = ['reviews'] as const;

/** The shop's reviews for the server query of the list's filters (replied or not). */
export const reviewsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/reviews?${params}`, { schema: sellerReviewListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** The shop's one reply to a review; shoppers read it under the review on the product page. */
export function replyToReview(body: { id: number; content: string }) {
  return request('/api/seller/review/reply', { method: 'POST', body });
}
