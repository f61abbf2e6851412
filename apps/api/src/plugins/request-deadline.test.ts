import zhCN from '@shop/contract/messages/zh-CN.json' with { type: 'json' };
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/database-faults.ts';
import { AppError } from '../lib/app-error.ts';
import envelope from './envelope.ts';
import i18n from './i18n.ts';
import requestDeadline from './request-deadline.ts';

/** A database that is away or a call past its deadline is a translated 503 the client may retry (docs/operations.md#faults-the-shop-survives). */
describe('database faults and the request deadline', () => {
  async function appWith(handler: () => Promise<unknown>) {
    const app = Fastify({ logger: false });
    await app.register(i18n);
    await app.register(envelope);
    await app.register(requestDeadline, { deadlineMs: 200 });
    app.get('/api/probe', async (_request, reply) => reply.ok(await handler()));
    app.post('/api/probe', async (_request, reply) => reply.ok(await handler()));
    await app.ready();
    return app;
  }

  it('answers a call past its deadline 503 DATABASE_UNAVAILABLE in the caller language', async () => {
    const app = await appWith(() => new Promise((resolve) => setTimeout(() => resolve('late'), 3000)));
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/probe', headers: { lang: 'zh-CN' } });
    // Answered by the 200 ms deadline, long before the handler's 3 s (the margin is for a busy machine).
    expect(performance.now() - started).toBeLessThan(2500);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 503,
      msg: zhCN.errors.DATABASE_UNAVAILABLE,
      data: { error: 'DATABASE_UNAVAILABLE' },
    });
    await app.close();
  });

  it('answers a call with a body past its deadline over a real connection (its request stream has ended by then)', async () => {
    const app = await appWith(() => new Promise((resolve) => setTimeout(() => resolve('late'), 3000)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh-CN' },
      body: JSON.stringify({ amount: '10.00' }),
    });
    expect(performance.now() - started).toBeLessThan(2500);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { msg: string }).msg).toBe(zhCN.errors.DATABASE_UNAVAILABLE);
    await app.close();
  });

  it('leaves a call within its deadline alone', async () => {
    const app = await appWith(async () => 'quick');
    const res = await app.inject({ method: 'GET', url: '/api/probe' });
    expect(res.json()).toMatchObject({ code: 1, data: 'quick' });
    await app.close();
  });

  it('answers an error of a database that is away 503, and any other error 500', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = await appWith(async () => {
      throw refused;
    });
    const res = await app.inject({ method: 'GET', url: '/api/probe', headers: { lang: 'zh-CN' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toBe(zhCN.errors.DATABASE_UNAVAILABLE);
    await app.close();

    const broken = await appWith(async () => {
      throw new Error('a bug');
    });
    expect((await broken.inject({ method: 'GET', url: '/api/probe' })).statusCode).toBe(500);
    await broken.close();
  });

  it('tells the database being away from other failures', () => {
    const pgError = (code: string) => Object.assign(new Error('pg'), { code });
    for (const code of ['57P01', '57P03', '08006', '53300', '57014', 'ECONNRESET'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED')]))).toBe(true);
    for (const code of ['23505', '40P01', '22P02']) expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new AppError('INSUFFICIENT_BALANCE'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});
