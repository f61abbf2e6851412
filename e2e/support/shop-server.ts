import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { DiskPictureStore } from '../../apps/api/src/lib/disk-picture-store.ts';
import { uploadsDir } from '../../apps/api/src/uploads-dir.ts';
import { seedDemoCatalogue, seedDemoCategories } from '../../apps/api/src/seed/demo/seed-catalogue.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/database.ts';
import { seedEssentials } from '../../apps/api/src/seed/seed.ts';
import { createEmbeddedTestDb, createPreparedEmbeddedTestDb, createTestDb } from '../../apps/api/test/helper.ts';
import { startTopology } from '../../apps/api/test/multi-process.ts';
import { builtAppDists } from './build-apps.ts';

const CATALOGUE_ART_CACHE = path.join(os.tmpdir(), 'shop-e2e-catalogue-art');

/**
 * The demo catalogue's pictures are the same on every run (named by their content): drawn once into a cache shared
 * by all journeys, linked as the catalog/ folder of this server's uploads.
 */
function catalogueArt(uploads: string): DiskPictureStore {
  fs.mkdirSync(uploads, { recursive: true });
  fs.mkdirSync(CATALOGUE_ART_CACHE, { recursive: true });
  fs.symlinkSync(CATALOGUE_ART_CACHE, path.join(uploads, 'catalog'));
  return new DiskPictureStore(uploads, { error: (details, message) => console.error(message, details) });
}

export interface ShopServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real shop on a fresh in-memory database, listening on a free port of this machine: the API with the
 * production builds of the shopper app, the console and the seller center, as `npm start` serves them (the seller
 * center at /seller and at / of a `merchant.` host); with `catalogue: true`, the demo catalogue of `npm start` too,
 * with `catalogue: 'categories'` only its categories (a journey whose merchant lists its own products).
 *
 * With E2E_TOPOLOGY=nginx it is the production shape instead: two `serve` processes (TRUST_PROXY=1) on a fresh
 * database of the PostgreSQL server named by TEST_DATABASE_URL, behind nginx with deploy/nginx.conf (round robin),
 * all torn down by close(); baseUrl is nginx's, `db` the test's own pool on that database, and there is no
 * in-process `app`.
 */
export async function startShop(options: { catalogue?: boolean | 'categories' } = {}): Promise<ShopServer> {
  const { webDist, consoleDist, sellerDist } = builtAppDists();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    webDist,
    consoleDist,
    sellerDist,
    dataDir,
  };
  const pictures = options.catalogue ? catalogueArt(uploadsDir(config)) : undefined;
  const seedCatalogue = async (db: Db) => {
    if (options.catalogue === 'categories') await seedDemoCategories({ db, pictures: pictures! });
    else if (options.catalogue) await seedDemoCatalogue({ db, pictures: pictures! });
  };

  if (process.env.E2E_TOPOLOGY === 'nginx') {
    const database = await createTestDb();
    await seedEssentials(database.db);
    // The processes boot while the catalogue below is seeded (its NOTIFY reaches their caches like any edit).
    const topology = startTopology({ database, dataDir });
    topology.catch(() => undefined); // awaited below; a failure meanwhile must not count as unhandled
    await seedCatalogue(database.db);
    const { baseUrl, close } = await topology;
    return {
      baseUrl,
      db: database.db,
      get app(): FastifyInstance {
        throw new Error('E2E_TOPOLOGY=nginx runs the API in other processes: this journey needs an in-process app');
      },
      close: async () => {
        await close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  // The whole demo catalogue takes 9–20 s to write and is the same for every journey: written once into a dump that
  // the next journeys load (the helper's key changes with the code that writes it). Its pictures live in the art
  // cache, so the dump is only trusted once the cache holds them.
  const seed = async (db: Db) => {
    await seedEssentials(db);
    await seedCatalogue(db);
  };
  let db: Db;
  if (options.catalogue === true && fs.readdirSync(CATALOGUE_ART_CACHE).length > 0) {
    db = await createPreparedEmbeddedTestDb('e2e-demo-catalogue', seed);
  } else {
    db = await createEmbeddedTestDb();
    await seed(db);
  }
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
