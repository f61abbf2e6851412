import { createParser } from 'eventsource-parser';
import { LIVE_EVENT_KINDS, LIVE_HEARTBEAT_MS, type LiveEvent, type LiveEventKind } from './live-events.ts';

/**
 * The apps' side of the event stream (docs/live-events.md): one stream per tab, read with fetch because the
 * stream needs the session's `token` header (the browser's EventSource cannot send headers); eventsource-parser
 * reads the frames. It reconnects with backoff and `Last-Event-ID`, drops events it has seen already (the
 * server's look-back sends some twice), and says when it is `live` or `down`: while down, the apps poll.
 * A 401 or 403 ends it (`ended`): the session is gone, and the apps' own calls say so.
 */

export type LiveState = 'connecting' | 'live' | 'down' | 'ended';

export interface LiveStreamOptions {
  /** The stream's URL, e.g. `/api/user/events`. */
  url: string;
  /** The headers of each (re)connection: the session's token and the language. */
  headers: () => Record<string, string>;
  onEvent: (event: LiveEvent) => void;
  onState?: (state: LiveState) => void;
  /** For tests: the fetch to use. */
  fetch?: typeof fetch;
}

export interface LiveStream {
  readonly state: LiveState;
  close(): void;
}

/** Reconnection waits: 1 s, 2 s, 4 s … at most 30 s, with some jitter so a restarted server is not hit at once. */
function backoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/** A stream silent for this long (no heartbeat) is taken as lost and reopened. */
const SILENCE_MS = LIVE_HEARTBEAT_MS * 2 + 5000;
/** How many ids are remembered to drop repeats. */
const SEEN_MAX = 500;

const isKind = (value: string): value is LiveEventKind => (LIVE_EVENT_KINDS as readonly string[]).includes(value);

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let state: LiveState = 'connecting';
  let lastId: string | undefined;
  let attempt = 0;
  let closed = false;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<number>();

  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    options.onState?.(next);
  };

  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => controller?.abort(), SILENCE_MS);
  };

  const deliver = (id: number, kind: string, raw: string) => {
    if (!isKind(kind)) return;
    if (Number.isSafeInteger(id)) {
      if (seen.has(id)) return;
      seen.add(id);
      if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as number);
    }
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    options.onEvent({ id, kind, data } as LiveEvent);
  };

  const connect = async () => {
    if (closed) return;
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers() };
    if (lastId !== undefined) headers['last-event-id'] = lastId;
    try {
      const response = await doFetch(options.url, { headers, signal: controller.signal });
      if (response.status === 401 || response.status === 403) {
        setState('ended');
        closed = true;
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const parser = createParser({
        onEvent: (event) => {
          if (event.id !== undefined) lastId = event.id;
          deliver(Number(event.id), event.event ?? 'message', event.data);
        },
      });
      attempt = 0;
      setState('live');
      heard();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        parser.feed(value);
      }
    } catch {
      // Refused, cut or silent: reconnect below.
    }
    clearTimeout(silence);
    if (closed) return;
    setState('down');
    retry = setTimeout(() => void connect(), backoff(attempt));
    attempt = Math.min(attempt + 1, 5);
  };

  void connect();
  return {
    get state() {
      return state;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(silence);
      controller?.abort();
    },
  };
}
