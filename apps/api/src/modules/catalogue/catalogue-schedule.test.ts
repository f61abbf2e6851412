import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';

/**
 * The server builds the app before it migrates a new database (server.ts), so the catalogue schedule must not read
 * its tables before the app is ready. The order is the same on either engine; an empty in-memory PGlite database
 * stands for a first start on both.
 */
let closeAll: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeAll?.();
  closeAll = undefined;
});

it('reads the catalogue schedule only once the app is ready, after a first start has migrated', async () => {
  const db: Db = createDatabase({});
  const warnings: string[] = [];
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'false' }),
    db,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  });
  closeAll = async () => {
    await app.close();
    await db.destroy();
  };
  // What a read before the migration would have logged gets a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await migrateToLatest(db);
  await app.ready();
  const banners = await app.inject({ method: 'GET', url: '/api/goods/banners' });
  expect(banners.statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(warnings.filter((line) => line.includes('catalogue schedule'))).toEqual([]);
  // A first start: PGlite's initdb and every migration, 4 s alone and past 30 s beside the browser journeys in CI.
}, 120_000);
