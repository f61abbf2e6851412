import zhCN from '@shop/contract/messages/zh-CN.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { sha256 } from '../../lib/tokens.ts';

describe(`login, logout and getUserInfo (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh client address per test, so the per-IP login limit of one test never reaches another. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.2.0.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (account: unknown, password: unknown, ip: string) =>
    call(t.app, 'POST', '/api/user/login', { body: { account, password }, ip });
  const userInfo = (token?: string) => call(t.app, 'GET', '/api/user/getUserInfo', { token });

  describe('POST /api/user/login', () => {
    it('logs in with the right password and returns data.userinfo.token', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      const res = await login(shopper.account, shopper.password, ip);
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Login success' });
      expect(res.data.userinfo).toMatchObject({ id: shopper.id, account: shopper.account, balance: '0.00' });
      expect(typeof res.data.userinfo.token).toBe('string');
      expect(res.data.userinfo.token).not.toBe(shopper.token);
      expect(JSON.stringify(res)).not.toContain('scrypt');

      const info = await userInfo(res.data.userinfo.token);
      expect(info).toMatchObject({ status: 200, code: 1, data: { id: shopper.id } });
    });

    it('opens an independent session per login: both tokens work', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      const second = await login(shopper.account, shopper.password, ip);
      expect((await userInfo(shopper.token)).code).toBe(1);
      expect((await userInfo(second.data.userinfo.token)).code).toBe(1);
    });

    it('stores only a hash of the token in the sessions table', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      const rows = await t.db.selectFrom('sessions').selectAll().where('subject_id', '=', shopper.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(sha256(shopper.token));
      expect(rows[0]?.token_hash).not.toBe(shopper.token);
      expect(rows[0]?.actor).toBe('shopper');
    });

    it('treats the account case-insensitively and ignores surrounding spaces', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, { account: uniqueAccount('MixedCase') }, { ip });
      for (const variant of [shopper.account.toLowerCase(), shopper.account.toUpperCase(), ` ${shopper.account} `]) {
        const res = await login(variant, shopper.password, ip);
        expect(res, variant).toMatchObject({
          code: 1,
          data: { userinfo: { id: shopper.id, account: shopper.account } },
        });
      }
    });

    it('refuses a wrong password with WRONG_CREDENTIALS', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      const res = await login(shopper.account, 'not-the-password', ip);
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Wrong account or password',
        data: { error: 'WRONG_CREDENTIALS' },
      });
      expect(res.data.userinfo).toBeUndefined();
    });

    it('treats the password case-sensitively', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, { password: 'Secret123' }, { ip });
      expect((await login(shopper.account, 'secret123', ip)).data.error).toBe('WRONG_CREDENTIALS');
      expect((await login(shopper.account, 'Secret123', ip)).code).toBe(1);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      const wrong = await login(shopper.account, 'not-the-password', ip);
      const unknown = await login(uniqueAccount('ghost'), 'whatever1', ip);
      expect(unknown).toEqual(wrong);
    });

    it('refuses empty credentials with "Please input account and password"', async () => {
      const ip = nextIp();
      const cases: Record<string, unknown>[] = [
        {},
        { account: '', password: '' },
        { account: 'someone' },
        { password: 'secret123' },
        { account: '   ', password: 'secret123' },
        { account: 'someone', password: '' },
      ];
      for (const body of cases) {
        const res = await call(t.app, 'POST', '/api/user/login', { body, ip });
        expect(res, JSON.stringify(body)).toMatchObject({
          status: 200,
          code: 0,
          msg: 'Please input account and password',
          data: { error: 'VALIDATION' },
        });
      }
    });

    it('refuses an absurdly long account as input, not as a server failure', async () => {
      const account = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join(
        '',
      );
      const res = await login(account, 'secret123', nextIp());
      expect(res.status).toBe(200);
      expect(res.code).toBe(0);
      expect(['VALIDATION', 'WRONG_CREDENTIALS']).toContain(res.data.error);
    });

    it('refuses a missing or non-object body with a plain validation message', async () => {
      const ip = nextIp();
      const noBody = await t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip });
      const arrayBody = await call(t.app, 'POST', '/api/user/login', { body: [1, 2], ip });
      for (const res of [{ status: noBody.statusCode, ...noBody.json() }, arrayBody]) {
        expect(res).toMatchObject({
          status: 200,
          code: 0,
          msg: 'Please check what you entered',
          data: { error: 'VALIDATION' },
        });
      }
    });

    it('refuses unknown fields in the login body', async () => {
      const res = await call(t.app, 'POST', '/api/user/login', {
        body: { account: 'someone', password: 'secret123', remember: true },
        ip: nextIp(),
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD', fields: { remember: 'unknownField' } } });
    });

    it('refuses a frozen account even with the right password, and says why', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      await t.db
        .updateTable('users')
        .set({ frozen: true, frozen_reason: 'chargeback under review' })
        .where('id', '=', shopper.id)
        .execute();
      const res = await login(shopper.account, shopper.password, ip);
      expect(res).toMatchObject({ code: 0, data: { error: 'ACCOUNT_FROZEN' } });
      expect(res.msg).toContain('chargeback under review');
      // Its open sessions stop working too.
      expect((await userInfo(shopper.token)).status).toBe(401);
    });

    it('answers 429 on the 11th failed login of one account within 15 minutes, even with the right password', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      for (let i = 1; i <= 10; i += 1) {
        const res = await login(shopper.account, `wrong-${i}`, ip);
        expect(res.data.error, `attempt ${i}`).toBe('WRONG_CREDENTIALS');
      }
      const eleventh = await login(shopper.account, 'wrong-11', ip);
      expect(eleventh).toMatchObject({ status: 429, code: 429, data: { error: 'RATE_LIMITED' } });
      expect(eleventh.msg).toMatch(/Too many attempts/);

      const right = await login(shopper.account, shopper.password, ip);
      expect(right).toMatchObject({ status: 429, code: 429 });
      // The limit is per account, not per address: the same account from elsewhere is limited too.
      expect((await login(shopper.account.toUpperCase(), shopper.password, nextIp())).status).toBe(429);
      // And other accounts from the same address are not.
      const other = await registerShopper(t.app, {}, { ip: nextIp() });
      expect((await login(other.account, other.password, ip)).code).toBe(1);
    });

    it('checks at most 10 passwords from a burst of failed logins sent at once', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(shopper.account, `burst-guess-${i}`, nextIp())),
      );
      expect(results.filter((r) => r.data?.error === 'WRONG_CREDENTIALS')).toHaveLength(10);
      expect(results.filter((r) => r.status === 429)).toHaveLength(20);
      expect((await login(shopper.account, shopper.password, nextIp())).status).toBe(429);
    });

    it('clears the failure count after a successful login', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      for (let i = 0; i < 9; i += 1) await login(shopper.account, 'wrong-password', ip);
      expect((await login(shopper.account, shopper.password, ip)).code).toBe(1);
      // Without the reset, the second of these would be the 11th failure and answer 429.
      for (let i = 0; i < 2; i += 1) {
        expect((await login(shopper.account, 'wrong-password', ip)).data.error).toBe('WRONG_CREDENTIALS');
      }
      expect((await login(shopper.account, shopper.password, ip)).code).toBe(1);
    });

    it('answers 429 after 60 logins from one address within 15 minutes, for every account', async () => {
      const ip = nextIp();
      const locked = await registerShopper(t.app, {}, { ip: nextIp() });
      const other = await registerShopper(t.app, {}, { ip: nextIp() });
      // Ten failures lock one account; its next 50 attempts are refused cheaply but still count for the address.
      for (let i = 0; i < 60; i += 1) await login(locked.account, 'wrong-password', ip);
      const res = await login(other.account, other.password, ip);
      expect(res).toMatchObject({ status: 429, code: 429, data: { error: 'RATE_LIMITED' } });
      // The same account from another address is fine.
      expect((await login(other.account, other.password, nextIp())).code).toBe(1);
    });
  });

  describe('POST /api/user/logout', () => {
    it('ends the session: the token stops working', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await call(t.app, 'POST', '/api/user/logout', { token: shopper.token });
      expect(res).toMatchObject({ status: 200, code: 1, data: null });
      expect(await userInfo(shopper.token)).toMatchObject({ status: 401, code: 401 });
      const again = await call(t.app, 'POST', '/api/user/logout', { token: shopper.token });
      expect(again).toMatchObject({ status: 401, code: 401 });
    });

    it('ends only this session, not the other sessions of the account', async () => {
      const ip = nextIp();
      const shopper = await registerShopper(t.app, {}, { ip });
      const other = await login(shopper.account, shopper.password, ip);
      await call(t.app, 'POST', '/api/user/logout', { token: shopper.token });
      expect((await userInfo(shopper.token)).status).toBe(401);
      expect((await userInfo(other.data.userinfo.token)).code).toBe(1);
    });

    it('works with the spec URL ?lang=zh-cn and answers in that language', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await call(t.app, 'POST', '/api/user/logout?lang=zh-cn', { token: shopper.token });
      expect(res).toMatchObject({ status: 200, code: 1, msg: zhCN.success.logoutSuccess });
      expect((await userInfo(shopper.token)).status).toBe(401);
    });

    it('answers 401 without a token', async () => {
      const res = await call(t.app, 'POST', '/api/user/logout');
      expect(res).toMatchObject({ status: 401, code: 401, msg: 'Please login first', data: { error: 'UNAUTHORIZED' } });
    });
  });

  describe('GET /api/user/getUserInfo', () => {
    it('returns exactly the public fields of the shopper, balance "0.00"', async () => {
      const shopper = await registerShopper(
        t.app,
        { email: 'info@example.com', mobile: '+1 555 0100', country: 'US' },
        { ip: nextIp() },
      );
      const res = await userInfo(shopper.token);
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toEqual({
        id: shopper.id,
        account: shopper.account,
        family_name: '',
        given_name: '',
        email: 'info@example.com',
        mobile: '+1 555 0100',
        avatar: '',
        balance: '0.00',
        has_pay_password: false,
        lang: 'en',
        country: 'US',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('never leaks the password or payment code hashes', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      await call(t.app, 'POST', '/api/user/resetPay', {
        token: shopper.token,
        body: { pay_password: '123456', confirm_pay_password: '123456' },
      });
      const res = await userInfo(shopper.token);
      expect(res.data.has_pay_password).toBe(true);
      const text = JSON.stringify(res);
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain('_hash');
      expect(text).not.toContain('pay_locked_until');
      expect(text).not.toContain('disabled');
    });

    it('answers 401 without a token', async () => {
      expect(await userInfo()).toMatchObject({ status: 401, code: 401, msg: 'Please login first' });
    });

    it('answers 401 with a garbage token', async () => {
      for (const token of ['garbage', 'x'.repeat(300), 'Bearer abc', '0']) {
        expect(await userInfo(token), token).toMatchObject({ status: 401, code: 401 });
      }
    });

    it('answers 401 with an expired session', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where('token_hash', '=', sha256(shopper.token))
        .execute();
      expect(await userInfo(shopper.token)).toMatchObject({ status: 401, code: 401 });
    });

    it('answers 401 with a revoked session', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      await t.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', sha256(shopper.token))
        .execute();
      expect(await userInfo(shopper.token)).toMatchObject({ status: 401, code: 401 });
    });

    it('answers 401 in the language of the request', async () => {
      const res = await call(t.app, 'GET', '/api/user/getUserInfo', { lang: 'zh-CN' });
      expect(res).toMatchObject({ status: 401, code: 401, msg: zhCN.errors.UNAUTHORIZED });
    });

    it('does not accept the token from the URL', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await call(t.app, 'GET', `/api/user/getUserInfo?token=${encodeURIComponent(shopper.token)}`);
      expect(res.status).toBe(401);
    });
  });
});
