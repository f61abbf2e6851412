import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DiskPictureStore } from '../apps/api/src/lib/disk-picture-store.ts';
import { uploadsDir } from '../apps/api/src/uploads-dir.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase, type Db } from '../apps/api/src/db/database.ts';
import { seedDemoCatalogue } from '../apps/api/src/seed/demo/seed-catalogue.ts';
import { seedSyntheticProducts } from '../apps/api/src/seed/demo/synthetic-catalogue.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedEssentials } from '../apps/api/src/seed/seed.ts';
import { countProducts, vacuumCatalogue } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';

export type Engine = 'postgres' | 'pglite';

/** A seeded benchmark database and how to reach it from this process and from a server child. */
export interface BenchDatabase {
  engine: Engine;
  /** Folder for DATA_DIR: the pictures (and, for PGlite, the database in db/). */
  dataDir: string;
  /** postgres:// URL of the fresh database (PostgreSQL only). */
  url?: string;
  products: number;
  demoProducts: number;
  seedSeconds: number;
  /** Set when the catalogue is smaller than asked, with the reason. */
  note?: string;
  /** The environment a server child needs to open this database. */
  serverEnv(): Record<string, string>;
  /** Opens the database in this process (PGlite: only while no child holds it). */
  open(): Db;
  /** Drops the database (PostgreSQL) and removes the temp folder. */
  dispose(): Promise<void>;
}

/** The local PostgreSQL server the bench uses when DATABASE_URL names none. */
export const DEFAULT_PG_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Every database this run created and has not disposed yet, so a signal or an error can still drop them. */
const undisposed = new Set<BenchDatabase>();

export async function disposeAllDatabases(): Promise<void> {
  for (const db of [...undisposed])
    await db.dispose().catch((err: unknown) => console.error(`cleanup of ${db.engine} failed:`, err));
}

/** Makes dispose idempotent and tracked from the moment the database exists, not only once it is seeded. */
function track(bench: BenchDatabase): BenchDatabase {
  const dispose = bench.dispose;
  let disposing: Promise<void> | undefined;
  bench.dispose = () => {
    disposing ??= dispose().finally(() => undisposed.delete(bench));
    return disposing;
  };
  undisposed.add(bench);
  return bench;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

interface GrowOptions {
  target: number;
  /** Stop growing before this many seconds of growth would be exceeded (PGlite); undefined: no limit. */
  budgetSeconds?: number;
  log: (line: string) => void;
}

/**
 * The demo pictures are drawn once per run (about a minute on this machine) and copied into each later data
 * folder: the seed skips pictures whose file already exists, so the catalogue rows are the same.
 */
let pictureCache: string | undefined;

export function removePictureCache(): void {
  if (pictureCache) fs.rmSync(pictureCache, { recursive: true, force: true });
  pictureCache = undefined;
}

/** Migrate, essentials, the demo catalogue, then synthetic products up to the target; then vacuum analyze. */
async function seed(db: Db, dataDir: string, { target, budgetSeconds, log }: GrowOptions) {
  const started = performance.now();
  await migrateToLatest(db);
  await seedEssentials(db);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const catalogDir = path.join(uploadsDir(config), 'catalog');
  if (pictureCache) fs.cpSync(pictureCache, catalogDir, { recursive: true });
  const pictures = new DiskPictureStore(uploadsDir(config), { error: (_details, message) => log(`  ${message}`) });
  const demoProducts = await seedDemoCatalogue({ db, pictures });
  if (!pictureCache && fs.existsSync(catalogDir)) {
    const cache = tempDir('shop-bench-pictures-');
    fs.cpSync(catalogDir, cache, { recursive: true });
    pictureCache = cache;
  }
  log(`  demo catalogue: ${demoProducts} products (${seconds(started).toFixed(1)} s)`);

  let note: string | undefined;
  const growStarted = performance.now();
  if (budgetSeconds === undefined) {
    await seedSyntheticProducts(db, target, (done) => {
      if (done % 10_000 === 0) log(`  ${done + demoProducts} products (${seconds(started).toFixed(0)} s)`);
    });
  } else {
    // Grow in steps of 10 000, and stop when the next step would not fit in the budget.
    const step = 10_000;
    let size = demoProducts;
    let lastStep = 0;
    while (size < target) {
      const next = Math.min(target, (Math.floor(size / step) + 1) * step);
      const elapsed = seconds(growStarted);
      const projected = lastStep * ((next - size) / step) * 1.1;
      if (lastStep > 0 && elapsed + projected > budgetSeconds) {
        note = `grown to ${size} products, not ${target}: growing took ${elapsed.toFixed(0)} s so far and the next ${next - size} would pass the ${budgetSeconds} s budget`;
        break;
      }
      const stepStarted = performance.now();
      await seedSyntheticProducts(db, next);
      lastStep = seconds(stepStarted) * (step / Math.max(1, next - size));
      size = next;
      log(`  ${size} products (${seconds(started).toFixed(0)} s)`);
    }
  }
  log(`  vacuum analyze…`);
  await vacuumCatalogue(db);
  const products = await countProducts(db);
  const seedSeconds = seconds(started);
  log(`  ${products} products ready in ${seedSeconds.toFixed(0)} s`);
  return { products, demoProducts, seedSeconds, note };
}

/**
 * A fresh, empty database `shop_bench_<random>` on the PostgreSQL server of DATABASE_URL (else the local default),
 * tracked for cleanup from the moment it exists. Callers migrate and seed it (preparePostgres; the flash sale).
 */
export async function createPostgresDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = tempDir('shop-bench-pg-');
  const bench: BenchDatabase = track({
    engine: 'postgres',
    dataDir,
    url: url.toString(),
    products: 0,
    demoProducts: 0,
    seedSeconds: 0,
    serverEnv: () => ({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }),
    open: () => createDatabase({ url: url.toString(), poolSize: 10 }),
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // pg's pool.end() resolves before its connections have finished closing; dropping "with (force)" at that
        // moment kills them mid-close, and the pool raises their error where nobody listens (the process dies).
        // Wait for them first (a few seconds at most); with (force) then only ends what an interrupted run left.
        for (let i = 0; i < 250; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
      log(`dropped database ${name}`);
    },
  });
  log(`PostgreSQL: created database ${name}`);
  return bench;
}

/**
 * A fresh PostgreSQL database seeded with the demo catalogue and synthetic products up to `target`; or, when
 * BENCH_DATABASE_URL names one already seeded (`npm run seed -- --products N` with DATABASE_URL), that one, as it
 * is (migrated to the latest schema, never dropped), which saves the seeding on repeated runs.
 */
export async function preparePostgres(
  target: number,
  log: (line: string) => void,
  options: { fresh?: boolean } = {},
): Promise<BenchDatabase> {
  if (process.env.BENCH_DATABASE_URL && !options.fresh) return existingPostgres(process.env.BENCH_DATABASE_URL, log);
  const bench = await createPostgresDatabase(log);
  try {
    const db = bench.open();
    try {
      Object.assign(bench, await seed(db, bench.dataDir, { target, log }));
    } finally {
      await db.destroy();
    }
  } catch (err) {
    await bench.dispose().catch(() => undefined);
    throw err;
  }
  return bench;
}

/** PGlite in a temp folder, as server.ts lays it out (DATA_DIR/db); grown within a time budget. */
export async function preparePglite(
  target: number,
  budgetSeconds: number | undefined,
  log: (line: string) => void,
): Promise<BenchDatabase> {
  const dataDir = tempDir('shop-bench-pglite-');
  const bench: BenchDatabase = track({
    engine: 'pglite',
    dataDir,
    products: 0,
    demoProducts: 0,
    seedSeconds: 0,
    serverEnv: () => ({ DATA_DIR: dataDir, DATABASE_URL: '' }),
    open: () => createDatabase({ dataDir: path.join(dataDir, 'db') }),
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  log(`PGlite: data folder ${dataDir}`);
  try {
    const db = bench.open();
    try {
      Object.assign(bench, await seed(db, dataDir, { target, budgetSeconds, log }));
    } finally {
      await db.destroy();
    }
  } catch (err) {
    await bench.dispose().catch(() => undefined);
    throw err;
  }
  return bench;
}

async function existingPostgres(url: string, log: (line: string) => void): Promise<BenchDatabase> {
  const dataDir = tempDir('shop-bench-pg-');
  const db = createDatabase({ url, poolSize: 2 });
  let products: number;
  try {
    await migrateToLatest(db);
    products = await countProducts(db);
  } finally {
    await db.destroy();
  }
  log(`PostgreSQL: the seeded database of BENCH_DATABASE_URL, ${products} products`);
  return track({
    engine: 'postgres',
    dataDir,
    url,
    products,
    demoProducts: 0,
    seedSeconds: 0,
    note: products ? undefined : 'BENCH_DATABASE_URL names an empty catalogue',
    serverEnv: () => ({ DATABASE_URL: url, DATA_DIR: dataDir }),
    open: () => createDatabase({ url, poolSize: 10 }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  });
}
