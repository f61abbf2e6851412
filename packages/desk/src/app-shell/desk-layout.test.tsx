import { AuditOutlined, DashboardOutlined, SafetyOutlined, ShoppingOutlined, WalletOutlined } from '@ant-design/icons';
import type { OperatorRole } from '@shop/contract/console-access';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountLink, DeskLayout, type DeskUser } from './desk-layout.tsx';
import type { MenuEntry } from './menu.ts';
import { PageExtra, PageTitle } from './page-header.tsx';
import type { DeskRouteHandle } from './route-handle.ts';
import { renderDesk } from './test-render.tsx';
import { useDocumentTitle } from './route-handle.ts';

const MENU: MenuEntry[] = [
  { path: '/dashboard', label: 'demo:nav.dashboard', icon: <DashboardOutlined />, permission: 'dashboard' },
  {
    path: '/orders',
    label: 'demo:nav.orders',
    icon: <ShoppingOutlined />,
    permission: 'fulfilment',
    group: 'demo:groups.business',
  },
  {
    path: '/recharges',
    label: 'demo:nav.recharges',
    icon: <WalletOutlined />,
    permission: 'finance',
    group: 'demo:groups.business',
  },
  {
    path: '/audit-log',
    label: 'demo:nav.audit',
    icon: <AuditOutlined />,
    permission: 'audit_log',
    group: 'demo:groups.admin',
  },
];

const handle = (title: string, permission?: DeskRouteHandle['permission']) =>
  ({ title, permission }) as DeskRouteHandle;

interface FrameProps {
  user: DeskUser | undefined;
  onSignOut(): void;
  accountLinks?: readonly AccountLink[];
}

function Frame({ user, onSignOut, accountLinks }: FrameProps) {
  useDocumentTitle('Demo desk');
  return (
    <DeskLayout
      brand="Demo desk"
      logo="D"
      menu={MENU}
      user={user}
      homePath="/dashboard"
      onSignOut={onSignOut}
      accountLinks={accountLinks}
    />
  );
}

const SECURITY_LINK: AccountLink = { path: '/account/security', label: 'demo:nav.security', icon: <SafetyOutlined /> };

function show(path: string, user: DeskUser | undefined, onSignOut = vi.fn(), accountLinks?: readonly AccountLink[]) {
  const router = createMemoryRouter(
    [
      {
        element: <Frame user={user} onSignOut={onSignOut} accountLinks={accountLinks} />,
        children: [
          { path: 'dashboard', element: <p>Dashboard page</p>, handle: handle('demo:titles.dashboard', 'dashboard') },
          { path: 'orders', element: <p>Orders page</p>, handle: handle('demo:titles.orders', 'fulfilment') },
          {
            path: 'orders/:id',
            element: (
              <>
                <PageTitle>Order 2026-1</PageTitle>
                <PageExtra>
                  <button type="button">Back to orders</button>
                </PageExtra>
                <p>Order page</p>
              </>
            ),
            handle: handle('demo:titles.orders', 'fulfilment'),
          },
          { path: 'recharges', element: <p>Recharges page</p>, handle: handle('demo:titles.recharges', 'finance') },
          { path: 'audit-log', element: <p>Audit page</p>, handle: handle('demo:titles.audit', 'audit_log') },
          { path: 'account/security', element: <p>Security page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderDesk(<RouterProvider router={router} />) };
}

const operator = (...roles: OperatorRole[]): DeskUser => ({ name: 'Ann Operator', roles });
/** The group headings of the side menu, in order. */
const groupHeadings = (name = 'Menu') =>
  [...screen.getByRole('menu', { name }).querySelectorAll('.ant-menu-item-group-title')].map((el) => el.textContent);
const menuLabels = (name = 'Menu') =>
  within(screen.getByRole('menu', { name }))
    .queryAllByRole('menuitem')
    .map((item) => item.textContent);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('desk layout', { timeout: 20_000 }, () => {
  it('offers in the menu only what the roles allow', async () => {
    show('/dashboard', operator('finance'));
    await screen.findByText('Dashboard page');
    expect(menuLabels()).toEqual(['Dashboard', 'Recharges']);

    cleanup();
    show('/dashboard', operator('fulfilment', 'support'));
    await screen.findByText('Dashboard page');
    expect(menuLabels()).toEqual(['Dashboard', 'Orders']);

    cleanup();
    show('/dashboard', operator('admin'));
    await screen.findByText('Dashboard page');
    expect(menuLabels()).toEqual(['Dashboard', 'Orders', 'Recharges', 'Audit log']);
  });

  it('lists grouped entries under their translated heading, and shows no heading over nothing', async () => {
    show('/dashboard', operator('admin'));
    await screen.findByText('Dashboard page');
    expect(groupHeadings()).toEqual(['Business', 'Administration']);
    const business = screen.getByText('Business').closest('.ant-menu-item-group') as HTMLElement;
    expect(
      within(business)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders', 'Recharges']);

    cleanup();
    show('/dashboard', operator('finance'));
    await screen.findByText('Dashboard page');
    expect(groupHeadings()).toEqual(['Business']);
    expect(menuLabels()).toEqual(['Dashboard', 'Recharges']);
  });

  it('parts the groups with a line instead of headings when the menu is folded to its icons', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom.setViewport({ width: 900, height: 800 });
    try {
      show('/dashboard', operator('admin'));
      await screen.findByText('Dashboard page');
      await waitFor(() => expect(groupHeadings()).toEqual([]));
      expect(screen.getByRole('menu', { name: 'Menu' }).querySelectorAll('.ant-menu-item-divider')).toHaveLength(2);
      expect(menuLabels()).toEqual(['Dashboard', 'Orders', 'Recharges', 'Audit log']);
      // Folded to icons, an entry names itself in a tooltip.
      const orders = within(screen.getByRole('menu', { name: 'Menu' })).getByRole('menuitem', { name: /Orders/ });
      fireEvent.mouseEnter(orders);
      expect((await screen.findByRole('tooltip')).textContent).toBe('Orders');
    } finally {
      happyDom.setViewport({ width: 1280, height: 800 });
    }
  });

  it('refuses a page the roles do not allow, even by its address, and offers the way back', async () => {
    const { router } = show('/orders', operator('finance'));

    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.queryByText('Orders page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the start page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('waits for the user before deciding, and shows no guarded page meanwhile', async () => {
    show('/recharges', undefined);
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull());
    expect(screen.queryByText('Recharges page')).toBeNull();
    expect(screen.queryByText('No access')).toBeNull();
    expect(menuLabels()).toEqual([]);
  });

  it('titles the page and the tab from the route, shows the user, the translated roles, and signs out', async () => {
    const onSignOut = vi.fn();
    show('/recharges', operator('finance', 'support'), onSignOut);

    expect(await screen.findByText('Recharges page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recharges' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Recharges · Demo desk'));
    expect(screen.getByText('Ann Operator')).toBeTruthy();
    expect(screen.getByText('Finance')).toBeTruthy();
    expect(screen.getByText('Support')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it("opens the account's own pages from the user's name, and from the account button on a phone", async () => {
    const { router } = show('/dashboard', operator('finance'), vi.fn(), [SECURITY_LINK]);
    await screen.findByText('Dashboard page');

    fireEvent.click(screen.getByRole('button', { name: /Ann Operator/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'Account security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText('Security page')).toBeTruthy();

    cleanup();
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      show('/dashboard', operator('finance'), vi.fn(), [SECURITY_LINK]);
      await screen.findByText('Dashboard page');
      fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
      expect(await screen.findByRole('link', { name: 'Account security' })).toBeTruthy();
    } finally {
      happyDom.setViewport({ width: 1280, height: 800 });
    }
  });

  it('lets a page put its own heading and actions in the header row', async () => {
    show('/orders/1', operator('fulfilment'));

    expect(await screen.findByText('Order page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order 2026-1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to orders' })).toBeTruthy();
  });

  it('switches the whole frame to Chinese with the language switch', async () => {
    const { i18n } = show('/recharges', operator('finance'));
    await screen.findByText('Recharges page');

    await act(() => i18n.changeLanguage('zh-CN'));

    expect(await screen.findByRole('heading', { name: '充值' })).toBeTruthy();
    expect(menuLabels('菜单')).toEqual(['概览', '充值']);
    expect(groupHeadings('菜单')).toEqual(['业务']);
    expect(screen.getByText('财务')).toBeTruthy();
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeTruthy();
  });

  it('lays a phone out as a phone from its first render: the side menu is never drawn there', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    // A side menu drawn and taken away again within one task is gone before an observer looks: it shows as removed.
    const siders: Node[] = [];
    const watcher = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of [...change.addedNodes, ...change.removedNodes])
          if (node instanceof Element && (node.matches('.ant-layout-sider') || node.querySelector('.ant-layout-sider')))
            siders.push(node);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    try {
      show('/dashboard', operator('finance'));
      await screen.findByText('Dashboard page');
      expect(screen.getByRole('button', { name: 'Open the menu' })).toBeTruthy();
      expect(siders).toEqual([]);
    } finally {
      watcher.disconnect();
      happyDom.setViewport({ width: 1280, height: 800 });
    }
  });

  it('folds the menu into a drawer on a phone', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      show('/dashboard', operator('finance'));
      await screen.findByText('Dashboard page');
      await waitFor(() => expect(screen.queryByRole('menu', { name: 'Menu' })).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));

      const drawer = await screen.findByRole('dialog');
      expect(
        within(drawer)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Dashboard', 'Recharges']);
    } finally {
      happyDom.setViewport({ width: 1280, height: 800 });
    }
  });
});
