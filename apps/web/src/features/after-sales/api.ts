import type { RefundDto, RefundInfoDto, refundApplyBody, refundReturnBody } from '@shop/contract/refund';
import type { addReviewResultDto, ReviewAddBody, ReviewPendingDto } from '@shop/contract/review';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateOrders } from '../../lib/cart.ts';
import { request } from '../../lib/request.ts';

/**
 * After-sales calls of the shopper: apply for a refund (/api/refund/info, apply, return) and review a received
 * order (/api/review/pending, add). Texts come back in the shopper's language, so every key carries it.
 */

/** What POST /api/refund/apply takes: the amount as "12.50" (the contract's body before parsing). */
export type RefundApplyForm = z.input<typeof refundApplyBody>;
export type RefundReturnForm = z.input<typeof refundReturnBody>;
export type AddReviewResult = z.infer<typeof addReviewResultDto>;

export const afterSalesKeys = {
  all: ['after-sales'] as const,
  refundInfo: (lang: string, orderId: number, productIds: string) =>
    [...afterSalesKeys.all, 'refund-info', lang, orderId, productIds] as const,
  reviewPending: (lang: string, orderId: number) => [...afterSalesKeys.all, 'review-pending', lang, orderId] as const,
};

/**
 * The order, its lines, the most that can be asked for now and the open request, if any. `productIds` ("101,102")
 * narrows the lines and the refundable amount to those products; empty means every line. Silent: the page shows a
 * failure itself. Read on every visit: an operator may have moved the request meanwhile.
 */
export const refundInfoQueryOptions = (lang: string, orderId: number, productIds = '') =>
  queryOptions({
    queryKey: afterSalesKeys.refundInfo(lang, orderId, productIds),
    queryFn: () =>
      request<RefundInfoDto>('/refund/info', { params: { order_id: orderId, product_ids: productIds }, silent: true }),
    staleTime: 0,
  });

/**
 * POST /api/refund/apply with its Idempotency-Key (a refund moves money: docs/domain.md#idempotency). The request client shows a
 * refusal (an open request, an amount above what is refundable…) as a failure toast; the page also puts it under
 * the field it concerns.
 */
export function applyRefund(body: RefundApplyForm, idempotencyKey: string): Promise<RefundDto> {
  return request<RefundDto>('/refund/apply', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** After an approved refund-and-return: the carrier and tracking number of the parcel sent back. */
export function submitReturn(body: RefundReturnForm): Promise<RefundDto> {
  return request<RefundDto>('/refund/return', { method: 'POST', body });
}

/** The lines of a received order and whether each is reviewed. Silent: the page shows a failure itself. */
export const reviewPendingQueryOptions = (lang: string, orderId: number) =>
  queryOptions({
    queryKey: afterSalesKeys.reviewPending(lang, orderId),
    queryFn: () => request<ReviewPendingDto>('/review/pending', { params: { order_id: orderId }, silent: true }),
    staleTime: 0,
  });

export function addReview(body: ReviewAddBody): Promise<AddReviewResult> {
  return request<AddReviewResult>('/review/add', { method: 'POST', body });
}

/** After a refund or a review changed an order: this feature's reads, and every order screen, read again. */
export async function invalidateAfterSales(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: afterSalesKeys.all }), invalidateOrders(queryClient)]);
}
