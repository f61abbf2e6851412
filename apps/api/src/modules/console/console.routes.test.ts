import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { sha256 } from '../../lib/tokens.ts';
import { insertOperator } from './operator.repo.ts';

describe(`console: operator login, me, dashboard, logout (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.7.0.${ipCounter}`;
  };
  const password = 'operator-secret-1';
  let admin: { id: number; account: string };
  let operator: { id: number; account: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const hash = await hashSecret(password);
    const a = await insertOperator(t.db, {
      account: 'Chief',
      password_hash: hash,
      name: 'Chief Admin',
      roles: ['admin'],
    });
    const o = await insertOperator(t.db, {
      account: 'clerk',
      password_hash: hash,
      name: 'Clerk',
      roles: ['catalogue', 'finance', 'fulfilment', 'support'],
    });
    if (!a || !o) throw new Error('operators not created');
    admin = { id: a.id, account: a.account };
    operator = { id: o.id, account: o.account };
  });
  afterAll(() => t.close());

  const login = (account: unknown, pw: unknown, ip = nextIp()) =>
    call(t.app, 'POST', '/api/console/login', { body: { account, password: pw }, ip });
  const tokenOf = async (account: string) => {
    const res = await login(account, password);
    expect(res.code, res.msg).toBe(1);
    return res.data.token as string;
  };

  describe('POST /api/console/login', () => {
    it('logs an operator in and returns the operator and a token', async () => {
      const res = await login('chief', password);
      expect(res).toMatchObject({
        status: 200,
        code: 1,
        msg: 'Login success',
        data: { operator: { id: admin.id, account: 'chief', name: 'Chief Admin', roles: ['admin'] } },
      });
      expect(typeof res.data.token).toBe('string');
      expect(JSON.stringify(res)).not.toContain('scrypt');
      const session = await t.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', sha256(res.data.token))
        .executeTakeFirstOrThrow();
      expect(session).toMatchObject({ actor: 'operator', subject_id: admin.id });
    });

    it('treats the operator account case-insensitively', async () => {
      expect((await login('CHIEF', password)).code).toBe(1);
      expect((await login(' Clerk ', password)).code).toBe(1);
    });

    it('refuses a wrong password or an unknown operator alike', async () => {
      const wrong = await login('chief', 'not-the-password');
      expect(wrong).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Wrong account or password',
        data: { error: 'WRONG_CREDENTIALS' },
      });
      const unknown = await login('nobody-here', 'not-the-password');
      expect(unknown).toEqual(wrong);
    });

    it("refuses a shopper's credentials", async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      expect(await login(shopper.account, shopper.password)).toMatchObject({
        code: 0,
        data: { error: 'WRONG_CREDENTIALS' },
      });
    });

    it('refuses empty credentials with the login message', async () => {
      for (const body of [{}, { account: '', password: '' }, { account: 'chief' }]) {
        const res = await call(t.app, 'POST', '/api/console/login', { body, ip: nextIp() });
        expect(res, JSON.stringify(body)).toMatchObject({
          code: 0,
          msg: 'Please input account and password',
          data: { error: 'VALIDATION' },
        });
      }
    });

    it('refuses unknown fields such as role', async () => {
      const res = await call(t.app, 'POST', '/api/console/login', {
        body: { account: 'clerk', password, role: 'admin' },
        ip: nextIp(),
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
    });

    it('refuses a disabled operator, and its open sessions stop working', async () => {
      const hash = await hashSecret(password);
      const row = await insertOperator(t.db, {
        account: uniqueAccount('gone'),
        password_hash: hash,
        name: 'Gone',
        roles: ['support'],
      });
      if (!row) throw new Error('operator not created');
      const token = await tokenOf(row.account);
      await t.db.updateTable('operators').set({ disabled: true }).where('id', '=', row.id).execute();
      expect(await login(row.account, password)).toMatchObject({ code: 0, data: { error: 'ACCOUNT_DISABLED' } });
      expect(await call(t.app, 'GET', '/api/console/me', { token })).toMatchObject({ status: 401, code: 401 });
    });

    it('answers 429 after 30 operator logins from one address within 15 minutes', async () => {
      const ip = nextIp();
      for (let i = 0; i < 30; i += 1) {
        // Validation failures are not counted; these well-formed unknown accounts are.
        expect((await login(`nobody${i}`, 'x', ip)).status).toBe(200);
      }
      expect(await login('chief', password, ip)).toMatchObject({
        status: 429,
        code: 429,
        data: { error: 'RATE_LIMITED' },
      });
      expect((await login('chief', password, nextIp())).code).toBe(1);
    });
  });

  describe('GET /api/console/me', () => {
    it('returns the logged-in operator', async () => {
      const token = await tokenOf('clerk');
      const res = await call(t.app, 'GET', '/api/console/me', { token });
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toEqual({
        id: operator.id,
        account: 'clerk',
        name: 'Clerk',
        roles: ['catalogue', 'finance', 'fulfilment', 'support'],
        email: '',
        two_factor_enabled: false,
        two_factor_setup_required: false,
      });
    });

    it('answers 401 without a token or with a garbage one', async () => {
      expect(await call(t.app, 'GET', '/api/console/me')).toMatchObject({
        status: 401,
        code: 401,
        data: { error: 'UNAUTHORIZED' },
      });
      expect(await call(t.app, 'GET', '/api/console/me', { token: 'garbage' })).toMatchObject({
        status: 401,
        code: 401,
      });
    });

    it('answers 403 with a shopper token', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      expect(await call(t.app, 'GET', '/api/console/me', { token: shopper.token })).toMatchObject({
        status: 403,
        code: 403,
        msg: 'You are not allowed to do this',
        data: { error: 'FORBIDDEN' },
      });
    });

    it('answers 401 with an expired operator session', async () => {
      const token = await tokenOf('clerk');
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', sha256(token))
        .execute();
      expect(await call(t.app, 'GET', '/api/console/me', { token })).toMatchObject({ status: 401, code: 401 });
    });
  });

  describe('GET /api/console/dashboard', () => {
    it("shows today's counts, which change after a registration", async () => {
      const token = await tokenOf('chief');
      const before = await call(t.app, 'GET', '/api/console/dashboard', { token });
      expect(before).toMatchObject({ status: 200, code: 1 });
      expect(before.data).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        new_shoppers: expect.any(Number),
        shoppers_total: expect.any(Number),
        logins: expect.any(Number),
        new_addresses: expect.any(Number),
        reset_codes_sent: expect.any(Number),
        pay_locked_now: expect.any(Number),
      });

      const shopper = await registerShopper(t.app, { email: 'dash@example.com' }, { ip: nextIp() });
      await call(t.app, 'POST', '/api/user/address_add', {
        token: shopper.token,
        body: { addressee: 'A', mobile: '+1 555 0100', country: 'US', area: 'CA', detail: '1 Road', tag: 'home' },
      });
      await call(t.app, 'POST', '/api/user/reset_code', { body: { account: shopper.account }, ip: nextIp() });

      const after = await call(t.app, 'GET', '/api/console/dashboard', { token });
      const sameDay = after.data.date === before.data.date;
      expect(after.data.shoppers_total).toBe(before.data.shoppers_total + 1);
      expect(after.data.new_shoppers).toBe(sameDay ? before.data.new_shoppers + 1 : 1);
      expect(after.data.logins).toBe(sameDay ? before.data.logins + 1 : 1);
      expect(after.data.new_addresses).toBe(sameDay ? before.data.new_addresses + 1 : 1);
      expect(after.data.reset_codes_sent).toBe(sameDay ? before.data.reset_codes_sent + 1 : 1);
    });

    it('counts shoppers whose payments are locked', async () => {
      const token = await tokenOf('chief');
      const before = (await call(t.app, 'GET', '/api/console/dashboard', { token })).data.pay_locked_now as number;
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      await call(t.app, 'POST', '/api/user/resetPay', {
        token: shopper.token,
        body: { pay_password: '123456', confirm_pay_password: '123456' },
      });
      for (let i = 0; i < 5; i += 1) {
        await call(t.app, 'POST', '/api/user/verify_pay', { token: shopper.token, body: { pay_password: '000000' } });
      }
      const after = (await call(t.app, 'GET', '/api/console/dashboard', { token })).data.pay_locked_now as number;
      expect(after).toBe(before + 1);
    });

    it("allows both the 'admin' and the 'operator' role", async () => {
      for (const account of ['chief', 'clerk']) {
        const res = await call(t.app, 'GET', '/api/console/dashboard', { token: await tokenOf(account) });
        expect(res, account).toMatchObject({ status: 200, code: 1 });
      }
    });

    it('answers 403 with a shopper token', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      expect(await call(t.app, 'GET', '/api/console/dashboard', { token: shopper.token })).toMatchObject({
        status: 403,
        code: 403,
        data: { error: 'FORBIDDEN' },
      });
    });

    it('answers 401 without a token', async () => {
      expect(await call(t.app, 'GET', '/api/console/dashboard')).toMatchObject({ status: 401, code: 401 });
    });
  });

  describe('operator tokens outside the console', () => {
    it('are refused by shopper calls with 401', async () => {
      const token = await tokenOf('chief');
      expect(await call(t.app, 'GET', '/api/user/getUserInfo', { token })).toMatchObject({ status: 401, code: 401 });
      expect(await call(t.app, 'GET', '/api/user/address_list', { token })).toMatchObject({ status: 401, code: 401 });
    });

    it('cannot change the password of the shopper with the same id', async () => {
      const token = await tokenOf('chief');
      const res = await call(t.app, 'POST', '/api/user/resetpwd', {
        token,
        body: { old_password: password, new_password: 'brandnew1', confirm_password: 'brandnew1' },
      });
      expect(res).toMatchObject({ status: 401, code: 401 });
    });
  });

  describe('POST /api/console/logout', () => {
    it('ends the operator session', async () => {
      const token = await tokenOf('clerk');
      const other = await tokenOf('clerk');
      expect(await call(t.app, 'POST', '/api/console/logout', { token })).toMatchObject({
        status: 200,
        code: 1,
        data: null,
      });
      expect(await call(t.app, 'GET', '/api/console/me', { token })).toMatchObject({ status: 401, code: 401 });
      expect(await call(t.app, 'GET', '/api/console/dashboard', { token })).toMatchObject({ status: 401, code: 401 });
      // Another session of the same operator goes on.
      expect((await call(t.app, 'GET', '/api/console/me', { token: other })).code).toBe(1);
    });

    it('answers 401 without a token and 403 with a shopper token', async () => {
      expect(await call(t.app, 'POST', '/api/console/logout')).toMatchObject({ status: 401, code: 401 });
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      expect(await call(t.app, 'POST', '/api/console/logout', { token: shopper.token })).toMatchObject({
        status: 403,
        code: 403,
      });
      // The shopper's session is untouched.
      expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: shopper.token })).code).toBe(1);
    });
  });
});
