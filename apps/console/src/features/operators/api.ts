import { type OperatorRole, twoFactorPolicyDto } from '@shop/contract/console';
import { operatorAdminDto, operatorListDto, type OperatorSaveForm } from '@shop/contract/console-operators';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
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

/**
 * Turns an operator's two-factor sign-in off and ends their sessions: the lost-phone case. They sign in with the
 * password alone and turn it on again (at once, when their role requires it).
 */
export function resetTwoFactor(id: number) {
  return request('/api/console/operator/reset_two_factor', { method: 'POST', body: { id }, schema: z.null() });
}

/** The roles whose holders must use two-factor sign-in. */
export const securityPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['security-policy'],
    queryFn: ({ signal }) => request('/api/console/security_policy', { schema: twoFactorPolicyDto, signal }),
  });

export function saveSecurityPolicy(roles: OperatorRole[]) {
  return request('/api/console/security_policy/save', {
    method: 'POST',
    body: { roles },
    schema: twoFactorPolicyDto,
  });
}
