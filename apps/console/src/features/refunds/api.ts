import { consoleRefundDto, consoleRefundListDto } from '@shop/contract/refund';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Every refunds query starts with this key, so one invalidation refreshes every tab and the detail page. */
export const REFUNDS_KEY = ['refunds'] as const;

/** The queue's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const refundsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/refunds?${params}`, { schema: consoleRefundListDto, signal }),
    placeholderData: keepPreviousData,
  });

export function getRefund(id: number, signal?: AbortSignal) {
  return request(`/api/console/refund?id=${id}`, { schema: consoleRefundDto, signal });
}

export const refundQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'detail', id],
    queryFn: ({ signal }) => getRefund(id, signal),
  });

export interface RefundMoneyRequest {
  id: number;
  /** One per attempt, repeated when the same attempt is retried (replayed, not credited twice: docs/domain.md#idempotency). */
  idempotencyKey: string;
}

/**
 * Approves a pending request: a refund only is credited at once; a return-and-refund waits for the goods. The key
 * makes a retried click replay, not credit again.
 */
export function approveRefund({ id, idempotencyKey }: RefundMoneyRequest) {
  return request('/api/console/refund/approve', {
    method: 'POST',
    body: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleRefundDto,
  });
}

/** The returned goods arrived: the refund is credited to the shopper's balance. */
export function receiveRefund({ id, idempotencyKey }: RefundMoneyRequest) {
  return request('/api/console/refund/receive', {
    method: 'POST',
    body: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleRefundDto,
  });
}

/** Rejects a pending request; the order goes back to the status it had. No money moves, so no key. */
export function rejectRefund({ id, reason }: { id: number; reason: string }) {
  return request('/api/console/refund/reject', { method: 'POST', body: { id, reason }, schema: consoleRefundDto });
}

/** Failures after which the request on screen is out of date: someone handled it first, or it is gone. */
const STALE_ERRORS: ReadonlySet<string> = new Set(['REFUND_STATUS_CHANGED', 'REFUND_NOT_FOUND']);

export function isStaleRefund(error: unknown): boolean {
  return hasErrorKey(error, STALE_ERRORS);
}
