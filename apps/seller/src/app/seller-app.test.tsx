import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { me, sellerDashboard, sellerNotification, staffMe } from '../test/fixtures.ts';
import { fakeApi, ok, renderRoutes, switchLanguage } from '../test/render.tsx';
import { MENU } from './menu.tsx';
import { routes } from './routes.tsx';
import { loadLazyRoutes } from '@shop/desk/test-support/lazy-routes.ts';

function api(shopActive: boolean, who = me) {
  const calls = fakeApi({
    '/api/seller/me': ok({ ...who, shop: { ...who.shop, active: shopActive } }),
    '/api/seller/dashboard': ok(sellerDashboard),
    '/api/seller/products': ok({ list: [], total: 0, page: 1, limit: 10 }),
    '/api/seller/categories': ok([]),
    '/api/seller/chat/unread': ok({ count: 4 }),
    '/api/seller/notifications/unread': ok({ count: 2 }),
    '/api/seller/notifications': ok({
      list: [
        sellerNotification(1, { text: 'Order 202603010001 was paid: ship it', ref: { type: 'order', id: 42 } }),
        sellerNotification(2, { text: 'Payout sent', ref: { type: 'withdrawal', id: 8 }, read: true }),
      ],
      total: 2,
      page: 1,
      limit: 6,
      unread: 1,
    }),
    '/api/seller/notification_settings': ok({ low_stock_level: 0 }),
    '/api/seller/logout': ok(null),
    '/api/seller/security/two_factor': ok({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
      locked_until: null,
    }),
    '/api/seller/security/sessions': ok({ list: [] }),
  });
  return { ...calls, streams: withEventStream(calls) };
}

/** An open event stream of the page: what it was asked with, and a way to send it a frame. */
interface OpenStream {
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  send(frame: string): void;
}

/** Answers GET /api/seller/events with a stream the test writes to; every other path as the fake API does. */
function withEventStream(calls: ReturnType<typeof fakeApi>): OpenStream[] {
  const streams: OpenStream[] = [];
  const json = calls.fetchMock.getMockImplementation() as typeof fetch;
  calls.fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== '/api/seller/events') return json(input, init);
    const encoder = new TextEncoder();
    let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        writer = controller;
      },
    });
    init?.signal?.addEventListener('abort', () => writer?.error(new DOMException('Aborted', 'AbortError')));
    streams.push({
      headers: init?.headers as Record<string, string>,
      signal: init?.signal ?? undefined,
      send: (frame) => writer?.enqueue(encoder.encode(frame)),
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return streams;
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
  vi.restoreAllMocks();
});

// The pages load on use: their code is loaded before the tests, so that their waits time the pages alone.
beforeAll(() => loadLazyRoutes(routes), 120_000);

describe('the seller center', { timeout: 20_000 }, () => {
  it('sends a visitor without a session to the login page', async () => {
    api(true);
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the owner the whole menu, the shop’s name and the dashboard’s figures, without a banner', async () => {
    session.setToken('t-seller');
    api(true);
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByText('$480.50')).toBeTruthy();
    await waitFor(() => expect(menuLabels()).toHaveLength(MENU.length));
    expect(screen.getByText('Tea House · Owner')).toBeTruthy();
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
    // The products page is loaded on demand and role queries walk antd's whole tree: slow on a busy machine (the
    // screens' waits allow for it: tools/ui-test-setup.ts).
    expect(await screen.findByRole('button', { name: /New product/ })).toBeTruthy();
    expect(await screen.findByText('Your shop is suspended by the platform')).toBeTruthy();
  });

  it('offers the five languages and switches the menu and the server’s language', async () => {
    session.setToken('t-seller');
    const calls = api(true);
    renderRoutes(routes, '/dashboard');
    await screen.findByText('$480.50');

    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const languages = await waitFor(() => {
      const menu = document.querySelector<HTMLElement>('.ant-dropdown-menu');
      expect(menu).not.toBeNull();
      return menu as HTMLElement;
    });
    const options = within(languages).getAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['English', '简体中文', '日本語', '한국어', 'ไทย']);
    fireEvent.click(within(languages).getByRole('menuitem', { name: 'ไทย' }));

    await waitFor(() => expect(menuLabels('เมนู')).toContain('แดชบอร์ด'));
    await waitFor(() => expect(calls.callsTo('/api/seller/dashboard').at(-1)?.headers.lang).toBe('tai'));
  });

  it('shows unread chats and notifications in the header and the menu; the bell lists the newest and leads to all', async () => {
    session.setToken('t-seller');
    const calls = api(true);
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByText('$480.50');

    const header = document.querySelector('header') as HTMLElement;
    expect(await within(header).findByRole('button', { name: 'Chat: 4 unread messages' })).toBeTruthy();
    const bell = await within(header).findByRole('button', { name: 'Notifications: 2 unread' });
    const chatEntry = within(screen.getByRole('menu', { name: 'Menu' })).getByRole('menuitem', { name: /Chat/ });
    expect(within(chatEntry).getByText('4')).toBeTruthy();

    fireEvent.click(bell);
    expect(await screen.findByText('Order 202603010001 was paid: ship it')).toBeTruthy();
    expect(calls.callsTo('/api/seller/notifications')[0]?.query).toBe('page=1&limit=6');
    fireEvent.click(screen.getByRole('link', { name: 'See all notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(await screen.findByText('Low-stock alert')).toBeTruthy();
  });

  it('opens one event stream while signed in, follows its events, and closes it on signing out', async () => {
    session.setToken('t-seller');
    const calls = api(true);
    const { streams } = calls;
    const signedOut = vi.spyOn(session, 'endSession').mockImplementation(() => undefined);
    renderRoutes(routes, '/dashboard');
    await screen.findByText('$480.50');

    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.headers).toMatchObject({ accept: 'text/event-stream', token: 't-seller', lang: 'en' });
    const unreadReads = calls.callsTo('/api/seller/notifications/unread').length;

    streams[0]?.send('id: 41\nevent: notification\ndata: {"id":9}\n\n');
    expect(await screen.findByText('New notification')).toBeTruthy();
    await waitFor(() => expect(calls.callsTo('/api/seller/notifications/unread').length).toBe(unreadReads + 1));

    fireEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(signedOut).toHaveBeenCalled());
    expect(streams[0]?.signal?.aborted).toBe(true);
    expect(streams).toHaveLength(1);
  });

  it('shows a staff member with the orders role only its pages, and refuses the others', async () => {
    session.setToken('t-anna');
    const calls = api(true, staffMe('orders'));
    const { router } = renderRoutes(routes, '/dashboard');

    expect(await screen.findByText('anna · Staff')).toBeTruthy();
    await waitFor(() => expect(menuLabels()).toContain('Orders'));
    const labels = menuLabels();
    for (const label of ['Dashboard', 'Chat', 'Notifications', 'Orders', 'After-sales', 'Reviews', 'Shipping'])
      expect(labels.some((text) => text?.includes(label))).toBe(true);
    for (const label of ['Products', 'Vouchers', 'Balance', 'Withdraw', 'Payout accounts', 'Staff', 'Audit log'])
      expect(labels).not.toContain(label);
    expect(labels).toContain('Account security');
    // The dashboard leads only where the member may go: orders and refunds, not stock or money.
    expect(screen.getByText('Orders to ship')).toBeTruthy();
    expect(screen.queryByText('$250.00')).toBeNull();

    await router.navigate('/products');
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(calls.callsTo('/api/seller/products')).toHaveLength(0);
    await router.navigate('/staff');
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(calls.callsTo('/api/seller/staff')).toHaveLength(0);

    // Its own account security opens from its name in the header.
    fireEvent.click(screen.getByRole('button', { name: /anna · Staff/ }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Account security' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('link', { name: 'Account security' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText('Two-factor sign-in')).toBeTruthy();
  });

  it('shows a finance staff member the money read only, without the withdraw and payment code', async () => {
    session.setToken('t-anna');
    const calls = api(true, staffMe('finance'));
    renderRoutes(routes, '/dashboard');

    await waitFor(() => expect(menuLabels()).toContain('Balance'));
    const labels = menuLabels();
    expect(labels).toEqual(
      expect.arrayContaining(['Dashboard', 'Notifications', 'Balance', 'Ledger', 'Withdrawals', 'Payout accounts']),
    );
    for (const label of ['Withdraw', 'Payment code', 'Shop settings', 'Orders', 'Products', 'Staff'])
      expect(labels).not.toContain(label);
    expect(labels.some((text) => text?.includes('Chat'))).toBe(false);
    // No chat button in the header either: its unread count is the orders role's.
    expect(screen.queryByRole('button', { name: /^Chat/ })).toBeNull();
    expect(calls.callsTo('/api/seller/chat/unread')).toHaveLength(0);
  });
});
