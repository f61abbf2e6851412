import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';

describe(`POST /api/user/register (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>, ip = '10.1.0.1') =>
    call(t.app, 'POST', '/api/user/register', { body, ip });

  async function usersNamed(account: string) {
    return t.db.selectFrom('users').selectAll().where('account_key', '=', account.toLowerCase()).execute();
  }

  it('creates the account, logs it in and returns userinfo with a working token', async () => {
    const account = uniqueAccount('New');
    const res = await register({
      account,
      password: 'secret123',
      confirm_password: 'secret123',
      email: 'new@example.com',
      mobile: '+44 7700 900123',
      country: 'gb',
    });
    expect(res).toMatchObject({ status: 200, code: 1, msg: 'Register success' });
    expect(res.data.userinfo).toMatchObject({
      account,
      email: 'new@example.com',
      mobile: '+44 7700 900123',
      country: 'GB',
      balance: '0.00',
      has_pay_password: false,
      lang: 'en',
    });
    expect(typeof res.data.userinfo.token).toBe('string');
    expect(res.data.userinfo.token.length).toBeGreaterThan(20);

    const info = await call(t.app, 'GET', '/api/user/getUserInfo', { token: res.data.userinfo.token });
    expect(info).toMatchObject({ status: 200, code: 1, data: { id: res.data.userinfo.id, account } });

    const rows = await usersNamed(account);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]?.password_hash).not.toContain('secret123');
  });

  it('never returns the password hash in the reply', async () => {
    const res = await register({ account: uniqueAccount(), password: 'secret123', confirm_password: 'secret123' });
    expect(res.code).toBe(1);
    const text = JSON.stringify(res);
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain('_hash');
    expect(text).not.toContain('secret123');
  });

  it('stores the language of the request as the account language', async () => {
    const res = await call(t.app, 'POST', '/api/user/register', {
      body: { account: uniqueAccount(), password: 'secret123', confirm_password: 'secret123' },
      lang: 'han',
      ip: '10.1.0.2',
    });
    expect(res.code).toBe(1);
    expect(res.data.userinfo.lang).toBe('han');
  });

  it('treats empty optional email and mobile as not given', async () => {
    const res = await register({
      account: uniqueAccount(),
      password: 'secret123',
      confirm_password: 'secret123',
      email: '',
      mobile: '',
    });
    expect(res.code).toBe(1);
    expect(res.data.userinfo).toMatchObject({ email: '', mobile: '' });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const account = uniqueAccount();
    const res = await register({ account, password: '12345', confirm_password: '12345' });
    expect(res).toMatchObject({
      status: 200,
      code: 0,
      msg: 'Please fill in the password as required',
      data: { error: 'VALIDATION', fields: { password: 'passwordRule' } },
    });
    expect(await usersNamed(account)).toHaveLength(0);
  });

  it('refuses a password longer than 64 characters', async () => {
    const long = 'x'.repeat(65);
    const res = await register({ account: uniqueAccount(), password: long, confirm_password: long });
    expect(res).toMatchObject({ code: 0, msg: 'Please fill in the password as required' });
  });

  it('refuses a confirmation that does not match', async () => {
    const account = uniqueAccount();
    const res = await register({ account, password: 'secret123', confirm_password: 'secret124' });
    expect(res).toMatchObject({
      status: 200,
      code: 0,
      msg: 'Passwords do not match',
      data: { error: 'VALIDATION', fields: { confirm_password: 'passwordsDoNotMatch' } },
    });
    expect(await usersNamed(account)).toHaveLength(0);
  });

  it('refuses a malformed email', async () => {
    for (const email of ['nope', 'a@b', 'a b@example.com', '@example.com']) {
      const account = uniqueAccount();
      const res = await register({ account, password: 'secret123', confirm_password: 'secret123', email });
      expect(res, email).toMatchObject({ code: 0, msg: 'Please fill correct email', data: { error: 'VALIDATION' } });
      expect(await usersNamed(account)).toHaveLength(0);
    }
  });

  it('refuses a malformed mobile number', async () => {
    for (const mobile of ['12345', 'phone', '+1 555 01a3', '1'.repeat(25)]) {
      const account = uniqueAccount();
      const res = await register({ account, password: 'secret123', confirm_password: 'secret123', mobile });
      expect(res, mobile).toMatchObject({
        code: 0,
        msg: 'Please enter a correct mobile phone number',
        data: { error: 'VALIDATION' },
      });
      expect(await usersNamed(account)).toHaveLength(0);
    }
  });

  it('refuses a missing or empty account with the login message', async () => {
    const missing = await register({ password: 'secret123', confirm_password: 'secret123' });
    expect(missing).toMatchObject({ code: 0, msg: 'Please input account and password', data: { error: 'VALIDATION' } });
    const blank = await register({ account: '   ', password: 'secret123', confirm_password: 'secret123' });
    expect(blank).toMatchObject({ code: 0, msg: 'Please input account and password' });
  });

  it('refuses an account with characters outside the account rule', async () => {
    for (const account of ['ab', 'has space', 'semi;colon', 'x'.repeat(41)]) {
      const res = await register({ account, password: 'secret123', confirm_password: 'secret123' });
      expect(res, account).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { account: 'accountRule' } },
      });
    }
  });

  it('refuses a country that is not a two-letter code', async () => {
    const res = await register({
      account: uniqueAccount(),
      password: 'secret123',
      confirm_password: 'secret123',
      country: 'USA',
    });
    expect(res).toMatchObject({
      code: 0,
      msg: 'Please choose a country or region',
      data: { fields: { country: 'countryInvalid' } },
    });
  });

  it('refuses an account that is already taken, whatever its case', async () => {
    const { account } = await registerShopper(t.app, { account: uniqueAccount('Taken') }, { ip: '10.1.0.3' });
    for (const variant of [account, account.toUpperCase(), account.toLowerCase(), `  ${account}  `]) {
      const res = await register({ account: variant, password: 'other1234', confirm_password: 'other1234' });
      expect(res, variant).toMatchObject({
        status: 200,
        code: 0,
        msg: 'This account is already registered',
        data: { error: 'ACCOUNT_TAKEN' },
      });
    }
    expect(await usersNamed(account)).toHaveLength(1);
  });

  it('refuses unknown body fields (no mass assignment) and creates nothing', async () => {
    for (const extra of [{ balance: 1000 }, { status: 1 }, { user_id: 1 }, { balance: '99.00', disabled: false }]) {
      const account = uniqueAccount();
      const res = await register({ account, password: 'secret123', confirm_password: 'secret123', ...extra });
      expect(res, JSON.stringify(extra)).toMatchObject({ status: 200, code: 0, data: { error: 'UNKNOWN_FIELD' } });
      for (const field of Object.keys(extra)) {
        expect(res.msg).toContain(field);
        expect(res.data.fields[field]).toBe('unknownField');
      }
      expect(await usersNamed(account)).toHaveLength(0);
    }
  });

  it('refuses a body that is not valid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
      remoteAddress: '10.1.0.4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
  });

  it('answers 429 after 20 registrations from one address within an hour', async () => {
    const ip = '10.1.9.9';
    for (let i = 0; i < 20; i += 1) {
      await registerShopper(t.app, {}, { ip });
    }
    const account = uniqueAccount();
    const res = await register({ account, password: 'secret123', confirm_password: 'secret123' }, ip);
    expect(res.status).toBe(429);
    expect(res.code).toBe(429);
    expect(res.data).toMatchObject({ error: 'RATE_LIMITED' });
    expect(res.msg).toMatch(/Too many attempts, please try again in \d+ minutes/);
    expect(await usersNamed(account)).toHaveLength(0);

    // Another address is not affected.
    const other = await register({ account, password: 'secret123', confirm_password: 'secret123' }, '10.1.9.10');
    expect(other.code).toBe(1);
  });
});
