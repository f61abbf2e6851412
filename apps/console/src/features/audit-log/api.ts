import { auditLogListDto } from '@shop/contract/console-wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** The log's lines for the server query of its filters (desk's list kit builds it from the URL). */
export const auditLogQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['audit-log', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/audit_log?${params}`, { schema: auditLogListDto, signal }),
    placeholderData: keepPreviousData,
  });
