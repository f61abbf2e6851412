import { LIVE_HEARTBEAT_MS, LIVE_LOOKBACK_SECONDS } from '@shop/contract/live-events';
import { createSession, type Session } from 'better-sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LiveHub, Wakeable } from './live-hub.ts';
import * as repo from './live.repo.ts';

/** How often a stream checks that its session is still live (a sign-out elsewhere ends it within this). */
const SESSION_CHECK_MS = 60_000;
/** Ids seen this long ago can no longer come back through the look-back: forgotten. */
const KNOWN_FOR_MS = (LIVE_LOOKBACK_SECONDS + 60) * 1000;
/** A client asks to reconnect this soon after its stream ends (the `retry` field). */
const RETRY_MS = 1000;

export interface StreamOptions {
  db: Db;
  hub: LiveHub;
  /** Who the stream is for: `user:<id>` or `shop:<id>`. */
  audience: string;
  /** Whether the session that opened the stream is still live. */
  sessionLive: () => Promise<boolean>;
}

/**
 * One open event stream (docs/live-events.md). It sends the audience's stored events in id order, each once:
 * every wake reads the events above the highest id it has seen, plus those written in the last
 * LIVE_LOOKBACK_SECONDS (an event whose transaction committed late, after a higher id was sent), and skips the ids it
 * has sent. A client that reconnects with `Last-Event-ID` gets everything after that id and the look-back before
 * it; ids it already has it drops itself. When that id is no longer kept, it gets `reset` and reads everything again.
 */
class LiveStream implements Wakeable {
  readonly #known = new Map<number, number>();
  #highest = 0;
  // Busy until `start` has read: a wake meanwhile is run by openStream's wake after it.
  #busy = true;
  #again = false;
  #ended = false;
  readonly #session: Session;
  readonly #options: StreamOptions;
  readonly #raw: FastifyReply['raw'];
  readonly #onError: (err: unknown) => void;

  constructor(session: Session, options: StreamOptions, raw: FastifyReply['raw'], onError: (err: unknown) => void) {
    this.#session = session;
    this.#options = options;
    this.#raw = raw;
    this.#onError = onError;
  }

  /** The first read: a replay from `lastEventId`, or (a new stream) only what commits from now on. */
  async start(lastEventId: string): Promise<void> {
    const { db, audience } = this.#options;
    const lastId = /^[1-9]\d{0,15}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    if (lastId !== undefined) {
      if (await repo.isKept(db, lastId)) {
        this.#send(await repo.readMissed(db, [audience], lastId, LIVE_LOOKBACK_SECONDS));
      } else {
        const highest = await repo.highestId(db);
        this.#highest = highest;
        this.#session.push({}, 'reset', String(highest));
      }
      this.#busy = false;
      return;
    }
    // Events committed before the stream opened are in what the app reads now: known, not sent.
    const highest = await repo.highestId(db);
    const rows = await repo.readRecent(db, [audience], highest, LIVE_LOOKBACK_SECONDS);
    for (const row of rows) if (row.id <= highest) this.#known.set(row.id, row.created_at.getTime());
    this.#highest = Math.max(this.#highest, highest);
    this.#send(rows.filter((row) => row.id > highest));
    this.#busy = false;
  }

  wake(): void {
    if (this.#ended) return;
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    void this.#pump().finally(() => {
      this.#busy = false;
    });
  }

  async #pump(): Promise<void> {
    do {
      this.#again = false;
      try {
        this.#send(
          await repo.readRecent(this.#options.db, [this.#options.audience], this.#highest, LIVE_LOOKBACK_SECONDS),
        );
      } catch (err) {
        // The database is away: the next wake (or the listener's reconnect) reads again.
        this.#onError(err);
        return;
      }
    } while (this.#again && !this.#ended);
  }

  #send(rows: readonly repo.LiveEventRow[]): void {
    if (this.#ended) return;
    for (const row of rows) {
      if (this.#known.has(row.id)) continue;
      this.#known.set(row.id, row.created_at.getTime());
      if (row.id > this.#highest) this.#highest = row.id;
      this.#session.push(row.payload, row.kind, String(row.id));
    }
    const forgetBefore = Date.now() - KNOWN_FOR_MS;
    for (const [id, at] of this.#known) if (at < forgetBefore && id < this.#highest) this.#known.delete(id);
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#raw.end();
  }
}

/**
 * Answers a request with an event stream for `options.audience` and keeps it open until the client goes, the
 * session ends or the process shuts down. The reply is hijacked: Fastify's serializers and hooks no longer apply.
 */
export async function openStream(request: FastifyRequest, reply: FastifyReply, options: StreamOptions): Promise<void> {
  reply.hijack();
  const session = await createSession(request.raw, reply.raw, {
    keepAlive: LIVE_HEARTBEAT_MS,
    retry: RETRY_MS,
    // nginx would hold the stream's bytes in its buffer: this tells it not to (deploy/nginx.conf does too).
    headers: { 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
  const stream = new LiveStream(session, options, reply.raw, (err) =>
    request.log.warn({ err }, 'reading live events failed'),
  );
  const { hub, audience } = options;
  // Woken before the first read finishes, it reads again after it: nothing committed meanwhile is lost.
  hub.add(audience, stream);
  const check = setInterval(() => {
    options.sessionLive().then(
      (live) => {
        if (!live) stream.end();
      },
      () => undefined,
    );
  }, SESSION_CHECK_MS);
  check.unref();
  const close = () => {
    clearInterval(check);
    hub.remove(audience, stream);
    stream.end();
  };
  session.once('disconnected', close);
  reply.raw.once('close', close);
  try {
    await stream.start(String(request.headers['last-event-id'] ?? ''));
  } catch (err) {
    request.log.warn({ err }, 'opening a live stream failed');
    close();
    return;
  }
  stream.wake();
}
