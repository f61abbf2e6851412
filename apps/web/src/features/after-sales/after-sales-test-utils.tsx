import type { RefundDto, RefundInfoDto } from '@shop/contract/refund';
import type { ReviewPendingDto } from '@shop/contract/review';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n, initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Test support for the after-sales screens: English texts, a logged-in session, a fresh query cache, a memory
 * router and a fake API behind `fetch` (the only thing mocked) that refuses as the server does (code 0, msg,
 * data.error).
 */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
}

export interface FakeRequest {
  method: string;
  params: URLSearchParams;
  /** A JSON body parsed, or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
}

/** A business refusal of the fake API. */
export class Refusal {
  constructor(
    readonly error: string,
    readonly msg: string,
  ) {}
}

type Handler = (request: FakeRequest) => unknown;

/** Fakes the API by path (without /api): a value is the answer's data, a function computes it per request. */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: Array<{ path: string } & FakeRequest> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const request: FakeRequest = { method: init?.method ?? 'GET', params: url.searchParams, body, headers };
    calls.push({ path, ...request });
    const route = routes[path];
    const answer = typeof route === 'function' ? (route as Handler)(request) : route;
    const envelope =
      answer instanceof Refusal
        ? { code: 0, msg: answer.msg, data: { error: answer.error } }
        : path in routes
          ? { code: 1, msg: 'Success', data: answer }
          : { code: 0, msg: `no fake for ${path}`, data: { error: 'NOT_FOUND' } };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  resetDuplicateGuardForTests();
  const callsTo = (target: string, method?: string) => calls.filter((call) => call.path === target && (!method || call.method === method));
  return { fetchMock, calls, callsTo };
}

/** Toasts observed, not shown (their antd-mobile build differs under Vitest; see detail-page.test.tsx). */
export function spyOnToasts() {
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
  // antd-mobile's popups and viewers live outside the rendered tree.
  document.body.innerHTML = '';
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

export const image = { small: '/uploads/p-360.webp', large: '/uploads/p-720.webp' };
export const PROOF = '/uploads/u/abcdefghijklmnop1234.webp';
export const picture = (name = 'proof.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A line of order 3: a laptop (product 101) and two hubs (product 102). */
export const LAPTOP = { order_item_id: 30, product_id: 101, title: 'Slim Laptop', image, spec: 'Silver', price: '649.99', quantity: 1, subtotal: '649.99' };
export const HUBS = { order_item_id: 40, product_id: 102, title: 'USB-C Hub', image, spec: '', price: '25.00', quantity: 2, subtotal: '50.00' };

export function refundInfo(overrides: Partial<RefundInfoDto> = {}): RefundInfoDto {
  return {
    order: { id: 3, order_no: '202511210000003', status: 2, total: '704.99' },
    items: [LAPTOP, HUBS],
    refundable: '704.99',
    open_refund: null,
    ...overrides,
  };
}

export function refund(overrides: Partial<RefundDto> = {}): RefundDto {
  return {
    id: 5,
    order_id: 3,
    order_no: '202511210000003',
    type: 'return_refund',
    amount: '649.99',
    goods_status: 'received',
    reason: 'damaged',
    explanation: 'The screen is cracked',
    proofs: [PROOF],
    items: [LAPTOP],
    status: 0,
    reject_reason: '',
    return_carrier: null,
    return_tracking_no: null,
    created_at: '2025-11-24T09:00:00.000Z',
    timeline: [{ kind: 'applied', actor: 'shopper', note: '', at: '2025-11-24T09:00:00.000Z' }],
    ...overrides,
  };
}

export function pending(items: Array<Partial<ReviewPendingDto['items'][number]>>, status = 3): ReviewPendingDto {
  return {
    order: { id: 4, order_no: '202511210000004', status },
    items: items.map((item, index) => ({
      order_item_id: 40 + index,
      product_id: 100 + index,
      title: `Item ${index + 1}`,
      image,
      spec: '',
      reviewed: false,
      ...item,
    })),
  };
}
