import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BottomTabs } from '../../app/tab-bar.tsx';
import { session } from '../../lib/session.ts';
import { initTestI18n } from '../../test-support/screen-harness.tsx';

function renderTabs(counts: Record<string, number>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const count = counts[String(input)] ?? 0;
    return new Response(JSON.stringify({ code: 1, msg: 'Success', data: { count } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '*', Component: BottomTabs }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const meTab = () => screen.getByRole('link', { name: /Me/ });

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

describe('the Me tab badge', () => {
  it('adds unread notifications and unread customer-service answers', async () => {
    session.setToken('token-1');
    renderTabs({ '/api/user/notifications/unread': 3, '/api/service/unread': 2 });
    expect(await screen.findByRole('status', { name: '5 unread' })).toBeTruthy();
    expect(meTab().textContent).toBe('Me5');
  });

  it("adds the shops' unread messages", async () => {
    session.setToken('token-1');
    renderTabs({ '/api/user/notifications/unread': 1, '/api/service/unread': 0, '/api/chat/unread': 4 });
    expect(await screen.findByRole('status', { name: '5 unread' })).toBeTruthy();
  });

  it('shows "99+" beyond 99 and nothing when all is read', async () => {
    session.setToken('token-1');
    renderTabs({ '/api/user/notifications/unread': 98, '/api/service/unread': 5 });
    await waitFor(() => expect(meTab().textContent).toBe('Me99+'));
    cleanup();
    const fetchMock = renderTabs({});
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/service/unread'));
    expect(meTab().textContent).toBe('Me');
  });

  it('asks nothing for a visitor', async () => {
    const fetchMock = renderTabs({ '/api/user/notifications/unread': 3 });
    expect(meTab().textContent).toBe('Me');
    // The positive signal: once the visitor logs in, the unread count is asked for and shown. Only then is it known
    // that nothing was asked before: every request came after the log-in (docs/testing.md#waiting-for-a-signal).
    const logIn = vi.fn(() => session.setToken('token-1'));
    act(logIn);
    expect(await screen.findByRole('status', { name: '3 unread' })).toBeTruthy();
    const [loggedInAt] = logIn.mock.invocationCallOrder;
    expect(fetchMock.mock.invocationCallOrder.every((order) => order > (loggedInAt as number))).toBe(true);
  });
});
