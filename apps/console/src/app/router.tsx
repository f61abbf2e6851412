import { withQueryClient } from '@shop/desk/app-shell/route-reads.ts';
import { createBrowserRouter } from 'react-router';
import { queryClient } from './query-client.ts';
import { routes } from './routes.tsx';

/** The console is served at /console (apps/api serves its build there); its loaders start reads in its query cache. */
export const router = createBrowserRouter(routes, { basename: '/console', getContext: withQueryClient(queryClient) });
