import { CONNECTIONS, type LoadResult } from './http-load.ts';
import type { PeerResult, PeerSide } from './peer.ts';

const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
const mean = (rows: LoadResult[]) => rows.reduce((sum, row) => sum + row.rps, 0) / Math.max(1, rows.length);
const worst = (rows: LoadResult[]) => Math.max(0, ...rows.map((row) => row.p99));

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** bench/results/peer.md: our store API beside Medusa's, one interleaved run. */
export function renderPeerReport(
  result: PeerResult | undefined,
  meta: { command: string; started: string; loadAverage: string[]; duration: number },
): string {
  const out = ['# A peer side by side: Medusa v2', ''];
  out.push(
    `Written by \`${meta.command}\` on ${meta.started}; 1-min load average ${meta.loadAverage.join(', ')}. A benchmark, not a test. ` +
      `Medusa is installed from npm into a temporary folder by \`bench/peer.ts\` (never a dependency of the project, nothing of it committed), ` +
      'configured by the files that module writes (admin off, PostgreSQL, its in-memory event bus and cache: no Redis), migrated, and seeded ' +
      "through its own workflows with the same products as our shop's database (English title, description, pictures' URLs, one variant per SKU with its price, " +
      'a sales channel and a publishable key). Ours runs `buildApp` with `CATALOGUE_CACHE=off` on a PostgreSQL database of the same products. ' +
      `Both on the same PostgreSQL server, each in its own process; autocannon with ${CONNECTIONS} connections, ${meta.duration} s per run, ` +
      'every request on the next page or product; rounds interleaved (Medusa list, Medusa detail, ours list, ours detail, 3 times). ' +
      'Memory is the resident size of the server process and its children, at rest after start and the peak under load; the cold start is from spawning the process to its first 200 on the health route.',
    '',
  );
  if (!result) return [...out, 'Not run.', ''].join('\n');
  out.push(
    `Medusa ${result.version}: npm install ${result.installSeconds.toFixed(0)} s, migrations and seed ${result.seedSeconds.toFixed(0)} s, ${int(result.products)} products.`,
    '',
  );
  if (result.problem) out.push(`**Medusa could not be measured:** ${result.problem.replace(/\n/g, ' ')}`, '');
  const sides = [result.ours, result.medusa].filter((s): s is PeerSide => !!s);
  if (sides.length === 2) {
    const [ours, medusa] = sides as [PeerSide, PeerSide];
    out.push(
      table(
        [
          '',
          'list req/s (mean of rounds)',
          'list p99 ms (worst)',
          'detail req/s',
          'detail p99 ms',
          'bytes: list page / detail',
          'memory at rest MiB',
          'memory under load MiB',
          'cold start s',
        ],
        sides.map((s) => [
          s.name,
          int(mean(s.list)),
          String(worst(s.list)),
          int(mean(s.detail)),
          String(worst(s.detail)),
          `${int(s.listBytes)} / ${int(s.detailBytes)}`,
          int(s.restMiB),
          int(s.loadMiB),
          s.coldStartSeconds.toFixed(1),
        ]),
      ),
      '',
      `**Ours: ${(mean(ours.list) / mean(medusa.list)).toFixed(1)}× Medusa's list req/s and ${(mean(ours.detail) / mean(medusa.detail)).toFixed(1)}× its detail req/s in this run.**`,
      '',
      "Medusa's store API answers a product with every variant, option value and price by default (the same products carry up to a few dozen SKUs), " +
        'which the bytes column shows; our list answers cards (the detail page reads the SKUs). Both are what a storefront asks by default.',
      '',
      table(
        ['run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
        sides.flatMap((s) =>
          [...s.list, ...s.detail].map((r) => [
            r.name,
            int(r.rps),
            String(r.p50),
            String(r.p99),
            int(r.non2xx),
            int(r.errors),
          ]),
        ),
      ),
      '',
    );
  }
  return out.join('\n');
}
