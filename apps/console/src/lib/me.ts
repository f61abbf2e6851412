import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from './request.ts';

/**
 * Every query of the signed-in operator's own account starts with this key: the security page gives it to the kit's
 * panel, so turning two-factor sign-in on there also reads /me again, whose `two_factor_setup_required` then clears.
 */
export const OPERATOR_KEY = ['operator'] as const;

/** The schema comes with the call: the sign-in page, which names this query's key, loads without zod. */
export function getOperator(signal?: AbortSignal) {
  return request('/api/console/me', {
    schema: () => import('@shop/contract/console').then((m) => m.operatorDto),
    signal,
  });
}

/** The signed-in operator. Never stale on its own: it changes by signing in again, or on the security page. */
export const operatorQueryOptions = () =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, 'me'],
    queryFn: ({ signal }) => getOperator(signal),
    staleTime: Infinity,
  });

/** Starts reading who is signed in (the signed-in frame's loader), beside the frame's download. */
export const startOperatorRead = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(operatorQueryOptions());
};
