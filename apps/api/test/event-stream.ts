import { createParser } from 'eventsource-parser';

/** One event as a test reads it off a stream. */
export interface StreamEvent {
  id: number;
  kind: string;
  data: any;
  /** performance.now() when it arrived. */
  at: number;
}

export interface TestStream {
  status: number;
  events: StreamEvent[];
  /** Comment lines seen (the heartbeat). */
  comments: number;
  /** The next event matching `match` (already arrived or to come), or a rejection after `ms`. */
  next(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens an event stream over real HTTP (fetch, as the apps do: the session's token is a header) and collects its
 * events with eventsource-parser, the parser the apps use.
 */
export async function openTestStream(
  url: string,
  headers: Record<string, string>,
  lastEventId?: number,
): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...headers,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const stream: TestStream = {
    status: response.status,
    events,
    comments: 0,
    next(match, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check as () => void);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.kind))}`));
        }, ms);
        if (!check()) waiters.add(check as () => void);
      });
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return stream;
  const parser = createParser({
    onEvent: (event) => {
      events.push({
        id: Number(event.id),
        kind: event.event ?? 'message',
        data: JSON.parse(event.data),
        at: performance.now(),
      });
      for (const waiter of [...waiters]) waiter();
    },
    onComment: () => {
      stream.comments += 1;
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } catch {
      // Aborted by close().
    }
  })();
  return stream;
}
