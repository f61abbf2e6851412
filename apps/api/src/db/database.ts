import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
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
}

/** One code path for both engines: the same Kysely queries run on PGlite and on a PostgreSQL server. */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: (value: string) => Number(value), [NUMERIC_OID]: (value: string) => Number(value) },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/** The database a configuration names: the server of DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string; databasePoolSize?: number }): Db {
  return createDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
  });
}
