import { sellerAuditListDto } from '@shop/contract/shop-staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** The log's lines for the server query of its filters (the list kit builds it from the URL). */
export const auditLogQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['seller', 'audit-log', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/audit_log?${params}`, { schema: sellerAuditListDto, signal }),
    placeholderData: keepPreviousData,
  });
