import http from 'node:http';
import { percentile } from './search-latency.ts';

/**
 * What one request costs with nothing queued before it: the same URLs as a target 1 run, asked one at a time on one
 * keep-alive connection. Beside the 50-connection run it splits a p99 into the server's own time (this) and the
 * queue that 50 clients build on the machine's cores (the rest): a p99 of 60 ms over a service time of 2 ms is a
 * queue, not a slow statement.
 */
export interface ServiceTime {
  name: string;
  requests: number;
  /** Milliseconds, from sending the request to the last byte of the answer (client and loopback included). */
  p50: number;
  p99: number;
}

/** One GET on `agent`'s kept connection, timed to the last byte of the body. */
function timedGet(agent: http.Agent, url: URL): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${url.pathname}${url.search}: status ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    request.on('error', reject);
  });
}

/** The first `count` paths, one request at a time, after one unrecorded pass over the first 50 (JIT, connection). */
export async function serviceTime(name: string, baseUrl: string, paths: string[], count = 1000): Promise<ServiceTime> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const asked = paths.slice(0, count);
    for (const p of asked.slice(0, 50)) await timedGet(agent, new URL(p, baseUrl));
    const times: number[] = [];
    for (const p of asked) times.push(await timedGet(agent, new URL(p, baseUrl)));
    times.sort((a, b) => a - b);
    return { name, requests: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
  } finally {
    agent.destroy();
  }
}
