import type { OperatorRole } from '@shop/contract/console-access';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { operatorOf } from '../test/operator.ts';
import { ok, stubApi } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from '@shop/desk/app-shell/query-client.ts';
import { routes } from './routes.tsx';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';

/** The console over a fake API whose signed-in operator holds `roles`; every list is empty. */
function show(path: string, roles: OperatorRole[]) {
  session.setToken('t-guard');
  const fetchMock = stubApi((url) =>
    url === '/api/console/me' ? ok(operatorOf(roles)) : ok({ list: [], total: 0, page: 1, limit: 10 }),
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
  return fetchMock;
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The pages load on use: their code is loaded before the tests, so that their waits time the pages alone.
beforeAll(() => loadLazyRoutes(routes), 120_000);

describe('the pages about people', { timeout: 30_000 }, () => {
  it('refuses the operators page to an operator whose roles do not include operators, and asks nothing', async () => {
    const fetchMock = show('/operators', ['support', 'finance', 'catalogue', 'fulfilment']);

    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New operator/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/console/operators'))).toBe(false);
  });

  it('opens the operators page to an admin, and the shoppers page to support but not to finance', async () => {
    show('/operators', ['admin']);
    expect(await screen.findByRole('button', { name: /New operator/ })).toBeTruthy();

    cleanup();
    show('/shoppers', ['support']);
    expect(await screen.findByLabelText('Account, email or mobile')).toBeTruthy();

    cleanup();
    show('/shoppers/7', ['finance']);
    expect(await screen.findByText('No access')).toBeTruthy();
  });
});

describe('the finance pages of settlement', () => {
  it('opens the settlements report and the commission rates to finance', async () => {
    show('/money/settlements', ['finance']);
    expect(await screen.findByRole('button', { name: /Export CSV/ })).toBeTruthy();

    cleanup();
    show('/money/commission', ['finance']);
    expect(await screen.findByText('Platform default rate')).toBeTruthy();
  });

  it('refuses both to support, without asking the server for them, and leaves them out of its menu', async () => {
    const fetchMock = show('/money/settlements', ['support']);
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Settlements|Commission/ })).toBeNull();

    cleanup();
    show('/money/commission', ['support', 'fulfilment']);
    expect(await screen.findByText('No access')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      asked.some((url) => url.startsWith('/api/console/settlements') || url.startsWith('/api/console/shops')),
    ).toBe(false);
  });
});
