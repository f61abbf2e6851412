import { type LiveStreamOptions, type LiveStream, openLiveStream } from '@shop/contract/live-client';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateFor, invalidateKeys, LIVE_KEYS } from './live-invalidations.ts';
import { liveState } from './live-state.ts';
import { API_BASE } from './request.ts';
import { session } from './session.ts';

/** The shopper's event stream: Server-Sent Events of the kinds in the contract's live-events.ts. */
export const LIVE_STREAM_PATH = `${API_BASE}/user/events`;

/** For tests: how the stream is opened (the contract's client, reading with fetch). */
export type OpenLiveStream = (options: LiveStreamOptions) => LiveStream;

/**
 * Opens the one event stream of this tab for the signed-in shopper and routes its events into the query cache
 * (lib/live-invalidations.ts); its state goes to lib/live-state.ts, where screens read whether to poll. Each
 * (re)connection sends the session's token and language, as lib/request.ts does. Returns what closes it.
 */
export function connectLiveStream(queryClient: QueryClient, open: OpenLiveStream = openLiveStream): () => void {
  liveState.set('connecting');
  let wasDown = false;
  const stream = open({
    url: LIVE_STREAM_PATH,
    headers: () => {
      const { token, setting } = session.get();
      return { token, lang: setting.lang.file_name };
    },
    onEvent: (event) => void invalidateFor(queryClient, event),
    onState: (state) => {
      // While it was down the screens polled, and their last poll may be seconds old; a first connection that came
      // only after failures has no event to replay from either: what is on screen is read once more.
      if (state === 'live' && wasDown) void invalidateKeys(queryClient, LIVE_KEYS);
      if (state === 'down') wasDown = true;
      if (state === 'live') wasDown = false;
      liveState.set(state);
    },
  });
  return () => {
    stream.close();
    liveState.set('ended');
  };
}

/**
 * Keeps one stream open while someone is signed in (app/session-services.ts starts it with the first session): a
 * new token (another login) gets a stream of its own, signing out closes it. Returns what stops following.
 */
export function followSession(queryClient: QueryClient, open: OpenLiveStream = openLiveStream): () => void {
  let token = '';
  let close: (() => void) | undefined;
  const follow = () => {
    const next = session.get().token;
    if (next === token) return;
    close?.();
    close = undefined;
    token = next;
    if (token) close = connectLiveStream(queryClient, open);
    else liveState.set('ended');
  };
  follow();
  const stop = session.subscribe(follow);
  return () => {
    stop();
    close?.();
  };
}
