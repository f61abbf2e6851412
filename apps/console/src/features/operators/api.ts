import { operatorAdminDto, operatorListDto, type OperatorSaveForm } from '@shop/contract/console-operators';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** Every operators query starts with this key, so a save refreshes every page of the list. */
export const OPERATORS_KEY = ['operators'] as const;

export const operatorsQueryOptions = (params: URLSearchParams) =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => request(`/api/console/operators?${params}`, { schema: operatorListDto, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Creates an operator, or updates one when `id` is given; a password on an update resets it and ends that
 * operator's sessions. Refused with LAST_ADMIN when no active admin would remain.
 */
export function saveOperator(body: OperatorSaveForm) {
  return request('/api/console/operator/save', { method: 'POST', body, schema: operatorAdminDto });
}
