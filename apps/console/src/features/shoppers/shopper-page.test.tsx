import type { ConsoleOrderDto } from '@shop/contract/console-orders';
import type { ShopperProfileDto } from '@shop/contract/console-shoppers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, ok, renderWithProviders, stubApi } from '../../test/render.tsx';
import { ShopperPage } from './shopper-page.tsx';

const profile: ShopperProfileDto = {
  id: 7,
  account: 'ann',
  email: 'ann@example.com',
  mobile: '+4915112345678',
  country: 'DE',
  balance: '1234.50',
  frozen: false,
  frozen_reason: '',
  pay_locked: false,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: '2026-03-05T08:00:00.000Z',
  family_name: 'Lee',
  given_name: 'Ann',
  lang: 'zh-CN',
  has_pay_password: true,
  pay_locked_until: null,
  frozen_at: null,
  addresses: [
    {
      id: 3,
      addressee: 'Ann Lee',
      mobile: '+4915112345678',
      country: 'DE',
      area: 'Berlin',
      detail: 'Torstraße 1',
      tag: 'home',
      is_default: true,
    },
  ],
  figures: { orders: 4, paid_orders: 3, paid_total: '250.00' },
};

const order: ConsoleOrderDto = {
  id: 42,
  order_no: '202603020001',
  status: 1,
  shop: { id: 2, name: 'Tea House', logo: { small: '/s.png', large: '/l.png' } },
  items: [
    {
      id: 1,
      product_id: 9,
      sku_id: 11,
      title: 'Green tea',
      image: { small: '/t.png', large: '/t.png' },
      spec: '250 g',
      price: '25.50',
      quantity: 2,
      subtotal: '51.00',
    },
  ],
  quantity: 2,
  goods_amount: '51.00',
  freight: '0.00',
  discount: '0.00',
  shop_discount: '0.00',
  promo_discount: '0.00',
  total: '51.00',
  created_at: '2026-03-02T10:00:00.000Z',
  pay_deadline: null,
  buyer: { id: 7, account: 'ann' },
};

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

/** The shopper page over a fake API whose shopper is `shopper` until a freeze or unlock changes it. */
function show(shopper: ShopperProfileDto, url = '/shoppers/7') {
  let current = shopper;
  const fetchMock = stubApi((address, body) => {
    const path = address.split('?')[0];
    if (path === '/api/console/shopper') return ok(current);
    if (path === '/api/console/shopper/freeze') {
      const { frozen, reason } = body as { frozen: boolean; reason?: string };
      current = {
        ...current,
        frozen,
        frozen_reason: reason ?? '',
        frozen_at: frozen ? '2026-03-06T09:00:00.000Z' : null,
      };
      return ok(current);
    }
    if (path === '/api/console/shopper/unlock_pay') {
      current = { ...current, pay_locked: false, pay_locked_until: null };
      return ok(current);
    }
    if (path === '/api/console/shopper/orders') return ok({ list: [order], total: 1, page: 1, limit: 10 });
    return ok({ list: [], total: 0, page: 1, limit: 10 });
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/shoppers/:id"
          element={
            <>
              <ShopperPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { roles: ['support'] },
  );
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shopper page', { timeout: 20_000 }, () => {
  it("shows the shopper's profile, figures and addresses", async () => {
    const fetchMock = show(profile);

    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    expect(calledUrls(fetchMock)[0]).toBe('/api/console/shopper?id=7');
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(screen.getByText('Germany (DE)')).toBeTruthy();
    expect(screen.getByText('Simplified Chinese')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('$250.00')).toBeTruthy();
    expect(screen.getByText('Set')).toBeTruthy();
    expect(screen.getByText('Torstraße 1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Orders (4)' })).toBeTruthy();
    // Nothing is frozen or locked: no banner, no unlock, and freezing is offered.
    expect(screen.queryByRole('button', { name: 'Clear payment-code lockout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Freeze' })).toBeTruthy();
  });

  it('freezes only with a reason, posts it, and shows the frozen banner after the refresh', async () => {
    const fetchMock = show(profile);
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Freeze ann')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByText('Enter the reason for freezing')).toBeTruthy();
    expect(posts(fetchMock, '/api/console/shopper/freeze')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Chargeback fraud ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));

    await waitFor(() =>
      expect(posts(fetchMock, '/api/console/shopper/freeze')).toEqual([
        { id: 7, frozen: true, reason: 'Chargeback fraud' },
      ]),
    );
    const banner = await screen.findByText('Reason given: Chargeback fraud');
    expect(banner.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText(/Frozen since/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfreeze' })).toBeTruthy();
    expect(calledUrls(fetchMock).filter((url) => url === '/api/console/shopper?id=7')).toHaveLength(2);
  });

  it('unfreezes a frozen shopper after a confirmation', async () => {
    const fetchMock = show({
      ...profile,
      frozen: true,
      frozen_reason: 'Chargeback fraud',
      frozen_at: '2026-03-06T09:00:00.000Z',
    });
    expect(await screen.findByText('Reason given: Chargeback fraud')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unfreeze' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unfreeze' }));

    await waitFor(() => expect(posts(fetchMock, '/api/console/shopper/freeze')).toEqual([{ id: 7, frozen: false }]));
    await waitFor(() => expect(screen.queryByText('Reason given: Chargeback fraud')).toBeNull());
  });

  it('offers to clear a payment-code lockout only while there is one', async () => {
    const fetchMock = show({ ...profile, pay_locked: true, pay_locked_until: '2026-03-06T09:15:00.000Z' });

    fireEvent.click(await screen.findByRole('button', { name: 'Clear payment-code lockout' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear lockout' }));

    await waitFor(() => expect(posts(fetchMock, '/api/console/shopper/unlock_pay')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear payment-code lockout' })).toBeNull());
    expect(screen.getAllByText('Not locked').length).toBeGreaterThan(0);
  });

  it('opens a tab from the URL and asks for its page; the order status filter goes to the server', async () => {
    const fetchMock = show(profile, '/shoppers/7?tab=orders');

    expect(await screen.findByText('Green tea')).toBeTruthy();
    expect(calledUrls(fetchMock)).toContain('/api/console/shopper/orders?id=7&page=1&limit=10');
    // Support may not open the orders pages: the order number reads as text.
    expect(screen.getByText('202603020001').closest('a')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order status' }));
    fireEvent.click(await screen.findByText('Waiting delivery (1)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(search).toBe('?tab=orders&status=1'));
    await waitFor(() =>
      expect(calledUrls(fetchMock).at(-1)).toBe('/api/console/shopper/orders?id=7&page=1&limit=10&status=1'),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
    await waitFor(() => expect(search).toBe('?tab=refunds'));
    await waitFor(() => expect(calledUrls(fetchMock).at(-1)).toBe('/api/console/shopper/refunds?id=7&page=1&limit=10'));
    expect(await screen.findByText('No refund requests')).toBeTruthy();
  });
});
