import { searchQuery } from '@shop/contract/catalogue';
import type { AppDeps } from '../apps/api/src/app-deps.ts';
import type { Db } from '../apps/api/src/db/database.ts';
import { searchProducts } from '../apps/api/src/modules/catalogue/product.service.ts';
import type { SearchCase } from './queries.ts';

export const WARMUP = 20;
export const RUNS = 200;

export interface LatencyResult {
  name: string;
  keyword: string;
  lang: string;
  extra?: boolean;
  /** Matches reported by the search (capped count), to show the term finds products. */
  total: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Sequential searches in this process, through the service the route calls (product.service searchProducts:
 * planning, the SQL, the row mapping; no HTTP, no JSON), one at a time: latency without queueing.
 */
export async function searchLatency(
  db: Db,
  cases: SearchCase[],
  log: (line: string) => void,
): Promise<LatencyResult[]> {
  const deps = { db } as AppDeps;
  const results: LatencyResult[] = [];
  for (const search of cases) {
    const query = searchQuery.parse({ keyword: search.keyword });
    let total = 0;
    for (let i = 0; i < WARMUP; i++) total = (await searchProducts(deps, search.lang, query)).total;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await searchProducts(deps, search.lang, query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const result = {
      name: search.name,
      keyword: search.keyword,
      lang: search.lang,
      extra: search.extra,
      total,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times[times.length - 1]!,
    };
    log(
      `  ${search.name.padEnd(30)} ${String(total).padStart(6)} hits  p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms`,
    );
    results.push(result);
  }
  return results;
}
