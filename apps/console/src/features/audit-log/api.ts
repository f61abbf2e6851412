import { auditLogListDto } from '@shop/contract/console-wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';
import type { AuditLogFilters } from './audit-log-filters.ts';

export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.target_type) params.set('target_type', filters.target_type);
  return request(`/api/console/audit_log?${params}`, { schema: auditLogListDto, signal });
}

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: ['audit-log', filters],
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
