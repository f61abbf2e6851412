import path from 'node:path';
import { CONNECTIONS, type LoadResult } from './http-load.ts';
import type { LighthousePage } from './lighthouse.ts';
import { repoRoot } from './processes.ts';
import { type LatencyResult, RUNS, WARMUP } from './search-latency.ts';

export interface EngineLoad {
  engine: string;
  products: number;
  note?: string;
  seedSeconds: number;
  rows: LoadResult[];
}

export interface EngineLatency {
  engine: string;
  products: number;
  note?: string;
  rows: LatencyResult[];
}

export interface Results {
  started: Date;
  totalSeconds: number;
  command: string;
  options: { only?: string; products: number; duration: number };
  machine: {
    cores: number;
    cpu: string;
    memoryGiB: number;
    node: string;
    os: string;
    postgres?: string;
    chromium?: string;
    /** 1-minute load averages noted around the sections. */
    loadAverage: string[];
  };
  bare?: LoadResult;
  http: EngineLoad[];
  latency: EngineLatency[];
  lighthouse?: { demoProducts: number; pages: LighthousePage[] };
  /** Sections that failed, with their error. */
  failures: string[];
  /** Anything odd seen during the run. */
  notes: string[];
}

export const TARGETS = {
  listRatio: 0.15,
  listP99: 50,
  searchP95: 20,
  performance: 95,
  cls: 0.02,
  lcpSeconds: 2.0,
  searchAtProducts: 100_000,
};

const pass = (ok: boolean) => (ok ? 'PASS' : '**FAIL**');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const pct = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '–' : `${(value * 100).toFixed(1)} %`);
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function loadTable(rows: LoadResult[]): string {
  return table(
    ['endpoint', 'path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors (of which timeouts)', 'ratio to bare', 'check before the run'],
    rows.map((r) => [
      r.name,
      code(decodeURIComponent(r.path)),
      int(r.rps),
      String(r.p50),
      String(r.p99),
      int(r.non2xx),
      r.errors ? `${int(r.errors)} (${int(r.timeouts)})` : '0',
      pct(r.ratio),
      r.check ?? '',
    ]),
  );
}

/** The pass/fail lines: every stated target with what was measured. */
function targets(results: Results): string[][] {
  const rows: string[][] = [];
  const pg = results.http.find((e) => e.engine === 'PostgreSQL');
  const list = pg?.rows.find((r) => r.name === 'product list');
  if (list) {
    rows.push([`product list on PostgreSQL ≥ ${TARGETS.listRatio * 100} % of bare req/s`, pct(list.ratio), pass((list.ratio ?? 0) >= TARGETS.listRatio)]);
    rows.push([`product list on PostgreSQL p99 ≤ ${TARGETS.listP99} ms`, `${list.p99} ms`, pass(list.p99 <= TARGETS.listP99)]);
  }
  for (const engine of results.latency) {
    const size = engine.products < TARGETS.searchAtProducts ? ` (at ${int(engine.products)} products, not ${int(TARGETS.searchAtProducts)})` : '';
    for (const row of engine.rows.filter((r) => !r.extra)) {
      rows.push([`search p95 ≤ ${TARGETS.searchP95} ms, ${row.name}, ${engine.engine}${size}`, `${ms(row.p95)} ms`, pass(row.p95 <= TARGETS.searchP95)]);
    }
  }
  for (const page of results.lighthouse?.pages ?? []) {
    const m = page.median;
    rows.push([`Lighthouse ${page.name}: performance ≥ ${TARGETS.performance}`, String(m.score), pass(m.score >= TARGETS.performance)]);
    rows.push([`Lighthouse ${page.name}: CLS ≤ ${TARGETS.cls}`, m.cls.toFixed(3), pass(m.cls <= TARGETS.cls)]);
    rows.push([`Lighthouse ${page.name}: LCP ≤ ${TARGETS.lcpSeconds} s`, `${(m.lcp / 1000).toFixed(2)} s`, pass(m.lcp / 1000 <= TARGETS.lcpSeconds)]);
  }
  return rows;
}

export function renderReport(results: Results): string {
  const { machine, options } = results;
  const out: string[] = [];
  const skipped = (section: string) => `Not run${options.only ? ` (\`--only ${options.only}\`)` : ''}${results.failures.some((f) => f.startsWith(section)) ? ' — failed, see below' : ''}.`;

  out.push('# Catalogue benchmarks', '');
  out.push(
    `Written by ${code(results.command)} on ${results.started.toISOString()} in ${(results.totalSeconds / 60).toFixed(1)} min. ` +
      'These are benchmarks, not tests: no CI runs them. The machine is shared and noisy, so read the **ratios within this one run**, ' +
      'not the absolute numbers, as the result.',
    '',
  );
  out.push('## Machine', '');
  out.push(
    table(
      ['what', 'value'],
      [
        ['cores', String(machine.cores)],
        ['CPU', machine.cpu],
        ['memory', `${machine.memoryGiB.toFixed(0)} GiB`],
        ['Node', machine.node],
        ['OS', machine.os],
        ['PostgreSQL', machine.postgres ?? '–'],
        ['Chromium', machine.chromium ?? '–'],
        ['1-min load average', machine.loadAverage.join(', ') || '–'],
        ['options', `products ${int(options.products)}, ${options.duration} s per load run${options.only ? `, only ${options.only}` : ''}`],
      ],
    ),
    '',
  );

  out.push('## Targets', '');
  const targetRows = targets(results);
  out.push(targetRows.length ? table(['target', 'measured', 'result'], targetRows) : 'No target measured in this run.', '');

  out.push('## 1. Bare baseline', '');
  out.push(
    `A \`node:http\` server answering \`{"hello":"world"}\`, in a child process; autocannon with ${CONNECTIONS} connections for ${options.duration} s ` +
      '(after a 2 s warm-up at 10 connections, as for every load run). Every ratio below divides by this req/s.',
    '',
  );
  out.push(results.bare ? loadTable([results.bare]) : skipped('bare'), '');

  for (const [index, engine] of [
    [2, 'PostgreSQL'],
    [3, 'PGlite'],
  ] as const) {
    out.push(`## ${index}. HTTP load on ${engine}`, '');
    const load = results.http.find((e) => e.engine === engine);
    if (!load) {
      out.push(skipped(engine), '');
      continue;
    }
    out.push(
      `${int(load.products)} products (seeded in ${load.seedSeconds.toFixed(0)} s). The API (\`buildApp\`, logger off, ` +
        `${engine === 'PostgreSQL' ? 'a pool of 10 connections' : 'one embedded PGlite, which runs one query at a time on the server\'s own main thread, so requests queue behind each query'}) ` +
        `runs in its own process; autocannon, ${CONNECTIONS} connections, ${options.duration} s per endpoint. ` +
        `Targets: product list on PostgreSQL ≥ ${TARGETS.listRatio * 100} % of bare req/s with p99 ≤ ${TARGETS.listP99} ms. ` +
        'The first row is the API\'s floor (routing, hooks, envelope, one `select 1`): what any database-backed endpoint costs at least. ' +
        'autocannon counts a request unanswered after 10 s as a timeout error.',
      '',
    );
    if (load.note) out.push(`**Smaller catalogue:** ${load.note}.`, '');
    out.push(loadTable(load.rows), '');
  }

  out.push('## 4. Sequential search latency', '');
  if (results.latency.length === 0) out.push(skipped('search'), '');
  else {
    out.push(
      `In-process, through the service the route calls (\`product.service.ts\` \`searchProducts\`: query planning, the SQL, mapping to cards; ` +
        `no HTTP), page 1 with the default 10 results; per query class ${WARMUP} warm-up searches, then ${RUNS} sequential ones. ` +
        `Target: p95 ≤ ${TARGETS.searchP95} ms per class at ${int(TARGETS.searchAtProducts)} products. "hits" is the match count the search returns. ` +
        'The typo row is extra information (no target): a word with no exact match runs the exact query, then the pg_trgm one.',
      '',
    );
    for (const engine of results.latency) {
      if (engine.note) out.push(`**${engine.engine} at ${int(engine.products)} products:** ${engine.note}.`, '');
    }
    const names = results.latency[0]!.rows.map((r) => r.name);
    const head = ['query class', 'lang'];
    for (const engine of results.latency) head.push(`${engine.engine} hits`, 'p50 ms', 'p95 ms', 'p99 ms', `p95 ≤ ${TARGETS.searchP95} ms`);
    out.push(
      table(
        head,
        names.map((name) => {
          const first = results.latency[0]!.rows.find((r) => r.name === name)!;
          const cells = [name, first.lang];
          for (const engine of results.latency) {
            const r = engine.rows.find((row) => row.name === name);
            if (!r) cells.push('–', '–', '–', '–', '–');
            else cells.push(int(r.total), ms(r.p50), ms(r.p95), ms(r.p99), r.extra ? `(${r.p95 <= TARGETS.searchP95 ? 'under' : 'over'}, no target)` : pass(r.p95 <= TARGETS.searchP95));
          }
          return cells;
        }),
      ),
      '',
    );
    out.push(`Catalogue sizes: ${results.latency.map((e) => `${e.engine} ${int(e.products)} products`).join(', ')}.`, '');
    if (results.latency.some((e) => e.engine === 'PGlite')) {
      out.push(
        'PGlite\'s catalogue is grown in steps of 10 000 (so growth can stop within its time budget); each step starts the synthetic titles\' rotation afresh, so its hit counts differ slightly from PostgreSQL\'s.',
        '',
      );
    }
  }

  out.push('## 5. Lighthouse', '');
  if (!results.lighthouse) out.push(skipped('lighthouse'), '');
  else {
    out.push(
      `Production build of the shopper app served by the API, on the demo catalogue only (${results.lighthouse.demoProducts} products, PGlite). ` +
        'Lighthouse 12, default mobile config (simulated slow 4G, 4× CPU slowdown), performance category only, each run in a fresh Chromium; ' +
        `the median of 3 runs by score is reported, its JSON saved under \`${path.relative(repoRoot, path.dirname(results.lighthouse.pages[0]?.reportFile ?? 'bench/results/lighthouse/x'))}/\` (not committed). ` +
        `Targets: performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpSeconds} s.`,
      '',
    );
    out.push(
      table(
        ['page', 'path', 'scores (3 runs)', 'score', 'LCP s', 'CLS', 'TBT ms', 'FCP s', `perf ≥ ${TARGETS.performance}`, `CLS ≤ ${TARGETS.cls}`, `LCP ≤ ${TARGETS.lcpSeconds} s`],
        results.lighthouse.pages.map((p) => [
          p.name,
          code(p.path),
          p.runs.map((r) => r.score).join(', '),
          String(p.median.score),
          (p.median.lcp / 1000).toFixed(2),
          p.median.cls.toFixed(3),
          int(p.median.tbt),
          (p.median.fcp / 1000).toFixed(2),
          pass(p.median.score >= TARGETS.performance),
          pass(p.median.cls <= TARGETS.cls),
          pass(p.median.lcp / 1000 <= TARGETS.lcpSeconds),
        ]),
      ),
      '',
    );
    out.push(
      'Diagnostics of the median runs: Lighthouse\'s CPU benchmark of the machine at the time (a busy machine scores low, and the simulated 4× slowdown multiplies what it measured), ' +
        'main-thread work, bytes, requests, the LCP element, LCP\'s phases (load delay: until the picture\'s request starts) and what Lighthouse estimates preloading that picture would save.',
      '',
    );
    out.push(
      table(
        ['page', 'CPU benchmark index', 'main-thread work ms', 'transfer KiB', 'requests', 'LCP element', 'LCP phases ms', 'preload LCP image saves ms'],
        results.lighthouse.pages.map((p) => {
          const d = p.median.diagnostics;
          return [p.name, int(d.benchmarkIndex), int(d.mainThreadMs), int(d.totalKiB), String(d.requests), code(d.lcpElement), d.lcpPhases, int(d.lcpPreloadSavings)];
        }),
      ),
      '',
    );
  }

  if (results.failures.length) {
    out.push('## Failures', '');
    for (const failure of results.failures) out.push(`- ${failure.replace(/\n/g, ' ')}`);
    out.push('');
  }
  if (results.notes.length) {
    out.push('## Notes', '');
    for (const note of results.notes) out.push(`- ${note}`);
    out.push('');
  }
  return out.join('\n');
}
