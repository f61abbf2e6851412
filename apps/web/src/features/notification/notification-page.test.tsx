import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeCall,
  fakeApi,
  initTestI18n,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { inbox, logIn, notification } from './notification-test-utils.tsx';
import { NotificationPage } from './notification-page.tsx';

const ROUTES = { '/notification': NotificationPage };
const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.getAllByRole('button').filter((b) => b.classList.contains('notification'));

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

/** A small inbox server: reads mark rows read and answer with what stays unread. */
function inboxServer(
  list = [
    notification(3, {
      text: 'Your withdrawal of $5.00 has been paid out',
      ref: { type: 'withdrawal', id: 9, order_id: null },
    }),
    notification(2, { text: 'Order shipped', ref: { type: 'order', id: 41, order_id: 41 } }),
    notification(1, { text: 'Recharge arrived', read: true }),
  ],
) {
  const rowsOf = list.map((n) => ({ ...n }));
  return fakeApi({
    '/user/notifications': () => inbox(rowsOf.map((n) => ({ ...n }))),
    '/user/notifications/read': ({ body }: FakeCall) => {
      const ids = (body as { ids?: number[] }).ids;
      for (const n of rowsOf) if (!ids || ids.includes(n.id)) n.read = true;
      return { unread: rowsOf.filter((n) => !n.read).length };
    },
    '/user/notifications/unread': () => ({ count: rowsOf.filter((n) => !n.read).length }),
    '/service/unread': { count: 0 },
  });
}

describe('the notifications inbox', () => {
  it('lists notifications newest first with a mark on the unread ones', async () => {
    const api = inboxServer();
    renderAt('/notification', ROUTES);
    await screen.findByText('Order shipped');
    expect(rows()).toHaveLength(3);
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      'Unread: Your withdrawal of $5.00 has been paid out',
      'Unread: Order shipped',
      'Recharge arrived',
    ]);
    expect(rows()[0]?.className).toContain('notification--unread');
    expect(rows()[2]?.className).not.toContain('notification--unread');
    expect(api.callsTo('/user/notifications')[0]?.params.toString()).toBe('page=1&limit=20');
  });

  it('marks a notification read when tapped and opens what it is about', async () => {
    const api = inboxServer();
    renderAt('/notification', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Unread: Order shipped' }));
    await waitFor(() => expect(location()).toBe('/orderInfo/41'));
    await waitFor(() => expect(api.callsTo('/user/notifications/read', 'POST')).toHaveLength(1));
    expect(api.callsTo('/user/notifications/read')[0]?.body).toEqual({ ids: [2] });
  });

  it('opens a read notification without marking it again', async () => {
    const api = inboxServer();
    renderAt('/notification', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Recharge arrived' }));
    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(api.callsTo('/user/notifications/read')).toHaveLength(0);
  });

  it('marks every notification read at once', async () => {
    const api = inboxServer();
    renderAt('/notification', ROUTES);
    await screen.findByText('Order shipped');
    const markAll = screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement;
    expect(markAll.disabled).toBe(false);
    fireEvent.click(markAll);
    await waitFor(() => expect(rows().every((row) => !row.className.includes('notification--unread'))).toBe(true));
    expect(api.callsTo('/user/notifications/read')[0]?.body).toEqual({});
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(location()).toBe('/notification');
  });

  it('shows a message as text: a <script> in it creates no element', async () => {
    const text = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    fakeApi({ '/user/notifications': inbox([notification(1, { text })]) });
    const { container } = renderAt('/notification', ROUTES);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says so when there is nothing, with nothing to mark', async () => {
    fakeApi({ '/user/notifications': inbox([]) });
    renderAt('/notification', ROUTES);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a retry when loading failed', async () => {
    fakeApi({});
    renderAt('/notification', ROUTES);
    const failed = await screen.findByText('Notifications could not be loaded');
    expect(within(failed.parentElement as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
