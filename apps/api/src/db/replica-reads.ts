import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import pg from 'pg';
import { AppError } from '../lib/app-error.ts';
import { adoptHandle, catalogueGeneration, type Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Where a read ran: the replica; the primary because the replica had not replayed the catalogue's last change yet;
 * the primary because the replica could not be used (down, refused, not a standby); the primary because there is
 * no replica at all.
 */
export type ReadSource = 'replica' | 'primary_lagging' | 'primary_replica_down' | 'primary';

/**
 * WHICH READS GO TO THE REPLICA (DATABASE_REPLICA_URL; docs/architecture.md#caches): only the shared answers of shoppers'
 * public catalogue reads, i.e. what plugins/catalogue-cache.ts computes for goods/list, hot, detail, search, suggest,
 * hot_keywords, categories, banners and shop/hot, search, detail. Everything else reads the primary: whatever a
 * shopper writes and reads back (cart, orders, wallet, addresses, hearts and follows, so also the personal fields
 * added to a catalogue answer), checkout and payment (the price charged is the current one), the console's and the
 * seller center's own reads, sessions. Those code paths never see this class: only the catalogue cache calls it.
 *
 * WHY AN ANSWER READ HERE MAY BE CACHED UNDER THE CURRENT GENERATION. The catalogue cache keys answers by the
 * process's catalogue generation G, which moves right after a catalogue write commits on the primary (here, or in
 * another process via NOTIFY). A replica lags: an answer read from it right after an edit may predate the edit, and
 * cached under G it would be served until the next change. So a replica read is used for G only when the replica has
 * provably replayed every commit that led to G:
 *   1. target(G) is the primary's WAL insert position read after G became current (one query per generation that
 *      needs a fill, shared by all fills of it; a position read for a later generation serves an earlier one too).
 *      Every commit that moved the generation to G finished before G became current, so its commit record lies
 *      before target(G).
 *   2. On the replica connection that will run the read, `pg_last_wal_replay_lsn()` >= target(G) is checked first.
 *      A standby makes a commit visible when it replays its record, and replay only moves forward while a
 *      connection lives (a standby restart ends every connection), so the read that follows on that same
 *      connection sees every commit up to G.
 *   3. Otherwise (lagging, unreachable, or not a standby at all: nothing proves what it holds) the read runs on the
 *      primary. So a refill right after an edit reads the primary until the replica has caught up, typically for a
 *      few milliseconds.
 * Totals kept per generation (modules/catalogue/kept-counts.ts) are keyed by the same G through
 * `readGeneration`, not by the live generation, which may have moved on during the read.
 */
export class ReplicaReads {
  readonly #primary: Db;
  readonly #pool: pg.Pool;
  readonly #onError: (err: unknown) => void;
  readonly #onStatement: ((text: string) => void) | undefined;
  #target: { generation: number; lsn: Promise<bigint> } | undefined;
  /** The highest replay position each replica connection was seen at (it only moves forward on one connection). */
  readonly #replayed = new WeakMap<pg.PoolClient, bigint>();
  /** One Kysely handle per replica connection, reused by each read that holds that connection. */
  readonly #handles = new WeakMap<pg.PoolClient, Db>();
  /** After a failure the replica is left alone for a while (every read would otherwise wait on it first). */
  #downUntil = 0;

  constructor(options: {
    primary: Db;
    url: string;
    poolSize?: number;
    onError?: (err: unknown) => void;
    /** Told each statement run on the replica (tests prove which reads went there). */
    onStatement?: (text: string) => void;
  }) {
    this.#primary = options.primary;
    this.#onError = options.onError ?? (() => undefined);
    this.#onStatement = options.onStatement;
    this.#pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 2000,
      keepAlive: true,
      statement_timeout: 6000,
      query_timeout: 7000,
    });
    // An idle connection the replica ends (restart, promotion) must not end the process; the pool replaces it.
    this.#pool.on('error', (err) => this.#onError(err));
  }

  /**
   * Runs `read` on the replica when it holds every commit that led to catalogue generation `generation` (see the
   * class comment), else on the primary. Business errors (AppError) pass through; a failure of the replica itself
   * sends this read, and the next ones for 5 s, to the primary (reads are safe to run again).
   */
  async read<T>(generation: number, read: (db: Db) => Promise<T>): Promise<{ value: T; source: ReadSource }> {
    if (Date.now() < this.#downUntil) return { value: await read(this.#primary), source: 'primary_replica_down' };
    const target = await this.#targetFor(generation);
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (err) {
      return this.#failedOver(err, read);
    }
    let caughtUp: boolean;
    try {
      caughtUp = await this.#caughtUp(client, target);
    } catch (err) {
      client.release(err as Error);
      return this.#failedOver(err, read);
    }
    if (!caughtUp) {
      client.release();
      return { value: await read(this.#primary), source: 'primary_lagging' };
    }
    try {
      const value = await read(this.#handleOf(client, generation));
      client.release();
      return { value, source: 'replica' };
    } catch (err) {
      if (err instanceof AppError) {
        client.release();
        throw err;
      }
      client.release(err as Error);
      return this.#failedOver(err, read);
    }
  }

  /** Ends the replica's connections; once, however many apps share this object. */
  async close(): Promise<void> {
    this.#closing ??= this.#pool.end();
    await this.#closing;
  }
  #closing: Promise<void> | undefined;

  async #failedOver<T>(err: unknown, read: (db: Db) => Promise<T>) {
    this.#onError(err);
    this.#downUntil = Date.now() + 5000;
    return { value: await read(this.#primary), source: 'primary_replica_down' as const };
  }

  /** target(G): the primary's WAL insert position, read once G (or a later generation) is current. */
  #targetFor(generation: number): Promise<bigint> {
    if (this.#target && this.#target.generation >= generation) return this.#target.lsn;
    const lsn = sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`
      .execute(this.#primary)
      .then(({ rows }) => parseLsn(rows[0]?.lsn ?? '0/0'));
    const entry = { generation, lsn };
    this.#target = entry;
    // A failed read of the position is not kept: the next fill asks again.
    lsn.catch(() => {
      if (this.#target === entry) this.#target = undefined;
    });
    return lsn;
  }

  /** Whether this replica connection has replayed up to `target` (asking the server only when not known yet). */
  async #caughtUp(client: pg.PoolClient, target: bigint): Promise<boolean> {
    const seen = this.#replayed.get(client);
    if (seen !== undefined && seen >= target) return true;
    this.#onStatement?.('select pg_last_wal_replay_lsn()');
    // NULL when the server is not in recovery (a primary, or a promoted replica): nothing proves what it holds.
    const { rows } = await client.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
    const lsn = rows[0]?.lsn;
    if (!lsn) return false;
    const replayed = parseLsn(lsn);
    this.#replayed.set(client, replayed);
    return replayed >= target;
  }

  /** A Kysely handle that runs everything, prepared statements included, on this one replica connection. */
  #handleOf(client: pg.PoolClient, generation: number): Db {
    let handle = this.#handles.get(client);
    if (!handle) {
      const onStatement = this.#onStatement;
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        const first = args[0] as string | { text: string };
        onStatement?.(typeof first === 'string' ? first : first.text);
        return (client.query as (...a: unknown[]) => unknown)(...args);
      }) as PostgresPoolClient['query'];
      // The connection stays checked out for the whole read; Kysely's release of it is a no-op here.
      const pinned: PostgresPoolClient = { query, release: () => undefined };
      const pool: PostgresPool = { connect: async () => pinned, end: async () => undefined, options: {} };
      const created: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      adoptHandle(created, this.#primary, async <R>(name: string, text: string, values: readonly unknown[]) => {
        onStatement?.(text);
        return (await client.query({ name, text, values: [...values] })).rows as R[];
      });
      this.#handles.set(client, created);
      handle = created;
    }
    gated.set(handle, generation);
    return handle;
  }
}

/** The generation a replica handle was checked against, while a read holds it (see readGeneration). */
const gated = new WeakMap<Db, number>();

/**
 * The catalogue generation a read on `db` may be cached under: the one its replica connection was checked against,
 * or, on the primary, the live generation (read before the statement, whose snapshot is then at least as new).
 */
export function readGeneration(db: Db): number {
  return gated.get(db) ?? catalogueGeneration(db).value;
}

/** A PostgreSQL WAL position ('16/B374D848') as a number that orders like it. */
export function parseLsn(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** The replica a configuration names (DATABASE_REPLICA_URL, beside a DATABASE_URL primary), or undefined. */
export function openReplicaReads(
  config: { databaseReplicaUrl?: string; databaseUrl?: string; databasePoolSize: number },
  primary: Db,
  log: { warn: (details: object, message: string) => void },
): ReplicaReads | undefined {
  if (!config.databaseReplicaUrl) return undefined;
  if (!config.databaseUrl) {
    log.warn({}, 'DATABASE_REPLICA_URL is ignored without DATABASE_URL: the embedded database has no replica');
    return undefined;
  }
  return new ReplicaReads({
    primary,
    url: config.databaseReplicaUrl,
    poolSize: config.databasePoolSize,
    onError: (err) => log.warn({ err }, 'catalogue replica unavailable; reading the primary'),
  });
}
