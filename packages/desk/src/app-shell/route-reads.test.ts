import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { type RouteReads, startReads, startSignedInReads, withQueryClient } from './route-reads.ts';

/** A route whose code never arrives, with a loader that starts a read: what runs is the loader alone. */
function routerWith(reads: RouteReads, getContext?: ReturnType<typeof withQueryClient>) {
  const load = vi.fn(() => Promise.resolve(reads));
  const router = createMemoryRouter(
    [{ path: '/page', loader: (args) => startReads(args, load), lazy: () => new Promise(() => undefined) }],
    { initialEntries: ['/page'], ...(getContext ? { getContext } : {}) },
  );
  return { router, load };
}

it('starts a page’s reads in the router’s query cache while the page’s code is still on its way', async () => {
  const queryClient = new QueryClient();
  const queryFn = vi.fn(async () => 'figures');
  const { router, load } = routerWith(
    (client) => void client.prefetchQuery({ queryKey: ['figures'], queryFn }),
    withQueryClient(queryClient),
  );
  await vi.waitFor(() => expect(queryClient.getQueryData(['figures'])).toBe('figures'));
  expect(load).toHaveBeenCalledOnce();
  expect(queryFn).toHaveBeenCalledOnce();
  router.dispose();
});

it('starts nothing in a router made without the query cache (a test’s)', async () => {
  const { router, load } = routerWith(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).not.toHaveBeenCalled();
  router.dispose();
});

it('starts a signed-in page’s reads only while the desk holds a token', () => {
  const load = vi.fn(() => Promise.resolve(() => undefined));
  const args = { context: withQueryClient(new QueryClient())() } as unknown as Parameters<typeof startSignedInReads>[1];
  expect(startSignedInReads({ getToken: () => null }, args, load)).toBeNull();
  expect(load).not.toHaveBeenCalled();
  expect(startSignedInReads({ getToken: () => 'token' }, args, load)).toBeNull();
  expect(load).toHaveBeenCalledOnce();
});
