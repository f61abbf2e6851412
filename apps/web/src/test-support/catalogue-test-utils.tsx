import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppNavigateContext } from '../lib/app-link.tsx';
import { i18n, initI18n, loadAllNamespaces } from '../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../lib/request.ts';
// Toasts load their implementation on first use; loaded here, a toast shown at the end of a test cannot race the
// environment's teardown with a late dynamic import.
import '../lib/toast-impl.ts';

/**
 * Test support for the catalogue screens: English texts, a fresh query cache, a memory router and a fake API
 * behind `fetch` (the only thing mocked).
 */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
}

/** An answer of the fake API by path (without /api); a function receives the query and the JSON body. */
type Answer = unknown | ((params: URLSearchParams, body: unknown) => unknown);
export type FakeApi = Record<string, Answer>;

export function mockApi(api: FakeApi) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (!(path in api)) return new Response(JSON.stringify({ code: 0, msg: `no fake for ${path}`, data: null }));
    const answer = api[path];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const data =
      typeof answer === 'function'
        ? (answer as (p: URLSearchParams, b: unknown) => unknown)(url.searchParams, body)
        : answer;
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  resetDuplicateGuardForTests();
  return fetchMock;
}

/** The query of every call to one path, in order (to assert what a screen asked the API). */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => url.searchParams);
}

/** Shows where the app is, so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const withProbe = (Component: ComponentType) =>
  function Screen() {
    return (
      <>
        <Component />
        <LocationProbe />
      </>
    );
  };

export function renderAt(entries: string[], routes: Record<string, ComponentType>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, Component]) => ({ path, Component: withProbe(Component) })),
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  // The app's links follow the router's navigate as main.tsx gives it (lib/app-link.tsx).
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppNavigateContext value={router.navigate}>
        <RouterProvider router={router} />
      </AppNavigateContext>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const image = { small: '/uploads/p-360.webp', large: '/uploads/p-720.webp' };

export const category = (id: number, name: string, parent_id: number | null = null) => ({
  id,
  slug: name.toLowerCase(),
  name,
  icon: image,
  parent_id,
});
export const categories = [category(1, 'Computer'), category(2, 'Outdoors'), category(3, 'Food')];

export const productCard = (id: number, title: string) => ({
  id,
  shop_id: 1,
  title,
  image,
  price: '9.99',
  sales: 10 * id,
  rating: 4.5,
});

export const shopCard = (id: number, name: string) => ({
  id,
  name,
  description: `${name} sells good things`,
  logo: image,
  fans: 100 + id,
  sales: 1000,
  favorable_rate: 97.5,
});

export const page = <T,>(list: T[], total = list.length) => ({ list, total, page: 1, limit: 10 });
