import { type LiveState, type LiveStreamOptions, type LiveStream, openLiveStream } from '@shop/contract/live-client';
import type { LiveEvent } from '@shop/contract/live-events';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { LiveCloseContext, LiveStateContext } from './live-state.ts';

export interface LiveProviderProps {
  /** The app's stream, e.g. `/api/seller/events`. */
  url: string;
  /** The headers of each (re)connection: the same token and language the app's request client sends. */
  headers: () => Record<string, string>;
  /**
   * The queries an event makes stale. Events only say "this changed" (docs/live-events.md): the screens read what
   * changed through their usual calls, so invalidating is all an event needs to do to them.
   */
  invalidates: (event: LiveEvent) => readonly QueryKey[];
  /** Anything else an event does, e.g. a toast. */
  onEvent?: (event: LiveEvent) => void;
  /** For tests: opens the stream instead of openLiveStream. */
  open?: (options: LiveStreamOptions) => LiveStream;
  children: ReactNode;
}

/**
 * One event stream for as long as it is mounted (mount it inside the signed-in frame): the events it brings
 * invalidate the queries `invalidates` names, and useLiveState() tells the screens whether to poll meanwhile.
 * `close()` (useCloseLiveStream) ends it at once, for a sign-out that should not wait for the page to unload.
 */
export function LiveProvider({
  url,
  headers,
  invalidates,
  onEvent,
  open = openLiveStream,
  children,
}: LiveProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const stream = useRef<LiveStream | null>(null);
  // The callbacks are read at each event rather than captured when the stream opens: a re-render with new
  // functions must not reopen the stream (and lose its place in the event sequence).
  const latest = useRef({ headers, invalidates, onEvent });
  useEffect(() => {
    latest.current = { headers, invalidates, onEvent };
  });

  useEffect(() => {
    setState('connecting');
    const opened = open({
      url,
      headers: () => latest.current.headers(),
      onState: setState,
      onEvent: (event) => {
        for (const queryKey of latest.current.invalidates(event)) void queryClient.invalidateQueries({ queryKey });
        latest.current.onEvent?.(event);
      },
    });
    stream.current = opened;
    return () => {
      opened.close();
      if (stream.current === opened) stream.current = null;
    };
  }, [url, open, queryClient]);

  const close = useCallback(() => {
    stream.current?.close();
    stream.current = null;
    setState('ended');
  }, []);
  return (
    <LiveCloseContext.Provider value={close}>
      <LiveStateContext.Provider value={state}>{children}</LiveStateContext.Provider>
    </LiveCloseContext.Provider>
  );
}
