import { operatorDto, type operatorLoginBody, operatorLoginResult } from '@shop/contract/console';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

export type LoginInput = z.input<typeof operatorLoginBody>;

/** Opens an operator session; the caller stores the token. */
export function login(input: LoginInput) {
  return request('/api/console/login', { method: 'POST', body: input, schema: operatorLoginResult });
}

/** Ends the session on the server so the token stops working everywhere, not only in this tab. */
export function logout() {
  return request('/api/console/logout', { method: 'POST' });
}

export function getOperator(signal?: AbortSignal) {
  return request('/api/console/me', { schema: operatorDto, signal });
}

/** The signed-in operator. Never stale on its own: it changes only by signing in again. */
export const operatorQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'me'],
    queryFn: ({ signal }) => getOperator(signal),
    staleTime: Infinity,
  });
