import { allows, type OperatorRole, type Permission } from '@shop/contract/console-access';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { CONSOLE_ROUTE_PERMISSIONS } from './console-permissions.ts';
import { insertOperator } from './operator.repo.ts';

type Method = 'GET' | 'POST';
interface Route {
  method: Method;
  url: string;
}

/**
 * Every route the app registers, as Fastify announces it: the test app is built with an onRoute hook added before any
 * plugin or module registers (buildApp's `instrument`).
 */
const announced: { method: string | string[]; url: string }[] = [];
const announceRoutes = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    announced.push({ method: route.method, url: route.url });
  });
};

/** The /api/console routes among them (HEAD is Fastify's twin of each GET and is left out). */
function registeredConsoleRoutes(): Route[] {
  const routes: Route[] = [];
  for (const route of announced) {
    if (!route.url.startsWith('/api/console/')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (method !== 'GET' && method !== 'POST') throw new Error(`unexpected console method ${method} ${route.url}`);
      routes.push({ method, url: route.url });
    }
  }
  return routes;
}

const keyOf = (route: Route) => `${route.method} ${route.url}`;

/** The operators of the test: one per role, and one holding two. */
const ROLE_SETS: OperatorRole[][] = [
  ['admin'],
  ['catalogue'],
  ['finance'],
  ['fulfilment'],
  ['support'],
  ['finance', 'support'],
];

/**
 * docs/domain.md#roles-and-permissions: every console route declares its permission in one table, and the API answers 403 to an operator whose
 * roles do not grant it. This walks every registered console route with an operator of each role and checks the
 * answer against the table, so a route the table forgets, or a guard that disagrees with it, fails here.
 */
describe(`console permissions: the route table against every role (${engine})`, () => {
  let t: TestApp;
  let routes: Route[];
  const password = 'operator-secret-1';
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.9.${ipCounter >> 8}.${ipCounter & 255}`;
  };
  let passwordHash: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { instrument: announceRoutes });
    routes = registeredConsoleRoutes();
    for (const route of routes) expect(t.app.hasRoute(route), `${route.method} ${route.url}`).toBe(true);
    passwordHash = await hashSecret(password);
  });
  afterAll(() => t.close());

  /** A new operator holding `roles`, signed in: its token. */
  async function operatorWith(roles: OperatorRole[]): Promise<string> {
    const account = uniqueAccount('perm');
    await insertOperator(t.db, { account, password_hash: passwordHash, name: roles.join('+'), roles });
    const res = await call(t.app, 'POST', '/api/console/login', { body: { account, password }, ip: nextIp() });
    expect(res.code, res.msg).toBe(1);
    return res.data.token as string;
  }

  /**
   * The route called as an empty request: no query, an empty JSON body for a POST. A file answer (a CSV export) has
   * no envelope: only its status counts.
   */
  const hit = async (route: Route, token?: string) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: token ? { token } : {},
      ...(route.method === 'POST' ? { payload: {} } : {}),
    });
    const json = String(res.headers['content-type'] ?? '').includes('application/json')
      ? (res.json() as { msg: string; data: { error?: string } | null })
      : { msg: '', data: null };
    return { status: res.statusCode, ...json };
  };

  it('names every registered console route in the table, and registers every route the table names', () => {
    const registered = new Set(routes.map(keyOf));
    const inTable = new Set(Object.keys(CONSOLE_ROUTE_PERMISSIONS));
    expect([...registered].filter((key) => !inTable.has(key))).toEqual([]);
    expect([...inTable].filter((key) => !registered.has(key))).toEqual([]);
    expect(routes).toHaveLength(registered.size);
    // The calls this file builds: shoppers, operators, sales figures.
    for (const key of [
      'GET /api/console/shoppers',
      'POST /api/console/shopper/freeze',
      'GET /api/console/operators',
      'POST /api/console/operator/save',
      'GET /api/console/stats',
      'GET /api/console/stats/top',
      'GET /api/console/settlements',
      'GET /api/console/settlements/shops',
      'GET /api/console/settlements/export',
    ])
      expect(registered.has(key), key).toBe(true);
  });

  it.each(ROLE_SETS.map((roles) => [roles.join(' + '), roles] as const))(
    'an operator with %s gets 403 exactly where the table refuses its roles',
    async (_name, roles) => {
      const token = await operatorWith(roles);
      const wrong: string[] = [];
      for (const route of routes) {
        const permission = CONSOLE_ROUTE_PERMISSIONS[keyOf(route)];
        if (permission === undefined || permission === 'public') continue;
        // Logging out ends the session the other calls use: it gets a session of its own.
        const res = await hit(route, route.url.endsWith('/logout') ? await operatorWith(roles) : token);
        const allowed = allows(roles, permission as Permission);
        const ok = allowed ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === 403;
        if (!ok) wrong.push(`${keyOf(route)} (${permission}): HTTP ${res.status} ${res.msg}`);
        if (!allowed) expect(res.data?.error, keyOf(route)).toBe('FORBIDDEN');
      }
      expect(wrong).toEqual([]);
    },
  );

  it('answers 401 to every guarded route without a token, and 403 to a shopper token', async () => {
    const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
    const wrong: string[] = [];
    for (const route of routes) {
      if (CONSOLE_ROUTE_PERMISSIONS[keyOf(route)] === 'public') continue;
      const anonymous = await hit(route);
      if (anonymous.status !== 401) wrong.push(`${keyOf(route)} without a token: HTTP ${anonymous.status}`);
      const asShopper = await hit(route, shopper.token);
      if (asShopper.status !== 403) wrong.push(`${keyOf(route)} with a shopper token: HTTP ${asShopper.status}`);
    }
    expect(wrong).toEqual([]);
    // The shopper's session is untouched by all of it.
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: shopper.token })).code).toBe(1);
  });

  it('gives finance the shop list, the commission rates and the settlements report, and support none of them', () => {
    const financeCalls = [
      'GET /api/console/shops',
      'POST /api/console/commission/save',
      'GET /api/console/settlements',
      'GET /api/console/settlements/shops',
      'GET /api/console/settlements/export',
    ];
    for (const key of financeCalls) {
      const permission = CONSOLE_ROUTE_PERMISSIONS[key] as Permission;
      expect(allows(['finance'], permission), key).toBe(true);
      expect(allows(['support'], permission), key).toBe(false);
    }
    // The shop list stays catalogue's too; editing a shop stays catalogue's only.
    expect(allows(['catalogue'], CONSOLE_ROUTE_PERMISSIONS['GET /api/console/shops'] as Permission)).toBe(true);
    expect(allows(['finance'], CONSOLE_ROUTE_PERMISSIONS['POST /api/console/shop/save'] as Permission)).toBe(false);
  });

  it('the public console routes are the sign-in, its second step and a forgotten password', () => {
    expect(Object.entries(CONSOLE_ROUTE_PERMISSIONS).filter(([, permission]) => permission === 'public')).toEqual([
      ['POST /api/console/login', 'public'],
      ['POST /api/console/login/second_step', 'public'],
      ['POST /api/console/password/forgot', 'public'],
      ['POST /api/console/password/reset', 'public'],
    ]);
  });
});
