import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { me } from '../test/fixtures.ts';
import { fakeApi, ok, renderRoutes, switchLanguage } from '../test/render.tsx';
import { MENU } from './menu.tsx';
import { routes } from './routes.tsx';

const dashboard = {
  today: { gmv: '36.00', orders: 3, units: 4 },
  last_7_days: { gmv: '120.00', orders: 9, units: 12 },
  last_30_days: { gmv: '480.50', orders: 30, units: 41 },
  to_ship: 2,
  refunds_to_decide: 1,
  low_stock: 0,
  balance: '250.00',
  settled_30_days: '310.00',
};

function api(shopActive: boolean) {
  return fakeApi({
    '/api/seller/me': ok({ ...me, shop: { ...me.shop, active: shopActive } }),
    '/api/seller/dashboard': ok(dashboard),
    '/api/seller/products': ok({ list: [], total: 0, page: 1, limit: 10 }),
    '/api/seller/categories': ok([]),
  });
}

const menuLabels = (name = 'Menu') =>
  within(screen.getByRole('menu', { name }))
    .queryAllByRole('menuitem')
    .map((item) => item.textContent);

beforeEach(() => localStorage.clear());

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('the seller center', { timeout: 20_000 }, () => {
  it('sends a visitor without a session to the login page', async () => {
    api(true);
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a signed-in seller the whole menu, the shop’s name and the dashboard’s figures, without a banner', async () => {
    session.setToken('t-seller');
    api(true);
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByText('$480.50')).toBeTruthy();
    await waitFor(() => expect(menuLabels()).toHaveLength(MENU.length));
    expect(screen.getByText('Tea House')).toBeTruthy();
    expect(screen.getByText('Orders to ship')).toBeTruthy();
    expect(screen.queryByText('Your shop is suspended by the platform')).toBeNull();
  });

  it('says on every page that a suspended shop’s products are hidden and it cannot sell', async () => {
    session.setToken('t-seller');
    api(false);
    const { router } = renderRoutes(routes, '/dashboard');

    expect(await screen.findByText('Your shop is suspended by the platform')).toBeTruthy();
    expect(screen.getByText(/Your products are hidden from shoppers and the shop cannot sell/)).toBeTruthy();

    await router.navigate('/products');
    // The products page is loaded on demand and role queries walk antd's whole tree: slow on a busy machine.
    expect(await screen.findByRole('button', { name: /New product/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Your shop is suspended by the platform')).toBeTruthy();
  });

  it('offers the five languages and switches the menu and the server’s language', async () => {
    session.setToken('t-seller');
    const calls = api(true);
    renderRoutes(routes, '/dashboard');
    await screen.findByText('$480.50');

    fireEvent.mouseDown(
      within(screen.getByLabelText('Language').closest('.ant-select') as HTMLElement).getByRole('combobox'),
    );
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((el) => el.textContent);
    expect(options).toEqual(['English', '简体中文', '日本語', '한국어', 'ไทย']);
    fireEvent.click(screen.getByText('ไทย', { selector: '.ant-select-item-option-content' }));

    await waitFor(() => expect(menuLabels('เมนู')).toContain('แดชบอร์ด'));
    await waitFor(() => expect(calls.callsTo('/api/seller/dashboard').at(-1)?.headers.lang).toBe('tai'));
  });
});
