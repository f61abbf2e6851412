import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { countMoneyOperation } from './lib/metrics.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { seedDemoCatalogue } from './seed/demo/seed-catalogue.ts';
import { seedDemoReviews } from './seed/demo/seed-reviews.ts';
import { type DemoSellerCredentials, seedDemoSeller } from './seed/demo/seed-seller.ts';
import { type DemoCredentials, seedDemoAccounts, seedEssentials } from './seed/seed.ts';
import { Startup } from './modules/health/health.service.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { startOrderScheduler } from './modules/order/order-scheduler.ts';
import { orderSweepFlows } from './flows/order-sweeps.ts';
import { readOrderRefunds } from './modules/refund/refund.service.ts';
import { settleBacklog } from './modules/settlement/settlement.service.ts';
import { pruneExpired } from './modules/rate-limit/rate-limit.service.ts';
import { pruneLiveEvents } from './modules/live/live.service.ts';
import { pruneSignInChallenges } from './modules/account-security/two-factor.service.ts';
import { rollUpRecentDays } from './modules/console/stats.service.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the shop: read config, migrate, seed, listen, and close cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  config.webDist = path.join(repoRoot, 'apps/web/dist');
  config.consoleDist = path.join(repoRoot, 'apps/console/dist');
  config.sellerDist = path.join(repoRoot, 'apps/seller/dist');

  const db = openDatabase(config);
  // /api/health answers 503 until the database is migrated and the first-start seed written (docs/operations.md#the-first-start).
  const startup = new Startup();
  const app = await buildApp({ config, db, startup });
  app.addHook('onClose', async () => db.destroy());

  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  // Processes started together on an empty database seed it one at a time (db/startup-lock.ts).
  await withStartupLock(db, async () => {
    await seedEssentials(db);
    if (config.seedDemo) {
      const demo = await seedDemoAccounts(db);
      const started = performance.now();
      const products = await seedDemoCatalogue({ db, pictures: app.pictures });
      if (products) app.log.info({ products, ms: Math.round(performance.now() - started) }, 'demo catalogue seeded');
      if (demo) {
        const mailer = createMailer(db, { from: config.mailFrom, log: app.log });
        const deps = { db, config, log: app.log, mailer, pictures: app.pictures, orderRefunds: readOrderRefunds };
        const seller = await seedDemoSeller(deps, demo.shopper, demo.operator.id);
        const reviewsStarted = performance.now();
        const reviews = await seedDemoReviews(deps, demo.operator.id);
        if (reviews)
          app.log.info({ reviews, ms: Math.round(performance.now() - reviewsStarted) }, 'demo reviews seeded');
        printCredentials(demo, seller, config.port);
      }
    }

    // Orders completed before settlements existed are settled once, by whichever process gets there first.
    const settled = await settleBacklog(db);
    if (settled) app.log.info({ settled }, 'completed orders settled');
    countMoneyOperation('settlement', 'ok', settled);
  });
  startup.markDone();

  // The sales figures' closed days are rolled up at start and hourly, so no dashboard load pays for them.
  const rollUp = () =>
    rollUpRecentDays({ db }).catch((err: unknown) => app.log.warn({ err }, 'rolling up the sales figures failed'));
  void rollUp();

  // Rate-limit counters of ended windows and live events past their keeping are dropped hourly; any process may do it, the delete is idempotent.
  const pruning = setInterval(
    () => {
      void rollUp();
      pruneExpired(db).catch((err: unknown) => app.log.warn({ err }, 'pruning rate limits failed'));
      pruneLiveEvents(db).catch((err: unknown) => app.log.warn({ err }, 'pruning live events failed'));
      pruneSignInChallenges(db).catch((err: unknown) => app.log.warn({ err }, 'pruning sign-in challenges failed'));
    },
    60 * 60 * 1000,
  );
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  // Unpaid orders time out, delivered ones become received, received ones completed (docs/domain.md#the-order-state-machine).
  if (config.orderSweepSeconds > 0) {
    // Expiry and auto-complete are flows (cancel; complete and settle), handed to the order module's scheduler here.
    const stopScheduler = startOrderScheduler(db, app.log, config.orderSweepSeconds * 1000, orderSweepFlows);
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

/** The demo accounts, once, in the fixed form of docs/operations.md#the-first-start ("<role> account <a> password <p>"): tools read them. */
function printCredentials(demo: DemoCredentials, seller: DemoSellerCredentials | undefined, port: number) {
  const lines = [
    'Demo accounts (shown once; change the passwords after first use):',
    `shopper account ${demo.shopper.account} password ${demo.shopper.password} payment code ${demo.shopper.payPassword}`,
    `operator account ${demo.operator.account} password ${demo.operator.password}`,
    ...(seller
      ? [
          `seller account ${seller.account} password ${seller.password}`,
          `staff account ${seller.staff.account} password ${seller.staff.password}`,
        ]
      : []),
    `shop http://localhost:${port}/   console http://localhost:${port}/console/   seller center http://localhost:${port}/seller/`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

await main();
