import autocannon from 'autocannon';

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
  log(
    `  ${name.padEnd(28)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms` +
      (result.non2xx || result.errors ? `  non-2xx ${result.non2xx}  errors ${result.errors}` : ''),
  );
  return { name, path, ...result };
}
