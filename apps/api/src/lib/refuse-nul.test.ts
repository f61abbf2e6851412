import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../test/actors.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../test/helper.ts';
import { operatorToken } from '../../test/order-fixture.ts';
import { findUnstorable } from './refuse-nul.ts';

const NUL = '\u0000';

interface JsonSchema {
  properties?: Record<string, unknown>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The field names of a body schema, through the branches of a union (e.g. a withdrawal to a card or a chain). */
function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...branches.flatMap(fieldsOf)])];
}

interface Probe {
  method: 'GET' | 'POST';
  url: string;
  part: 'query' | 'body';
  field: string;
}

/**
 * The places where a NUL once reached PostgreSQL and answered 500 (the held-out findings): each must be among
 * the walked fields below.
 */
const FOUND_500 = [
  'POST /api/user/login body account',
  'GET /api/goods/search query keyword',
  'POST /api/user/resetpwd body code',
  'POST /api/console/login body account',
  'POST /api/user/address_add body detail',
  'POST /api/user/profile body given_name',
  'POST /api/order/create body remark',
  'POST /api/user/extract body bank_name',
  'POST /api/review/add body content',
  'POST /api/refund/apply body explanation',
  'GET /api/console/shoppers query keyword',
  'GET /api/console/orders query account',
  'GET /api/console/orders query order_no',
  'GET /api/console/recharges query account',
  'GET /api/console/withdrawals query account',
  'GET /api/console/refunds query order_no',
  'GET /api/console/products query keyword',
  'GET /api/console/shops query keyword',
  'GET /api/console/ledger query account',
];

describe(`a NUL character in any request field (${engine})`, () => {
  let t: TestApp;
  let tokens: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    const shopper = await registerShopper(t.app, {}, { ip: '10.91.0.1' });
    const operator = await operatorToken(t.app, t.db, ['admin']);
    tokens = [shopper.token, operator, await sellerToken(t.app, operator)];
  });
  afterAll(() => t.close());

  /** Every field of every route as the OpenAPI document (generated from the route schemas) names it. */
  async function walkedFields(): Promise<Probe[]> {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const probes: Probe[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const [verb, operation] of Object.entries(operations)) {
        const method = verb.toUpperCase();
        if (method !== 'GET' && method !== 'POST') continue;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'query') probes.push({ method, url, part: 'query', field: parameter.name });
        }
        for (const field of fieldsOf(operation.requestBody?.content?.['application/json']?.schema)) {
          probes.push({ method, url, part: 'body', field });
        }
      }
    }
    return probes;
  }

  /** Sends the probe as each kind of actor until one is let in (auth runs before validation). */
  async function send(probe: Probe, value: string) {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    for (const token of tokens) {
      res = await call(t.app, probe.method, probe.url, {
        token,
        ip: '10.91.1.1',
        ...(probe.part === 'query' ? { query: { [probe.field]: value } } : { body: { [probe.field]: value } }),
      });
      if (res.status !== 401 && res.status !== 403) return res;
    }
    return res!;
  }

  /** Every row of every table, to prove that a refused request changed nothing. */
  async function snapshot(): Promise<string> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(name)} order by 1`.execute(t.db);
      parts.push(`${name}:${JSON.stringify(rows.rows)}`);
    }
    return parts.join('\n');
  }

  // A lone surrogate once answered 500 in an order's remark (jsonb refuses it) and is silently changed in text columns.
  // It reaches the API in JSON bodies only: a query string is percent-encoded UTF-8, which cannot carry one.
  it.each([
    ['a NUL', `ab${NUL}cd`, ['query', 'body']],
    ['a lone surrogate', 'ab\ud800cd', ['body']],
  ])(
    '%s is refused by the field it is in, before any work: never a 500, no row changed',
    async (_name, value, parts) => {
      const probes = (await walkedFields()).filter((probe) => parts.includes(probe.part));
      const walked = new Set(probes.map((p) => `${p.method} ${p.url} ${p.part} ${p.field}`));
      for (const place of FOUND_500.filter((found) => parts.some((part) => found.includes(` ${part} `))))
        expect(walked, place).toContain(place);

      const before = await snapshot();
      const failures: string[] = [];
      for (const probe of probes) {
        const res = await send(probe, value);
        const name = `${probe.method} ${probe.url} ${probe.part} ${probe.field}`;
        if (res.status !== 200 || res.code !== 0 || res.data?.error !== 'VALIDATION' || !res.data.fields?.[probe.field])
          failures.push(`${name}: ${res.status} ${res.code} ${JSON.stringify(res.data)}`);
      }
      expect(failures).toEqual([]);
      expect(probes.length).toBeGreaterThan(parts.length === 2 ? 300 : 150);
      expect(await snapshot()).toBe(before);
    },
    120_000,
  );

  it("answers the field's own translated message, and changes nothing", async () => {
    const before = await snapshot();
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { account: `demo${NUL}`, password: 'secret123' },
      ip: '10.91.2.1',
    });
    expect(login).toMatchObject({
      status: 200,
      code: 0,
      msg: 'Please input account and password',
      data: { error: 'VALIDATION', fields: { account: 'loginRequired' } },
    });

    const reset = await call(t.app, 'POST', '/api/user/resetpwd', {
      body: { account: 'someone', code: `123${NUL}56`, new_password: 'fromcode1', confirm_password: 'fromcode1' },
      ip: '10.91.2.2',
      lang: 'zh-CN',
    });
    expect(reset.data).toMatchObject({ error: 'VALIDATION', fields: { code: 'resetCodeRule' } });
    expect(reset.msg).not.toMatch(/[A-Za-z]{4}/);

    const search = await call(t.app, 'GET', '/api/goods/search', { query: { keyword: `sho${NUL}e` } });
    expect(search).toMatchObject({
      status: 200,
      code: 0,
      data: { error: 'VALIDATION', fields: { keyword: expect.any(String) } },
    });

    const address = await call(t.app, 'POST', '/api/user/address_add', {
      token: tokens[0],
      body: {
        addressee: 'Test Buyer',
        mobile: '+1 555 0100',
        country: 'US',
        area: 'Springfield',
        detail: `742 Evergreen${NUL} Terrace`,
        tag: 'home',
        is_default: true,
      },
    });
    expect(address).toMatchObject({ code: 0, data: { fields: { detail: 'detailRequired' } } });

    // A free text that takes any other character has no rule of its own to quote: it is named plainly.
    const profile = await call(t.app, 'POST', '/api/user/profile', {
      token: tokens[0],
      body: { given_name: `Mia${NUL}` },
    });
    expect(profile).toMatchObject({
      code: 0,
      msg: 'Invalid value: given_name',
      data: { error: 'VALIDATION', fields: { given_name: 'invalidField' } },
    });
    expect(await snapshot()).toBe(before);
  });

  it('finds a NUL in nested values and in keys', () => {
    expect(findUnstorable({ a: 'x', b: [{ c: 'ok' }, { d: `n${NUL}` }] })).toEqual({
      path: ['b', 1, 'd'],
      inKey: false,
    });
    expect(findUnstorable({ titles: { [`e${NUL}n`]: 'x' } })).toEqual({ path: ['titles', `e${NUL}n`], inKey: true });
    expect(findUnstorable({ a: 'x', n: 1, b: null, c: ['y'] })).toBeUndefined();
  });

  it('finds the first bad text in document order, keys before their values, and a lone surrogate like a NUL', () => {
    expect(findUnstorable({ a: ['ok', { b: 'x\ud800' }], c: `${NUL}` })).toEqual({ path: ['a', 1, 'b'], inKey: false });
    expect(findUnstorable({ ok: 'fine', ['k\udc00']: 'v' })).toEqual({ path: ['k\udc00'], inKey: true });
    // A well-formed pair of surrogates is one character (an emoji), not a lone one.
    expect(findUnstorable({ a: 'smile \ud83d\ude00' })).toBeUndefined();
  });

  it('walks a structure far deeper than the call stack allows without overflowing', () => {
    let deep: unknown = 'bottom\ud800';
    for (let i = 0; i < 200_000; i += 1) deep = i % 2 ? [deep] : { a: deep };
    const found = findUnstorable(deep);
    expect(found?.path).toHaveLength(200_000);
    expect(found?.inKey).toBe(false);
  });
});
