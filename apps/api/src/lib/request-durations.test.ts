import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations.ts';

const BUCKETS = [0.001, 0.01, 0.1, 1];

/** The sample lines of a text exposition as "name{sorted labels} value", so that label order does not matter. */
function samples(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = [...match[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => `${m[1]}=${m[2]}`).sort();
      return `${match[1]}{${labels.join(',')}} ${Number(match[3])}`;
    })
    .sort();
}

describe('request durations', () => {
  const observations: [string, string, number, number][] = [
    ['GET', '/api/goods/list', 200, 0.0004],
    ['GET', '/api/goods/list', 200, 0.003],
    ['GET', '/api/goods/list', 200, 0.01],
    ['GET', '/api/goods/list', 304, 0.0002],
    ['POST', '/api/order/pay', 200, 0.25],
    ['POST', '/api/order/pay', 200, 4],
    ['GET', 'unmatched', 404, 0.0001],
    ['GET', '/api/say/"quoted"\\path', 500, 0.05],
  ];

  it('writes the histogram prom-client writes for the same observations', async () => {
    const registry = new Registry();
    const reference = new Histogram({
      name: 'probe_seconds',
      help: 'Probe',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [registry],
    });
    const ours = new RequestDurations('probe_seconds', 'Probe', BUCKETS);
    for (const [method, route, status, seconds] of observations) {
      reference.observe({ method, route, status_code: status }, seconds);
      ours.observe(method, route, status, seconds);
    }
    const text = ours.text();
    expect(text.startsWith('# HELP probe_seconds Probe\n# TYPE probe_seconds histogram\n')).toBe(true);
    expect(samples(text)).toEqual(samples(await registry.metrics()));
  });

  it('counts a value on a bucket bound into that bucket, and one above every bound into +Inf only', () => {
    const ours = new RequestDurations('probe_seconds', 'Probe', BUCKETS);
    ours.observe('GET', '/x', 200, 0.01);
    ours.observe('GET', '/x', 200, 7);
    const lines = samples(ours.text());
    expect(lines).toContain('probe_seconds_bucket{le=0.001,method=GET,route=/x,status_code=200} 0');
    expect(lines).toContain('probe_seconds_bucket{le=0.01,method=GET,route=/x,status_code=200} 1');
    expect(lines).toContain('probe_seconds_bucket{le=1,method=GET,route=/x,status_code=200} 1');
    expect(lines).toContain('probe_seconds_bucket{le=+Inf,method=GET,route=/x,status_code=200} 2');
    expect(lines).toContain('probe_seconds_count{method=GET,route=/x,status_code=200} 2');
    expect(lines).toContain('probe_seconds_sum{method=GET,route=/x,status_code=200} 7.01');
  });
});
