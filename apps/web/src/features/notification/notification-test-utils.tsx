import type { NotificationDto } from '@shop/contract/notification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n, initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/** Test support for the notification screens: English texts, a session, a memory router and a fake API behind fetch. */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
}

export interface FakeCall {
  path: string;
  method: string;
  params: URLSearchParams;
  body: unknown;
}

/** Fakes the API by path (without /api): a value is the answer's data, a function computes it per call. */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const call: FakeCall = { path, method: init?.method ?? 'GET', params: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body };
    calls.push(call);
    const route = routes[path];
    const data = typeof route === 'function' ? (route as (c: FakeCall) => unknown)(call) : route;
    const envelope = path in routes ? { code: 1, msg: 'Success', data } : { code: 0, msg: `no fake for ${path}`, data: { error: 'NOT_FOUND' } };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  resetDuplicateGuardForTests();
  return { fetchMock, calls, callsTo: (path: string, method?: string) => calls.filter((c) => c.path === path && (!method || c.method === method)) };
}

export function spyOnToasts(): void {
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
}

export function logIn(): void {
  session.setToken('token-1');
}

export function resetAll(): void {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(entry: string, routes: Record<string, ComponentType>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const withProbe = (Component: ComponentType) =>
    function Screen() {
      return (
        <>
          <Component />
          <LocationProbe />
        </>
      );
    };
  const router = createMemoryRouter(
    [...Object.entries(routes).map(([path, Component]) => ({ path, Component: withProbe(Component) })), { path: '*', Component: LocationProbe }],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function notification(id: number, overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id,
    text: `Notice ${id}`,
    ref: { type: 'recharge', id, order_id: null },
    read: false,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const inbox = (list: NotificationDto[], unread = list.filter((n) => !n.read).length, total = list.length, page = 1, limit = 20) => ({
  list,
  total,
  page,
  limit,
  unread,
});
