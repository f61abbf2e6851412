import type { OrderDetailDto, OrderDto } from '@shop/contract/order';
import { actionsOf, type OrderStatus } from '@shop/contract/order-status';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n, initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Test support for the order screens: English texts, a logged-in session, a fresh query cache, a memory router and
 * a fake API behind `fetch` (the only thing mocked) that can also refuse, as the server does (code 0, msg, data.error).
 */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
}

export interface FakeRequest {
  params: URLSearchParams;
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

/** A lost connection: fetch rejects, as it does when the network drops. */
export class NetworkDown {}

type Handler = (request: FakeRequest) => unknown;

/** Fakes the API by path (without /api): a value is the answer's data, a function computes it per request. */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: Array<{ path: string } & FakeRequest> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    calls.push({ path, params: url.searchParams, body, headers });
    const route = routes[path];
    const answer = typeof route === 'function' ? (route as Handler)({ params: url.searchParams, body, headers }) : route;
    if (answer instanceof NetworkDown) throw new TypeError('Failed to fetch');
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
  const callsTo = (target: string) => calls.filter((call) => call.path === target);
  return { fetchMock, calls, callsTo };
}

/** Toasts observed, not shown (their antd-mobile build differs under Vitest; see detail-page.test.tsx). */
export function spyOnToasts() {
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
}

export function logIn(): void {
  session.setToken('token-1');
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
export const shop = (id: number, name: string) => ({ id, name, logo: image });

export const line = (skuId: number, title: string, price: string, quantity: number) => ({
  id: skuId * 10,
  product_id: skuId + 100,
  sku_id: skuId,
  title,
  image,
  spec: 'Red · XL',
  price,
  quantity,
  subtotal: price,
});

/** An order as My orders lists it; its actions are the contract's for its status. */
export function order(id: number, status: OrderStatus, overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id,
    order_no: `20251121${String(id).padStart(7, '0')}`,
    status,
    shop: shop(1, 'Volt Digital'),
    items: [line(1, 'Slim Laptop', '649.99', 1), line(2, 'USB-C Hub', '25.00', 2)],
    quantity: 3,
    goods_amount: '699.99',
    freight: '5.00',
    discount: '0.00',
    total: '704.99',
    created_at: '2025-11-21T08:00:00.000Z',
    pay_deadline: status === 0 ? '2099-01-01T00:00:00.000Z' : null,
    actions: actionsOf(status),
    ...overrides,
  };
}

export function orderDetail(id: number, status: OrderStatus, overrides: Partial<OrderDetailDto> = {}): OrderDetailDto {
  return {
    ...order(id, status),
    address: { addressee: 'Ada Lovelace', mobile: '+44 20 7946 0000', country: 'GB', area: 'London', detail: '12 St James Square' },
    promo_code: null,
    remark: '',
    paid_at: null,
    timeline: [{ kind: 'created', status: 0, actor: 'shopper', at: '2025-11-21T08:00:00.000Z' }],
    logistics: null,
    refunds: [],
    ...overrides,
  };
}

export const page = <T,>(list: T[], total = list.length) => ({ list, total, page: 1, limit: 10 });
