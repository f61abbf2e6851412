import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { demoImageTarget } from './uploads-dir.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoCatalogue } from './db/demo/seed-catalogue.ts';
import { seedDemoAccounts, seedEssentials } from './db/seed.ts';
import { startOrderScheduler } from './modules/order/order-scheduler.ts';
import { pruneExpired } from './modules/rate-limit/rate-limit.service.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the shop: read config, migrate, seed, listen, and close cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  config.webDist = path.join(repoRoot, 'apps/web/dist');
  config.consoleDist = path.join(repoRoot, 'apps/console/dist');

  const db = openDatabase(config);
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.destroy());

  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  await seedEssentials(db);
  if (config.seedDemo) {
    const demo = await seedDemoAccounts(db);
    if (demo) printCredentials(demo, config.port);
    const started = performance.now();
    const products = await seedDemoCatalogue({ db, config }, demoImageTarget(config));
    if (products) app.log.info({ products, ms: Math.round(performance.now() - started) }, 'demo catalogue seeded');
  }

  // Rate-limit counters of ended windows are dropped hourly; any process may do it, the delete is idempotent.
  const pruning = setInterval(
    () => {
      pruneExpired(db).catch((err: unknown) => app.log.warn({ err }, 'pruning rate limits failed'));
    },
    60 * 60 * 1000,
  );
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  // Unpaid orders time out, delivered ones become received, received ones completed (DESIGN §3).
  if (config.orderSweepSeconds > 0) {
    const stopScheduler = startOrderScheduler(db, app.log, config.orderSweepSeconds * 1000);
    app.addHook('onClose', async () => stopScheduler());
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

function printCredentials(demo: NonNullable<Awaited<ReturnType<typeof seedDemoAccounts>>>, port: number) {
  const lines = [
    'Demo accounts (shown once; change the passwords after first use):',
    `  shopper  account ${demo.shopper.account}  password ${demo.shopper.password}  payment code ${demo.shopper.payPassword}`,
    `  operator account ${demo.operator.account}  password ${demo.operator.password}`,
    `  shop http://localhost:${port}/   console http://localhost:${port}/console/   API docs http://localhost:${port}/api/docs`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

await main();
