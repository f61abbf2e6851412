import { consoleRefundDto } from '@shop/contract/refund';
import { sellerRefundListDto } from '@shop/contract/seller';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REFUNDS_KEY } from '../../lib/query-keys.ts';
import { request } from '../../lib/request.ts';

/** The shop's refund requests for the server query of the list's filters. */
export const refundsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/refunds?${params}`, { schema: sellerRefundListDto, signal }),
    placeholderData: keepPreviousData,
  });

export const refundQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/api/seller/refund?id=${id}`, { schema: consoleRefundDto, signal }),
  });

export interface RefundMoneyRequest {
  id: number;
  /** One per attempt, repeated when the same attempt is retried (replayed, not credited twice: docs/domain.md#idempotency). */
  idempotencyKey: string;
}

/** Approves a pending request: a refund only is credited at once; a return-and-refund waits for the goods. */
export function approveRefund({ id, idempotencyKey }: RefundMoneyRequest) {
  return request('/api/seller/refund/approve', {
    method: 'POST',
    body: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleRefundDto,
  });
}

/** The returned goods arrived: the refund is credited to the shopper. */
export function receiveReturn({ id, idempotencyKey }: RefundMoneyRequest) {
  return request('/api/seller/refund/received', {
    method: 'POST',
    body: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleRefundDto,
  });
}

/** Rejects a pending request with the reason the shopper reads; no money moves, so no key. */
export function rejectRefund({ id, reason }: { id: number; reason: string }) {
  return request('/api/seller/refund/reject', { method: 'POST', body: { id, reason }, schema: consoleRefundDto });
}

/** Failures after which the request on screen is out of date: someone (an operator) handled it first, or it is gone. */
export function isStaleRefund(error: unknown): boolean {
  return hasErrorKey(error, ['REFUND_STATUS_CHANGED', 'REFUND_NOT_FOUND']);
}
