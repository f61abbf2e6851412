import type { OperatorRole } from '@shop/contract/console-access';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { operatorOf } from '../test/operator.ts';
import { switchLanguage } from '../test/render.tsx';
import { MENU } from './menu.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from '@shop/desk/app-shell/query-client.ts';
import { routes } from './routes.tsx';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';

interface Call {
  path: string;
  lang: string | undefined;
  body: unknown;
}

const dashboard = {
  date: '2026-03-01',
  new_shoppers: 2,
  shoppers_total: 40,
  logins: 7,
  new_addresses: 1,
  reset_codes_sent: 0,
  pay_locked_now: 0,
};

/**
 * A fake console API: the signed-in operator with `roles`, empty lists, and a server that writes its messages in the
 * request's `lang` as the real one does.
 */
function fakeServer(roles: OperatorRole[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input).split('?')[0] ?? '';
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, lang: headers.lang, body });
      const chinese = headers.lang === 'zh-CN';
      let answer: unknown;
      if (path === '/api/console/me') {
        answer = { code: 1, msg: 'ok', data: operatorOf(roles) };
      } else if (path === '/api/console/dashboard') {
        answer = { code: 1, msg: 'ok', data: dashboard };
      } else if (path === '/api/console/login') {
        answer = {
          code: 0,
          msg: chinese ? '账号或密码错误' : 'Wrong account or password',
          data: { error: 'WRONG_CREDENTIALS' },
        };
      } else {
        answer = { code: 1, msg: 'ok', data: { list: [], total: 0, page: 1, limit: 10 } };
      }
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function show(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const menuLabels = (name = 'Menu') =>
  within(screen.getByRole('menu', { name }))
    .queryAllByRole('menuitem')
    .map((item) => item.textContent);

/** The side menu's group headings, in order. */
const groupHeadings = (name = 'Menu') =>
  [...screen.getByRole('menu', { name }).querySelectorAll('.ant-menu-item-group-title')].map((el) => el.textContent);

/** Picks a language in the language switch (a menu under the current language's name). */
async function pickLanguage(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Language: / }));
  const languages = await waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown-menu');
    expect(menu).not.toBeNull();
    return menu as HTMLElement;
  });
  fireEvent.click(within(languages).getByRole('menuitem', { name: label }));
}

beforeEach(() => localStorage.clear());

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

// The pages load on use: their code is loaded before the tests, so that their waits time the pages alone.
beforeAll(() => loadLazyRoutes(routes), 120_000);

describe('the console app', { timeout: 30_000 }, () => {
  it('declares on every menu entry the permission its route needs', () => {
    const layout = routes[0]?.children?.find((route) => route.children);
    for (const entry of MENU) {
      const route = layout?.children?.find((child) => `/${child.path}` === entry.path);
      expect(route?.handle, entry.path).toMatchObject({ permission: entry.permission });
    }
  });

  it("shows a finance operator the finance pages only, and refuses another area's page by its address", async () => {
    session.setToken('t-finance');
    fakeServer(['finance']);
    const router = show('/dashboard');

    expect(await screen.findByText('Shoppers in total')).toBeTruthy();
    await waitFor(() =>
      expect(menuLabels()).toEqual([
        'Dashboard',
        'Refunds',
        'Recharges',
        'Withdrawals',
        'Ledger',
        'Settlements',
        'Commission',
        'Wallet settings',
      ]),
    );
    expect(screen.getByText('Finance')).toBeTruthy();

    await router.navigate('/orders');
    expect(await screen.findByText('No access')).toBeTruthy();
    await router.navigate('/service');
    expect(await screen.findByText('No access')).toBeTruthy();
  });

  it('shows support the service, reviews and refunds pages, and the whole menu to an admin', async () => {
    session.setToken('t-support');
    fakeServer(['support']);
    show('/dashboard');
    await waitFor(() =>
      expect(menuLabels()).toEqual([
        'Dashboard',
        'Refunds',
        'Reviews',
        'Shoppers',
        'Customer service',
        'Reported chats',
      ]),
    );
    expect(groupHeadings()).toEqual(['Overview', 'Orders', 'People']);

    cleanup();
    fakeServer(['admin']);
    show('/dashboard');
    await waitFor(() => expect(menuLabels()).toHaveLength(MENU.length));
    expect(groupHeadings()).toEqual(['Overview', 'Catalogue', 'Orders', 'Money', 'People', 'Settings']);
  });

  it('switches to Chinese from the header: menu, title, page and the server’s language all follow', async () => {
    session.setToken('t-admin');
    const calls = fakeServer(['admin']);
    show('/dashboard');
    expect(await screen.findByText('Shoppers in total')).toBeTruthy();

    await pickLanguage('简体中文');

    expect(await screen.findByText('买家总数')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '概览' })).toBeTruthy();
    expect(menuLabels('菜单')).toContain('提现');
    expect(screen.getByText('管理员')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('概览 · 商城运营后台'));
    expect(localStorage.getItem('console-lang')).toBe('zh-CN');
    // What is on screen is fetched again in the new language.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/console/dashboard').at(-1)?.lang).toBe('zh-CN'));
  });

  it('signs in in Chinese: the form and the server’s refusal are both in Chinese', async () => {
    const calls = fakeServer(['admin']);
    show('/login');
    expect(await screen.findByText('Sign in with your operator account.')).toBeTruthy();

    // Before signing in the switch is the browser's own select.
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-CN' } });
    expect(await screen.findByText('请使用运营账号登录。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    // The contract's validation key, in the server's Chinese words, before anything is sent.
    expect((await screen.findAllByText('请输入账号和密码')).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.path === '/api/console/login')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/console/login')?.lang).toBe('zh-CN');
  });
});
