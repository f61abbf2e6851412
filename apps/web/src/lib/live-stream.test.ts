import type { LiveStream, LiveStreamOptions } from '@shop/contract/live-client';
import type { LiveEvent } from '@shop/contract/live-events';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveState } from './live-state.ts';
import { connectLiveStream, followSession } from './live-stream.ts';
import { session } from './session.ts';

/** One cached answer under each key an event may concern, and some it never does. */
const KEYS = {
  chatShop7: ['chat', 'messages', 7, 'en'],
  chatShop8: ['chat', 'messages', 8, 'en'],
  conversations: ['chat', 'conversations'],
  chatUnread: ['chat', 'unread'],
  notifications: ['notifications', 'list', 'en'],
  notificationsUnread: ['unread', 'notifications'],
  serviceUnread: ['unread', 'service'],
  orderList: ['order', 'list', 'en', 'all'],
  orderDetail: ['order', 'detail', 'en', 41],
  orderCounts: ['order', 'counts'],
  cart: ['cart', 'count'],
  user: ['user', 'info'],
  catalogue: ['catalogue', 'en', 'detail', 5],
} satisfies Record<string, QueryKey>;
type Name = keyof typeof KEYS;

function seededClient(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { seeded: true });
  return client;
}

const invalidated = (client: QueryClient) =>
  (Object.keys(KEYS) as Name[]).filter((name) => client.getQueryState(KEYS[name])?.isInvalidated).sort();

/** The contract's client replaced by one the test drives: it hands over the options and reports `close`. */
function fakeOpen() {
  const opened: LiveStreamOptions[] = [];
  const close = vi.fn();
  const open = (options: LiveStreamOptions): LiveStream => {
    opened.push(options);
    return { state: 'connecting', close };
  };
  return { open, opened, close };
}

/** Lets the invalidations (promises) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  session.setToken('token-1');
  session.setLang('en');
});
afterEach(() => {
  session.clear();
  liveState.set('connecting');
  vi.unstubAllGlobals();
});

describe("the shopper's event stream", () => {
  it("opens one stream to /api/user/events with the session's token and language", () => {
    const { open, opened } = fakeOpen();
    connectLiveStream(new QueryClient(), open);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.url).toBe('/api/user/events');
    expect(opened[0]?.headers()).toEqual({ token: 'token-1', lang: 'en' });
    // Read at each (re)connection: a language chosen meanwhile goes with the next one.
    session.setLang('tai');
    expect(opened[0]?.headers()).toEqual({ token: 'token-1', lang: 'tai' });
  });

  it.each<[string, LiveEvent, Name[]]>([
    [
      'a chat message',
      { id: 1, kind: 'chat.message', data: { conversation_id: 3, shop_id: 7, message_id: 9, sender: 'seller' } },
      ['chatShop7', 'conversations', 'chatUnread'],
    ],
    [
      'a read mark',
      { id: 2, kind: 'chat.read', data: { conversation_id: 3, shop_id: 7, reader: 'seller' } },
      ['chatShop7', 'conversations', 'chatUnread'],
    ],
    ['a notification', { id: 3, kind: 'notification', data: { id: 12 } }, ['notifications', 'notificationsUnread']],
    [
      "an order's new status",
      { id: 4, kind: 'order.status', data: { order_id: 41, status: 2 } },
      ['orderList', 'orderDetail', 'orderCounts'],
    ],
    [
      'a reset',
      { id: 5, kind: 'reset', data: {} },
      [
        'chatShop7',
        'chatShop8',
        'conversations',
        'chatUnread',
        'notifications',
        'notificationsUnread',
        'serviceUnread',
        'orderList',
        'orderDetail',
        'orderCounts',
      ],
    ],
  ])('makes stale what %s changes, and nothing else', async (_name, event, expected) => {
    const { open, opened } = fakeOpen();
    const client = seededClient();
    connectLiveStream(client, open);
    opened[0]?.onEvent(event);
    await settle();
    expect(invalidated(client)).toEqual([...expected].sort());
  });

  it('reports its state for the screens, and ends when closed', () => {
    const { open, opened, close } = fakeOpen();
    liveState.set('ended');
    const stop = connectLiveStream(new QueryClient(), open);
    expect(liveState.get()).toBe('connecting');
    opened[0]?.onState?.('live');
    expect(liveState.get()).toBe('live');
    opened[0]?.onState?.('down');
    expect(liveState.get()).toBe('down');
    stop();
    expect(close).toHaveBeenCalledTimes(1);
    expect(liveState.get()).toBe('ended');
  });

  it('reads what is shown again when it comes back after being down, not when it first opens', async () => {
    const { open, opened } = fakeOpen();
    const client = seededClient();
    connectLiveStream(client, open);
    opened[0]?.onState?.('live');
    await settle();
    expect(invalidated(client)).toEqual([]);
    opened[0]?.onState?.('down');
    opened[0]?.onState?.('live');
    await settle();
    expect(invalidated(client)).toContain('chatUnread');
    expect(invalidated(client)).toContain('orderList');
    expect(invalidated(client)).not.toContain('catalogue');
  });
});

describe('the stream following the session', () => {
  it('keeps one stream for the signed-in shopper: another for a new token, none once signed out', () => {
    const { open, opened, close } = fakeOpen();
    const stop = followSession(new QueryClient(), open);
    expect(opened).toHaveLength(1);
    // Another change of the session (the language) keeps the same stream.
    session.setLang('ri');
    expect(opened).toHaveLength(1);
    session.setToken('token-2');
    expect(close).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(2);
    session.clear();
    expect(close).toHaveBeenCalledTimes(2);
    expect(liveState.get()).toBe('ended');
    session.setToken('token-3');
    expect(opened).toHaveLength(3);
    stop();
    expect(close).toHaveBeenCalledTimes(3);
    session.setToken('token-4');
    expect(opened).toHaveLength(3);
  });
});

describe('the stream over the network (the contract client, a fake fetch)', () => {
  const encoder = new TextEncoder();

  /** A stream answer that sends `frames` and then stays open, as the server's does. */
  function eventStream(frames: string) {
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(frames));
        },
      }),
      { status: 200, headers: { 'content-type': 'text/event-stream' } },
    );
  }

  it('reads Server-Sent Events and routes them, with the headers the API expects', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      eventStream(
        ': heartbeat\n\n' +
          'id: 21\nevent: chat.message\ndata: {"conversation_id":3,"shop_id":8,"message_id":90,"sender":"seller"}\n\n',
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = seededClient();
    const stop = connectLiveStream(client);
    await vi.waitFor(() => expect(invalidated(client)).toEqual(['chatShop8', 'chatUnread', 'conversations']));
    expect(liveState.get()).toBe('live');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/events');
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', token: 'token-1', lang: 'en' });
    stop();
    expect((init?.signal as AbortSignal).aborted).toBe(true);
    expect(liveState.get()).toBe('ended');
  });

  it('ends when the server refuses the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":401}', { status: 401 })),
    );
    const stop = connectLiveStream(new QueryClient());
    await vi.waitFor(() => expect(liveState.get()).toBe('ended'));
    stop();
  });
});
