import type { LiveState } from '@shop/contract/live-client';
import { useSyncExternalStore } from 'react';

/**
 * Whether the event stream (lib/live-stream.ts) is open: 'live' while it is, 'connecting' or 'down' while it is being
 * (re)opened, 'ended' when there is none (signed out, or the server refused the session). Screens read it to decide
 * whether to poll: while live, what changes is pushed and a poll would only repeat it.
 *
 * Apart from the stream itself, so that a screen reading the state does not carry the stream's code (and the
 * contract's event schemas under it) in its chunk: the stream loads once, with the first session.
 */
export type { LiveState };

let current: LiveState = 'connecting';
const listeners = new Set<() => void>();

export const liveState = {
  get: (): LiveState => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The stream's own reports; tests set it to switch screens between pushing and polling. */
  set(next: LiveState): void {
    if (current === next) return;
    current = next;
    for (const listener of listeners) listener();
  },
};

/** A page rendered on the server has no stream: it renders as if one were on its way. */
const serverState = (): LiveState => 'connecting';

/** The stream's state, re-rendering when it changes. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(liveState.subscribe, liveState.get, serverState);
}

/** True while the stream is open: the screens' polls stop. */
export function useLive(): boolean {
  return useLiveState() === 'live';
}
