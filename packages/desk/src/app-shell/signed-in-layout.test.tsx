import { DashboardOutlined } from '@ant-design/icons';
import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from './menu.ts';
import type { DeskRouteHandle } from './route-handle.ts';
import { SignedInLayout } from './signed-in-layout.tsx';
import { renderDesk } from './test-render.tsx';

afterEach(cleanup);

const MENU: MenuEntry[] = [{ path: '/dashboard', label: 'demo:nav.dashboard', icon: <DashboardOutlined /> }];

interface Seller {
  account: string;
  shop: string;
}

function show(me: () => Promise<Seller>, logout: () => Promise<unknown> = async () => undefined) {
  const endSession = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <SignedInLayout
            brand="Demo desk"
            menu={MENU}
            me={queryOptions({ queryKey: ['me'], queryFn: me })}
            user={(seller) => ({ name: `${seller.shop} (${seller.account})` })}
            logout={logout}
            endSession={endSession}
          />
        ),
        children: [
          {
            path: 'dashboard',
            element: <p>Dashboard page</p>,
            handle: { title: 'demo:titles.dashboard' } as DeskRouteHandle,
          },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderDesk(<RouterProvider router={router} />);
  return { endSession };
}

describe('the signed-in layout', () => {
  it("names the user from the desk's query in the header, beside the menu and the page", async () => {
    show(async () => ({ account: 'tea.house', shop: 'Tea House' }));
    expect(await screen.findByText('Tea House (tea.house)')).toBeTruthy();
    expect(screen.getByText('Dashboard page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    // The brand opens the dashboard both desks open on.
    expect(screen.getByRole('link', { name: 'Demo desk' }).getAttribute('href')).toBe('/dashboard');
  });

  it("signs out with the desk's call, and forgets the session even when that call fails", async () => {
    const logout = vi.fn(() => Promise.reject(new Error('offline')));
    const { endSession } = show(async () => ({ account: 'tea.house', shop: 'Tea House' }), logout);
    await screen.findByText('Tea House (tea.house)');
    fireEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
