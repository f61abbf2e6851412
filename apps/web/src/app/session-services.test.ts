import type { UserDto } from '@shop/contract/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveState } from '../lib/live-state.ts';
import { session } from '../lib/session.ts';
import { followSignedInSession } from './session-services.ts';

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

let stopFollowing = () => {};
afterEach(() => {
  stopFollowing();
  session.clear();
  liveState.set('connecting');
  vi.unstubAllGlobals();
});

describe('the event stream of the app', () => {
  it('opens once someone is signed in, closes when the session ends, and opens again for the next', async () => {
    const fetchMock = streamFetch();
    vi.stubGlobal('fetch', fetchMock);
    stopFollowing = followSignedInSession();
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

  it('opens for a shopper who signed in while its chunk was loading, and stops with the tab', async () => {
    const fetchMock = streamFetch();
    vi.stubGlobal('fetch', fetchMock);
    session.setToken('token-9');
    session.setUserInfo(SHOPPER);
    expect(fetchMock).not.toHaveBeenCalled();
    stopFollowing = followSignedInSession();
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user/events']));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ token: 'token-9' });

    stopFollowing();
    await vi.waitFor(() => expect(init?.signal?.aborted).toBe(true));
    // Stopped: the next session opens nothing.
    session.clear();
    session.setToken('token-10');
    session.setUserInfo(SHOPPER);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
