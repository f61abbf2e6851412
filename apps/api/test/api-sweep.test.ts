import { MAX_ID } from '@shop/contract/validation';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from './actors.ts';
import { buildCatalogueFixture } from './catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from './helper.ts';
import { fundedShopper, operatorToken, type Shopper, skusOf } from './order-fixture.ts';

/**
 * A property-based sweep of the whole API (docs/api-document.md#the-sweep): every operation of the document gets
 * bounded random inputs, valid ones made from its own schemas by json-schema-faker and invalid ones made from those
 * by fast-check (a field dropped or of the wrong type, a bad id, NUL and lone surrogates, a body nested 20 000 deep,
 * malformed JSON), as anonymous, shopper, operator and seller. Every answer must be below 500 and match the document
 * (the test app's check, test/api-document-check.ts); a cached read is asked again with its ETag; at the end the
 * ledger check must balance (the test app's close()). A failing input is printed with fast-check's seed to replay it.
 */

type Schema = JsonSchema & {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  maximum?: number;
  minimum?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  style?: string;
  nullable?: boolean;
};
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema: Schema; explode?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const RUNS_PER_ACTOR = Number(process.env.API_SWEEP_RUNS ?? 3);
const ID_NAME = /^(id|ids|.+_id|.+_ids)$/;
const BAD_IDS = [0, -1, 2 ** 31, 1e21];
const WRONG_TYPES: unknown[] = [null, 12345, 'text', true, [], {}, -0.5];
const MUTATIONS = [
  'valid',
  'valid',
  'drop',
  'wrongType',
  'badId',
  'surrogate',
  'nul',
  'unknown',
  'deep',
  'garbage',
] as const;
type Mutation = (typeof MUTATIONS)[number];
type Actor = 'anonymous' | 'shopper' | 'operator' | 'seller';
const ACTORS: Actor[] = ['anonymous', 'shopper', 'operator', 'seller'];

/**
 * The document's schemas are OpenAPI 3.0; the generator reads JSON Schema: `nullable` becomes a null branch. Ids are
 * kept small in valid inputs (they then name rows that exist), and the document's bounds stay for the invalid ones.
 */
function forGenerator(schema: Schema | undefined): Schema {
  if (!schema || typeof schema !== 'object') return {};
  const convert = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(convert)
      : value && typeof value === 'object'
        ? forGenerator(value as Schema)
        : value;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'style' || key === 'explode' || key === 'description') continue;
    out[key] = key === 'enum' || key === 'required' ? value : convert(value);
  }
  if (schema.type === 'integer' && schema.maximum === MAX_ID) out.maximum = 12;
  return schema.nullable ? { anyOf: [out as Schema, { type: 'null' }] } : (out as Schema);
}

function generate(schema: Schema, seed: number): unknown {
  return generateSync(forGenerator(schema), { seed, maxItems: 4, maxLength: 40 });
}

/** The string-valued and id-valued top-level properties of an object schema (where the mutations aim). */
function propertiesOf(schema: Schema | undefined): { name: string; schema: Schema }[] {
  const branches = [schema, ...(schema?.oneOf ?? []), ...(schema?.anyOf ?? [])];
  return branches.flatMap((branch) =>
    Object.entries(branch?.properties ?? {}).map(([name, property]) => ({ name, schema: property })),
  );
}

function deepBody(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

interface Input {
  seed: number;
  mutation: Mutation;
  pick: number;
  keyed: boolean;
}

/** The request for one operation, one input and one actor's token. */
function requestOf(method: string, url: string, op: Operation, input: Input, token?: string): InjectOptions {
  const { seed, mutation, pick } = input;
  const headers: Record<string, string> = { lang: ['en', 'zh-CN', 'ri', 'han', 'tai'][pick % 5]! };
  if (token) headers.token = token;
  if (input.keyed) headers['idempotency-key'] = `sweep-${seed}`;
  const request: InjectOptions = { method: method.toUpperCase() as 'GET' | 'POST', url, headers };

  // Query: an object of the parameters, generated, then mutated like a body (but never with characters a
  // percent-encoded query string cannot carry).
  const parameters = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (parameters.length > 0) {
    const schema: Schema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    };
    const query = mutate(generate(schema, seed) as Record<string, unknown>, schema, mutation, pick, 'query');
    request.query = Object.fromEntries(
      Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value),
        ]),
    );
  }

  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const boundary = `sweep${seed}`;
    const bytes = Buffer.from(Array.from({ length: 16 + (pick % 64) }, (_, i) => (seed * 31 + i * 7) & 255));
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    request.payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  } else if (content['application/json'] || request.method === 'POST') {
    const schema = content['application/json']?.schema ?? { type: 'object', properties: {} };
    headers['content-type'] = 'application/json';
    if (mutation === 'deep' && request.method === 'POST') request.payload = deepBody(20_000);
    else if (mutation === 'garbage' && request.method === 'POST') request.payload = '{"a": [1, 2';
    else request.payload = JSON.stringify(mutate(generate(schema, seed), schema, mutation, pick, 'body') ?? {});
  }
  return request;
}

function mutate(value: unknown, schema: Schema, mutation: Mutation, pick: number, part: 'query' | 'body'): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = { ...(value as Record<string, unknown>) };
  const properties = propertiesOf(schema);
  const choose = <T>(list: T[]): T | undefined => (list.length ? list[pick % list.length] : undefined);
  switch (mutation) {
    case 'drop': {
      const name = choose(schema.required ?? Object.keys(object));
      if (name) delete object[name];
      return object;
    }
    case 'wrongType': {
      const target = choose(properties);
      if (target) object[target.name] = WRONG_TYPES[pick % WRONG_TYPES.length];
      return object;
    }
    case 'badId': {
      const target = choose(properties.filter((p) => ID_NAME.test(p.name)));
      const bad = BAD_IDS[pick % BAD_IDS.length];
      if (target) object[target.name] = target.schema.type === 'array' ? [bad] : bad;
      return object;
    }
    case 'surrogate':
    case 'nul': {
      if (part === 'query' && mutation === 'surrogate') return object;
      const target = choose(properties.filter((p) => p.schema.type === 'string'));
      if (target) object[target.name] = mutation === 'nul' ? 'a\u0000b' : 'a\ud800b';
      return object;
    }
    case 'unknown':
      return { ...object, zz_unknown: pick };
    default:
      return object;
  }
}

describe(`every operation swept with random valid and invalid inputs, as every kind of caller (${engine})`, () => {
  let t: TestApp;
  const tokens: Partial<Record<Actor, string>> = {};
  let requests = 0;
  let shopper: Shopper;
  let skuId: number;

  async function provision(actor: Actor) {
    if (actor === 'shopper') {
      shopper = await fundedShopper(t.app, t.db, 500_00);
      tokens.shopper = shopper.token;
    }
    if (actor === 'operator') tokens.operator = await operatorToken(t.app, t.db, ['admin']);
    if (actor === 'seller')
      tokens.seller = await sellerToken(t.app, tokens.operator ?? (await operatorToken(t.app, t.db, ['admin'])));
  }

  /** A sweep may log an actor out, change its password or freeze it: each is made again when its session is gone. */
  async function keepAlive() {
    // A random policy may require two-factor sign-in of the admin's role, which would hold its calls to its own
    // account: the sweep's operators never owe a second step.
    await t.db.deleteFrom('settings').where('key', '=', 'two_factor_roles').execute();
    const probes: [Actor, string][] = [
      ['shopper', '/api/user/getUserInfo'],
      ['operator', '/api/console/me'],
      ['seller', '/api/seller/me'],
    ];
    for (const [actor, url] of probes) {
      const res = await call(t.app, 'GET', url, { token: tokens[actor] });
      if (res.status !== 200 || res.code !== 1) await provision(actor);
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const catalogue = await buildCatalogueFixture(t.db);
    skuId = (await skusOf(t.db, catalogue.products.earbuds))[0]!;
    for (const actor of ['shopper', 'operator', 'seller'] as const) await provision(actor);
  }, 120_000);
  afterAll(() => t.close());

  it('answers the inputs that once answered 500 below 500 and as documented', async () => {
    const deep = deepBody(20_000);
    const known: [Actor, InjectOptions][] = [
      // A lone surrogate in an order's remark (jsonb refused it), on an order that is otherwise right.
      [
        'shopper',
        {
          method: 'POST',
          url: '/api/order/create',
          payload: {
            source: { buy_now: { sku_id: skuId, quantity: 1 } },
            address_id: shopper.addressId,
            remark: 'leave at the door \ud800',
          },
        },
      ],
      // An id past PostgreSQL's integer.
      ['shopper', { method: 'GET', url: '/api/order/pay_info?ids=2147483648' }],
      // A body nested 20 000 deep (the NUL check's recursion overflowed the stack).
      ['anonymous', { method: 'POST', url: '/api/user/login', payload: deep }],
      ['shopper', { method: 'POST', url: '/api/user/address_add', payload: deep }],
      ['shopper', { method: 'POST', url: '/api/order/pay', payload: deep }],
      ['operator', { method: 'POST', url: '/api/console/recharge/approve', payload: deep }],
    ];
    for (const [actor, request] of known) {
      const token = tokens[actor];
      const res = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      });
      const where = `${request.method} ${request.url} as ${actor}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, where).toBe(200);
      expect(res.json().data.error, where).toBe('VALIDATION');
      expect(t.documentViolations(), where).toEqual([]);
    }
  });

  it('answers below 500 and as documented, and keeps the ledger balanced', { timeout: 600_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    // The event streams stay open while their session lives: live.routes.test.ts calls them over real HTTP.
    const streams = (op: Operation) => op.responses?.['200']?.content?.['text/event-stream'] !== undefined;
    const operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !streams(op))
        .map(([method, op]) => ({ url, method, op })),
    );
    expect(operations.length).toBeGreaterThan(170);
    const started = performance.now();
    const serverErrors: string[] = [];

    for (const { url, method, op } of operations) {
      await keepAlive();
      // The caller the operation is for gets the most inputs; the others mostly meet its guard (401/403).
      const owner: Actor = (Object.keys(op.security?.at(-1) ?? {})[0] as Actor | undefined) ?? 'anonymous';
      for (const actor of ACTORS) {
        const input = fc.record({
          seed: fc.integer({ min: 1, max: 2 ** 30 }),
          mutation: fc.constantFrom(...MUTATIONS),
          pick: fc.nat({ max: 1000 }),
          keyed: fc.boolean(),
        });
        // The inputs that once answered 500 are always among the inputs, wherever they apply (the last: a seller's
        // freight save with a version beyond a 4-byte integer).
        const examples: [Input][] =
          actor === owner
            ? [
                [{ seed: 7, mutation: 'deep', pick: 0, keyed: false }],
                [{ seed: 8, mutation: 'surrogate', pick: 0, keyed: false }],
                [{ seed: 9, mutation: 'badId', pick: 2, keyed: false }],
                [{ seed: 27, mutation: 'wrongType', pick: 400, keyed: true }],
              ]
            : [];
        await fc.assert(
          fc.asyncProperty(input, async (sample) => {
            const request = requestOf(method, url, op, sample, tokens[actor]);
            const res = await t.app.inject(request);
            requests += 1;
            const where = `${method.toUpperCase()} ${url} as ${actor} (${sample.mutation}): ${res.statusCode} ${res.body.slice(0, 300)}`;
            if (res.statusCode >= 500 && res.statusCode !== 503) serverErrors.push(where);
            expect(res.statusCode, where).toBeLessThan(500);
            const etag = res.headers.etag;
            if (request.method === 'GET' && typeof etag === 'string') {
              const again = await t.app.inject({ ...request, headers: { ...request.headers, 'if-none-match': etag } });
              requests += 1;
              expect(again.statusCode, `${where}, again with its ETag`).toBe(304);
            }
            expect(t.documentViolations(), where).toEqual([]);
          }),
          { numRuns: (actor === owner ? RUNS_PER_ACTOR : 2) + examples.length, examples, endOnFailure: true },
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`api sweep: ${operations.length} operations, ${requests} requests in ${seconds.toFixed(1)} s`);
    expect(serverErrors).toEqual([]);
  });
});
