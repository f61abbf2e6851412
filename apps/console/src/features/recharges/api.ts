import { consoleRechargeDto, consoleRechargeListDto } from '@shop/contract/console-wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Every recharges query starts with this key, so one invalidation refreshes every tab. */
export const RECHARGES_KEY = ['recharges'] as const;

/** The queue's rows for the server query of its filters (desk's list kit builds it from the URL). */
export const rechargesQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...RECHARGES_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/recharges?${params}`, { schema: consoleRechargeListDto, signal }),
    placeholderData: keepPreviousData,
  });

export interface ApproveRechargeRequest {
  id: number;
  /** What actually arrived, credited to the balance once: a decimal string ("12.50"). */
  amount: string;
  /** One per approval attempt, repeated when the same attempt is retried (replayed, not credited again: docs/domain.md#idempotency). */
  idempotencyKey: string;
}

export function approveRecharge({ id, amount, idempotencyKey }: ApproveRechargeRequest) {
  return request('/api/console/recharge/approve', {
    method: 'POST',
    body: { id, amount },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: consoleRechargeDto,
  });
}

/** Refuses a recharge (nothing was credited, so a retry is harmless and needs no key: it is told AUDIT_DONE). */
export function refuseRecharge({ id, reason }: { id: number; reason: string }) {
  return request('/api/console/recharge/refuse', { method: 'POST', body: { id, reason }, schema: consoleRechargeDto });
}
