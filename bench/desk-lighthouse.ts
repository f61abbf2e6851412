import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { desktopConfig } from 'lighthouse';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemoReviews } from '../apps/api/src/seed/demo/seed-reviews.ts';
import { seedDemoSeller } from '../apps/api/src/seed/demo/seed-seller.ts';
import { seedDemoAccounts } from '../apps/api/src/seed/seed.ts';
import { createMailer } from '../apps/api/src/modules/mail/mailer.ts';
import { readOrderRefunds } from '../apps/api/src/modules/refund/refund.service.ts';
import type { BenchDatabase } from './catalogue-db.ts';
import { chromePath, type LighthousePage, type LighthousePageSpec, measurePage } from './lighthouse.ts';

/** The demo accounts of a first start (apps/api/src/server.ts), with the passwords the seed chose. */
export interface DemoAccounts {
  shopper: { account: string; password: string };
  operator: { account: string; password: string };
  seller: { account: string; password: string };
}

/**
 * Seeds the demo shopper, the admin operator, the demo seller (with its orders, settlements, promotions) and the
 * demo reviews into a benchmark database, in this process and the way the API's first start does (server.ts), so the
 * pages measured show what `npm start` shows. The bench server (serve.ts) never seeds, and its passwords are random:
 * they come back from here. PGlite: call it while no server holds the database.
 */
export async function seedDemoPeople(bench: BenchDatabase): Promise<DemoAccounts> {
  const db = bench.open();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), dataDir: bench.dataDir };
  const app = await buildApp({ config, db, logger: false });
  try {
    await app.ready();
    const demo = await seedDemoAccounts(db);
    if (!demo) throw new Error('the benchmark database already has accounts: the demo ones were not seeded');
    const mailer = createMailer(db, { from: config.mailFrom, log: app.log });
    const deps = { db, config, log: app.log, mailer, pictures: app.pictures, orderRefunds: readOrderRefunds };
    const seller = await seedDemoSeller(deps, demo.shopper, demo.operator.id);
    if (!seller) throw new Error('the demo seller was not seeded');
    await seedDemoReviews(deps, demo.operator.id);
    return {
      shopper: { account: demo.shopper.account, password: demo.shopper.password },
      operator: { account: demo.operator.account, password: demo.operator.password },
      seller: { account: seller.account, password: seller.password },
    };
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** Signs in through the API, as each app's login page does; answers the session token. */
export async function signIn(
  baseUrl: string,
  endpoint: '/api/user/login' | '/api/console/login' | '/api/seller/login',
  credentials: { account: string; password: string },
): Promise<string> {
  const response = await fetch(baseUrl + endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as {
    msg?: string;
    data?: { token?: string; userinfo?: { token?: string } };
  };
  // The desks answer { token }, the shop { userinfo: { token } }.
  const token = body.data?.token ?? body.data?.userinfo?.token;
  if (!token) throw new Error(`${endpoint} as ${credentials.account}: ${response.status} ${body.msg ?? ''}`);
  return token;
}

export interface DeskPage extends LighthousePage {
  desk: 'console' | 'seller';
  /** JavaScript of the median run: the scripts it loaded, their size gzip (the build's .gz copies) and as served. */
  js: { files: number; gzipBytes: number; transferBytes: number };
}

/** Target: the desks' sign-in and dashboard, Lighthouse desktop preset, median performance score. */
export const DESK_TARGET_SCORE = 95;

/**
 * The size of a served script gzip: the build's own .gz copy (tools/vite-precompress.ts) when there is one, else the
 * file gzipped here at the level the build uses. Chromium asks for brotli, which the server prefers, so the bytes it
 * transferred are the brotli ones; the gzip figure is the one budgets are usually stated in.
 */
function gzipBytes(dist: string, prefix: string, urlPath: string): number {
  const relative = urlPath.split('?')[0]!.replace(prefix, '');
  const file = path.join(dist, relative);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  if (fs.existsSync(file)) return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  return NaN;
}

/**
 * The console and the seller center as `npm start` serves them (the API process, at /console/ and /seller/), in
 * Lighthouse's desktop preset: each desk's sign-in page, then its dashboard signed in. The desks keep their token in
 * localStorage (packages/desk/src/session: console-token, seller-token), which no header can carry: it is written on
 * the origin through a tab of the same Chromium before Lighthouse navigates that tab (lighthouse.ts pageWithStorage).
 */
export async function runDeskLighthouse(
  baseUrl: string,
  accounts: DemoAccounts,
  options: {
    runs: number;
    outDir: string;
    log: (line: string) => void;
    dists: { console: string; seller: string };
  },
): Promise<DeskPage[]> {
  const binary = chromePath();
  const consoleToken = await signIn(baseUrl, '/api/console/login', accounts.operator);
  const sellerToken = await signIn(baseUrl, '/api/seller/login', accounts.seller);
  const pages: (LighthousePageSpec & { desk: 'console' | 'seller' })[] = [
    { desk: 'console', name: 'console sign-in', path: '/console/login', slug: 'desk-console-login' },
    {
      desk: 'console',
      name: 'console dashboard',
      path: '/console/dashboard',
      slug: 'desk-console-dashboard',
      signedIn: `demo operator ${accounts.operator.account}`,
      storage: { localStorage: { 'console-token': consoleToken } },
    },
    { desk: 'seller', name: 'seller sign-in', path: '/seller/login', slug: 'desk-seller-login' },
    {
      desk: 'seller',
      name: 'seller dashboard',
      path: '/seller/dashboard',
      slug: 'desk-seller-dashboard',
      signedIn: `demo seller ${accounts.seller.account}`,
      storage: { localStorage: { 'seller-token': sellerToken } },
    },
  ];
  const results: DeskPage[] = [];
  for (const page of pages) {
    const measured = await measurePage(baseUrl, page, options.runs, {
      binary,
      outDir: options.outDir,
      log: options.log,
      config: desktopConfig,
    });
    const scripts = measured.median.diagnostics.scripts;
    const js = {
      files: scripts.length,
      gzipBytes: scripts.reduce((sum, s) => sum + gzipBytes(options.dists[page.desk], `/${page.desk}/`, s.path), 0),
      transferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    };
    options.log(
      `  ${page.name}: median score ${measured.median.score}, ${js.files} scripts, ${(js.gzipBytes / 1024).toFixed(0)} KiB gzip`,
    );
    results.push({ ...measured, desk: page.desk, js });
  }
  return results;
}
