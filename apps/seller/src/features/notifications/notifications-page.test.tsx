import type { SellerNotificationDto } from '@shop/contract/seller-notification';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sellerNotification } from '../../test/fixtures.ts';
import { type ApiCall, fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { notificationPath } from './notification-link.ts';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTIFICATIONS: SellerNotificationDto[] = [
  sellerNotification(1, { text: 'Order 202603010001 was paid: ship it', ref: { type: 'order', id: 42 } }),
  sellerNotification(2, { text: 'A refund was requested', ref: { type: 'refund', id: 12 }, read: true }),
  sellerNotification(3, { text: '<b>New review</b> of Oolong tea', ref: { type: 'review', id: 5 } }),
  sellerNotification(4, { text: 'The platform updated its fees', ref: null, read: true }),
];

/** The shop's notifications kept by the fake: marking read changes them and the count, as the server would. */
function notificationsApi(settings = { low_stock_level: 5 }) {
  let rows = NOTIFICATIONS.map((row) => ({ ...row }));
  const unread = () => rows.filter((row) => !row.read).length;
  return fakeApi({
    '/api/seller/notifications': () => ok({ list: rows, total: rows.length, page: 1, limit: 20, unread: unread() }),
    '/api/seller/notifications/read': (call: ApiCall) => {
      const ids = (call.body as { ids?: number[] }).ids;
      rows = rows.map((row) => (ids === undefined || ids.includes(row.id) ? { ...row, read: true } : row));
      return ok({ unread: unread() });
    },
    'GET /api/seller/notification_settings': ok(settings),
    'POST /api/seller/notification_settings': (call: ApiCall) => ok(call.body),
  });
}

function show() {
  return renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/orders/:id', element: <p>Order page</p> },
      { path: '/reviews', element: <p>Reviews page</p> },
    ],
    '/notifications',
  );
}

const list = () => screen.findByRole('list', { name: 'All notifications' });

describe('where a notification leads', () => {
  it('to the order, the refund, the reviews, the balance, the withdrawals or the product’s editor', () => {
    expect(notificationPath({ type: 'order', id: 42 })).toBe('/orders/42');
    expect(notificationPath({ type: 'refund', id: 12 })).toBe('/refunds/12');
    expect(notificationPath({ type: 'review', id: 5 })).toBe('/reviews');
    expect(notificationPath({ type: 'settlement', id: 3 })).toBe('/money');
    expect(notificationPath({ type: 'withdrawal', id: 8 })).toBe('/money/withdrawals');
    expect(notificationPath({ type: 'product', id: 31 })).toBe('/products/31');
    expect(notificationPath(null)).toBeUndefined();
  });
});

describe('the notifications page', { timeout: 20_000 }, () => {
  it('lists the notifications as text, the unread ones marked, each leading to what it is about', async () => {
    const api = notificationsApi();
    const { container } = show();
    const items = within(await list()).getAllByRole('listitem');

    expect(items.map((item) => within(item).queryByRole('img', { name: 'Unread' }) !== null)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/orders/42');
    expect(within(items[0] as HTMLElement).getByText('View order')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/refunds/12');
    expect(within(items[1] as HTMLElement).getByText('View refund request')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('<b>New review</b> of Oolong tea')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(within(items[3] as HTMLElement).queryByRole('link')).toBeNull();
    expect(api.callsTo('/api/seller/notifications')[0]?.query).toBe('page=1&limit=20');
  });

  it('marks one read when it is opened, and goes to it', async () => {
    const api = notificationsApi();
    const { router } = show();
    fireEvent.click(within(await list()).getByText('Order 202603010001 was paid: ship it'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/42'));
    await waitFor(() => expect(api.callsTo('/api/seller/notifications/read', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/notifications/read')[0]?.body).toEqual({ ids: [1] });
  });

  it('marks all read, says so, and leaves nothing marked unread', async () => {
    const api = notificationsApi();
    show();
    await list();
    fireEvent.click(screen.getByRole('button', { name: /Mark all read/ }));
    await waitFor(() => expect(api.callsTo('/api/seller/notifications/read', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/notifications/read')[0]?.body).toEqual({});
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'All notifications' })).queryAllByRole('img', { name: 'Unread' }),
      ).toHaveLength(0),
    );
    expect((screen.getByRole('button', { name: /Mark all read/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the low-stock alert', { timeout: 20_000 }, () => {
  it('shows the level saved, saves a new one, and says so', async () => {
    const api = notificationsApi({ low_stock_level: 5 });
    show();
    const level = (await screen.findByLabelText("Alert me when a SKU's stock falls below")) as HTMLInputElement;
    await waitFor(() => expect(level.value).toBe('5'));
    expect(screen.getByText(/You get one notification when a SKU's stock drops below this level/)).toBeTruthy();
    expect(screen.getByText('Set 0 to turn the alert off.')).toBeTruthy();

    fireEvent.change(level, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/notification_settings', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/notification_settings', 'POST')[0]?.body).toEqual({ low_stock_level: 12 });
    expect(await screen.findByText('Low-stock alert saved')).toBeTruthy();
  });

  it('turns the alert off with 0', async () => {
    const api = notificationsApi({ low_stock_level: 5 });
    show();
    const level = (await screen.findByLabelText("Alert me when a SKU's stock falls below")) as HTMLInputElement;
    await waitFor(() => expect(level.value).toBe('5'));
    fireEvent.change(level, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/notification_settings', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/notification_settings', 'POST')[0]?.body).toEqual({ low_stock_level: 0 });
    expect(await screen.findByText('Low-stock alert turned off')).toBeTruthy();
  });
});
