import autocannon from 'autocannon';
import { type CpuCost, CpuMeter } from './cpu-cost.ts';

export const CONNECTIONS = 50;

export interface LoadResult {
  name: string;
  path: string;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** rps ÷ the bare server's rps; set by the caller. */
  ratio?: number;
  /** What one response said before the run (e.g. the number of matches), to show the endpoint really works. */
  check?: string;
  /** CPU per request of the server and its PostgreSQL sessions over the measured run (cpu-cost.ts), when metered. */
  cpu?: CpuCost;
  /** How the server reached PostgreSQL in this run ('TCP' or 'socket'), where a run measures both. */
  transport?: string;
}

/** What every load run reports of autocannon's result. */
function figuresOf(result: Awaited<ReturnType<typeof autocannon>>) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The console line of one measured run. */
function logRun(log: (line: string) => void, name: string, result: ReturnType<typeof figuresOf>, extra = ''): void {
  log(
    `  ${name.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${extra}` +
      (result.non2xx || result.errors ? `  non-2xx ${result.non2xx}  errors ${result.errors}` : ''),
  );
}

/** One autocannon run: `connections` keep-alive connections for `duration` seconds. */
export async function load(
  url: string,
  options: { duration: number; connections?: number; headers?: Record<string, string> },
) {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration,
    headers: options.headers,
  });
  return figuresOf(result);
}

/** A short unrecorded run first (JIT, connection pool, database caches), then the measured one. */
export async function measure(
  name: string,
  baseUrl: string,
  path: string,
  duration: number,
  log: (line: string) => void,
): Promise<LoadResult> {
  await load(baseUrl + path, { duration: Math.min(2, duration), connections: 10 });
  const result = await load(baseUrl + path, { duration });
  logRun(log, name, result);
  return { name, path, ...result };
}

/** How many distinct paths the requests from `start` to `end` (exclusive, wrapping round the set) asked. */
function distinctBetween(paths: string[], start: number, end: number): number {
  if (end - start >= paths.length) return new Set(paths).size;
  const seen = new Set<string>();
  for (let i = start; i < end; i++) seen.add(paths[i % paths.length]!);
  return seen.size;
}

/** What a mixed run saw of the catalogue cache (the `x-catalogue-cache` header of each answer). */
export interface CacheCounts {
  hit: number;
  miss: number;
  inflight: number;
  off: number;
}

/**
 * A load run over many URLs: each request takes the next path of `paths` (round robin over the whole set, shared
 * by all connections), so a run of N requests touches min(N, paths.length) distinct URLs.
 */
export async function loadMix(
  baseUrl: string,
  paths: string[],
  options: {
    duration: number;
    /** Instead of `duration`: stop after this many requests. */
    amount?: number;
    connections?: number;
    headers?: Record<string, string>;
    start?: number;
  },
) {
  const start = options.start ?? 0;
  let next = start;
  const cache: CacheCounts = { hit: 0, miss: 0, inflight: 0, off: 0 };
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
        onResponse: (_status, _body, _context, headers) => {
          const how = headers?.['x-catalogue-cache'] as keyof CacheCounts | undefined;
          if (how && how in cache) cache[how] += 1;
        },
      },
    ],
  });
  return {
    ...figuresOf(result),
    distinct: distinctBetween(paths, start, next),
    cache,
    /** Where the sequence stopped: a later run may go on from here. */
    next,
  };
}

/**
 * A warm-up over the same URLs (JIT, pool, database caches), then the measured mixed run. With `steady`, the
 * warm-up is as long as the run and the run goes on where it stopped: a cache measured in its steady state. With
 * `everyUrl`, the warm-up first asks every URL once: a search counts a keyword's matches once per catalogue
 * generation (kept-counts.ts), and 500 first searches take longer than the short warm-up, so without it the
 * measured run would spend its first seconds counting, which a shop whose catalogue did not just change does not.
 */
export async function measureMix(
  name: string,
  baseUrl: string,
  paths: string[],
  duration: number,
  log: (line: string) => void,
  options: { steady?: boolean; everyUrl?: boolean; headers?: Record<string, string>; meter?: CpuMeter } = {},
): Promise<LoadResult & { distinct: number; cache: CacheCounts }> {
  if (options.everyUrl)
    await loadMix(baseUrl, paths, { duration, amount: paths.length, connections: 10, headers: options.headers });
  const warm = await loadMix(baseUrl, paths, {
    duration: options.steady ? duration : Math.min(2, duration),
    connections: options.steady ? CONNECTIONS : 10,
    headers: options.headers,
  });
  // The CPU marks go around the measured run only: the warm-up's JIT and first reads are not a request's cost.
  const before = await options.meter?.mark();
  const result = await loadMix(baseUrl, paths, {
    duration,
    start: options.steady ? warm.next : 0,
    headers: options.headers,
  });
  const after = await options.meter?.mark();
  const cpu = before && after ? CpuMeter.cost(before, after, result.requests) : undefined;
  const cost = cpu ? `  CPU ${cpu.processUs.toFixed(0)} + ${cpu.postgresUs.toFixed(0)} µs/req` : '';
  logRun(log, name, result, `  ${result.distinct} URLs${cost}`);
  return { name, path: `${paths.length} URLs`, ...result, ...(cpu ? { cpu } : {}) };
}
