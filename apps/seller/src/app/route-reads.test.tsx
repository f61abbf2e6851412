import { appLikeRouter } from '@shop/desk/test-support/app-router.ts';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { me, sellerDashboard } from '../test/fixtures.ts';
import { fakeApi, ok } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

function api() {
  return fakeApi({
    '/api/seller/me': ok(me),
    '/api/seller/dashboard': ok(sellerDashboard),
    '/api/seller/chat/unread': ok({ count: 0 }),
    '/api/seller/notifications/unread': ok({ count: 0 }),
  });
}

/** The seller center's router as router.tsx makes it (its loaders given the query cache), in memory. */
function show(path: string) {
  const { queryClient, router } = appLikeRouter(routes, path);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeAll(() => loadLazyRoutes(routes), 120_000);
beforeEach(() => {
  localStorage.clear();
  session.setToken('seller-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('starts the seller and the dashboard’s figures from the routes, and asks for each once', async () => {
  const { callsTo } = api();
  show('/dashboard');
  expect(await screen.findByText(/480\.50/)).toBeTruthy();
  expect(callsTo('/api/seller/me')).toHaveLength(1);
  expect(callsTo('/api/seller/dashboard')).toHaveLength(1);
});

it('asks for the figures while the seller is still on its way: the route starts them, not the page', async () => {
  const { callsTo, fetchMock } = api();
  const answer = fetchMock.getMockImplementation();
  // /me never answers, and the figures are asked for all the same, before the page is on screen. (A page every
  // member may open does not wait for /me, so the page itself may show soon after: what counts is who asked.)
  let pageOnScreenWhenAsked: boolean | undefined;
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url === '/api/seller/me') return new Promise<Response>(() => undefined);
    if (url.startsWith('/api/seller/dashboard')) pageOnScreenWhenAsked ??= screen.queryByText('Last 7 days') !== null;
    return answer!(input, init);
  });
  show('/dashboard');
  await waitFor(() => expect(callsTo('/api/seller/dashboard')).toHaveLength(1));
  expect(pageOnScreenWhenAsked).toBe(false);
});

it('starts nothing for a visitor who is not signed in', async () => {
  localStorage.clear();
  const { callsTo } = api();
  show('/dashboard');
  expect(await screen.findByRole('button', { name: /sign in/i })).toBeTruthy();
  expect(callsTo('/api/seller/dashboard')).toHaveLength(0);
  expect(callsTo('/api/seller/me')).toHaveLength(0);
});
