import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadAllNamespaces } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { BottomTabs } from './tab-bar.tsx';

function renderTabs(count: number) {
  // The cart's count; the Me tab's unread counts (its own badge) are zero here.
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL) =>
      new Response(
        JSON.stringify({ code: 1, msg: 'Success', data: { count: String(input) === '/api/cart/count' ? count : 0 } }),
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '*', Component: BottomTabs }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const cartTab = () => screen.getByRole('link', { name: /Cart/ });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
});
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

describe('the Cart tab', () => {
  it("shows the number of lines in a logged-in shopper's cart", async () => {
    session.setToken('token-1');
    const fetchMock = renderTabs(3);
    expect(await screen.findByRole('status', { name: '3 items in your cart' })).toBeTruthy();
    expect(cartTab().textContent).toBe('Cart3');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/cart/count');
  });

  it('shows "99+" beyond 99 lines and nothing for an empty cart', async () => {
    session.setToken('token-1');
    renderTabs(120);
    expect(await screen.findByText('99+')).toBeTruthy();
    cleanup();
    const fetchMock = renderTabs(0);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const fetchMock = renderTabs(3);
    expect(cartTab().textContent).toBe('Cart');
    // The positive signal: once the visitor logs in, the count is asked for and shown. Only then is it known that
    // nothing was asked before: every request came after the log-in (docs/testing.md#waiting-for-a-signal).
    const logIn = vi.fn(() => session.setToken('token-1'));
    act(logIn);
    expect(await screen.findByRole('status', { name: '3 items in your cart' })).toBeTruthy();
    const [loggedInAt] = logIn.mock.invocationCallOrder;
    expect(fetchMock.mock.invocationCallOrder.every((order) => order > (loggedInAt as number))).toBe(true);
  });
});
