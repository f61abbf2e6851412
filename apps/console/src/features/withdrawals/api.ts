import { consoleWithdrawalDto, consoleWithdrawalListDto } from '@shop/contract/console-wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Every withdrawals query starts with this key, so one invalidation refreshes every tab. */
export const WITHDRAWALS_KEY = ['withdrawals'] as const;

/** The queue's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const withdrawalsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...WITHDRAWALS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) =>
      request(`/api/console/withdrawals?${params}`, { schema: consoleWithdrawalListDto, signal }),
    placeholderData: keepPreviousData,
  });

/** Marks a withdrawal as paid out (the hold becomes final). The key makes a retried click replay, not repeat. */
export function approveWithdrawal({ id, idempotencyKey }: { id: number; idempotencyKey: string }) {
  return request('/api/console/withdrawal/approve', {
    method: 'POST',
    body: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleWithdrawalDto,
  });
}

/**
 * Refuses a withdrawal: the hold (amount + charge) returns to the shopper's balance, so the call carries an
 * Idempotency-Key and a retried refusal is replayed, not returned twice.
 */
export function refuseWithdrawal({
  id,
  reason,
  idempotencyKey,
}: {
  id: number;
  reason: string;
  idempotencyKey: string;
}) {
  return request('/api/console/withdrawal/refuse', {
    method: 'POST',
    body: { id, reason },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleWithdrawalDto,
  });
}
