import pg from 'pg';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify: (payload: string) => void;
  /**
   * Notifications may have been missed: the connection was lost, or (re)opened and listening again. Whatever
   * the listener keeps up to date from the channel must be brought up to date another way.
   */
  onGap: () => void;
  onError: (err: unknown) => void;
}

/**
 * Listens to a PostgreSQL NOTIFY channel on a connection of its own (a pooled one is handed back and forth between
 * requests and would miss notifications). A lost connection is reopened after a second; each loss and each new
 * start call `onGap`. Returns the function that stops listening. Used by the catalogue's generation
 * (db/catalogue-changes.ts) and the live events' hub (modules/live/live-hub.ts).
 */
export function listenOn(url: string, channel: string, handlers: ChannelHandlers): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    // Bounded waits, so a server that stops answering is noticed and the connection reopened.
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', (err) => {
      handlers.onError(err);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      // Anything committed while no one listened is unknown.
      handlers.onGap();
    } catch (err) {
      handlers.onError(err);
      reconnect(next);
    }
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    handlers.onGap();
    lost.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), 1000);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
