import type { BillEntryDto, RechargeDto, WithdrawalDto } from '@shop/contract/wallet';
import type { UserDto } from '@shop/contract/user';
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
 * Test support for the wallet screens: English texts, a logged-in session, a fresh query cache, a memory router and
 * a fake API behind `fetch` (the only thing mocked) that can refuse as the server does (code 0, msg, data.error).
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

/** A lost connection: fetch rejects, as it does when the network drops. */
export class NetworkDown {}

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
  const callsTo = (target: string, method?: string) => calls.filter((call) => call.path === target && (!method || call.method === method));
  return { fetchMock, calls, callsTo };
}

/** Toasts observed, not shown (their antd-mobile build differs under Vitest; see detail-page.test.tsx). */
export function spyOnToasts() {
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
}

export const USER: UserDto = {
  id: 1,
  account: 'ada',
  family_name: 'Lovelace',
  given_name: 'Ada',
  email: 'ada@example.com',
  mobile: '',
  balance: '100.00',
  has_pay_password: true,
  lang: 'en',
  country: 'GB',
  avatar: '',
  created_at: '2025-01-01T00:00:00.000Z',
};

export function logIn(user: Partial<UserDto> = {}): void {
  session.setToken('token-1');
  session.setUserInfo({ ...USER, ...user });
}

/** What every wallet test file does after each test. */
export function resetAll(): void {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // antd-mobile's dialogs and popups live outside the rendered tree.
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

export const page = <T,>(list: T[], total = list.length, pageNo = 1) => ({ list, total, page: pageNo, limit: 10 });

export const EVIDENCE = '/uploads/u/abcdefghijklmnop1234.webp';

export function recharge(id: number, overrides: Partial<RechargeDto> = {}): RechargeDto {
  return {
    id,
    method: 'chain',
    amount: '100.00',
    actual_amount: null,
    network: 'TRC20',
    address: 'TXYZdepositaddress000000000000001',
    tx_hash: `0x${'a'.repeat(63)}${id}`,
    evidence: EVIDENCE,
    card_last4: null,
    status: 0,
    reason: '',
    created_at: '2025-11-21T08:00:00.000Z',
    audited_at: null,
    ...overrides,
  };
}

export function withdrawal(id: number, overrides: Partial<WithdrawalDto> = {}): WithdrawalDto {
  return {
    id,
    type: 'bank',
    amount: '50.00',
    fee: '1.00',
    total: '51.00',
    bank_card: '•••• 1234',
    bank_name: 'Barclays',
    network: null,
    address: null,
    status: 0,
    reason: '',
    created_at: '2025-11-21T08:00:00.000Z',
    audited_at: null,
    ...overrides,
  };
}

export function billEntry(id: number, overrides: Partial<BillEntryDto> = {}): BillEntryDto {
  return {
    id,
    kind: 'recharge',
    amount: '100.00',
    balance_after: '100.00',
    created_at: '2025-11-21T08:00:00.000Z',
    ref: { type: 'recharge', id, label: `#${id}` },
    ...overrides,
  };
}
