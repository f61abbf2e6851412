import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';

/**
 * The shop's API in its own process (so the load generator and the server do not share an event loop), on a
 * database the parent already seeded. Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db,
 * as server.ts does), BENCH_WEB_DIST, BENCH_CONSOLE_DIST and BENCH_SELLER_DIST to serve the built apps
 * too (at /, /console/ and /seller/, as server.ts does). Listens on BENCH_PORT (else a free port) of 127.0.0.1 and
 * prints `BENCH_LISTENING <port>`.
 */
const config = {
  ...loadConfig({
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE: process.env.CATALOGUE_CACHE,
    SEED_DEMO: 'false',
  }),
  webDist: process.env.BENCH_WEB_DIST || undefined,
  consoleDist: process.env.BENCH_CONSOLE_DIST || undefined,
  sellerDist: process.env.BENCH_SELLER_DIST || undefined,
};
const db = createDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  poolSize: config.databasePoolSize,
});
const app = await buildApp({ config, db, logger: false });
app.addHook('onClose', async () => db.destroy());
await app.listen({ port: Number(process.env.BENCH_PORT || 0), host: '127.0.0.1' });
console.log(`BENCH_LISTENING ${(app.server.address() as AddressInfo).port}`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 8_000).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
