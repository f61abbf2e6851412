import { withQueryClient } from '@shop/desk/app-shell/route-reads.ts';
import { createBrowserRouter } from 'react-router';
import { APP_BASENAME } from '../lib/base-path.ts';
import { queryClient } from './query-client.ts';
import { routes } from './routes.tsx';

/**
 * Served at /seller on every host and at / of a merchant. host: the basename follows the address it was opened at.
 * Its loaders start reads in the seller center's query cache.
 */
export const router = createBrowserRouter(routes, { basename: APP_BASENAME, getContext: withQueryClient(queryClient) });
