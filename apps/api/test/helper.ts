import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type Db, dumpEmbeddedDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedEssentials } from '../src/seed/seed.ts';
import type { PictureStore } from '../src/lib/picture-store.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.service.ts';
import { documentCheck } from './api-document-check.ts';

/**
 * Every database test runs on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards). Same code path either way.
 */
export async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await createEmbeddedTestDb();
    return { db, drop: () => db.destroy() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  const template = await migratedTemplate(admin, serverUrl);
  await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
  const db = createDatabase({ url: databaseUrl(serverUrl, name), poolSize: 10 });
  await migrateToLatest(db); // nothing to do when the template is current; keeps the schema right if it is not
  return {
    db,
    drop: async () => {
      await db.destroy();
      await dropWhenClosed(admin, name);
      await admin.destroy();
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database once the connections of a destroyed handle have closed: pg's pool.end() resolves before they have,
 * and dropping "with (force)" at that moment kills them mid-close, their FATAL message an unhandled error.
 */
async function dropWhenClosed(admin: Kysely<unknown>, name: string): Promise<void> {
  await sessionsClosed(admin, name);
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
}

/** Waits up to 5 s for the database's sessions to end. */
async function sessionsClosed(admin: Kysely<unknown>, name: string): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin);
    if (!rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * PostgreSQL: a database with every migration applied, named by the same key as the embedded dump, that each test's
 * database is copied from (`create database … template`, about half the time of running the migrations). Made once per
 * server and key by whichever file needs it first: built under another name, then renamed, so no file copies a
 * half-migrated one; a file that loses the race drops its copy. Templates of older keys stay until dropped by hand
 * (docs/testing.md#projects).
 */
async function migratedTemplate(admin: Kysely<unknown>, serverUrl: string): Promise<string> {
  const template = `shop_test_template_${schemaKey()}`;
  const exists = async () =>
    (await sql`select 1 from pg_database where datname = ${template}`.execute(admin)).rows.length > 0;
  if (await exists()) return template;
  const building = `shop_test_building_${randomBytes(6).toString('hex')}`;
  await sql`create database ${sql.id(building)}`.execute(admin);
  const db = createDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // A database is renamed, and a template copied, only without sessions: the migration's must have ended.
  await sessionsClosed(admin, building);
  try {
    await sql`alter database ${sql.id(building)} rename to ${sql.id(template)}`.execute(admin);
  } catch (err) {
    if (!(await exists())) throw err;
    await dropWhenClosed(admin, building);
  }
  return template;
}

/** A fresh in-memory PGlite database with the current schema, whatever TEST_DATABASE_URL says. */
export async function createEmbeddedTestDb(): Promise<Db> {
  const db = createDatabase({ pgliteDump: await migratedPgliteDump() });
  await migrateToLatest(db); // nothing to do when the dump is current; keeps the schema right if it is not
  return db;
}

/**
 * A PGlite data folder with every migration applied, as a tarball kept in the system's temp folder under a key of
 * the migrations' sources and PGlite's version: each test file starts from it (a few hundred ms) instead of running
 * the migrations (2–4 s a file, about two minutes of a CI run). Written once, atomically, by whichever file needs it
 * first; a changed migration makes a new key.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `shop-test-schema-${schemaKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  // 1 MB WAL files instead of 16, and no template databases (no test creates a database on PGlite): a dump of
  // 20 MB instead of 45, which each file loads in about half the time.
  const db = createDatabase({ pgliteInitdbArgs: ['--wal-segsize=1'] });
  try {
    await migrateToLatest(db);
    await sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`.execute(db);
    await sql`drop database template0`.execute(db);
    await sql`drop database template1`.execute(db);
    return await writeDump(db, file);
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh in-memory PGlite database holding what `prepare` writes on the migrated schema, loaded from a tarball
 * that the first caller writes, as the schema's own: for data many test files start from and that takes seconds to
 * write (the demo catalogue of the journeys). The key is the schema's, `name`, the UTC day (data written relative to
 * "now" stays within a day of it) and every source file of the API and the contract, so that a change to the code
 * that writes the data writes it again.
 */
export async function createPreparedEmbeddedTestDb(name: string, prepare: (db: Db) => Promise<void>): Promise<Db> {
  const hash = createHash('sha256').update(schemaKey()).update(name).update(new Date().toISOString().slice(0, 10));
  for (const dir of ['../src', '../../../packages/contract/src'])
    hashSources(hash, path.join(import.meta.dirname, dir));
  const file = path.join(os.tmpdir(), `shop-test-${name}-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    // Tens of MB each: the dumps of earlier days and earlier code go first.
    for (const old of fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith(`shop-test-${name}-`))) {
      fs.rmSync(path.join(os.tmpdir(), old), { force: true });
    }
    const db = await createEmbeddedTestDb();
    try {
      await prepare(db);
      await writeDump(db, file);
    } finally {
      await db.destroy();
    }
  }
  const db = createDatabase({ pgliteDump: new Blob([fs.readFileSync(file)]) });
  await migrateToLatest(db);
  return db;
}

/** The database's data folder as a tarball at `file`, written atomically (renamed into place when complete). */
async function writeDump(db: Db, file: string): Promise<Blob> {
  await sql`checkpoint`.execute(db);
  const dump = await dumpEmbeddedDatabase(db);
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

/** Every TypeScript source under `dir` but the tests, in a fixed order, into `hash`. */
function hashSources(hash: ReturnType<typeof createHash>, dir: string): void {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|json)$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
}

function schemaKey(): string {
  const hash = createHash('sha256');
  const migrationsDir = path.join(import.meta.dirname, '../src/db/migrations');
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  hash.update(fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrate.ts')));
  // PGlite's build (its package.json is not exported): the dump's format is its PostgreSQL's.
  const pglite = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  hash.update(fs.readFileSync(path.join(pglite, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

export const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The app's picture store (disk, or S3 when the config names one). */
  pictures: PictureStore;
  close: () => Promise<void>;
  /** Answers that did not match the API document so far (close() throws them); see test/api-document-check.ts. */
  documentViolations: () => string[];
}

/**
 * Builds the real app (every plugin and module) on a fresh database, seeded with the essential content. Every answer
 * it gives is checked against its OpenAPI document (test/api-document-check.ts): close() fails on any mismatch.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { instrument?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const { db, drop } = await createTestDb();
  await seedEssentials(db);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
  const check = documentCheck();
  const instrument = (app: FastifyInstance) => {
    check.instrument(app);
    options.instrument?.(app);
  };
  const app = await buildApp({ config, db, logger: false, instrument });
  await app.ready();
  return {
    app,
    db,
    config,
    pictures: app.pictures,
    close: async () => {
      // The ledger equation (docs/domain.md#the-ledger-equation), checked at the end of every test file on everything the file did: each balance is
      // the sum of its entries, none is negative, and each kind of entry matches the records behind it.
      const ledger = await checkLedger({ db });
      await app.close();
      await drop();
      if (!ledger.balanced) throw new Error(`ledger not balanced at the end of the file: ${JSON.stringify(ledger)}`);
      const violations = check.violations();
      if (violations.length > 0) {
        throw new Error(`answers outside the API document (docs/api-document.md):\n${violations.join('\n')}`);
      }
    },
    documentViolations: check.violations,
  };
}

export interface CallOptions {
  token?: string;
  lang?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (per-IP rate limits); 127.0.0.1 when absent. */
  ip?: string;
}

/** Calls the API as a client would and returns the parsed envelope with the HTTP status. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.lang) headers.lang = options.lang;
  const request: InjectOptions = { method, url, headers, query: options.query as Record<string, string> | undefined };
  if (options.ip) request.remoteAddress = options.ip;
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  const json = response.json() as { code: number; msg: string; data: any };
  return { status: response.statusCode, ...json };
}

let counter = 0;
/** A unique account name per test run. */
export function uniqueAccount(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

/** Registers a shopper and returns its token and account. */
export async function registerShopper(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
  options: { ip?: string } = {},
) {
  const account = typeof extra.account === 'string' ? extra.account : uniqueAccount();
  const password = typeof extra.password === 'string' ? extra.password : 'secret123';
  const res = await call(app, 'POST', '/api/user/register', {
    body: { account, password, confirm_password: password, ...extra },
    ip: options.ip,
  });
  if (res.code !== 1) throw new Error(`register failed: ${res.msg}`);
  return { account, password, token: res.data.userinfo.token as string, id: res.data.userinfo.id as number };
}
