import type { FastifyBaseLogger } from 'fastify';
import { type Db, embeddedEngine, serverUrl } from '../../db/database.ts';
import { listenOn } from '../../db/listen.ts';

/** The NOTIFY channel of live events (migration 021): its payload names the audiences, space-separated, or `*`. */
export const LIVE_CHANNEL = 'live_events';

/** Something woken when its audience may have new events: an open stream (live-stream.ts). */
export interface Wakeable {
  wake(): void;
  end(): void;
}

/**
 * This process's open streams by audience (`user:<id>`, `shop:<id>`), woken by the live events' NOTIFY: from
 * PostgreSQL on a connection of its own (db/listen.ts, shared by every process), or from PGlite in this process.
 * A NOTIFY only wakes: each stream reads the stored events itself, so one missed is never lost, and a listening
 * connection lost and reopened wakes every stream.
 */
export class LiveHub {
  readonly #streams = new Map<string, Set<Wakeable>>();
  #stop: () => Promise<void> = async () => undefined;

  get size(): number {
    let n = 0;
    for (const set of this.#streams.values()) n += set.size;
    return n;
  }

  add(audience: string, stream: Wakeable): void {
    let set = this.#streams.get(audience);
    if (!set) {
      set = new Set();
      this.#streams.set(audience, set);
    }
    set.add(stream);
  }

  remove(audience: string, stream: Wakeable): void {
    const set = this.#streams.get(audience);
    set?.delete(stream);
    if (set?.size === 0) this.#streams.delete(audience);
  }

  /** Wakes the streams of the audiences a NOTIFY names. */
  wake(payload: string): void {
    if (payload === '*') return this.wakeAll();
    for (const audience of payload.split(' ')) for (const stream of this.#streams.get(audience) ?? []) stream.wake();
  }

  wakeAll(): void {
    for (const set of this.#streams.values()) for (const stream of set) stream.wake();
  }

  /** Starts listening for the live events' NOTIFY. */
  listen(db: Db, log: FastifyBaseLogger): void {
    const url = serverUrl(db);
    if (url) {
      this.#stop = listenOn(url, LIVE_CHANNEL, {
        onNotify: (payload) => this.wake(payload),
        onGap: () => this.wakeAll(),
        onError: (err) => log.warn({ err }, 'listening for live events failed; reconnecting'),
      });
      return;
    }
    const engine = embeddedEngine(db);
    if (!engine) return;
    const subscribed = engine.listen(LIVE_CHANNEL, (payload) => this.wake(payload));
    subscribed.catch((err: unknown) => log.warn({ err }, 'listening for live events failed'));
    this.#stop = async () => {
      try {
        await (await subscribed)();
      } catch {
        // The engine was closed first (a test closing the database under a live app): nothing is left to stop.
      }
    };
  }

  /** Ends every open stream (a shutdown: clients reconnect to another process) and stops listening. */
  async close(): Promise<void> {
    for (const set of this.#streams.values()) for (const stream of set) stream.end();
    this.#streams.clear();
    await this.#stop();
  }
}
