import { type ShopMember, type StaffRole, sellerAllows } from '@shop/contract/shop-staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../../test/actors.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { SELLER_ROUTE_PERMISSIONS } from './seller-permissions.ts';

type Method = 'GET' | 'POST';
interface Route {
  method: Method;
  url: string;
}

/** Every route the app registers, as Fastify announces it (buildApp's `instrument` runs before any route exists). */
const announced: { method: string | string[]; url: string }[] = [];
const announceRoutes = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    announced.push({ method: route.method, url: route.url });
  });
};

/** The /api/seller routes among them (HEAD is Fastify's twin of each GET and is left out). */
function registeredSellerRoutes(): Route[] {
  const routes: Route[] = [];
  for (const route of announced) {
    if (!route.url.startsWith('/api/seller/')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      if (method !== 'GET' && method !== 'POST') throw new Error(`unexpected seller method ${method} ${route.url}`);
      routes.push({ method, url: route.url });
    }
  }
  return routes;
}

const keyOf = (route: Route) => `${route.method} ${route.url}`;

/** The live event stream stays open while its session lives: live.routes.test.ts calls it over real HTTP. */
const STREAMS = new Set(['GET /api/seller/events']);

/** The staff of the test: one per role, and one holding every role. */
const ROLE_SETS: StaffRole[][] = [['products'], ['orders'], ['finance'], ['products', 'orders', 'finance']];

/**
 * docs/domain.md#shop-staff: every seller route declares its permission in one table, and a staff member whose roles
 * do not grant it gets 403 (OWNER_ONLY for the owner's calls). This walks every registered seller route as a staff
 * member of each role, and as the owner, and checks each answer against the table, so a route the table forgets, or
 * a guard that disagrees with it, fails here.
 */
describe(`seller permissions: the route table against every staff role (${engine})`, () => {
  let t: TestApp;
  let routes: Route[];
  const password = 'staff-secret-1';
  let passwordHash: string;
  let owner: { token: string; id: number; account: string; shopId: number };
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.27.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { instrument: announceRoutes });
    routes = registeredSellerRoutes();
    for (const route of routes) expect(t.app.hasRoute(route), keyOf(route)).toBe(true);
    passwordHash = await hashSecret(password);
    const admin = await operatorToken(t.app, t.db, ['admin']);
    const token = await sellerToken(t.app, admin);
    const me = await call(t.app, 'GET', '/api/seller/me', { token });
    owner = { token, id: me.data.id, account: me.data.account, shopId: me.data.shop_id };
  });
  afterAll(() => t.close());

  /** A new staff member of the owner's shop holding `roles`, signed in as "<owner>:<name>": its token. */
  async function staffWith(roles: StaffRole[]): Promise<string> {
    const name = uniqueAccount('perm');
    await t.db
      .insertInto('shop_staff')
      .values({
        shop_id: owner.shopId,
        owner_id: owner.id,
        name,
        display_name: roles.join('+'),
        email: `${name}@shop.example`,
        roles,
        password_hash: passwordHash,
      })
      .execute();
    const res = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: `${owner.account}:${name}`, password },
      ip: nextIp(),
    });
    expect(res.code, res.msg).toBe(1);
    return res.data.token as string;
  }

  /** A fresh session of the owner (for the calls that end the session they are made with). */
  async function ownerSession(): Promise<string> {
    const res = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: owner.account, password: 'seller-secret-1' },
      ip: nextIp(),
    });
    expect(res.code, res.msg).toBe(1);
    return res.data.token as string;
  }

  /** The route called as an empty request: no query, an empty JSON body for a POST. A file answer has no envelope. */
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

  it('names every registered seller route in the table, and registers every route the table names', () => {
    const registered = new Set(routes.map(keyOf));
    const inTable = new Set(Object.keys(SELLER_ROUTE_PERMISSIONS));
    expect([...registered].filter((key) => !inTable.has(key))).toEqual([]);
    expect([...inTable].filter((key) => !registered.has(key))).toEqual([]);
    expect(routes).toHaveLength(registered.size);
    // The streams skipped below are every member's.
    for (const key of STREAMS) expect(SELLER_ROUTE_PERMISSIONS[key], key).toBe('member');
  });

  it.each(ROLE_SETS.map((roles) => [roles.join(' + '), roles] as const))(
    'a staff member with %s gets 403 exactly where the table refuses its roles',
    async (_name, roles) => {
      const token = await staffWith(roles);
      const member: ShopMember = { kind: 'staff', roles };
      const wrong: string[] = [];
      let refused = 0;
      for (const route of routes) {
        const permission = SELLER_ROUTE_PERMISSIONS[keyOf(route)];
        if (permission === undefined || permission === 'public' || STREAMS.has(keyOf(route))) continue;
        // Logging out ends the session the other calls use: it gets a session of its own.
        const res = await hit(route, route.url.endsWith('/logout') ? await staffWith(roles) : token);
        const allowed = sellerAllows(member, permission);
        const ok = allowed ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === 403;
        if (!ok) wrong.push(`${keyOf(route)} (${permission}): HTTP ${res.status} ${res.msg}`);
        if (!allowed) {
          refused += 1;
          expect(res.data?.error, keyOf(route)).toBe(permission === 'owner' ? 'OWNER_ONLY' : 'FORBIDDEN');
        }
      }
      expect(wrong).toEqual([]);
      // Every member is refused the owner's calls at least; a member with every role only those.
      const ownerOnly = Object.values(SELLER_ROUTE_PERMISSIONS).filter((p) => p === 'owner').length;
      if (roles.length === 3) expect(refused).toBe(ownerOnly);
      else expect(refused).toBeGreaterThan(ownerOnly);
      // The member's own session is still live after all of it.
      expect((await call(t.app, 'GET', '/api/seller/me', { token })).code).toBe(1);
    },
  );

  it('lets the owner through every route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const permission = SELLER_ROUTE_PERMISSIONS[keyOf(route)];
      if (permission === 'public' || STREAMS.has(keyOf(route))) continue;
      const res = await hit(route, route.url.endsWith('/logout') ? await ownerSession() : owner.token);
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        wrong.push(`${keyOf(route)} (${permission}): HTTP ${res.status} ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to every guarded route without a token, and 403 to a shopper or an operator token', async () => {
    const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
    const operator = await operatorToken(t.app, t.db, ['admin']);
    const wrong: string[] = [];
    for (const route of routes) {
      if (SELLER_ROUTE_PERMISSIONS[keyOf(route)] === 'public') continue;
      const anonymous = await hit(route);
      if (anonymous.status !== 401) wrong.push(`${keyOf(route)} without a token: HTTP ${anonymous.status}`);
      const asShopper = await hit(route, shopper.token);
      if (asShopper.status !== 403) wrong.push(`${keyOf(route)} with a shopper token: HTTP ${asShopper.status}`);
      const asOperator = await hit(route, operator);
      if (asOperator.status !== 403) wrong.push(`${keyOf(route)} with an operator token: HTTP ${asOperator.status}`);
    }
    expect(wrong).toEqual([]);
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: shopper.token })).code).toBe(1);
  });

  it('keeps the owner’s calls, and only them, from every staff role', () => {
    const ownerCalls = Object.entries(SELLER_ROUTE_PERMISSIONS)
      .filter(([, permission]) => permission === 'owner')
      .map(([key]) => key);
    for (const key of [
      'GET /api/seller/staff',
      'POST /api/seller/staff/save',
      'GET /api/seller/audit_log',
      'POST /api/seller/withdraw',
      'POST /api/seller/payout_account/save',
      'POST /api/seller/payout_account/delete',
      'POST /api/seller/pay_password',
      'POST /api/seller/shop/save',
    ])
      expect(ownerCalls, key).toContain(key);
    // Finance reads money, never moves it.
    const finance: ShopMember = { kind: 'staff', roles: ['finance'] };
    expect(sellerAllows(finance, 'finance')).toBe(true);
    expect(sellerAllows(finance, 'owner')).toBe(false);
    expect(SELLER_ROUTE_PERMISSIONS['GET /api/seller/payout_accounts']).toBe('finance');
  });
});
