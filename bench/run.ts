/**
 * Benchmarks: `npm run bench` from the repo root (→ `tsx run.ts` here). NOT tests, not run by CI; they write
 * bench/results/catalogue.md (catalogue, search, Lighthouse), bench/results/orders.md (the flash sales) and
 * bench/results/stats.md (the console's sales figures) and print them.
 *
 *   npm run bench                                   (root: everything, 100 000 products, 10 s per load run)
 *   npm run bench -- --only http --products 20000   (root: the flags after --; a second --, `npm run bench -- -- …`, is ignored)
 *   npm run bench -- --only catalogue               (root: catalogue.md alone: HTTP load, search latency, Lighthouse)
 *   npm run bench -- --only flash                   (root: just the two flash sales, about a minute)
 *   npm run bench -- --only stats                   (root: just the sales figures, about a minute)
 *   npm run bench -- --only peer                    (root: Medusa v2 beside our store API, about 6 minutes; never in a full run)
 *   npm run bench -- --only scale                   (root: the cost curve at 10 000, 100 000 and 1 000 000 products; never in
 *                                                    a full run; seeding about an hour once, then 30–40 minutes a run)
 *   npm run bench -- --only scale --sizes 10000 --orders 100000 --duration 3   (root: a short try of the cost curve)
 *   npx tsx run.ts --only search --duration 5       (here in bench/)
 * Flags: --only http|search|lighthouse|catalogue|flash|stats|csv|peer|scale, --products N (100000), --duration S (10), --pglite-budget S (360),
 * --engines both|postgres|pglite (both), --lighthouse-runs N (5: runs per Lighthouse page and per tap). --products, --duration and --pglite-budget do not apply to the flash sale and
 * the sales figures, whose figures are fixed (flash-sale.ts FLASH, stats-bench.ts STATS). BENCH_DATABASE_URL names a
 * PostgreSQL database already seeded (`npm run seed -- --products N` with DATABASE_URL) to use instead of seeding a
 * fresh one (it is migrated, never dropped). With --only scale: --sizes N,N,… (10000,100000,1000000) the catalogue
 * sizes, --orders N,N,… (100000,1000000) the paid orders of the sales figures, --reseed to seed the kept databases
 * shop_bench_scale_<size> again (scale-seed.ts; else a database whose marker matches is reused). With --only stats:
 * --orders N the paid orders of the sales figures (100 000).
 *
 * Steps: (1–2) on a fresh PostgreSQL database of N products: target 1, uncached reads: a bare node:http server, the
 * shop with CATALOGUE_CACHE=off and the ceiling line (ceiling-server.ts: Fastify + pg, the shop's statements as
 * prepared statements, no pipeline) in interleaved rounds, over the Unix socket and over TCP to PostgreSQL in turn,
 * each run's CPU per request read from /proc (cpu-cost.ts), every request on the next of thousands of URLs
 * (catalogue-urls.ts), list, detail and search in five languages; EXPLAIN (ANALYZE, BUFFERS) of each statement
 * (explain.ts); then target 2, cached reads: the shop with its cache under a Zipf mix of about 3 000 catalogue URLs,
 * in its steady state, beside bare; (3) the shop on PGlite, for information: on the demo catalogue (a first
 * `npm start`) and on 10 000 products (grown within --pglite-budget seconds, default 360, else smaller, and the
 * report says so); (4) sequential search latency per query class on both;
 * (5) Lighthouse (mobile) on five pages of the production build of the shopper app, INP of three taps on a phone
 * with the CPU throttled through CDP (interaction.ts), and Lighthouse (desktop) on the console's and the seller
 * center's sign-in and dashboard, all on the demo catalogue with its demo accounts; (6) the flash sales
 * (flash-sale.ts), each on a fresh PostgreSQL database with one product: funded shoppers (made through the
 * repositories: account, session, payment code, default address, balance credited through the ledger) buy one SKU at
 * the same instant against the API in its own process (pool of 20), each paying at once if its order was created:
 * 200 shoppers for 20 units (target: create + pay p99 ≤ 800 ms), then 2 000 for 200 (target: the exact counts); every
 * unit paid, every other buyer a clear OUT_OF_STOCK, 0 server errors, stock, sales, ledger and balances are checked in
 * the database afterwards; latencies are compared with the API floor (GET /api/health/ready, every shopper at once, same
 * sale), and the payment-code floor (as many scrypt checks at once as there are units) and the CPU the sale cost (API
 * process, PostgreSQL backends) are measured beside them; (7) the sales figures
 * (stats-bench.ts): on a fresh PostgreSQL database, 100 000 paid orders over 30 days with their lines, ledger debits,
 * recharges, withdrawals, refund credits and new shoppers written by set-based SQL, then GET /api/console/stats and
 * /stats/top for the last 30 days called 200 times each, one after the other, with EXPLAIN ANALYZE of their statements
 * (target: p95 of /stats ≤ 100 ms); (8) the markdown reports; (9) with --only peer only: Medusa installed from npm into
 * a temporary folder beside our store API (peer.ts; report bench/results/peer.md); (10) with --only scale only: the
 * cost curve (scale-bench.ts): uncached list, detail and search (English, Chinese) at each size, EXPLAIN of the
 * search, the CSV import into a shop of each catalogue, the sales figures at each order count (report
 * bench/results/scale.md and its chart scale.svg, scale-report.ts).
 * A full run with 100 000 products took 11–14 minutes on the 2-core machine (most of it seeding); the flash sales add
 * about 1–1.5 minutes (runs at load averages 2–4: the 200 / 20 sale 10–16 s with its setup and checks, of which the
 * sale itself 1.3–3.8 s; the 2 000 / 200 sale 33–80 s, of which the sale itself 11–25 s, most of it its 200 payment
 * codes' scrypt). `--only http|search|lighthouse`
 * writes its partial report to bench/results/catalogue-<section>.tmp (gitignored) and leaves catalogue.md alone;
 * orders.md holds only the flash sales, so it is written whenever they run (`--only flash` or a full run)
 * and left alone otherwise; stats.md likewise holds only the sales figures (`--only stats` or a full run). A flash
 * sale whose exact counts do not hold, or sales figures whose checks fail, count as a failure (exit code 1).
 *
 * Dev dependencies of this workspace, and why:
 *   - autocannon: the HTTP load generator (keep-alive connections, HDR latency percentiles, non-2xx counts),
 *     used through its Node API so every run is driven and recorded from this script; no other tool here does it.
 *   - lighthouse@12: page performance as shoppers' phones see it (score, LCP, CLS, TBT, FCP under simulated slow
 *     4G and 4× CPU), through its Node API; its dependency chrome-launcher starts Debian's Chromium. Version 12
 *     because Lighthouse 13 needs Node 22 and the project runs on Node 20.19+.
 *   - web-vitals: Google's reference implementation of INP (and the other Core Web Vitals), injected into the page as
 *     its IIFE build: it aggregates the browser's Event Timing entries into INP the way the field data does, which
 *     we would otherwise reimplement (interaction grouping, the p98 rule, the first-input fallback).
 * Also imported, not declared here on purpose: `pg` (the API's own driver, to create and drop the temp database),
 * `chrome-launcher` and `puppeteer-core` (installed with lighthouse, which uses them itself: the desks' session is
 * written through the same Puppeteer page Lighthouse then measures) and `playwright-core` (e2e's, for the taps).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type BenchDatabase,
  DEFAULT_PG_URL,
  disposeAllDatabases,
  preparePglite,
  preparePostgres,
  removePictureCache,
} from './catalogue-db.ts';
import { runFlashSale } from './flash-sale.ts';
import { type LoadResult, loadMix, measure, measureMix } from './http-load.ts';
import { CpuMeter, procReadable } from './cpu-cost.ts';
import { type ServiceTime, serviceTime } from './service-time.ts';
import { catalogueUrls, SEARCH_LANGS, zipfMix } from './catalogue-urls.ts';
import { chromePath, chromeVersion, LIGHTHOUSE_RUNS, type LighthousePageSpec, runLighthouse } from './lighthouse.ts';
import { runInteraction } from './interaction.ts';
import { runDeskLighthouse, seedDemoPeople, signIn } from './desk-lighthouse.ts';
import { benchDir, killAllChildren, repoRoot, run, type Server, startServer } from './processes.ts';
import { detailPath, HEALTH_PATH, LATENCY_SEARCHES, LIST_PATH, LOAD_SEARCHES, searchPath } from './queries.ts';
import { explainCatalogue } from './explain.ts';
import {
  renderOrdersReport,
  renderReport,
  type Results,
  ROUNDS,
  type Transport,
  type UncachedRound,
} from './report.ts';
import { searchLatency } from './search-latency.ts';
import { renderStatsReport, runStatsBench, type StatsBenchResult } from './stats-bench.ts';
import { type CsvBenchResult, renderCsvReport, runCsvImportBench } from './csv-import-bench.ts';
import { type PeerResult, runPeer } from './peer.ts';
import { renderPeerReport } from './peer-report.ts';
import { runScaleBench, type ScaleResult } from './scale-bench.ts';
import { renderScaleChart, renderScaleReport } from './scale-report.ts';

const SECTIONS = ['http', 'search', 'lighthouse', 'flash', 'stats', 'csv', 'peer', 'catalogue', 'scale'] as const;
/** `--only catalogue`: every section of catalogue.md (and that report), without the order, stats and CSV ones. */
const CATALOGUE_SECTIONS: readonly Section[] = ['http', 'search', 'lighthouse'];
type Section = (typeof SECTIONS)[number];

// A bare `--` is dropped: `npm run bench -- -- --only x` at the root hands the second one on to this script.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    only: { type: 'string' },
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    'pglite-budget': { type: 'string', default: '360' },
    engines: { type: 'string', default: 'both' },
    'lighthouse-runs': { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    sizes: { type: 'string', default: '10000,100000,1000000' },
    orders: { type: 'string' },
    reseed: { type: 'boolean', default: false },
  },
});
const only = values.only as Section | undefined;
const products = Number(values.products);
const duration = Number(values.duration);
const pgliteBudget = Number(values['pglite-budget']);
if (only !== undefined && !SECTIONS.includes(only)) fail(`--only must be one of ${SECTIONS.join(', ')}`);
const engines = values.engines;
if (!['both', 'postgres', 'pglite'].includes(engines)) fail('--engines must be both, postgres or pglite');
if (!Number.isInteger(products) || products < 0) fail('--products must be a whole number');
if (!Number.isFinite(duration) || duration < 1) fail('--duration must be at least 1 (seconds)');
if (!Number.isFinite(pgliteBudget) || pgliteBudget < 0) fail('--pglite-budget must be a number of seconds');
const counts = (flag: 'sizes' | 'orders') => {
  const list = (values[flag] ?? (flag === 'orders' ? '100000,1000000' : '')).split(',').filter(Boolean).map(Number);
  if (list.some((n) => !Number.isInteger(n) || n < 1)) fail(`--${flag} must be whole numbers, comma-separated`);
  return list;
};
const [scaleSizes, scaleOrders] = [counts('sizes'), counts('orders')];
const wants = (section: Section) =>
  only === undefined || only === section || (only === 'catalogue' && CATALOGUE_SECTIONS.includes(section));

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const log = (line: string) => console.log(line);
const started = new Date();
const clock = performance.now();
const elapsed = () => `${((performance.now() - clock) / 1000).toFixed(0)} s`;

// ——— cleanup: child processes on any exit, temp databases on errors and signals ———
const servers = new Set<Server>();
async function disposeAll(): Promise<void> {
  for (const server of servers) await server.stop().catch(() => undefined);
  servers.clear();
  await disposeAllDatabases();
  removePictureCache();
}
process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping children and dropping temp databases…`);
    // Dropping a database in use disconnects the seed's pool, whose clients then raise errors nobody awaits: we are
    // leaving anyway, so they must not cut the cleanup short.
    process.on('uncaughtException', (err) => console.error(`(ignored while stopping: ${err.message})`));
    killAllChildren();
    void disposeAll().finally(() => process.exit(130));
  });
}

async function withServer<T>(
  env: Record<string, string>,
  name: string,
  body: (server: Server) => Promise<T>,
): Promise<T> {
  const server = await startServer('serve.ts', env, name);
  servers.add(server);
  try {
    return await body(server);
  } finally {
    await server.stop();
    servers.delete(server);
  }
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const response = await fetch(url);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text.slice(0, 200) };
  }
}

/** One request before the load: the status and what it found, so a table never shows req/s of an error page. */
async function check(url: string): Promise<string> {
  const { status, body } = await getJson(url);
  if (status !== 200 || body?.code !== 1) return `status ${status}${body?.msg ? ` "${body.msg}"` : ''}`;
  const data = body.data;
  if (data && typeof data.total === 'number')
    return `200, ${data.total.toLocaleString('en-US')} matches, ${data.list.length} on the page`;
  if (data && typeof data.title === 'string') return `200, "${data.title.slice(0, 40)}"`;
  if (data && data.status === 'ok') return `200, database ${data.database}`;
  return '200';
}

const results: Results = {
  started,
  totalSeconds: 0,
  command: ['bench/run.ts', ...process.argv.slice(2).filter((arg) => arg !== '--')].join(' '),
  options: { only, products, duration },
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: [],
  },
  http: [],
  latency: [],
  failures: [],
  notes: [],
};

/**
 * How the servers of this run reach PostgreSQL (the catalogue's database): through its Unix socket or over TCP. On
 * one machine it moves every uncached read (README, "Running on PostgreSQL"), so the report says which it was.
 */
function connectionOf(url: string): string {
  const host = decodeURIComponent(new URL(url).hostname);
  return host.startsWith('/') ? 'through its Unix socket' : `over TCP to ${host}`;
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL || DEFAULT_PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

// ——— 2 and 3. load on each engine, then 4. sequential search latency on the same database ———
/**
 * The PGlite catalogues measured: the seed's demo catalogue (what a first `npm start` serves) and 10 000 products
 * (grown within --pglite-budget). Sequential search latency runs on the last.
 */
const PGLITE_SIZES = [0, 10_000];

async function engineRuns(engine: 'PostgreSQL' | 'PGlite'): Promise<void> {
  const sizes = engine === 'PostgreSQL' ? [products] : PGLITE_SIZES;
  for (const [index, size] of sizes.entries()) {
    log(
      `\n[${elapsed()}] ${engine}: seeding ${size ? `${size.toLocaleString('en-US')} products` : 'the demo catalogue'}`,
    );
    const db =
      engine === 'PostgreSQL'
        ? await preparePostgres(size, log)
        : await preparePglite(size, pgliteBudget > 0 ? pgliteBudget : undefined, log);
    try {
      if (db.note) {
        log(`  note: ${db.note}`);
        results.notes.push(`${engine}: ${db.note}.`);
      }
      if (wants('http')) {
        if (engine === 'PostgreSQL') await postgresTargets(db);
        else await pgliteLoad(db, size === 0 ? 'demo catalogue' : undefined);
      }
      if (wants('search') && index === sizes.length - 1) {
        log(`\n[${elapsed()}] 4. sequential search latency on ${engine} (${db.products} products, in-process)`);
        const handle = db.open();
        try {
          const rows = await searchLatency(handle, LATENCY_SEARCHES, log);
          results.latency.push({ engine, products: db.products, note: db.note, rows });
          for (const row of rows)
            if (row.total === 0)
              results.notes.push(`${engine}: ${row.name} found nothing, so its latency is that of an empty search.`);
        } finally {
          await handle.destroy();
        }
      }
    } finally {
      await db.dispose();
    }
  }
}

/** Starts a bench server script for the length of `body` (stopped on errors and signals too). */
async function withScript<T>(
  script: string,
  env: Record<string, string>,
  name: string,
  body: (server: Server) => Promise<T>,
): Promise<T> {
  const server = await startServer(script, env, name);
  servers.add(server);
  try {
    return await body(server);
  } finally {
    await server.stop();
    servers.delete(server);
  }
}

/** Whether two servers answer the same bytes for the same paths (the ceiling line must answer what the shop does). */
async function sameBytes(a: string, b: string, paths: string[]): Promise<string> {
  let differing = 0;
  let example = '';
  for (const p of paths) {
    const [x, y] = await Promise.all([fetch(a + p).then((r) => r.text()), fetch(b + p).then((r) => r.text())]);
    if (x !== y) {
      differing += 1;
      example ||= `${p}: ${x.length} vs ${y.length} bytes`;
    }
  }
  return differing === 0
    ? `${paths.length} of ${paths.length} answers byte for byte equal`
    : `**${differing} of ${paths.length} differ** (${example})`;
}

/**
 * The same database over both transports, the configured one first: through PostgreSQL's Unix socket and over TCP
 * to the loopback address. On one host the transport moves every uncached read (finding 10), so target 1 measures
 * ours and the ceiling line on each. The other transport is left out where it cannot be told (a remote server).
 */
async function transportsOf(url: string): Promise<{ transport: Transport; url: string }[]> {
  const configured = new URL(url);
  const host = decodeURIComponent(configured.hostname);
  const first = { transport: (host.startsWith('/') ? 'socket' : 'TCP') as Transport, url };
  const other = new URL(url);
  if (first.transport === 'socket') other.hostname = '127.0.0.1';
  else {
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) return [first];
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ unix_socket_directories: string }>('show unix_socket_directories');
      const dir = rows[0]?.unix_socket_directories.split(',')[0]?.trim();
      if (!dir) return [first];
      other.hostname = encodeURIComponent(dir);
    } finally {
      await client.end();
    }
  }
  const second = { transport: (first.transport === 'socket' ? 'TCP' : 'socket') as Transport, url: other.toString() };
  try {
    const probe = new pg.Client({ connectionString: second.url });
    await probe.connect();
    await probe.end();
  } catch (err) {
    results.notes.push(
      `PostgreSQL over ${second.transport} was not reachable (${err instanceof Error ? err.message : String(err)}): target 1 measured ${first.transport} only.`,
    );
    return [first];
  }
  return [first, second];
}

/** The application_name each server's sessions carry, so the CPU meter finds its PostgreSQL backends. */
const APP_NAMES = { ours: 'bench-ours', ceiling: 'bench-ceiling' };

/**
 * Targets 1 and 2 on PostgreSQL. Target 1 (uncached reads): the shop with CATALOGUE_CACHE=off and the ceiling line
 * (bench/ceiling-server.ts) beside it, on each transport to PostgreSQL in turn (transportsOf): ROUNDS interleaved
 * rounds of bare, then ours and the ceiling line twice each per endpoint in mirrored order, with each run's CPU per
 * request read from /proc (cpu-cost.ts), then the searches; each request on the next of thousands of URLs. Target 2:
 * the shop with its cache, under a Zipf mix of every catalogue URL.
 */
async function postgresTargets(db: BenchDatabase): Promise<void> {
  log(`\n[${elapsed()}] 2. targets 1 and 2 on PostgreSQL (${db.products} products)`);
  const sets = await catalogueUrls(db.url!);
  log(
    `  URL sets: ${sets.list.length} list pages, ${sets.detail.length} products, ${SEARCH_LANGS.map(({ lang }) => `${sets.search[lang].length} ${lang}`).join(', ')} searches`,
  );
  const uncached: UncachedRound[] = [];
  const transports = await transportsOf(db.url!);
  const metered = procReadable();
  if (!metered) results.notes.push('/proc is not readable here: target 1 has no CPU per request.');
  await withScript('bare-server.ts', {}, 'bare server', async (bare) => {
    for (const [index, { transport, url }] of transports.entries()) {
      const firstTransport = index === 0;
      log(`  ${transport}: ours and the ceiling line reach PostgreSQL ${connectionOf(url)}`);
      const env = { ...db.serverEnv(), DATABASE_URL: url };
      await withServer(
        { ...env, CATALOGUE_CACHE: 'off', PGAPPNAME: APP_NAMES.ours },
        `API on PostgreSQL (${transport}), cache off`,
        (ours) =>
          withScript(
            'ceiling-server.ts',
            { ...env, PGAPPNAME: APP_NAMES.ceiling },
            `ceiling server (${transport})`,
            async (ceiling) => {
              const meters = {
                ours: metered && ours.pid ? new CpuMeter(ours.pid, url, APP_NAMES.ours) : undefined,
                ceiling: metered && ceiling.pid ? new CpuMeter(ceiling.pid, url, APP_NAMES.ceiling) : undefined,
              };
              try {
                if (firstTransport) {
                  results.sameBytes = await sameBytes(ours.url, ceiling.url, [
                    ...sets.list.slice(0, 25),
                    ...sets.detail.slice(0, 25),
                  ]);
                  log(`  ceiling vs ours: ${results.sameBytes}`);
                }
                const floor = await measure('API floor (health, select 1)', ours.url, HEALTH_PATH, duration, log);
                // Every list page and product asked once (10 connections) before the rounds: round 1's first run
                // would otherwise read the tables from the OS cache into PostgreSQL's buffers for the run after it,
                // and that first run is always ours (round 1 has ours first). The searches warm their own sets
                // (everyUrl, below).
                for (const endpoint of ['list', 'detail'] as const)
                  await loadMix(ours.url, sets[endpoint], {
                    duration,
                    amount: sets[endpoint].length,
                    connections: 10,
                  });
                for (let round = 1; round <= ROUNDS; round++) {
                  log(`  ${transport}, round ${round} of ${ROUNDS}`);
                  const bareRow = await measureMix('bare node:http', bare.url, sets.list, duration, log);
                  const rows: LoadResult[] = round === 1 ? [floor] : [];
                  // Ours against the ceiling line in two pairs per round, in mirrored order (round 1: ours, ceiling,
                  // ceiling, ours; round 2 the reverse): whichever reads a set first meets colder database pages and
                  // a machine just loaded by the run before, and the machine's speed drifts by a third within
                  // minutes. One pair a round gave ours 72-95 % of the ceiling line from round to round on the same
                  // code; four runs a side narrow it (finding 13). Each run's CPU per request is read from /proc.
                  const side = async (endpoint: 'list' | 'detail') => {
                    const oursRun = () =>
                      measureMix(`product ${endpoint}`, ours.url, sets[endpoint], duration, log, {
                        meter: meters.ours,
                      });
                    const ceilingRun = () =>
                      measureMix(`ceiling: product ${endpoint}`, ceiling.url, sets[endpoint], duration, log, {
                        meter: meters.ceiling,
                      });
                    const order =
                      round % 2 === 1
                        ? [oursRun, ceilingRun, ceilingRun, oursRun]
                        : [ceilingRun, oursRun, oursRun, ceilingRun];
                    for (const runOne of order) rows.push(await runOne());
                  };
                  await side('list');
                  await side('detail');
                  for (const { lang, name } of SEARCH_LANGS)
                    rows.push(
                      await measureMix(`search ${name} (${lang})`, ours.url, sets.search[lang], duration, log, {
                        everyUrl: round === 1,
                        meter: meters.ours,
                      }),
                    );
                  for (const row of rows) {
                    row.ratio = row.rps / bareRow.rps;
                    row.transport = transport;
                  }
                  uncached.push({ transport, bare: { ...bareRow, ratio: 1, transport }, rows });
                }
                if (firstTransport) {
                  // The same URLs one at a time: each server's own time, without the queue of 50 clients
                  // (service-time.ts).
                  const alone: ServiceTime[] = [await serviceTime('bare node:http', bare.url, sets.list)];
                  for (const endpoint of ['list', 'detail'] as const) {
                    alone.push(await serviceTime(`product ${endpoint}`, ours.url, sets[endpoint]));
                    alone.push(await serviceTime(`ceiling: product ${endpoint}`, ceiling.url, sets[endpoint]));
                  }
                  for (const { lang, name } of SEARCH_LANGS)
                    alone.push(await serviceTime(`search ${name} (${lang})`, ours.url, sets.search[lang]));
                  for (const row of alone)
                    log(
                      `  one at a time: ${row.name.padEnd(28)} p50 ${row.p50.toFixed(2)} ms  p99 ${row.p99.toFixed(2)} ms`,
                    );
                  results.serviceTimes = alone;
                  results.serviceTimesTransport = transport;
                }
              } finally {
                await meters.ours?.close();
                await meters.ceiling?.close();
              }
            },
          ),
      );
    }
  });
  results.uncached = uncached;
  results.bare = uncached[0]?.bare;
  const productId = Number(/id=(\d+)/.exec(sets.detail[0] ?? '')?.[1] ?? 1);
  results.explain = await explainCatalogue(db.url!, productId);
  for (const row of results.explain) log(`  EXPLAIN ${row.name}: ${row.ms.toFixed(2)} ms, ${row.buffers} buffers`);

  const mix = zipfMix(sets, sets.shopIds, 400_000);
  await withScript('bare-server.ts', {}, 'bare server', (bare) =>
    withServer(db.serverEnv(), 'API on PostgreSQL, cache on', async (ours) => {
      log(`  target 2: Zipf mix over ${mix.urls} catalogue URLs`);
      const bareRow = await measureMix('bare node:http', bare.url, mix.paths, duration, log, { steady: true });
      const row = await measureMix('catalogue mix (cache on)', ours.url, mix.paths, duration, log, { steady: true });
      row.ratio = row.rps / bareRow.rps;
      const seen = row.cache.hit + row.cache.miss + row.cache.inflight;
      log(
        `  cache: ${row.cache.hit} hits, ${row.cache.miss} misses, ${row.cache.inflight} coalesced (${((100 * row.cache.hit) / Math.max(1, seen)).toFixed(1)} % hits)`,
      );
      results.cached = { bare: { ...bareRow, ratio: 1 }, mix: row, urls: mix.urls, distinct: row.distinct };
    }),
  );
  results.http.push({
    engine: 'PostgreSQL',
    products: db.products,
    note: db.note,
    seedSeconds: db.seedSeconds,
    rows: [],
  });
}

/**
 * PGlite, for information (no target): what the embedded default answers, cache off: the API floor, a list page, a
 * detail and the load searches, one URL each, beside a bare node:http run of the same minute. `label` names the
 * catalogue (the demo one of a first start).
 */
async function pgliteLoad(db: BenchDatabase, label?: string): Promise<void> {
  log(`\n[${elapsed()}] 3. HTTP load on PGlite (${db.products} products${label ? `, ${label}` : ''}, cache off)`);
  const rows: LoadResult[] = [];
  await withScript('bare-server.ts', {}, 'bare server', async (bare) => {
    const bareRow = await measure('bare node:http', bare.url, LIST_PATH, duration, log);
    rows.push({ ...bareRow, ratio: 1 });
    await withServer({ ...db.serverEnv(), CATALOGUE_CACHE: 'off' }, 'API on PGlite', async (server) => {
      const probe = await getJson(`${server.url}/api/goods/list?sort=sales&page=1`);
      const id = probe.body?.data?.list?.[0]?.id as number | undefined;
      if (!id) throw new Error(`no product to take an id from: ${JSON.stringify(probe.body).slice(0, 200)}`);
      const endpoints = [
        { name: 'API floor (health, select 1)', path: HEALTH_PATH },
        { name: 'product list', path: LIST_PATH },
        { name: 'product detail', path: detailPath(id) },
        ...LOAD_SEARCHES.map((search) => ({ name: search.name, path: searchPath(search) })),
      ];
      for (const endpoint of endpoints) {
        const checked = await check(server.url + endpoint.path);
        const row = await measure(endpoint.name, server.url, endpoint.path, duration, log);
        row.check = checked;
        row.ratio = row.rps / bareRow.rps;
        rows.push(row);
      }
    });
  });
  results.http.push({
    engine: 'PGlite',
    products: db.products,
    label,
    note: db.note,
    seedSeconds: db.seedSeconds,
    rows,
  });
}

// ——— 5. Lighthouse ———
/** The built apps the Lighthouse section serves, as `npm start` serves them (apps/api/src/server.ts). */
const APP_DISTS = { web: 'apps/web/dist', console: 'apps/console/dist', seller: 'apps/seller/dist' } as const;

async function lighthouseRuns(): Promise<void> {
  const runs = Number(values['lighthouse-runs']);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--lighthouse-runs must be a whole number of at least 1');
  const binary = chromePath();
  results.machine.chromium = chromeVersion(binary);
  const dists = Object.fromEntries(
    Object.entries(APP_DISTS).map(([app, dir]) => [app, path.join(repoRoot, dir)]),
  ) as Record<keyof typeof APP_DISTS, string>;
  for (const app of Object.keys(APP_DISTS) as (keyof typeof APP_DISTS)[]) {
    log(`\n[${elapsed()}] 5. Lighthouse: building apps/${app}`);
    await run('npm', ['run', 'build', '-w', `apps/${app}`], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (!fs.existsSync(path.join(dists[app], 'index.html')))
      throw new Error(`the ${app} build wrote no ${APP_DISTS[app]}/index.html`);
  }

  const db = await preparePglite(0, undefined, log);
  try {
    // The demo shopper, operator and seller of a first `npm start`: the cart, /products and the desks need them.
    const accounts = await seedDemoPeople(db);
    const env = {
      ...db.serverEnv(),
      BENCH_WEB_DIST: dists.web,
      BENCH_CONSOLE_DIST: dists.console,
      BENCH_SELLER_DIST: dists.seller,
    };
    await withServer(env, 'shop for Lighthouse', async (server) => {
      const hot = await getJson(`${server.url}/api/goods/hot?limit=1`);
      const product = hot.body?.data?.list?.[0] as { id: number; shop_id: number } | undefined;
      if (!product) throw new Error(`no demo product for the detail page: ${JSON.stringify(hot.body).slice(0, 200)}`);
      const earbuds = await getJson(`${server.url}/api/goods/search?keyword=earbuds`);
      const hits = earbuds.body?.data?.total ?? 0;
      results.notes.push(`Lighthouse search page: "earbuds" finds ${hits} demo products.`);
      // The first category (in the app's order) that lists products, as a shopper opens it from Home.
      const categories = ((await getJson(`${server.url}/api/goods/categories`)).body?.data ?? []) as {
        id: number;
        name: string;
      }[];
      let category: { id: number; name: string; total: number } | undefined;
      for (const c of categories) {
        const total = (await getJson(`${server.url}/api/goods/list?category_id=${c.id}&page=1`)).body?.data?.total;
        if (total > 0) {
          category = { ...c, total };
          break;
        }
      }
      if (!category) throw new Error('no demo category lists products');
      results.notes.push(
        `Lighthouse category page: category ${category.id} (${category.name}) lists ${category.total} demo products.`,
      );
      const shopper = await signIn(server.url, '/api/user/login', accounts.shopper);
      const detailPath = `/detail/${product.id}/${product.shop_id}`;
      const pages: LighthousePageSpec[] = [
        { name: 'home', path: '/home', slug: 'home' },
        { name: 'detail', path: detailPath, slug: 'detail' },
        { name: 'search', path: '/searchs?keyword=earbuds', slug: 'search' },
        // The shop's own page, where its cards and "Shop" on a product lead (/shop/<id>).
        { name: 'shop', path: `/shop/${product.shop_id}`, slug: 'shop' },
        {
          name: 'category',
          path: `/products?category_id=${category.id}`,
          slug: 'category',
          // The full listing is behind the sign-in (apps/web/src/app/guard.ts); signed out, the guard sends the
          // visitor to /login. The session is the token cookie the app writes (apps/web/src/lib/session.ts).
          signedIn: `demo shopper ${accounts.shopper.account}: the full listing is for signed-in shoppers`,
          storage: { cookies: { 'Admin-Token': shopper } },
        },
      ];
      log(`\n[${elapsed()}] 5. Lighthouse on ${server.url} (${runs} runs per page)`);
      const outDir = path.join(benchDir, 'results/lighthouse');
      const measured = await runLighthouse(server.url, pages, outDir, log, runs);
      results.lighthouse = { demoProducts: db.products, runs, ...measured };
      for (const page of measured.pages) {
        const problems = [...new Set(page.runs.flatMap((r) => r.problems))];
        if (problems.length) results.notes.push(`Lighthouse ${page.name}: ${problems.join('; ')}`);
        const fallbacks = [...new Set(page.runs.flatMap((r) => r.diagnostics.htmlFallbacks))];
        if (fallbacks.length) {
          results.notes.push(
            `Lighthouse ${page.name}: ${fallbacks.map((f) => code(f)).join(', ')} answered with the app's index.html (the single-page fallback) instead of a 404.`,
          );
        }
      }
      // Each part on its own: one failing leaves the others' figures in the report.
      try {
        log(`\n[${elapsed()}] 5. interaction: three taps, ${runs} runs each`);
        results.lighthouse.interaction = await runInteraction(
          server.url,
          { detailPath, shopperToken: shopper },
          { runs, cpuSlowdown: measured.calibration.cpuSlowdown, log },
        );
        for (const tap of results.lighthouse.interaction.taps) {
          const problems = [...new Set(tap.runs.flatMap((r) => (r.problem ? [r.problem] : [])))];
          if (problems.length) results.notes.push(`Interaction ${tap.name}: ${problems.join('; ')}`);
        }
      } catch (err) {
        results.failures.push(`lighthouse (interaction): ${err instanceof Error ? err.message : String(err)}`);
      }
      try {
        log(`\n[${elapsed()}] 5. Lighthouse desktop on the console and the seller center (${runs} runs per page)`);
        results.lighthouse.desks = await runDeskLighthouse(server.url, accounts, {
          runs,
          outDir,
          log,
          dists: { console: dists.console, seller: dists.seller },
        });
      } catch (err) {
        results.failures.push(`lighthouse (desks): ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  } finally {
    await db.dispose();
  }
}

// ——— 6. flash sale ———
async function flashSale(): Promise<void> {
  log(`\n[${elapsed()}] 6. flash sale on PostgreSQL`);
  results.flash = await runFlashSale({ withServer, log });
  const failed = results.flash.checks.filter((check) => !check.ok);
  if (failed.length) {
    results.failures.push(
      `flash sale: ${failed.map((check) => `${check.name}: ${check.measured} (expected ${check.expected})`).join('; ')}`,
    );
  }
}

// ——— 7. sales figures ———
let statsResult: StatsBenchResult | undefined;
async function salesFigures(): Promise<void> {
  log(`\n[${elapsed()}] 7. sales figures on PostgreSQL`);
  // --orders N with --only stats: the sales figures over N paid orders instead of STATS.orders.
  statsResult = await runStatsBench({ withServer, log, orders: values.orders ? scaleOrders[0] : undefined });
  const failed = statsResult.checks.filter((check) => !check.ok);
  if (failed.length) {
    results.failures.push(
      `sales figures: ${failed.map((check) => `${check.name}: ${check.measured} (expected ${check.expected})`).join('; ')}`,
    );
  }
}

// ——— 8. product CSV import ———
let csvResult: CsvBenchResult | undefined;
async function csvImport(): Promise<void> {
  log(`\n[${elapsed()}] 8. product CSV import on PostgreSQL`);
  csvResult = await runCsvImportBench(log);
  if (!csvResult.ok) results.failures.push('csv import: a target was missed (see csv-import.md)');
}

// ——— 9. a peer side by side (only with --only peer: it installs Medusa from npm, minutes) ———
let peerResult: PeerResult | undefined;
async function peerRun(): Promise<void> {
  log(`\n[${elapsed()}] 9. Medusa beside our store API`);
  peerResult = await runPeer(log, duration);
  if (peerResult.problem) results.notes.push(`peer: ${peerResult.problem}`);
}

// ——— 10. the cost curve (only with --only scale: it seeds up to 1 000 000 products) ———
let scaleResult: ScaleResult | undefined;
async function scaleRun(): Promise<void> {
  log(`\n[${elapsed()}] 10. the cost curve at ${scaleSizes.map((n) => n.toLocaleString('en-US')).join(', ')} products`);
  scaleResult = await runScaleBench({
    withServer,
    log,
    sizes: scaleSizes,
    orders: scaleOrders,
    duration,
    reseed: values.reseed === true,
  });
  results.failures.push(...scaleResult.failures.map((failure) => `scale: ${failure}`));
}

/** The 1-minute load average around each section: the machine is shared, and this says how busy it was. */
const noteLoad = (when: string) => results.machine.loadAverage.push(`${when} ${os.loadavg()[0]!.toFixed(1)}`);

const code = (text: string) => `\`${text}\``;

async function section(name: string, body: () => Promise<void>): Promise<void> {
  noteLoad(`before ${name}`);
  try {
    await body();
  } catch (err) {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.error(`\n${name} failed:\n${message}`);
    results.failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    killAllChildren();
  }
}

log(
  only === 'flash' || only === 'stats' || only === 'csv' || only === 'peer' || only === 'scale'
    ? `Benchmarks, ${only} only: ${os.cpus().length} cores, Node ${process.version}`
    : `Benchmarks: ${os.cpus().length} cores, Node ${process.version}, ${products.toLocaleString('en-US')} products, ${duration} s per load run`,
);
if (wants('http') || wants('search') || wants('flash') || wants('stats') || wants('csv') || only === 'scale') {
  try {
    results.machine.postgres = await postgresVersion();
    results.machine.postgresTransport = connectionOf(
      process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_PG_URL,
    );
  } catch (err) {
    results.notes.push(`PostgreSQL not reachable (${err instanceof Error ? err.message : String(err)}).`);
  }
}
if (wants('http') || wants('search')) {
  if (engines !== 'pglite') await section('PostgreSQL', () => engineRuns('PostgreSQL'));
  if (engines !== 'postgres') await section('PGlite', () => engineRuns('PGlite'));
}
if (wants('lighthouse')) await section('lighthouse', lighthouseRuns);
if (wants('flash')) await section('flash sale', flashSale);
if (wants('stats')) await section('sales figures', salesFigures);
if (wants('csv')) await section('csv import', csvImport);
if (only === 'peer') await section('peer', peerRun);
if (only === 'scale') await section('scale', scaleRun);
await disposeAll();
noteLoad('at the end');

results.totalSeconds = (performance.now() - clock) / 1000;
const written: string[] = [];
function writeReport(file: string, report: string): void {
  const outFile = path.join(benchDir, 'results', file);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, report);
  log(`\n${report}`);
  written.push(path.relative(repoRoot, outFile));
}
if (only !== 'flash' && only !== 'stats' && only !== 'csv' && only !== 'peer' && only !== 'scale')
  writeReport(only && only !== 'catalogue' ? `catalogue-${only}.tmp` : 'catalogue.md', renderReport(results));
if (wants('flash')) writeReport('orders.md', renderOrdersReport(results));
if (wants('stats'))
  writeReport(
    'stats.md',
    renderStatsReport(statsResult, {
      command: results.command,
      started,
      machine: results.machine,
      failures: results.failures.filter((failure) => failure.startsWith('sales figures')),
    }),
  );
if (wants('csv'))
  writeReport(
    'csv-import.md',
    renderCsvReport(csvResult, {
      command: results.command,
      started: started.toISOString(),
      postgres: results.machine.postgres,
    }),
  );
if (only === 'peer')
  writeReport(
    'peer.md',
    renderPeerReport(peerResult, {
      command: results.command,
      started: started.toISOString(),
      loadAverage: results.machine.loadAverage,
      duration,
    }),
  );
if (only === 'scale') {
  writeReport(
    'scale.md',
    renderScaleReport(scaleResult, {
      command: results.command,
      started,
      machine: results.machine,
      failures: results.failures.filter((failure) => !failure.startsWith('scale: ')),
    }),
  );
  fs.writeFileSync(path.join(benchDir, 'results', 'scale.svg'), renderScaleChart(scaleResult));
}
log(
  `Report${written.length > 1 ? 's' : ''} written to ${written.join(' and ')} (total ${(results.totalSeconds / 60).toFixed(1)} min).`,
);
process.exit(results.failures.length ? 1 : 0);
