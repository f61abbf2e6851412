import { CSV } from './csv-import-bench.ts';
import { SCALE, type ScaleEndpoint, type ScaleResult, type ScaleRow, type ScaleSize } from './scale-bench.ts';
import { percentile } from './search-latency.ts';

/** bench/results/scale.md and the chart beside it (scale.svg): what each cost does as the catalogue grows. */

const ENDPOINTS: { endpoint: ScaleEndpoint; name: string; color: string }[] = [
  { endpoint: 'list', name: 'product list', color: '#2563eb' },
  { endpoint: 'detail', name: 'product detail', color: '#16a34a' },
  { endpoint: 'search-en', name: 'search English', color: '#d97706' },
  { endpoint: 'search-zh-CN', name: 'search Chinese', color: '#dc2626' },
];

const count = (n: number) => n.toLocaleString('en-US');
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
const mib = (bytes: number) =>
  bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(2)} GiB` : `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function rowOf(size: ScaleSize, endpoint: ScaleEndpoint) {
  return size.rows.find((r) => r.endpoint === endpoint);
}

/** A median's rounds, in the order they ran: `, median of 10 · 11 · 10 ms`. */
const roundsOf = (row: ScaleRow | undefined) =>
  row?.runs?.length ? `, median of ${row.runs.map((run) => run.p50.toFixed(0)).join(' · ')} ms` : '';

/** The PASS/FAIL lines: list and detail p50 at the largest size against the smallest. */
export function scaleTargets(result: ScaleResult): { name: string; text: string; ok: boolean }[] {
  const sorted = [...result.sizes].sort((a, b) => a.db.products - b.db.products);
  const small = sorted[0];
  const large = sorted.at(-1);
  if (!small || !large || small === large) return [];
  return (['list', 'detail'] as const).map((endpoint) => {
    const a = rowOf(small, endpoint)?.p50 ?? Number.NaN;
    const b = rowOf(large, endpoint)?.p50 ?? Number.NaN;
    const ok = b <= SCALE.targetRatio * a;
    return {
      name: `product ${endpoint}`,
      ok,
      text:
        `p50 at ${count(large.db.products)} (${ms(b)}${roundsOf(rowOf(large, endpoint))}) ≤ ${SCALE.targetRatio} × p50 at ` +
        `${count(small.db.products)} (${ms(a)}${roundsOf(rowOf(small, endpoint))} → ≤ ${ms(SCALE.targetRatio * a)}): ratio ${(b / a).toFixed(2)}`,
    };
  });
}

export function renderScaleReport(
  result: ScaleResult | undefined,
  context: {
    command: string;
    started: Date;
    machine: { cores: number; cpu: string; memoryGiB: number; node: string; os: string; postgres?: string };
    failures: string[];
  },
): string {
  const out: string[] = [];
  out.push('# Cost curve: the same work at 10 000, 100 000 and 1 000 000 products', '');
  out.push(
    `Written by \`${context.command}\` on ${context.started.toISOString()}. A benchmark, not a test: no CI runs it. ` +
      'The machine is shared: read each latency with the load average beside it, and the curve (how a cost moves with ' +
      'the size) rather than one absolute figure.',
    '',
  );
  out.push(row(['machine', 'value']), row(['---', '---']));
  out.push(row(['cores', String(context.machine.cores)]), row(['CPU', context.machine.cpu]));
  out.push(row(['memory', `${context.machine.memoryGiB.toFixed(0)} GiB`]), row(['Node', context.machine.node]));
  out.push(row(['OS', context.machine.os]), row(['PostgreSQL', context.machine.postgres ?? '–']));
  if (result?.settings) out.push(row(['PostgreSQL settings', result.settings]));
  out.push('');
  if (!result || result.sizes.length === 0) {
    out.push('Not run — failed:', '', ...context.failures.map((failure) => `- ${failure}`), '');
    return out.join('\n');
  }
  const sizes = [...result.sizes].sort((a, b) => a.db.products - b.db.products);

  out.push('## Targets', '');
  const targets = scaleTargets(result);
  if (!targets.length) out.push('Only one size was measured: no target applies.');
  for (const target of targets) out.push(`- ${target.ok ? 'PASS' : '**FAIL**'} ${target.name}: ${target.text}`);
  out.push('');

  out.push('## Catalogues', '');
  out.push(
    'One PostgreSQL database per size, kept between runs (`bench/scale-seed.ts`): the demo catalogue written by the ' +
      'app (320 hand-written products in five languages), then variants of those products written by set-based SQL ' +
      '(`INSERT … SELECT … FROM generate_series`, 50 000 products a statement, two connections), secondary indexes ' +
      'built after the load, `vacuum analyze`. The seeding time is that of the run which seeded the database.',
    '',
  );
  out.push(
    row(['products', 'database', 'seeded', 'seeding time', 'database size', 'products', 'product_search', 'skus']),
    row(['---:', '---', '---', '---:', '---:', '---:', '---:', '---:']),
  );
  for (const size of sizes)
    out.push(
      row([
        count(size.db.products),
        `\`${size.db.name}\``,
        size.db.seededNow ? 'this run' : `reused (${size.db.seededAt.slice(0, 16).replace('T', ' ')})`,
        `${size.db.seedSeconds.toFixed(0)} s`,
        mib(size.db.bytes),
        mib(size.tables.products ?? 0),
        mib(size.tables.product_search ?? 0),
        mib(size.tables.skus ?? 0),
      ]),
    );
  out.push('');

  out.push('## Uncached reads', '');
  out.push(
    `Each size's API in its own process (\`serve.ts\`, \`CATALOGUE_CACHE=off\`), all of them up at once, each request ` +
      'on the next URL of a shuffled set (`catalogue-urls.ts`): every list page of every category in four orders (up ' +
      'to page 50), 20 000 products, 500 search keywords per language taken from the titles. Every URL of every set ' +
      "was read once before the first run (which also counts each keyword's matches, kept until the catalogue " +
      'changes). "One at a time": the first 500 URLs of the set on one connection, the server\'s own time without a ' +
      `queue. Then ${result.rounds} rounds at 50 connections, ${result.duration} s a run after a short warm-up: each ` +
      'round runs every read on every size, the sizes in an order that moves by one each round, so a slow minute of ' +
      'the shared machine lands on every size alike. req/s, p50 and p99 are the medians of the rounds; "p50 of each ' +
      'round" shows every run in the order it ran.',
    '',
  );
  out.push(
    row([
      'endpoint',
      'products',
      'req/s',
      'p50',
      'p99',
      'p50 of each round',
      'one at a time p50',
      'one at a time p99',
      'errors',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  );
  for (const { endpoint, name } of [{ endpoint: 'floor' as const, name: 'API floor (health)' }, ...ENDPOINTS])
    for (const size of sizes) {
      const r = size.rows.find((one) => one.endpoint === endpoint);
      if (!r) continue;
      out.push(
        row([
          name,
          count(size.db.products),
          r.rps.toFixed(0),
          ms(r.p50),
          ms(r.p99),
          r.runs?.length ? r.runs.map((run) => run.p50.toFixed(0)).join(' · ') : '–',
          ms(r.alone?.p50),
          ms(r.alone?.p99),
          String(r.non2xx + r.errors),
        ]),
      );
    }
  out.push('', '![p50 of each read per catalogue size](scale.svg)', '');
  out.push(row(['products', '1-min load average', 'section time', 'problems']), row(['---:', '---', '---:', '---']));
  for (const size of sizes)
    out.push(
      row([
        count(size.db.products),
        size.loadAverage.join(', '),
        `${size.seconds.toFixed(0)} s`,
        size.problems.join('; ') || '–',
      ]),
    );
  out.push('');

  out.push('## Search: how it grows with its matches', '');
  out.push(
    "Each keyword's statements as the search service sends them (`search-read.repo.ts`), under EXPLAIN (ANALYZE, " +
      'BUFFERS), warm (the third of three runs): the match count (per relevance tier and sales band, once per keyword ' +
      'and catalogue generation, then kept) and the first page, read the way `search-pages.ts` picks from those counts.',
    '',
  );
  out.push(
    row([
      'products',
      'keyword',
      'matches',
      'first page read',
      'page: ms',
      'page: buffers',
      'count: ms',
      'count: buffers',
    ]),
    row(['---:', '---', '---:', '---', '---:', '---:', '---:', '---:']),
  );
  for (const size of sizes)
    for (const e of size.explains)
      out.push(
        row([
          count(size.db.products),
          `"${e.keyword}" (${e.lang})`,
          count(e.matches),
          e.way,
          e.ms.toFixed(2),
          count(e.buffers),
          e.countMs.toFixed(1),
          count(e.countBuffers),
        ]),
      );
  out.push('');
  out.push(`Matches per query over the first ${SCALE.matchSample} keywords of each language's run:`, '');
  out.push(
    row(['products', 'language', 'min', 'median', 'p90', 'max', 'mean']),
    row(['---:', '---', '---:', '---:', '---:', '---:', '---:']),
  );
  for (const size of sizes)
    for (const m of size.matches)
      out.push(
        row([
          count(size.db.products),
          m.lang,
          count(m.min),
          count(m.median),
          count(m.p90),
          count(m.max),
          count(Math.round(m.mean)),
        ]),
      );
  out.push('');
  out.push(...searchGrowth(sizes), '', ...SEARCH_WHY, '');
  for (const size of sizes)
    for (const e of size.explains)
      out.push(
        `<details><summary>EXPLAIN (ANALYZE, BUFFERS), first page of "${e.keyword}" (${e.lang}) at ${count(size.db.products)} products</summary>`,
        '',
        '```',
        e.plan,
        '```',
        '',
        '</details>',
        '',
      );

  out.push('## Sales figures', '');
  if (!result.stats.length) out.push('Not measured in this run.', '');
  else {
    out.push(
      '`bench/stats-bench.ts` at each order count: a fresh database of 20 shops × 10 products and a month of paid ' +
        'orders with their lines and ledger entries written by set-based SQL; then one operator calls each endpoint ' +
        '200 times one after the other (no concurrency), after 20 warm-up calls. req/s is 1 000 ÷ the mean: one caller. ' +
        'The timed calls read the closed days from the daily rollup; the first call of each, which rolls them up, ' +
        `took ${result.stats.map((s) => `${ms(s.firstCall.stats)} and ${ms(s.firstCall.top)} at ${count(s.orders)} orders`).join(', ')}.`,
      '',
    );
    out.push(
      row(['call', 'paid orders', 'req/s (one caller)', 'p50', 'p95', 'p99', 'seeding', 'checks']),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
    );
    for (const [name, pick] of [
      ['GET /api/console/stats', (s: (typeof result.stats)[number]) => s.stats],
      ['GET /api/console/stats/top', (s: (typeof result.stats)[number]) => s.top],
      ['GET /api/console/me (floor)', (s: (typeof result.stats)[number]) => s.floor],
    ] as const)
      for (const stats of result.stats) {
        const timing = pick(stats);
        const failed = stats.checks.filter((check) => !check.ok);
        out.push(
          row([
            name,
            count(stats.orders),
            (1000 / timing.mean).toFixed(1),
            ms(timing.p50),
            ms(timing.p95),
            ms(timing.p99),
            `${stats.seedSeconds.toFixed(0)} s`,
            failed.length ? failed.map((check) => `FAIL ${check.name}: ${check.measured}`).join('; ') : 'all PASS',
          ]),
        );
      }
    out.push('');
  }

  out.push('## CSV product import', '');
  out.push(
    `A seller of a new shop in each catalogue imports a ${CSV.rows}-row file (${CSV.products} products × ${CSV.skusPerProduct} SKUs, ` +
      'titles in five languages) through `POST /api/seller/products/import` on the running API; then the same file ' +
      `again (every product updated); then the shop's products are removed. ${SCALE.csvRuns} times per size.`,
    '',
  );
  out.push(
    row([
      'products in the catalogue',
      'import (created): median',
      'max',
      'rows/s',
      're-import (updated): median',
      'max',
      'errors',
    ]),
    row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  );
  for (const size of sizes) {
    if (!size.csv.length) continue;
    const created = size.csv.map((run) => run.createSeconds);
    const updated = size.csv.map((run) => run.updateSeconds);
    out.push(
      row([
        count(size.db.products),
        `${median(created).toFixed(2)} s`,
        `${Math.max(...created).toFixed(2)} s`,
        (CSV.rows / median(created)).toFixed(0),
        `${median(updated).toFixed(2)} s`,
        `${Math.max(...updated).toFixed(2)} s`,
        String(size.csv.reduce((sum, run) => sum + run.errors, 0)),
      ]),
    );
  }
  out.push('');
  const failures = [...result.failures, ...context.failures];
  if (failures.length) out.push('## Failures', '', ...failures.map((failure) => `- ${failure}`), '');
  return out.join('\n');
}

/** Why search grows as it does: the mechanism the figures above are read with (search-pages.ts, kept-counts.ts). */
export const SEARCH_WHY = [
  'Why. The synthetic products are variants of the 320 demo products, so a keyword matches the same share of every ' +
    "catalogue: its matches grow in proportion to the size (×10 a step), and so does a term's share in each sales " +
    "band, since the variants' sales follow the same distribution at every size. A request pays for its matches in " +
    'three places:',
  '',
  '- The match count (per relevance tier and sales band) reads every match from the grams index and tests it: its ' +
    'time and buffers grow linearly with the matches. It runs once per keyword and catalogue generation and is then ' +
    'kept (`kept-counts.ts`), so the runs above (every keyword searched once before) do not pay it; the first search ' +
    'of a keyword after a catalogue change does.',
  '- The page: `search-pages.ts` picks the cheaper of two reads from those counts. The bitmap read takes the matches of ' +
    'the best-selling sales bands that hold the page from the GIN index (grams and band in one scan) and sorts them: ' +
    'its cost is the matches in those bands, which grow with the catalogue like the matches themselves. The walk ' +
    'follows the best-sellers index and tests rows until the page is full: it visits about (offset + 10) × listed ÷ ' +
    'matches rows, which stays the same when matches and listed products grow together. So a page stays cheap while ' +
    'its top bands hold few matches, and its cost grows with them until the walk becomes the cheaper read, from ' +
    'where it is flat.',
  "- The GIN lookup itself: the posting lists of the keyword's grams grow with the products that contain them, so the " +
    'bitmap index scan reads more index pages per search at each size, whatever the page read.',
];

/** The paragraph on search growth, from the measured figures. */
function searchGrowth(sizes: ScaleSize[]): string[] {
  const small = sizes[0];
  const large = sizes.at(-1);
  if (!small || !large || small === large) return [];
  const lines: string[] = [];
  const factor = large.db.products / small.db.products;
  for (const { lang } of SCALE.searchLangs) {
    const a = small.explains.find((e) => e.lang === lang);
    const b = large.explains.find((e) => e.lang === lang);
    const ra = rowOf(small, `search-${lang}` as ScaleEndpoint);
    const rb = rowOf(large, `search-${lang}` as ScaleEndpoint);
    if (!a || !b) continue;
    lines.push(
      `- "${a.keyword}" (${lang}): ${count(a.matches)} → ${count(b.matches)} matches (×${(b.matches / Math.max(1, a.matches)).toFixed(0)} for ×${factor.toFixed(0)} products); ` +
        `first page ${a.ms.toFixed(2)} → ${b.ms.toFixed(2)} ms of PostgreSQL time, ${count(a.buffers)} → ${count(b.buffers)} buffers (${a.way} → ${b.way}); ` +
        `match count ${a.countMs.toFixed(1)} → ${b.countMs.toFixed(1)} ms, ${count(a.countBuffers)} → ${count(b.countBuffers)} buffers` +
        (ra && rb
          ? `; the run's p50 ${ms(ra.p50)} → ${ms(rb.p50)}, one at a time ${ms(ra.alone?.p50)} → ${ms(rb.alone?.p50)}.`
          : '.'),
    );
  }
  return lines;
}

/**
 * The chart: p50 (50 connections) of each read per catalogue size, size on a log scale, one line per endpoint. The
 * latency axis is logarithmic too when the endpoints lie more than a factor of 20 apart, so each line stays readable.
 */
export function renderScaleChart(result: ScaleResult | undefined): string {
  const width = 720;
  const height = 420;
  const margin = { left: 70, right: 170, top: 40, bottom: 60 };
  const sizes = [...(result?.sizes ?? [])].sort((a, b) => a.db.products - b.db.products);
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${margin.left}" y="22" font-size="15" font-weight="bold">p50 latency per catalogue size (uncached, 50 connections)</text>`,
  );
  const values = sizes
    .flatMap((size) => ENDPOINTS.map(({ endpoint }) => rowOf(size, endpoint)?.p50 ?? 0))
    .filter((v) => v > 0);
  if (sizes.length === 0 || values.length === 0) {
    parts.push(`<text x="${margin.left}" y="${height / 2}">no measurements</text>`, '</svg>');
    return `${parts.join('\n')}\n`;
  }
  const xs = sizes.map((size) => Math.log10(size.db.products));
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  const xPad = xMax === xMin ? 0.5 : 0.08 * (xMax - xMin);
  const x = (size: number) => margin.left + ((Math.log10(size) - xMin + xPad) / (xMax - xMin + 2 * xPad)) * plotW;
  const logY = Math.max(...values) / Math.min(...values) > 20;
  const top = Math.max(...values) * 1.15;
  const bottom = logY ? Math.min(...values) / 1.3 : 0;
  const y = (v: number) =>
    margin.top +
    plotH -
    (logY
      ? ((Math.log10(v) - Math.log10(bottom)) / (Math.log10(top) - Math.log10(bottom))) * plotH
      : ((v - bottom) / (top - bottom)) * plotH);
  // Grid and axes.
  const ticks = logY ? logTicks(bottom, top) : linearTicks(top);
  for (const tick of ticks) {
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotW}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#e5e7eb"/>`,
      `<text x="${margin.left - 8}" y="${(y(tick) + 4).toFixed(1)}" text-anchor="end" fill="#374151">${tick}</text>`,
    );
  }
  for (const size of sizes) {
    const px = x(size.db.products).toFixed(1);
    parts.push(
      `<line x1="${px}" x2="${px}" y1="${margin.top}" y2="${margin.top + plotH}" stroke="#f3f4f6"/>`,
      `<text x="${px}" y="${margin.top + plotH + 20}" text-anchor="middle" fill="#374151">${count(size.db.products)}</text>`,
    );
  }
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${margin.top + plotH}" stroke="#6b7280"/>`,
    `<line x1="${margin.left}" x2="${margin.left + plotW}" y1="${margin.top + plotH}" y2="${margin.top + plotH}" stroke="#6b7280"/>`,
    `<text x="${margin.left + plotW / 2}" y="${height - 18}" text-anchor="middle" fill="#111827">products (log scale)</text>`,
    `<text transform="translate(18 ${margin.top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="#111827">p50, ms${logY ? ' (log scale)' : ''}</text>`,
  );
  // One line per endpoint, with its points and a legend entry.
  ENDPOINTS.forEach(({ endpoint, name, color }, i) => {
    const points = sizes
      .map((size) => ({ size: size.db.products, p50: rowOf(size, endpoint)?.p50 }))
      .filter((p): p is { size: number; p50: number } => p.p50 !== undefined && p.p50 > 0);
    if (!points.length) return;
    parts.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => `${x(p.size).toFixed(1)},${y(p.p50).toFixed(1)}`).join(' ')}"/>`,
    );
    for (const p of points)
      parts.push(
        `<circle cx="${x(p.size).toFixed(1)}" cy="${y(p.p50).toFixed(1)}" r="3.5" fill="${color}"><title>${name}, ${count(p.size)} products: ${p.p50} ms</title></circle>`,
      );
    const ly = margin.top + 10 + i * 20;
    const lx = margin.left + plotW + 16;
    parts.push(
      `<line x1="${lx}" x2="${lx + 22}" y1="${ly}" y2="${ly}" stroke="${color}" stroke-width="2"/>`,
      `<text x="${lx + 28}" y="${ly + 4}" fill="#111827">${name}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

function linearTicks(top: number): number[] {
  const raw = top / 5;
  const step = [1, 2, 5, 10].map((m) => m * 10 ** Math.floor(Math.log10(raw))).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(Number(t.toPrecision(6)));
  return ticks;
}

function logTicks(bottom: number, top: number): number[] {
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(bottom)); e <= Math.ceil(Math.log10(top)); e++)
    for (const m of [1, 2, 5]) {
      const t = m * 10 ** e;
      if (t >= bottom && t <= top) ticks.push(Number(t.toPrecision(6)));
    }
  return ticks;
}
