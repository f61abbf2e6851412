import { createMemoryRouter, type RouteObject } from 'react-router';
import { createQueryClient } from '../app-shell/query-client.ts';
import { withQueryClient } from '../app-shell/route-reads.ts';

/**
 * A desk's routes in memory, made as the desk's router.tsx makes its browser router: with a fresh query cache of the
 * desk's kind in the loaders' context, so the routes start their pages' reads. Give the same `queryClient` to the
 * desk's `AppProviders`.
 */
export function appLikeRouter(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: withQueryClient(queryClient) });
  return { queryClient, router };
}
