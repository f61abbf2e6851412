import type { LiveState } from '@shop/contract/live-client';
import { createContext, useContext } from 'react';

/**
 * Outside a LiveProvider nothing pushes changes, which is what `down` means to a screen: it polls. A screen
 * rendered alone (a test, a page before the stream opens) therefore still refreshes itself.
 */
export const LiveStateContext = createContext<LiveState>('down');

/**
 * The stream's `close`, in a context of its own: it never changes while the stream is mounted, so the frame that
 * holds it for sign-out is not re-rendered each time the stream's state does (connecting, then live, on every load).
 */
export const LiveCloseContext = createContext<() => void>(() => undefined);

/** Ends the stream at once (sign-out); reading it does not re-render with the stream's state. */
export function useCloseLiveStream(): () => void {
  return useContext(LiveCloseContext);
}

/** 'connecting' | 'live' | 'down' | 'ended': whether the server's events reach this tab now. */
export function useLiveState(): LiveState {
  return useContext(LiveStateContext);
}

/**
 * A query's `refetchInterval` that stands in for the stream: `ms` while events do not arrive (connecting, down,
 * ended), none while they do, since then the stream invalidates the query the moment it changes.
 */
export function pollUnlessLive(state: LiveState, ms: number): number | false {
  return state === 'live' ? false : ms;
}

/** pollUnlessLive with the state of the stream around the screen. */
export function useLivePolling(ms: number): number | false {
  return pollUnlessLive(useLiveState(), ms);
}
