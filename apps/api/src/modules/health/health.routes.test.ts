import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { Startup } from './health.service.ts';

describe(`health and docs (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers health (liveness) and readiness with the database reachable', async () => {
    expect(await call(t.app, 'GET', '/api/health')).toMatchObject({ status: 200, code: 1, data: { status: 'ok' } });
    expect(await call(t.app, 'GET', '/api/health/ready')).toMatchObject({
      status: 200,
      code: 1,
      data: { status: 'ok', database: 'ok' },
    });
  });

  it('answers 503 "starting" until migrations and the first-start seed are done, then ok', async () => {
    const startup = new Startup();
    const app = await buildApp({ config: t.config, db: t.db, logger: false, startup });
    try {
      for (const path of ['/api/health', '/api/health/ready']) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ code: 503, data: { status: 'starting' } });
      }
      startup.markDone();
      expect(await call(app, 'GET', '/api/health')).toMatchObject({ status: 200, code: 1 });
      expect(await call(app, 'GET', '/api/health/ready')).toMatchObject({ status: 200, code: 1 });
    } finally {
      await app.close();
    }
  });

  it('stays live but answers not ready (503) while the database is away: a closed handle, an unreachable server', async () => {
    // A handle of this run's engine, closed below (PGlite starts its engine on first use: seconds on a busy machine).
    const closed = createDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
    await sql`select 1`.execute(closed);
    const unreachable = createDatabase({ url: 'postgres://postgres@127.0.0.1:9/none', poolSize: 1 });
    for (const [name, db] of [
      ['closed', closed],
      ['unreachable', unreachable],
    ] as const) {
      const app = await buildApp({ config: t.config, db, logger: false });
      try {
        if (db === closed) {
          expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
          await db.destroy();
        }
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode, name).toBe(503);
        expect(ready.json()).toMatchObject({ code: 503, data: { status: 'database_unavailable' } });
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, name).toBe(200);
      } finally {
        await app.close();
      }
    }
    await unreachable.destroy();
  });

  it('publishes an OpenAPI document that lists the spec calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/user/login', '/api/user/register', '/api/user/address_add', '/api/console/dashboard']) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/api/nope');
    expect(res).toMatchObject({ status: 404, code: 404, data: { error: 'NOT_FOUND' } });
  });
});
