import { MAX_STAFF, staffListDto } from '@shop/contract/shop-staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { STAFF_KEY } from './query-keys.ts';
import { request } from './request.ts';

/** A page of the shop's staff (the owner's call); without parameters, every member at once (MAX_STAFF fit a page). */
export const staffQueryOptions = (params = new URLSearchParams({ page: '1', limit: String(MAX_STAFF) })) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/seller/staff?${params}`, { schema: staffListDto, signal }),
    placeholderData: keepPreviousData,
  });
