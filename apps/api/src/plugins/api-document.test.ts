import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_ID } from '@shop/contract/validation';
import { OpenAPIBackend } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { documentCheck } from '../../test/api-document-check.ts';
import { sellerToken } from '../../test/actors.ts';
import { buildTestApp, call, createTestDb, engine, registerShopper, type TestApp } from '../../test/helper.ts';
import { operatorToken } from '../../test/order-fixture.ts';
import { JSON_MAX_DEPTH, nestsDeeperThan } from './json-depth.ts';

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  $ref?: string;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: Schema; style?: string; explode?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const ID_NAME = /^(id|ids|.+_id|.+_ids)$/;
/** The id values that once reached PostgreSQL (2³¹ overflowed an integer column: 500) or must be refused alike. */
const BAD_IDS = [0, -1, 2 ** 31, 1e21];

function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

describe(`the API document (${engine})`, () => {
  let t: TestApp;
  let doc: Document;
  let tokens: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
    const shopper = await registerShopper(t.app, {}, { ip: '10.94.0.1' });
    const operator = await operatorToken(t.app, t.db, ['admin']);
    tokens = [shopper.token, operator, await sellerToken(t.app, operator)];
    // The document is built and compiled for the answer check before the first call: slow on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const operation = (method: string, url: string) => {
    const found = doc.paths[url]?.[method];
    if (!found) throw new Error(`${method} ${url} is not in the document`);
    return found;
  };

  it('is a valid OpenAPI document: every operation has an id, its security and only documented statuses', async () => {
    // The document itself, against OpenAPI 3's schema (no validator compiled: the test app's check does that).
    const api = new OpenAPIBackend({ definition: structuredClone(doc) as never });
    await api.loadDocument();
    api.validateDefinition(); // throws when the document is not valid OpenAPI 3
    expect(doc.openapi).toMatch(/^3\.0\./);
    const ids = new Set<string>();
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        expect(op.operationId, `${method} ${url}`).toBeTruthy();
        ids.add(op.operationId);
        expect(op.security, `${method} ${url}`).toBeDefined();
        for (const status of Object.keys(op.responses))
          expect(['200', '304', '401', '403', '413', '429', '503']).toContain(status);
        expect(op.responses['503'], `${method} ${url}`).toBeDefined();
      }
    }
    expect(ids.size).toBe(Object.values(doc.paths).flatMap((ops) => Object.keys(ops)).length);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['operator', 'seller', 'shopper']);
    for (const scheme of Object.values(doc.components.securitySchemes)) {
      expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    }
  });

  it('declares security per operation: none for public calls, optional where a session is used when sent', () => {
    for (const [method, url] of [
      ['post', '/api/user/login'],
      ['post', '/api/user/register'],
      ['get', '/api/health'],
      ['post', '/api/seller/apply'],
      ['post', '/api/seller/login'],
      ['post', '/api/client-errors'],
      ['post', '/api/console/login'],
    ] as const) {
      expect(operation(method, url).security, `${method} ${url}`).toEqual([]);
      expect(operation(method, url).responses['401'], `${method} ${url}`).toBeUndefined();
    }
    for (const [method, url] of [
      ['get', '/api/goods/detail'],
      ['get', '/api/shop/detail'],
      ['post', '/api/user/resetpwd'],
    ] as const) {
      expect(operation(method, url).security, `${method} ${url}`).toEqual([{}, { shopper: [] }]);
    }
    expect(operation('get', '/api/order/detail').security).toEqual([{ shopper: [] }]);
    expect(operation('get', '/api/order/detail').responses['401']).toBeDefined();
    expect(operation('get', '/api/order/detail').responses['403']).toBeUndefined();
    expect(operation('post', '/api/console/recharge/approve').security).toEqual([{ operator: [] }]);
    expect(operation('get', '/api/seller/orders').security).toEqual([{ seller: [] }]);
    for (const [method, url] of [
      ['post', '/api/console/recharge/approve'],
      ['get', '/api/seller/orders'],
    ] as const) {
      expect(Object.keys(operation(method, url).responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents business failures as a oneOf beside the success, with the keys the route declares', () => {
    const answer = operation('post', '/api/order/pay').responses['200']?.content?.['application/json']?.schema;
    const failure = answer?.oneOf?.find(
      (branch) => branch.properties?.code?.type === 'number' && branch !== answer.oneOf?.[0],
    );
    const keys = (failure?.properties?.data?.properties?.error as { enum?: string[] } | undefined)?.enum;
    expect(keys).toEqual(expect.arrayContaining(['VALIDATION', 'INSUFFICIENT_BALANCE', 'PAY_PASSWORD_WRONG']));
    expect(keys).not.toContain('UNAUTHORIZED');
    // 413 where a body is taken, 429 where rate limited, 304 and an ETag on the catalogue's cached reads.
    expect(operation('post', '/api/order/pay').responses['413']).toBeDefined();
    expect(operation('get', '/api/order/detail').responses['413']).toBeUndefined();
    expect(operation('post', '/api/user/login').responses['429']).toBeDefined();
    expect(operation('get', '/api/goods/list').responses['304']).toEqual({ description: expect.any(String) });
    expect(operation('get', '/api/goods/list').responses['200']?.headers).toHaveProperty('etag');
    expect(operation('get', '/api/order/detail').responses['304']).toBeUndefined();
  });

  it('documents the CSV export as text/csv and uploads as multipart', () => {
    expect(Object.keys(operation('get', '/api/seller/products/export').responses['200']?.content ?? {})).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(operation('post', '/api/common/upload').requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });

  it('documents comma-separated id lists as arrays of ids (style form, explode false)', () => {
    const lists = [
      operation('get', '/api/order/pay_info').parameters?.find((p) => p.name === 'ids'),
      operation('get', '/api/refund/info').parameters?.find((p) => p.name === 'product_ids'),
    ];
    for (const list of lists) {
      expect(list).toMatchObject({ in: 'query', style: 'form', explode: false });
      expect(list?.schema).toMatchObject({ type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_ID } });
    }
  });

  /** Every id field of every operation: query parameters, and body properties at any depth (in arrays too). */
  function idFields() {
    const found: { method: string; url: string; part: 'query' | 'body'; path: (string | number)[]; schema: Schema }[] =
      [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const parameter of op.parameters ?? []) {
          if (parameter.in === 'query' && ID_NAME.test(parameter.name))
            found.push({ method, url, part: 'query', path: [parameter.name], schema: parameter.schema });
        }
        const walk = (schema: Schema | undefined, at: (string | number)[]) => {
          if (!schema) return;
          for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) walk(branch, at);
          if (schema.type === 'array') walk(schema.items, [...at, 0]);
          for (const [name, property] of Object.entries(schema.properties ?? {})) {
            const isId = ID_NAME.test(name) && (property.type === 'integer' || property.items?.type === 'integer');
            if (isId) found.push({ method, url, part: 'body', path: [...at, name], schema: property });
            else walk(property, [...at, name]);
          }
        };
        walk(op.requestBody?.content['application/json']?.schema, []);
      }
    }
    return found;
  }

  it('bounds every id field 1 … 2³¹−1, and refuses 0, −1, 2³¹ and 10²¹ with VALIDATION: never a 5xx', {
    timeout: 120_000,
  }, async () => {
    const fields = idFields();
    expect(fields.length).toBeGreaterThan(80);
    const names = fields.map((f) => `${f.method.toUpperCase()} ${f.url} ${f.part} ${f.path.join('.')}`);
    expect(names).toContain('GET /api/order/pay_info query ids');
    expect(names).toContain('GET /api/refund/info query product_ids');
    const unbounded = fields.filter((f) => {
      const id = f.schema.type === 'array' ? f.schema.items : f.schema;
      return id?.minimum !== 1 || id?.maximum !== MAX_ID;
    });
    expect(unbounded.map((f) => `${f.method} ${f.url} ${f.path.join('.')}`)).toEqual([]);

    const failures: string[] = [];
    for (const field of fields) {
      for (const bad of BAD_IDS) {
        let leaf: unknown = field.schema.type === 'array' ? [bad] : bad;
        for (const key of [...field.path].reverse()) leaf = typeof key === 'number' ? [leaf] : { [key]: leaf };
        const request =
          field.part === 'query' ? { query: { [String(field.path[0])]: String(bad) } } : { body: leaf as object };
        // As the caller the operation's security names (the guard answers before the input is judged).
        const scheme = Object.keys(operation(field.method, field.url).security?.at(-1) ?? {})[0];
        const token = tokens[['shopper', 'operator', 'seller'].indexOf(scheme ?? '')];
        const method = field.method.toUpperCase() as 'GET' | 'POST';
        const res = await call(t.app, method, field.url, { token, ...request });
        const named = Object.keys(res.data?.fields ?? {}).some((name) => name.startsWith(String(field.path[0])));
        if (res.status >= 500 || res.data?.error !== 'VALIDATION' || !named)
          failures.push(
            `${field.method} ${field.url} ${field.path.join('.')}=${bad}: ${res.status} ${JSON.stringify(res.data)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers GET /api/order/pay_info?ids=2147483648 with VALIDATION (it once overflowed PostgreSQL: 500)', async () => {
    const res = await call(t.app, 'GET', '/api/order/pay_info?ids=2147483648', { token: tokens[0] });
    expect(res).toMatchObject({
      status: 200,
      code: 0,
      data: { error: 'VALIDATION', fields: { 'ids.0': 'idInvalid' } },
    });
    const list = await call(t.app, 'GET', '/api/order/pay_info?ids=3,2147483647', { token: tokens[0] });
    expect(list.data.error).toBe('ORDER_NOT_FOUND');
  });

  describe('a JSON body nested too deep', () => {
    it('counts depth in the raw text, brackets inside strings aside', () => {
      expect(nestsDeeperThan(deepJson(32), 32)).toBe(false);
      expect(nestsDeeperThan(deepJson(33), 32)).toBe(true);
      expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 32)).toBe(false);
      expect(nestsDeeperThan(`${'['.repeat(40)}${']'.repeat(40)}`, 32)).toBe(true);
    });

    it('refuses 20 000 levels on every route that once answered 500, with the translated VALIDATION answer', async () => {
      for (const [url, token] of [
        ['/api/user/login', undefined],
        ['/api/user/address_add', tokens[0]],
        ['/api/order/pay', tokens[0]],
        ['/api/console/recharge/approve', tokens[1]],
      ] as const) {
        for (const body of [deepJson(20_000), `${'['.repeat(20_000)}${']'.repeat(20_000)}`]) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', lang: 'zh-CN', ...(token ? { token } : {}) },
            payload: body,
          });
          expect(res.statusCode, url).toBe(200);
          expect(res.json(), url).toMatchObject({ code: 0, msg: '请检查输入的内容', data: { error: 'VALIDATION' } });
        }
      }
    });

    it(`takes ${JSON_MAX_DEPTH} levels to the route's own rules, and refuses ${JSON_MAX_DEPTH + 1} before them`, async () => {
      const send = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
      const within = (await send(deepJson(JSON_MAX_DEPTH))).json();
      // Parsed and judged by the login body's rule: a stray field "a" is not a login.
      expect(within.data).toMatchObject({ error: 'UNKNOWN_FIELD', fields: { a: 'unknownField' } });
      const beyond = (await send(deepJson(JSON_MAX_DEPTH + 1))).json();
      expect(beyond.data).toEqual({ error: 'VALIDATION' });
    });
  });
});

describe(`the test app's check of every answer against the document (${engine})`, () => {
  it('names the route, the status and the key of an answer outside the document', async () => {
    const { db, drop } = await createTestDb();
    const check = documentCheck();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      db,
      logger: false,
      instrument: check.instrument,
    });
    // Routes of its own, registered once every plugin is in (the document's hooks see them as any other route).
    await app.register(
      async (probe) => {
        const ok = z.object({ code: z.literal(1), msg: z.string(), data: z.object({ n: z.number() }) });
        probe.get('/undeclared', { schema: { failures: ['ORDER_NOT_FOUND'], response: { 200: ok } } }, () => {
          throw new AppError('REFUND_NOT_FOUND');
        });
        probe.get('/declared', { schema: { failures: ['ORDER_NOT_FOUND'], response: { 200: ok } } }, () => {
          throw new AppError('ORDER_NOT_FOUND');
        });
        probe.get('/teapot', { schema: { response: { 200: ok } } }, (_request, reply) =>
          reply.code(418 as 200).send({ code: 418, msg: 'tea', data: null } as never),
        );
        probe.get('/extra-field', { schema: { response: { 200: ok } } }, (_request, reply) =>
          reply.send({ code: 1, msg: 'ok', data: { n: 1, secret: 'internal' } } as never),
        );
        probe.get('/wrong-shape', { schema: { response: { 200: ok } } }, (_request, reply) =>
          reply.header('content-type', 'application/json').send('{"code":1,"msg":"ok","data":{"n":"one"}}'),
        );
      },
      { prefix: '/api/probe' },
    );
    try {
      await app.ready();
      for (const url of ['/undeclared', '/declared', '/teapot', '/wrong-shape'])
        await app.inject({ method: 'GET', url: `/api/probe${url}` });
      // An answer is written through its schema: a field the schema does not declare never leaves the server.
      const extra = await app.inject({ method: 'GET', url: '/api/probe/extra-field' });
      expect(extra.body).toBe('{"code":1,"msg":"ok","data":{"n":1}}');
      const violations = check.violations();
      expect(violations).toEqual([
        expect.stringContaining(
          'GET /api/probe/undeclared → 200: business key REFUND_NOT_FOUND is not declared by the route (declared: ORDER_NOT_FOUND)',
        ),
        expect.stringContaining('GET /api/probe/teapot → 418: not a documented answer (documented: 200, 503)'),
        expect.stringContaining('GET /api/probe/wrong-shape → 200: does not match its schema: /data/n must be number'),
      ]);
      expect(violations[0]).toContain('[in: ');
      expect(check.checked()).toBe(5);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('page routes', () => {
  it('are not in the API document', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
    const { db, drop } = await createTestDb();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), webDist };
    const app = await buildApp({ config, db, logger: false });
    try {
      await app.ready();
      expect(app.hasRoute({ method: 'GET', url: '/home' })).toBe(true);
      const doc = app.swagger() as unknown as Document;
      const urls = Object.keys(doc.paths);
      expect(urls.filter((url) => !url.startsWith('/api/'))).toEqual([]);
      expect(urls.length).toBeGreaterThan(150);
    } finally {
      await app.close();
      await drop();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
