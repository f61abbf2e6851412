import type { LiveState, LiveStream, LiveStreamOptions } from '@shop/contract/live-client';
import type { LiveEvent } from '@shop/contract/live-events';
import type { QueryKey } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../features/chat/api.ts';
import { InboxHeaderButton } from '../features/chat/inbox-badges.tsx';
import { InboxPage } from '../features/chat/inbox-page.tsx';
import { notificationKeys } from '../features/notifications/api.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { DASHBOARD_KEY, ME_KEY, ORDERS_KEY, PRODUCTS_KEY } from '../lib/query-keys.ts';
import { session } from '../lib/session.ts';
import { conversation, shopperMessage } from '../test/fixtures.ts';
import { fakeApi, ok, renderRoutes, switchLanguage } from '../test/render.tsx';
import { SELLER_EVENTS_URL, SellerLive } from './seller-live.tsx';

/** A stream the test drives: what the provider opened it with, and a way to send events and change its state. */
function fakeStream() {
  const opened: LiveStreamOptions[] = [];
  const close = vi.fn();
  const open = vi.fn((options: LiveStreamOptions): LiveStream => {
    opened.push(options);
    return { state: 'connecting', close };
  });
  const current = () => {
    const options = opened.at(-1);
    if (!options) throw new Error('no stream was opened');
    return options;
  };
  return {
    open,
    close,
    opened,
    emit: (event: LiveEvent) => act(() => current().onEvent(event)),
    become: (state: LiveState) => act(() => current().onState?.(state)),
  };
}

/** Queries of every kind the seller center keeps, by name, to see which an event makes stale. */
const KEYS: Record<string, QueryKey> = {
  thread7: chatKeys.messages(7),
  thread8: chatKeys.messages(8),
  conversations: [...chatKeys.conversations, '', false],
  chatUnread: chatKeys.unread,
  quickReplies: chatKeys.quickReplies,
  notifications: [...notificationKeys.list, 'page=1&limit=20'],
  notificationUnread: notificationKeys.unread,
  alertSettings: notificationKeys.settings,
  orders: [...ORDERS_KEY, 'list', 'status=1'],
  order42: [...ORDERS_KEY, 'detail', 42],
  order43: [...ORDERS_KEY, 'detail', 43],
  dashboard: DASHBOARD_KEY,
  products: [...PRODUCTS_KEY, 'list', ''],
  me: ME_KEY,
};

function showLive(stream: ReturnType<typeof fakeStream>, at = '/', pages: { path: string; element: ReactNode }[] = []) {
  return renderRoutes(
    [
      {
        element: (
          <SellerLive open={stream.open}>
            <Outlet />
          </SellerLive>
        ),
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/notifications', element: <p>Notifications page</p> },
          ...pages,
        ],
      },
    ],
    at,
  );
}

beforeEach(() => session.setToken('t-seller'));

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('the live stream of the seller center', { timeout: 20_000 }, () => {
  it('opens one stream to the seller events with the token and language of every call, read at each connection', async () => {
    fakeApi({});
    const stream = fakeStream();
    showLive(stream);
    await screen.findByText('Home');

    expect(stream.open).toHaveBeenCalledTimes(1);
    expect(stream.opened[0]?.url).toBe(SELLER_EVENTS_URL);
    expect(SELLER_EVENTS_URL).toBe('/api/seller/events');
    expect(stream.opened[0]?.headers()).toEqual({ token: 't-seller', lang: 'en' });

    // Whatever the switch re-renders, one stream stays open, and it connects in the new language.
    await switchLanguage('ri');
    expect(stream.open.mock.calls.length - stream.close.mock.calls.length).toBe(1);
    expect(stream.opened.at(-1)?.headers()).toEqual({ token: 't-seller', lang: 'ri' });
  });

  it('makes stale what each event names, and everything shown on a reset', async () => {
    fakeApi({});
    const stream = fakeStream();
    const { queryClient, unmount } = showLive(stream);
    await screen.findByText('Home');

    const seed = () => {
      for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { seeded: true });
    };
    const stale = () =>
      Object.entries(KEYS)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);

    seed();
    await stream.emit({
      id: 1,
      kind: 'chat.message',
      data: { conversation_id: 7, shop_id: 9, message_id: 70, sender: 'shopper' },
    });
    expect(stale()).toEqual(['thread7', 'conversations', 'chatUnread']);

    seed();
    await stream.emit({ id: 2, kind: 'chat.read', data: { conversation_id: 8, shop_id: 9, reader: 'shopper' } });
    expect(stale()).toEqual(['thread8', 'conversations', 'chatUnread']);

    seed();
    await stream.emit({ id: 3, kind: 'order.status', data: { order_id: 42, status: 2 } });
    expect(stale()).toEqual(['orders', 'order42', 'dashboard']);

    seed();
    await stream.emit({ id: 4, kind: 'notification', data: { id: 77 } });
    expect(stale()).toEqual(['notifications', 'notificationUnread']);

    seed();
    await stream.emit({ id: 5, kind: 'reset', data: {} });
    expect(stale()).toEqual([
      'thread7',
      'thread8',
      'conversations',
      'chatUnread',
      'notifications',
      'notificationUnread',
      'orders',
      'order42',
      'order43',
      'dashboard',
    ]);

    unmount();
    expect(stream.close).toHaveBeenCalledTimes(1);
  });

  it('says so when a notification arrives, with a way to the list', async () => {
    fakeApi({});
    const stream = fakeStream();
    const { router } = showLive(stream);
    await screen.findByText('Home');

    await stream.emit({ id: 9, kind: 'notification', data: { id: 77 } });
    expect(await screen.findByText('New notification')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('polls the open conversation every 3 s and the unread counts every 15 s while the stream is down, never while it is live', async () => {
    const api = fakeApi({
      '/api/seller/chat/conversations': ok({ list: [conversation(7, 'Ann')], total: 1, page: 1, limit: 20 }),
      '/api/seller/chat/messages': ok({
        conversation: { id: 7, shopper: { id: 70, name: 'Ann', avatar: null } },
        list: [shopperMessage(70, { text: 'Is it in stock?' })],
        has_more: false,
        unread: 0,
      }),
      '/api/seller/chat/unread': ok({ count: 3 }),
      '/api/seller/notifications/unread': ok({ count: 2 }),
    });
    const stream = fakeStream();
    showLive(stream, '/inbox/7', [
      {
        path: '/inbox/:conversationId',
        element: (
          <>
            <InboxHeaderButton />
            <NotificationBell />
            <InboxPage />
          </>
        ),
      },
    ]);
    await stream.become('live');
    expect(await screen.findByText('Is it in stock?')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Chat: 3 unread messages' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications: 2 unread' })).toBeTruthy();

    const count = () => ({
      thread: api.callsTo('/api/seller/chat/messages').length,
      chatUnread: api.callsTo('/api/seller/chat/unread').length,
      notificationUnread: api.callsTo('/api/seller/notifications/unread').length,
    });
    vi.useFakeTimers();
    const before = count();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(count()).toEqual(before);

    await stream.become('down');
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(count()).toEqual({ ...before, thread: before.thread + 1 });
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(count()).toEqual({
      thread: before.thread + 5,
      chatUnread: before.chatUnread + 1,
      notificationUnread: before.notificationUnread + 1,
    });

    await stream.become('live');
    const live = count();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(count()).toEqual(live);
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });
});
