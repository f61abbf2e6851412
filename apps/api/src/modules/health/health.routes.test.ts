import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';

describe(`health and docs (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database reachable', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res).toMatchObject({ status: 200, code: 1, data: { status: 'ok', database: 'ok' } });
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
