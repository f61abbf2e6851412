import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, type Dialect, Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { CatalogueGeneration, watchCatalogueWrites } from './catalogue-changes.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** A connection or an open transaction: repos accept either, services decide which. */
export type Executor = Kysely<Database> | Transaction<Database>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * bigint (money in cents, counts) as a JS number: cents stay exact up to 2^53 (about 90 trillion dollars),
 * far beyond any balance, and numbers are what the rest of the code does arithmetic with.
 */
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));

export interface DatabaseOptions {
  /** postgres:// URL of a server; without it the embedded PGlite database is used. */
  url?: string;
  /** PGlite's data folder; undefined means in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * PostgreSQL: the longest one statement may run before the server cancels it (and the client gives up a second
   * later, should the server not answer at all). The API passes one so no request waits on the database past a
   * client's patience; tools that import or migrate much at once leave it unset.
   */
  statementTimeoutMs?: number;
  /** PGlite: start from this dump of a data folder (`dumpEmbeddedDatabase`) instead of an empty one. */
  pgliteDump?: Blob;
  /** PGlite: initdb's arguments when it makes a new data folder (the tests' schema dump asks for small WAL files). */
  pgliteInitdbArgs?: readonly string[];
}

/** How long a request waits for a connection (from the pool, or a new one) before the database counts as away. */
const CONNECT_TIMEOUT_MS = 3000;

/** What a database handle carries beside its Kysely API: the catalogue's generation and the prepared-query path. */
interface DatabaseInternals {
  generation: CatalogueGeneration;
  /** Told of errors of idle pooled connections (a server restart, pg_terminate_backend). */
  connectionErrorListeners: Set<(err: Error) => void>;
  /** The PostgreSQL server's URL (none for PGlite). */
  url?: string;
  /** A parameterised statement, prepared once per connection under `name` where the driver allows it. */
  prepared<R>(name: string, text: string, values: readonly unknown[]): Promise<R[]>;
  /** The embedded engine (none for a PostgreSQL server). */
  pglite?: PGlite;
  /** PostgreSQL: the handle search reads through (searchHandle), on the hand-written statements' pool. */
  search?: Db;
}

const internals = new WeakMap<Kysely<Database>, DatabaseInternals>();
/** The pg pools of each PostgreSQL handle, the main one and the hand-written statements' (for poolStats). */
const pools = new WeakMap<Kysely<Database>, pg.Pool[]>();

function internalsOf(db: Kysely<Database>): DatabaseInternals {
  const found = internals.get(db);
  if (!found) throw new Error('a database handle not made by createDatabase');
  return found;
}

/** A pool of connections to the server of `options.url`; `sessionOptions` are passed to each session (`-c …`). */
function openPool(
  options: DatabaseOptions,
  max: number,
  onConnectionError: (err: Error) => void,
  sessionOptions?: string,
): pg.Pool {
  const timeout = options.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(timeout ? { statement_timeout: timeout, query_timeout: timeout + 1000 } : {}),
    ...(sessionOptions ? { options: sessionOptions } : {}),
  });
  // An idle connection the server ends (restart, stop, pg_terminate_backend) emits 'error' on the pool; without a
  // listener Node ends the process. The pool drops that connection and opens a new one when next needed.
  pool.on('error', onConnectionError);
  // The pool listens only to its idle connections. One checked out but between statements (in a transaction,
  // or just acquired) that the server ends emits 'error' on the client itself, which would end the process too:
  // listen there as well. Its next statement fails (answered 503), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

/**
 * The sessions of the pool that runs the hand-written statements (runPrepared, searchHandle), half the main pool's
 * size; Kysely's queries keep the main pool and PostgreSQL's defaults.
 *   - Generic plans: each statement is planned once per connection, not on every request. Under `auto` PostgreSQL
 *     planned a list page afresh each time (its LIMIT and OFFSET are parameters, so the generic plan's estimate
 *     looked worse than it is): 0.4 ms of planning for 0.2 ms of work, 60 % of a list's time in PostgreSQL, and a
 *     third of a search's (pg_stat_statements, 100 000 products). Each of these statements has one sensible plan
 *     whatever its values (an index for its filter and order, the grams index, or the best-sellers' index for a
 *     walk: search-read.repo.ts writes its orders so that two never compete); search-plan.test.ts and
 *     bench/explain.ts show the plans.
 *   - No sequential scans: the planner prices a full scan of products without the cost of decompressing each
 *     row's grams, so for a broad term (a kana found in half the catalogue) it chose one: 1–2.8 s on 100 000
 *     products where the grams index takes 0.25 s. Every table these statements read has an index for them.
 */
export const HAND_WRITTEN_SESSIONS = '-c enable_seqscan=off -c plan_cache_mode=force_generic_plan';

/** One code path for both engines: the same Kysely queries run on PGlite and on a PostgreSQL server. */
export function createDatabase(options: DatabaseOptions): Db {
  const generation = new CatalogueGeneration();
  const open = (dialect: Dialect) => new Kysely<Database>({ dialect: watchCatalogueWrites(dialect, generation) });
  if (options.url) {
    const connectionErrorListeners = new Set<(err: Error) => void>();
    const tellListeners = (err: Error) => {
      for (const listener of connectionErrorListeners) listener(err);
    };
    const max = options.poolSize ?? 10;
    const pool = openPool(options, max, tellListeners);
    const db = open(new PostgresDialect({ pool }));
    // The hand-written statements' own sessions (HAND_WRITTEN_SESSIONS): search, and every runPrepared statement.
    const handWritten = openPool(options, Math.max(2, Math.ceil(max / 2)), tellListeners, HAND_WRITTEN_SESSIONS);
    pools.set(db, [pool, handWritten]);
    const search = new Kysely<Database>({ dialect: new PostgresDialect({ pool: handWritten }) });
    const prepared =
      (on: pg.Pool) =>
      // node-postgres prepares a named statement on each connection the first time, then only binds and executes.
      async <R>(name: string, text: string, values: readonly unknown[]) =>
        (await on.query({ name, text, values: [...values] })).rows as R[];
    const onHandWritten = prepared(handWritten);
    internals.set(search, { generation, connectionErrorListeners, url: options.url, prepared: onHandWritten });
    internals.set(db, { generation, connectionErrorListeners, url: options.url, prepared: onHandWritten, search });
    // Kysely ends a pool only if a query of its own ran on it: runPrepared's statements use the hand-written pool
    // directly, so its sessions would stay open on the server after destroy. End both pools here as well.
    const destroyKysely = db.destroy.bind(db);
    db.destroy = async () => {
      await Promise.all([destroyKysely(), search.destroy()]);
      await Promise.all([pool, handWritten].filter((one) => !one.ended).map((one) => one.end()));
    };
    return db;
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.pgliteDump,
    initDbStartParams: options.pgliteInitdbArgs ? [...options.pgliteInitdbArgs] : undefined,
    parsers: { [INT8_OID]: (value: string) => Number(value), [NUMERIC_OID]: (value: string) => Number(value) },
  });
  const db = open(new PGliteDialect({ pglite }));
  internals.set(db, {
    generation,
    pglite,
    connectionErrorListeners: new Set(),
    // PGlite runs in this process: no statement names, but through Kysely's driver so its queue keeps the order.
    prepared: async <R>(_name: string, text: string, values: readonly unknown[]) =>
      (await db.executeQuery<R>(CompiledQuery.raw(text, [...values]))).rows as R[],
  });
  return db;
}

/** PGlite: its whole data folder as a tarball, to start other handles from (`pgliteDump`). */
export function dumpEmbeddedDatabase(db: Db): Promise<Blob> {
  const { pglite } = internalsOf(db);
  if (!pglite) throw new Error('only an embedded (PGlite) database can be dumped');
  return pglite.dumpDataDir('none');
}

/** The catalogue's generation of this handle (see catalogue-changes.ts). */
export function catalogueGeneration(db: Db): CatalogueGeneration {
  return internalsOf(db).generation;
}

/** Calls `listener` with each error of an idle pooled connection (they are survived; this is for the log). */
export function onConnectionError(db: Db, listener: (err: Error) => void): void {
  internalsOf(db).connectionErrorListeners.add(listener);
}

/** The pools' connections: in use, idle, and queries waiting for one; undefined on PGlite (one in-process engine). */
export function poolStats(db: Db): { inUse: number; idle: number; waiting: number } | undefined {
  const found = pools.get(db);
  if (!found) return undefined;
  const sum = (of: (pool: pg.Pool) => number) => found.reduce((total, pool) => total + of(pool), 0);
  return {
    inUse: sum((pool) => pool.totalCount - pool.idleCount),
    idle: sum((pool) => pool.idleCount),
    waiting: sum((pool) => pool.waitingCount),
  };
}

/**
 * Makes `handle`, a Kysely instance built elsewhere on the same data (db/replica-reads.ts: one replica connection),
 * a handle of this module: `like`'s catalogue generation, and runPrepared through `prepared`.
 */
export function adoptHandle(handle: Db, like: Db, prepared: DatabaseInternals['prepared']): void {
  internals.set(handle, { ...internalsOf(like), prepared, search: undefined });
}

/**
 * Where a catalogue search runs: on PostgreSQL, the connections of the hand-written statements' pool
 * (HAND_WRITTEN_SESSIONS: generic plans, no sequential scans). PGlite, a transaction, or a handle adopted from
 * elsewhere (a replica's) is used as it is.
 */
export function searchHandle<E extends Executor>(db: E): E | Db {
  return (!db.isTransaction && internals.get(db as Db)?.search) || db;
}

/** The embedded engine of this handle (to LISTEN in-process); undefined on a PostgreSQL server. */
export function embeddedEngine(db: Db): PGlite | undefined {
  return internalsOf(db).pglite;
}

/** The PostgreSQL server's URL of this handle; undefined on PGlite. */
export function serverUrl(db: Db): string | undefined {
  return internalsOf(db).url;
}

/**
 * Runs a hand-written statement as a prepared statement (PostgreSQL: parsed and planned once per connection, on the
 * hand-written statements' pool, HAND_WRITTEN_SESSIONS). For the hottest reads only, where building the query on
 * every request costs more than the statement itself. An empty `name` runs it unprepared.
 */
export function runPrepared<R>(db: Db, name: string, text: string, values: readonly unknown[]): Promise<R[]> {
  return internalsOf(db).prepared<R>(name, text, values);
}

/** The API's statements end within 6 s (7 s if the server is silent), so with the 3 s wait for a connection a request
 * that meets a lost database is answered within 10 s. */
export const API_STATEMENT_TIMEOUT_MS = 6000;

/** The database a configuration names: the server of DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string; databasePoolSize?: number }): Db {
  return createDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
    statementTimeoutMs: API_STATEMENT_TIMEOUT_MS,
  });
}
