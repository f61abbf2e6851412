import { consoleRechargeDto, consoleRechargeListDto } from '@shop/contract/console-wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import { type AuditFilters, apiParamsFromFilters } from '../../lib/audit-filters.ts';

/** Every recharges query starts with this key, so one invalidation refreshes every tab. */
export const RECHARGES_KEY = ['recharges'] as const;

export function getRecharges(filters: AuditFilters, signal?: AbortSignal) {
  return request(`/api/console/recharges?${apiParamsFromFilters(filters)}`, { schema: consoleRechargeListDto, signal });
}

export const rechargesQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...RECHARGES_KEY, 'list', filters],
    queryFn: ({ signal }) => getRecharges(filters, signal),
    placeholderData: keepPreviousData,
  });

export interface ApproveRechargeRequest {
  id: number;
  /** What actually arrived, credited to the balance once: a decimal string ("12.50"). */
  amount: string;
  /** One per approval attempt, repeated when the same attempt is retried (DESIGN §3: replayed, not credited again). */
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
