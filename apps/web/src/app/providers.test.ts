import type { UserDto } from '@shop/contract/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveState } from '../lib/live-state.ts';
import { session } from '../lib/session.ts';
import './providers.tsx';

/** The event stream's fetch, held open until the app aborts it (as the server's stream stays open). */
function streamFetch() {
  return vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        _init?.signal?.addEventListener('abort', () => reject(new DOMException('closed', 'AbortError')));
      }),
  );
}

const SHOPPER = { id: 4, account: 'demo', lang: 'en' } as UserDto;

afterEach(() => {
  session.clear();
  liveState.set('connecting');
  vi.unstubAllGlobals();
});

describe('the event stream of the app', () => {
  it('opens once someone is signed in, closes when the session ends, and opens again for the next', async () => {
    const fetchMock = streamFetch();
    vi.stubGlobal('fetch', fetchMock);
    // A visitor: nothing is opened.
    session.setLang('en');
    // The positive signal for that: a sign-in opens the stream, and that stream is the first fetch there ever was.
    const signIn = vi.fn(() => {
      session.setToken('token-7');
      session.setUserInfo(SHOPPER);
    });
    signIn();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/events')).toBe(true));
    const streams = () => fetchMock.mock.calls.filter(([url]) => url === '/api/user/events');
    expect(fetchMock.mock.invocationCallOrder[0]).toBeGreaterThan(signIn.mock.invocationCallOrder[0] as number);
    const [, first] = streams()[0] ?? [];
    expect(first?.headers).toMatchObject({ token: 'token-7', lang: 'en' });
    expect(first?.signal?.aborted).toBe(false);

    session.clear();
    expect(first?.signal?.aborted).toBe(true);
    expect(liveState.get()).toBe('ended');

    session.setToken('token-8');
    await vi.waitFor(() => expect(streams()).toHaveLength(2));
    expect(streams()[1]?.[1]?.headers).toMatchObject({ token: 'token-8' });
  });
});
