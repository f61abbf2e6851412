import type { StatsDto, StatsTopDto } from '@shop/contract/console-stats';
import { appLikeRouter } from '@shop/desk/test-support/app-router.ts';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { rangeOf } from '../features/dashboard/stats-range.ts';
import { session } from '../lib/session.ts';
import { operatorOf } from '../test/operator.ts';
import { ok, stubApi } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';

// happy-dom has no canvas: the chart is a stand-in.
vi.mock('../features/dashboard/sales-chart.tsx', () => ({ default: () => <p>chart</p> }));

const zero = { gmv: '0.00', paid_orders: 0, refunded: '0.00', recharged: '0.00', withdrawn: '0.00', new_shoppers: 0 };
const stats: StatsDto = {
  days: [{ ...zero, date: '2026-03-07', gmv: '9.00', paid_orders: 1 }],
  totals: { ...zero, gmv: '9.00', paid_orders: 1 },
};
const top: StatsTopDto = {
  products: [{ id: 9, title: 'Green tea', image: '/t.png', shop_name: 'Tea House', quantity: 1, amount: '9.00' }],
  shops: [],
};
const today = {
  date: '2026-03-07',
  new_shoppers: 0,
  shoppers_total: 1,
  logins: 0,
  new_addresses: 0,
  reset_codes_sent: 0,
  pay_locked_now: 0,
};

function fakeApi() {
  return stubApi((address) => {
    const path = address.split('?')[0];
    if (path === '/api/console/me') return ok(operatorOf(['admin']));
    if (path === '/api/console/stats') return ok(stats);
    if (path === '/api/console/stats/top') return ok(top);
    if (path === '/api/console/dashboard') return ok(today);
    return ok({ list: [], total: 0, page: 1, limit: 10 });
  });
}

/** The console's router as router.tsx makes it (its loaders given the query cache), in memory. */
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
  session.setToken('operator-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('starts the signed-in operator and the dashboard’s figures from the routes, and asks for each once', async () => {
  const fetchMock = fakeApi();
  show('/dashboard?range=30d');
  expect(await screen.findByText('Green tea')).toBeTruthy();
  const paths = fetchMock.mock.calls.map(([input]) => String(input));
  const count = (path: string) => paths.filter((url) => url.split('?')[0] === path).length;
  expect(count('/api/console/me')).toBe(1);
  expect(count('/api/console/dashboard')).toBe(1);
  expect(count('/api/console/stats')).toBe(1);
  expect(count('/api/console/stats/top')).toBe(1);
  // The loader read the period from the address, as the page does.
  const { from, to } = rangeOf('30d');
  expect(paths.find((url) => url.startsWith('/api/console/stats?'))).toBe(
    `/api/console/stats?${new URLSearchParams({ from, to })}`,
  );
});

it('asks for the figures while the operator is still on its way: the route starts them, not the page', async () => {
  const fetchMock = fakeApi();
  const answer = fetchMock.getMockImplementation();
  // /me never answers: the page, which waits for the operator's roles, never renders to ask for anything.
  fetchMock.mockImplementation((input, init) =>
    String(input) === '/api/console/me' ? new Promise<Response>(() => undefined) : answer!(input, init),
  );
  show('/dashboard');
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).toEqual(
      expect.arrayContaining([
        '/api/console/me',
        '/api/console/dashboard',
        '/api/console/stats',
        '/api/console/stats/top',
      ]),
    ),
  );
  expect(screen.queryByText('Green tea')).toBeNull();
});

it('starts nothing for a visitor who is not signed in: the route sends them to sign in', async () => {
  localStorage.clear();
  const fetchMock = fakeApi();
  show('/dashboard');
  expect(await screen.findByRole('button', { name: /sign in/i })).toBeTruthy();
  expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).not.toContain('/api/console/stats');
});
