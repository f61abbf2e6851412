import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { applyAntdLocale } from '../lib/antd-locale.ts';
import { AppNavigateContext } from '../lib/app-link.tsx';
import { i18n, initI18n, loadAllNamespaces } from '../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

/**
 * What every screen test needs: English texts, a fresh query cache, a memory router that shows where the app went,
 * and a fake API behind `fetch` (the only thing mocked) that answers, refuses as the server does (code 0, msg,
 * data.error) or drops the connection. Features keep their own fixtures beside their tests.
 */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en');
  // initI18n loads antd-mobile's texts without waiting for them; a short test file could end first, and the
  // import would land after its environment is gone (Vitest's EnvironmentTeardownError). Here it is awaited.
  await Promise.all([loadAllNamespaces(), applyAntdLocale('en')]);
}

export interface FakeRequest {
  method: string;
  params: URLSearchParams;
  /** A JSON body parsed, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

/** A request the fake API received, with its path (without /api). */
export type FakeCall = { path: string } & FakeRequest;

/**
 * A refusal of the fake API: a business one (HTTP 200, code 0), or with `status` a transport one (e.g. 401 with
 * code 401), with `data` beside the error key.
 */
export class Refusal {
  constructor(
    readonly error: string,
    readonly msg: string,
    readonly extra: { status?: number; data?: Record<string, unknown> } = {},
  ) {}
}

/** A lost connection: fetch rejects, as it does when the network drops. */
export class NetworkDown {}

type Handler = (request: FakeCall) => unknown;

/** Fakes the API by path (without /api): a value is the answer's data, a function computes it per request. */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const call: FakeCall = { path, method: init?.method ?? 'GET', params: url.searchParams, body, headers };
    calls.push(call);
    const route = routes[path];
    const answer = typeof route === 'function' ? (route as Handler)(call) : route;
    if (answer instanceof NetworkDown) throw new TypeError('Failed to fetch');
    const envelope =
      answer instanceof Refusal
        ? { code: answer.extra.status ?? 0, msg: answer.msg, data: { error: answer.error, ...answer.extra.data } }
        : path in routes
          ? { code: 1, msg: 'Success', data: answer }
          : { code: 0, msg: `no fake for ${path}`, data: { error: 'NOT_FOUND' } };
    const status = answer instanceof Refusal ? (answer.extra.status ?? 200) : 200;
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  resetDuplicateGuardForTests();
  const callsTo = (target: string, method?: string) =>
    calls.filter((call) => call.path === target && (!method || call.method === method));
  return { fetchMock, calls, callsTo };
}

/** Toasts observed, not shown (their antd-mobile build differs under Vitest; see detail-page.test.tsx). */
export function spyOnToasts(): void {
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
}

/** What a screen test file does after each test. */
export function resetAll(): void {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // antd-mobile's dialogs and popups live outside the rendered tree.
  document.body.innerHTML = '';
}

/**
 * What a screen test file that opens dialogs does after each test. antd-mobile's dialogs live outside the rendered
 * tree, each in a React root of its own animated by springs: the dialogs are closed first, while the test's fakes are
 * still in place, and waited for until they have left the page. Cut short, a dialog's last frames would run React
 * without a window once the environment goes; left on the page, the next test would press its buttons. A dialog
 * whose close never ends (seen in CI only, beside the journeys: its springs at rest, its root never unmounted) is
 * taken off the page after 10 s rather than failing every later test of the file.
 */
export async function resetAllAndCloseDialogs(): Promise<void> {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog, .adm-mask')).toBeNull(), { timeout: 10_000 }).catch(
    () => undefined,
  );
  resetAll();
}

/** A button of the dialog opened last: one still fading out from an earlier step may come before it on the page. */
export function dialogButton(name: string): HTMLElement {
  const footers = document.querySelectorAll<HTMLElement>('.adm-dialog-footer');
  const newest = footers[footers.length - 1];
  if (!newest) throw new Error(`No dialog is open to press "${name}"`);
  return within(newest).getByRole('button', { name });
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

export function renderAt(entry: string, routes: Record<string, ComponentType>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, Component]) => ({ path, Component: withProbe(Component) })),
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [entry] },
  );
  // The app's links follow the router's navigate as main.tsx gives it (lib/app-link.tsx).
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppNavigateContext value={router.navigate}>
        <RouterProvider router={router} />
      </AppNavigateContext>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
