import type { CartDto, CartItemDto } from '@shop/contract/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18n, initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Test support for the cart: English texts, a fresh query cache, a memory router and a fake API behind `fetch`
 * (the only thing mocked). A handler returning a `refusal` answers as the server refuses: code 0, msg, data.error.
 */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
}

const REFUSAL = Symbol('refusal');
export const refusal = (error: string, msg: string) => ({ [REFUSAL]: true, error, msg });
type Refusal = ReturnType<typeof refusal>;
const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && REFUSAL in value;

export function fakeApi(routes: Record<string, (body: unknown) => unknown>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, body });
      const answer = routes[path]?.(body);
      const envelope = isRefusal(answer)
        ? { code: 0, msg: answer.msg, data: { error: answer.error } }
        : { code: 1, msg: 'Success', data: answer };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  resetDuplicateGuardForTests();
  return { bodiesOf: (target: string) => calls.filter((call) => call.path === target).map((call) => call.body) };
}

/** Toasts observed, not shown (their antd-mobile build differs under Vitest; see detail-page.test.tsx). */
export function spyOnToasts() {
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(entry: string, routes: Record<string, ComponentType>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, Component]) => ({
        path,
        element: (
          <>
            <Component />
            <LocationProbe />
          </>
        ),
      })),
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const image = { small: '/uploads/p-360.webp', large: '/uploads/p-720.webp' };

export const cartItem = (
  id: number,
  title: string,
  price: string,
  overrides: Partial<CartItemDto> = {},
): CartItemDto => ({
  id,
  product_id: id + 100,
  sku_id: id + 1000,
  title,
  image,
  spec: 'Red · XL',
  price,
  compare_at_price: null,
  quantity: 1,
  stock: 5,
  selected: false,
  available: true,
  ...overrides,
});

/**
 * A cart as the server would answer it. The selected figures are given, not computed: the page shows the server's.
 */
export function cartOf(
  groups: Array<{ shop: string; items: CartItemDto[] }>,
  selected_count = 0,
  selected_amount = '0.00',
): CartDto {
  return {
    groups: groups.map((group, index) => ({
      shop: { id: index + 1, name: group.shop, logo: image },
      items: group.items,
    })),
    count: groups.reduce((sum, group) => sum + group.items.length, 0),
    selected_count,
    selected_amount,
  };
}
