import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import sharp from 'sharp';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import { pageReads, planCost } from '../apps/api/src/modules/catalogue/search-pages.ts';
import {
  matchCountStatement,
  searchMatchCounts,
  sliceStatement,
} from '../apps/api/src/modules/catalogue/search-read.repo.ts';
import { planSearch } from '../apps/api/src/modules/catalogue/search-text.ts';
import { CSV_COLUMNS } from '../apps/api/src/modules/seller/product-csv.ts';
import type { LangCode } from '@shop/contract/languages';
import { DEFAULT_PG_URL } from './catalogue-db.ts';
import { median } from './cpu-cost.ts';
import { catalogueUrls } from './catalogue-urls.ts';
import { CSV } from './csv-import-bench.ts';
import { type LoadResult, loadMix, measure, measureMix } from './http-load.ts';
import type { Server } from './processes.ts';
import { HEALTH_PATH } from './queries.ts';
import { prepareScaleDatabase, type ScaleDatabase } from './scale-seed.ts';
import { percentile } from './search-latency.ts';
import { serviceTime } from './service-time.ts';
import { runStatsBench, type StatsBenchResult } from './stats-bench.ts';

/**
 * The cost curve (`npm run bench -- --only scale`): the same reads, sales figures and import at each catalogue size,
 * on PostgreSQL, so the report shows what grows with the data and what does not.
 *
 * First the console's sales figures (stats-bench.ts) at each order count. Then one kept database per size
 * (scale-seed.ts), each with the API in its own process with CATALOGUE_CACHE=off, all up at once, every request on
 * the next of thousands of URLs (catalogue-urls.ts) as target 1 of the catalogue run does: product list, product
 * detail, search in English and in Chinese, first one at a time (service-time.ts), then at 50 connections in rounds
 * that take turns between the sizes (readsInTurns); the seller's 1 000-row CSV import into a new shop of that
 * catalogue (created, then re-imported unchanged, then removed, so the kept database stays as seeded); EXPLAIN
 * (ANALYZE, BUFFERS) of the search statements and the matches per query.
 */
export const SCALE = {
  sizes: [10_000, 100_000, 1_000_000],
  orders: [100_000, 1_000_000],
  /** The two search languages: one spaced Latin script, one where a keyword is a run of characters. */
  searchLangs: [
    { lang: 'en', name: 'English', keyword: 'wireless' },
    { lang: 'zh-CN', name: 'Chinese', keyword: '耳机' },
  ] as { lang: LangCode; name: string; keyword: string }[],
  /** Keywords per language whose matches are counted (of the run's 500), for the matches-per-query figures. */
  matchSample: 60,
  csvRuns: 3,
  /** Rounds of the timed reads, taking turns between the sizes (readsInTurns); each row reports their median. */
  rounds: 3,
  /** list and detail p50 at the largest size ≤ this × p50 at the smallest. */
  targetRatio: 1.5,
};

export type ScaleEndpoint = 'list' | 'detail' | 'search-en' | 'search-zh-CN';

export interface ScaleRow extends LoadResult {
  endpoint: ScaleEndpoint | 'floor';
  /** The same URLs one at a time (service-time.ts): p50 and p99 without a queue, milliseconds. */
  alone?: { p50: number; p99: number };
  /** Each round's run at 50 connections; the row's req/s, p50 and p99 are their medians. */
  runs?: LoadResult[];
}

export interface SearchExplain {
  lang: LangCode;
  keyword: string;
  matches: number;
  /** Matches per relevance tier. */
  tiers: number[];
  /** How the first page is read (search-pages.ts): walk or bitmap, with the sales bands. */
  way: string;
  /** The page statement: execution and planning time, ms; buffers hit + read; rows of its main scan. */
  ms: number;
  planningMs: number;
  buffers: number;
  plan: string;
  /** The match-count statement (once per keyword and catalogue generation): ms and buffers. */
  countMs: number;
  countBuffers: number;
}

export interface MatchSpread {
  lang: LangCode;
  keywords: number;
  min: number;
  median: number;
  p90: number;
  max: number;
  mean: number;
}

export interface CsvRun {
  createSeconds: number;
  updateSeconds: number;
  created: number;
  updated: number;
  errors: number;
}

export interface ScaleSize {
  db: ScaleDatabase;
  tables: Record<string, number>;
  urls: { list: number; detail: number; search: Record<string, number> };
  rows: ScaleRow[];
  explains: SearchExplain[];
  matches: MatchSpread[];
  csv: CsvRun[];
  loadAverage: string[];
  seconds: number;
  problems: string[];
}

export interface ScaleResult {
  sizes: ScaleSize[];
  stats: StatsBenchResult[];
  duration: number;
  rounds: number;
  /** The server settings that decide what stays in memory, as the report shows them. */
  settings: string;
  failures: string[];
}

export interface ScaleDeps {
  withServer<T>(env: Record<string, string>, name: string, body: (server: Server) => Promise<T>): Promise<T>;
  log(line: string): void;
  sizes: number[];
  orders: number[];
  duration: number;
  reseed: boolean;
}

const load = (when: string) => `${when} ${os.loadavg()[0]?.toFixed(1) ?? '?'}`;
const seconds = (from: number) => (performance.now() - from) / 1000;

export async function runScaleBench(deps: ScaleDeps): Promise<ScaleResult> {
  const { log } = deps;
  const result: ScaleResult = {
    sizes: [],
    stats: [],
    duration: deps.duration,
    rounds: SCALE.rounds,
    settings: await serverSettings(),
    failures: [],
  };
  const failed = (what: string, err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    log(`  ${what} failed: ${err instanceof Error ? (err.stack ?? message) : message}`);
    result.failures.push(`${what}: ${message}`);
  };
  // One data folder for the run: the demo pictures a seed draws, and the uploads of the CSV imports.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
  try {
    // The sales figures first: each writes its own fresh database, while a size may wait for another run's seed.
    for (const orders of deps.orders) {
      log(`\nscale: sales figures over ${orders.toLocaleString('en-US')} paid orders`);
      try {
        result.stats.push(await runStatsBench({ withServer: deps.withServer, log, orders }));
      } catch (err) {
        failed(`sales figures over ${orders.toLocaleString('en-US')} orders`, err);
      }
    }
    const prepared: PreparedSize[] = [];
    for (const size of deps.sizes) {
      log(`\nscale: ${size.toLocaleString('en-US')} products`);
      try {
        prepared.push(await prepareSize(size, dataDir, deps));
      } catch (err) {
        failed(`${size.toLocaleString('en-US')} products`, err);
      }
    }
    // Every size's API at once, so the timed reads can take turns between the sizes (readsInTurns).
    await withServers(prepared, { ...deps, dataDir }, async (servers) => {
      for (const [i, size] of prepared.entries()) {
        log(`\nscale: ${size.db.products.toLocaleString('en-US')} products, before the timed reads`);
        try {
          await beforeTheReads(size, servers[i]!, deps);
        } catch (err) {
          failed(`${size.db.products.toLocaleString('en-US')} products`, err);
        }
      }
      await readsInTurns(prepared, servers, deps);
      for (const [i, size] of prepared.entries()) {
        log(`\nscale: ${size.db.products.toLocaleString('en-US')} products, the CSV import`);
        size.loadAverage.push(load('before the CSV import'));
        size.csv = await csvImports(servers[i]!.url, size.db.url, dataDir, log).catch((err: unknown) => {
          size.problems.push(`CSV import: ${err instanceof Error ? err.message : String(err)}`);
          return [];
        });
      }
    });
    for (const size of prepared) {
      log(`\nscale: ${size.db.products.toLocaleString('en-US')} products, EXPLAIN`);
      try {
        result.sizes.push(await afterTheReads(size, log));
      } catch (err) {
        failed(`${size.db.products.toLocaleString('en-US')} products`, err);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

/** A size's database and URL sets, and what its sections gather until the report. */
interface PreparedSize {
  db: ScaleDatabase;
  tables: Record<string, number>;
  sets: Awaited<ReturnType<typeof catalogueUrls>>;
  rows: ScaleRow[];
  csv: CsvRun[];
  loadAverage: string[];
  problems: string[];
  /** Seconds spent on this size (its seed, its share of the timed reads, its import and EXPLAIN). */
  seconds: number;
}

/** The timed reads, in the order each round takes them. */
function timedReads(sets: PreparedSize['sets']): { endpoint: ScaleEndpoint; name: string; paths: string[] }[] {
  return [
    { endpoint: 'list', name: 'product list', paths: sets.list },
    { endpoint: 'detail', name: 'product detail', paths: sets.detail },
    ...SCALE.searchLangs.map(({ lang, name }) => ({
      endpoint: `search-${lang}` as ScaleEndpoint,
      name: `search ${name} (${lang})`,
      paths: sets.search[lang],
    })),
  ];
}

async function prepareSize(size: number, dataDir: string, deps: ScaleDeps): Promise<PreparedSize> {
  const { log } = deps;
  const started = performance.now();
  const loadAverage = [load('before seeding')];
  const db = await prepareScaleDatabase(size, { reseed: deps.reseed, dataDir, log });
  const tables = await tableSizes(db.url);
  const sets = await catalogueUrls(db.url);
  log(
    `  URL sets: ${sets.list.length} list pages, ${sets.detail.length} products, ${SCALE.searchLangs.map(({ lang }) => `${sets.search[lang].length} ${lang}`).join(', ')} searches`,
  );
  return { db, tables, sets, rows: [], csv: [], loadAverage, problems: [], seconds: seconds(started) };
}

/** `body` with one API process per size (CATALOGUE_CACHE=off), all of them up at once. */
function withServers<T>(
  sizes: PreparedSize[],
  deps: ScaleDeps & { dataDir: string },
  body: (servers: Server[]) => Promise<T>,
  started: Server[] = [],
): Promise<T> {
  const next = sizes[started.length];
  if (!next) return body(started);
  const env = { DATABASE_URL: next.db.url, DATA_DIR: deps.dataDir, CATALOGUE_CACHE: 'off' };
  return deps.withServer(env, `API on ${next.db.name}, cache off`, (server) =>
    withServers(sizes, deps, body, [...started, server]),
  );
}

/** A size's probes, its API floor, every URL read once, and each read one request at a time. */
async function beforeTheReads(size: PreparedSize, server: Server, { log, duration }: ScaleDeps): Promise<void> {
  const started = performance.now();
  size.loadAverage.push(load('before the reads'));
  const reads = timedReads(size.sets);
  for (const { name, paths } of reads) {
    const problem = await probe(server.url, paths[0]);
    if (problem) size.problems.push(`${name}: ${paths[0]} answered ${problem}`);
  }
  const floor = await measure('API floor (health)', server.url, HEALTH_PATH, duration, log);
  size.rows.push({ ...floor, endpoint: 'floor' });
  // Every URL once first: the first run would otherwise read the tables from the OS cache into PostgreSQL's buffers,
  // and count each keyword's matches (kept once per catalogue generation, kept-counts.ts), for the runs after it.
  for (const { paths } of reads) await loadMix(server.url, paths, { duration, amount: paths.length, connections: 10 });
  for (const { endpoint, name, paths } of reads) {
    const alone = await serviceTime(name, server.url, paths, 500);
    log(`  ${name} one at a time: p50 ${alone.p50.toFixed(2)} ms, p99 ${alone.p99.toFixed(2)} ms`);
    size.rows.push({ ...emptyRow(name), endpoint, alone: { p50: alone.p50, p99: alone.p99 }, runs: [] });
  }
  size.seconds += seconds(started);
}

const emptyRow = (name: string): LoadResult => ({
  name,
  path: '',
  rps: Number.NaN,
  p50: Number.NaN,
  p99: Number.NaN,
  requests: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

/**
 * The timed reads at 50 connections, in turns: each round runs every read on every size, the sizes in an order that
 * moves by one each round, so a minute when the shared machine is slow lands on every size alike instead of on the
 * one measured then (a run once saw the health check itself lose a quarter of its rate at the largest size). A row's
 * req/s, p50 and p99 are the medians of its rounds; every round is kept for the report.
 */
async function readsInTurns(sizes: PreparedSize[], servers: Server[], deps: ScaleDeps): Promise<void> {
  for (let round = 0; round < SCALE.rounds; round++) {
    deps.log(`\nscale: round ${round + 1} of ${SCALE.rounds}`);
    for (let turn = 0; turn < sizes.length; turn++) {
      const i = (round + turn) % sizes.length;
      const size = sizes[i]!;
      const started = performance.now();
      for (const { endpoint, name, paths } of timedReads(size.sets)) {
        const label = `${name} at ${size.db.products.toLocaleString('en-US')}`;
        const run = await measureMix(label, servers[i]!.url, paths, deps.duration, deps.log);
        const row = size.rows.find((one) => one.endpoint === endpoint);
        row?.runs?.push(run);
        if (run.non2xx || run.errors) size.problems.push(`${label}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      }
      size.seconds += seconds(started);
    }
  }
  for (const size of sizes)
    for (const row of size.rows) {
      if (!row.runs?.length) continue;
      const middle = (pick: (run: LoadResult) => number) => median(row.runs!.map(pick));
      Object.assign(row, {
        rps: middle((run) => run.rps),
        p50: middle((run) => run.p50),
        p99: middle((run) => run.p99),
        requests: row.runs.reduce((sum, run) => sum + run.requests, 0),
        non2xx: row.runs.reduce((sum, run) => sum + run.non2xx, 0),
        errors: row.runs.reduce((sum, run) => sum + run.errors, 0),
      });
    }
}

/** A size's EXPLAIN of the searches and matches per query, after every timed read. */
async function afterTheReads(size: PreparedSize, log: (line: string) => void): Promise<ScaleSize> {
  const started = performance.now();
  size.loadAverage.push(load('before EXPLAIN'));
  const explains = await explainSearches(size.db.url);
  for (const row of explains)
    log(
      `  EXPLAIN search "${row.keyword}" (${row.lang}): ${row.matches} matches, ${row.way}, ${row.ms.toFixed(2)} ms, ${row.buffers} buffers`,
    );
  const searchSets = Object.fromEntries(SCALE.searchLangs.map(({ lang }) => [lang, size.sets.search[lang]]));
  const matches = await matchSpread(size.db.url, searchSets);
  for (const spread of matches)
    log(`  matches per ${spread.lang} query: median ${spread.median}, p90 ${spread.p90}, max ${spread.max}`);
  size.loadAverage.push(load('after'));
  return {
    db: size.db,
    tables: size.tables,
    urls: {
      list: size.sets.list.length,
      detail: size.sets.detail.length,
      search: Object.fromEntries(SCALE.searchLangs.map(({ lang }) => [lang, size.sets.search[lang].length])),
    },
    rows: size.rows,
    explains,
    matches,
    csv: size.csv,
    loadAverage: size.loadAverage,
    seconds: size.seconds + seconds(started),
    problems: size.problems,
  };
}

async function serverSettings(): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL || DEFAULT_PG_URL });
  await client.connect();
  try {
    const names = ['shared_buffers', 'effective_cache_size', 'work_mem', 'max_connections'];
    const shown: string[] = [];
    for (const name of names) shown.push(`${name} ${(await client.query(`show ${name}`)).rows[0][name]}`);
    return shown.join(', ');
  } finally {
    await client.end();
  }
}

/** One request before a run: undefined when it answered 200 with the envelope's success code. */
async function probe(baseUrl: string, path: string | undefined): Promise<string | undefined> {
  if (!path) return 'no URL in the set';
  const response = await fetch(baseUrl + path);
  const body = (await response.json().catch(() => undefined)) as { code?: number; data?: any } | undefined;
  if (response.status !== 200 || body?.code !== 1) return `status ${response.status}`;
  if (path.includes('/search') && !body.data?.total) return '0 matches';
  return undefined;
}

async function tableSizes(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; bytes: string }>(
      `select t as name, pg_total_relation_size(t::regclass) as bytes
       from unnest(array['products', 'product_search', 'skus']) as t`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
  } finally {
    await client.end();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each search language's statements as the search service sends them (explain.ts
 * does the same for the catalogue run): its match counts (once per keyword and generation), then the first page
 * read the way pageReads picks for those counts. Warm: the third of three runs.
 */
async function explainSearches(url: string): Promise<SearchExplain[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = createDatabase({ url, poolSize: 1 });
  try {
    // As the search handle's sessions run them (db/database.ts searchHandle).
    await client.query('set enable_seqscan = off');
    const listed = Number((await client.query('select count(*) as n from products where listed')).rows[0].n);
    const out: SearchExplain[] = [];
    for (const { lang, keyword } of SCALE.searchLangs) {
      const plan = planSearch(keyword)!;
      const counts = await searchMatchCounts(db, plan);
      const read = pageReads(counts, 0, 10, listed, planCost(plan))[0]!;
      const explain = async (statement: { text: string; values: unknown[] }) => {
        let json: Record<string, any> = {};
        for (let run = 0; run < 3; run++) {
          const { rows } = await client.query(
            `explain (analyze, buffers, format json) ${statement.text}`,
            statement.values,
          );
          json = (rows[0] as Record<string, any>)['QUERY PLAN'][0];
        }
        const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
        const root = json.Plan as Record<string, any>;
        return {
          ms: json['Execution Time'] as number,
          planningMs: json['Planning Time'] as number,
          buffers: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
          plan: rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'),
        };
      };
      const count = await explain(matchCountStatement(plan));
      const page = await explain(sliceStatement(plan, lang, read));
      out.push({
        lang,
        keyword,
        matches: counts.tiers.reduce((a, b) => a + b, 0),
        tiers: counts.tiers,
        way: `${read.way}${read.bands ? `, sales bands ${read.bands.join(' ')}` : ''}`,
        ms: page.ms,
        planningMs: page.planningMs,
        buffers: page.buffers,
        plan: page.plan,
        countMs: count.ms,
        countBuffers: count.buffers,
      });
    }
    return out;
  } finally {
    await client.end();
    await db.destroy();
  }
}

/** How many products a sample of the run's search keywords match (the search's own count statement). */
async function matchSpread(url: string, searches: Record<string, string[]>): Promise<MatchSpread[]> {
  const db = createDatabase({ url, poolSize: 1 });
  try {
    const out: MatchSpread[] = [];
    for (const { lang } of SCALE.searchLangs) {
      const totals: number[] = [];
      for (const path of (searches[lang] ?? []).slice(0, SCALE.matchSample)) {
        const keyword = new URL(path, 'http://x').searchParams.get('keyword') ?? '';
        const plan = planSearch(keyword);
        if (!plan) continue;
        const counts = await searchMatchCounts(db, plan);
        totals.push(counts.tiers.reduce((a, b) => a + b, 0));
      }
      totals.sort((a, b) => a - b);
      out.push({
        lang,
        keywords: totals.length,
        min: totals[0] ?? 0,
        median: percentile(totals, 50),
        p90: percentile(totals, 90),
        max: totals.at(-1) ?? 0,
        mean: totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length),
      });
    }
    return out;
  } finally {
    await db.destroy();
  }
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** The import file of csv-import-bench.ts: CSV.products products of CSV.skusPerProduct sizes, five title languages. */
function csvFile(pictureUrl: string, categoryId: number): string {
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (let p = 0; p < CSV.products; p += 1) {
    SIZES.slice(0, CSV.skusPerProduct).forEach((size, i) => {
      const cells: Record<string, string> = {
        code: `SCALE-${p}`,
        'value1.en': size,
        price: (19.99 + i).toFixed(2),
        stock: String(50 + i),
      };
      if (i === 0)
        Object.assign(cells, {
          category_id: String(categoryId),
          on_sale: 'true',
          'title.en': `Organic cotton tee, style ${p}`,
          'title.zh-CN': `有机棉T恤 款式${p}`,
          'title.ri': `オーガニックコットンTシャツ スタイル${p}`,
          'title.han': `유기농 면 티셔츠 스타일 ${p}`,
          'title.tai': `เสื้อยืดผ้าฝ้ายออร์แกนิก แบบ ${p}`,
          'description.en': 'Soft, breathable, pre-shrunk organic cotton.',
          images: pictureUrl,
          'spec1.en': 'Size',
          'spec1.zh-CN': '尺码',
        });
      rows.push(CSV_COLUMNS.map((name) => cells[name] ?? ''));
    });
  }
  return stringify(rows);
}

async function call(baseUrl: string, route: string, token: string | undefined, body?: unknown): Promise<any> {
  const response = await fetch(baseUrl + route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

async function upload(baseUrl: string, route: string, token: string, name: string, blob: Blob): Promise<any> {
  const form = new FormData();
  form.append('file', blob, name);
  const response = await fetch(baseUrl + route, { method: 'POST', headers: { token }, body: form });
  return response.json();
}

/**
 * The seller's CSV import into its own shop in this catalogue, through the running API: SCALE.csvRuns times the
 * file imported (every product created), imported again unchanged (every product updated), then the shop's
 * products removed so the kept database stays as seeded. The seller and its shop stay for the next run.
 */
async function csvImports(baseUrl: string, dbUrl: string, dataDir: string, log: (line: string) => void) {
  void dataDir;
  const account = 'scale-seller';
  const password = 'scale-seller-secret-1';
  const db = createDatabase({ url: dbUrl, poolSize: 2 });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    let token = (await call(baseUrl, '/api/seller/login', undefined, { account, password })).data?.token as
      | string
      | undefined;
    if (!token) {
      await insertOperator(db, {
        account: 'scale-op',
        password_hash: await hashSecret('scale-op-secret-1'),
        name: 'Bench',
        roles: ['admin'],
      });
      const op = (
        await call(baseUrl, '/api/console/login', undefined, { account: 'scale-op', password: 'scale-op-secret-1' })
      ).data?.token as string | undefined;
      if (!op) throw new Error('operator login failed');
      const applied = await call(baseUrl, '/api/seller/apply', undefined, {
        account,
        password,
        confirm_password: password,
        shop_name: { en: 'Scale Tees' },
        contact_name: 'Bench',
        email: 'scale@shop.example',
        mobile: '+1 555 0100',
        country: 'US',
      });
      if (!applied.data?.id) throw new Error(`seller application: ${JSON.stringify(applied).slice(0, 200)}`);
      await call(baseUrl, '/api/console/seller_application/approve', op, { id: applied.data.id });
      token = (await call(baseUrl, '/api/seller/login', undefined, { account, password })).data?.token;
      if (!token) throw new Error('seller login failed');
    }
    const shop = await client.query<{ id: number }>(`select shop_id as id from sellers where account_key = $1`, [
      account,
    ]);
    const shopId = shop.rows[0]?.id;
    if (!shopId) throw new Error('the seller has no shop');
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    const picture = await upload(baseUrl, '/api/seller/upload', token, 'p.png', new Blob([png], { type: 'image/png' }));
    if (!picture.data?.url) throw new Error(`picture upload: ${JSON.stringify(picture).slice(0, 200)}`);
    const category = await client.query<{ id: number }>('select category_id as id from products order by id limit 1');
    const text = csvFile(picture.data.url, category.rows[0]!.id);
    const importFile = async () => {
      const started = performance.now();
      const answer = await upload(
        baseUrl,
        '/api/seller/products/import',
        token,
        'p.csv',
        new Blob([text], { type: 'text/csv' }),
      );
      const data = answer.data as { created: number; updated: number; errors: unknown[] } | undefined;
      if (!data) throw new Error(`import: ${JSON.stringify(answer).slice(0, 200)}`);
      return { seconds: seconds(started), created: data.created, updated: data.updated, errors: data.errors.length };
    };
    const removeShopProducts = async () => {
      await client.query('begin');
      await client.query('delete from skus where product_id in (select id from products where shop_id = $1)', [shopId]);
      await client.query('delete from products where shop_id = $1', [shopId]);
      await client.query('commit');
    };
    await removeShopProducts();
    const runs: CsvRun[] = [];
    for (let i = 0; i < SCALE.csvRuns; i++) {
      const created = await importFile();
      const updated = await importFile();
      await removeShopProducts();
      runs.push({
        createSeconds: created.seconds,
        updateSeconds: updated.seconds,
        created: created.created,
        updated: updated.updated,
        errors: created.errors + updated.errors,
      });
      log(
        `  CSV import ${CSV.rows} rows: ${created.seconds.toFixed(2)} s (${created.created} created), again ${updated.seconds.toFixed(2)} s (${updated.updated} updated)`,
      );
    }
    return runs;
  } finally {
    await client.end();
    await db.destroy();
  }
}
