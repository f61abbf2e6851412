import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPictureStore } from '../uploads-dir.ts';
import { loadConfigOrExit } from '../config.ts';
import { vacuumCatalogue } from '../modules/catalogue/catalogue.repo.ts';
import { createDatabase } from '../db/database.ts';
import { seedDemoCatalogue } from './demo/seed-catalogue.ts';
import { seedSyntheticProducts } from './demo/synthetic-catalogue.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedEssentials } from './seed.ts';

/**
 * `npm run seed -- [--products N]`: migrates and seeds the database named by the environment (DATABASE_URL, else
 * PGlite in DATA_DIR) with the demo catalogue, then grows it to N products for benchmarks.
 */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const target = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(target) || target < 0) {
  console.error('--products must be a whole number');
  process.exit(1);
}

const config = loadConfigOrExit();
// Not openDatabase: its 6 s statement limit is for requests; growing and vacuuming a large catalogue runs longer.
const db = createDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
});
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
await migrateToLatest(db);
await seedEssentials(db);
// The demo's pictures go where the server keeps pictures: the local disk, or the S3-compatible store of S3_*.
const pictures = createPictureStore(config, { error: (details, message) => console.error(message, details) });
const demo = await seedDemoCatalogue({ db, pictures });
console.log(demo ? `demo catalogue: ${demo} products (${seconds()} s)` : 'demo catalogue already there');
if (target > 0) {
  const added = await seedSyntheticProducts(db, target, (done) => {
    if (done % 10_000 === 0) console.log(`  ${done} synthetic products (${seconds()} s)`);
  });
  console.log(`synthetic products added: ${added} (${seconds()} s)`);
}
await vacuumCatalogue(db);
console.log(`done in ${seconds()} s`);
pictures.close();
await db.destroy();
