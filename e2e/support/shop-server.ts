import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase, type Db } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { seedEssentials } from '../../apps/api/src/db/seed.ts';
import { buildApps } from './build-apps.ts';

export interface ShopServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real shop on a fresh in-memory database, listening on a free port of this machine: the API with the
 * production builds of the shopper app and the console, as `npm start` serves them.
 */
export async function startShop(): Promise<ShopServer> {
  const { webDist, consoleDist } = buildApps();
  const db = createDatabase({});
  await migrateToLatest(db);
  await seedEssentials(db);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), webDist, consoleDist };
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
    },
  };
}
