import tai from '@shop/contract/messages/tai.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';

describe(`profile and language of the shopper (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.5.0.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const shopper = (extra: Record<string, unknown> = {}) => registerShopper(t.app, extra, { ip: nextIp() });
  const profile = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/user/profile', { token, body });
  const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const userInfo = (token: string) => call(t.app, 'GET', '/api/user/getUserInfo', { token });

  describe('POST /api/user/profile', () => {
    it('updates the given fields and returns the user', async () => {
      const s = await shopper();
      const res = await profile(s.token, {
        family_name: 'Lee',
        given_name: 'Alex',
        email: 'alex@example.com',
        mobile: '+1 555 0123',
        avatar: '/uploads/abc_123.png',
      });
      expect(res).toMatchObject({
        status: 200,
        code: 1,
        msg: 'Save success',
        data: {
          id: s.id,
          account: s.account,
          family_name: 'Lee',
          given_name: 'Alex',
          email: 'alex@example.com',
          mobile: '+1 555 0123',
          avatar: '/uploads/abc_123.png',
          balance: '0.00',
        },
      });
      expect((await userInfo(s.token)).data).toMatchObject({
        family_name: 'Lee',
        given_name: 'Alex',
        email: 'alex@example.com',
      });
    });

    it('leaves the fields that are absent unchanged', async () => {
      const s = await shopper({ email: 'keep@example.com', mobile: '+1 555 0199' });
      const res = await profile(s.token, { given_name: 'Sam' });
      expect(res.data).toMatchObject({ given_name: 'Sam', email: 'keep@example.com', mobile: '+1 555 0199' });
    });

    it('clears an optional field with an empty string', async () => {
      const s = await shopper({ email: 'clear@example.com' });
      const res = await profile(s.token, { email: '', mobile: '' });
      expect(res.code).toBe(1);
      expect((await userRow(s.id)).email).toBe('');
    });

    it('trims names', async () => {
      const s = await shopper();
      const res = await profile(s.token, { family_name: '  Lee  ' });
      expect(res.data.family_name).toBe('Lee');
    });

    it('refuses an invalid email and changes nothing', async () => {
      const s = await shopper({ email: 'before@example.com' });
      const before = await userRow(s.id);
      const res = await profile(s.token, { given_name: 'Changed', email: 'not-an-email' });
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Please fill correct email',
        data: { error: 'VALIDATION', fields: { email: 'emailInvalid' } },
      });
      const after = await userRow(s.id);
      expect(after).toEqual(before);
    });

    it('refuses an invalid mobile number and changes nothing', async () => {
      const s = await shopper({ mobile: '+1 555 0100' });
      const before = await userRow(s.id);
      const res = await profile(s.token, { family_name: 'Changed', mobile: '555' });
      expect(res).toMatchObject({
        code: 0,
        msg: 'Please enter a correct mobile phone number',
        data: { error: 'VALIDATION', fields: { mobile: 'mobileInvalid' } },
      });
      expect(await userRow(s.id)).toEqual(before);
    });

    it('refuses a name longer than 40 characters', async () => {
      const s = await shopper();
      const res = await profile(s.token, { family_name: 'x'.repeat(41) });
      expect(res).toMatchObject({ code: 0, msg: 'This text is too long', data: { error: 'VALIDATION' } });
    });

    it('refuses an avatar that is not an uploaded picture', async () => {
      const s = await shopper();
      for (const avatar of [
        'https://evil.example/x.png',
        '/uploads/../etc/passwd',
        '/uploads/a.svg',
        'javascript:alert(1)',
      ]) {
        const res = await profile(s.token, { avatar });
        expect(res, avatar).toMatchObject({
          code: 0,
          msg: 'Please upload the picture again',
          data: { error: 'VALIDATION' },
        });
      }
      expect((await userRow(s.id)).avatar).toBe('');
    });

    it('refuses unknown fields (balance, status, user_id, account, lang) and changes nothing', async () => {
      const s = await shopper();
      const before = await userRow(s.id);
      for (const extra of [
        { balance: '1000.00' },
        { status: 1 },
        { user_id: 999 },
        { account: 'someone-else' },
        { password_hash: 'x' },
        { pay_password_hash: 'x' },
      ]) {
        const res = await profile(s.token, { given_name: 'Mallory', ...extra });
        expect(res, JSON.stringify(extra)).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
      }
      expect(await userRow(s.id)).toEqual(before);
    });

    it("changes only the caller's own profile", async () => {
      const a = await shopper();
      const b = await shopper();
      const bBefore = await userRow(b.id);
      await profile(a.token, { given_name: 'Alice' });
      expect(await userRow(b.id)).toEqual(bBefore);
    });

    it('answers 401 without a token', async () => {
      expect(await call(t.app, 'POST', '/api/user/profile', { body: { given_name: 'X' } })).toMatchObject({
        status: 401,
        code: 401,
      });
    });

    it('answers 401 without a token before judging the body', async () => {
      for (const body of [{ email: 'bad' }, { balance: 100 }]) {
        const res = await call(t.app, 'POST', '/api/user/profile', { body });
        expect(res, JSON.stringify(body)).toMatchObject({ status: 401, code: 401, data: { error: 'UNAUTHORIZED' } });
      }
    });
  });

  describe('GET /api/user/set_language', () => {
    it("stores the shopper's language: getUserInfo then shows it", async () => {
      const s = await shopper();
      const res = await call(t.app, 'GET', '/api/user/set_language', { token: s.token, query: { lang: 'tai' } });
      expect(res).toMatchObject({ status: 200, code: 1, data: null });
      expect((await userInfo(s.token)).data.lang).toBe('tai');
      expect((await userRow(s.id)).lang).toBe('tai');
    });

    it('answers in the newly chosen language', async () => {
      const s = await shopper();
      const res = await call(t.app, 'GET', '/api/user/set_language', { token: s.token, query: { lang: 'tai' } });
      expect(res.msg).toBe(tai.success.settingSuccess || 'Setting success');
    });

    it('accepts any casing of a language code and stores the canonical one', async () => {
      const s = await shopper();
      const res = await call(t.app, 'GET', '/api/user/set_language', { token: s.token, query: { lang: 'ZH-cn' } });
      expect(res.code).toBe(1);
      expect((await userInfo(s.token)).data.lang).toBe('zh-CN');
    });

    it('refuses an unknown language and keeps the old one', async () => {
      const s = await shopper();
      await call(t.app, 'GET', '/api/user/set_language', { token: s.token, query: { lang: 'ri' } });
      for (const lang of ['fr', 'english', '']) {
        const res = await call(t.app, 'GET', '/api/user/set_language', { token: s.token, query: { lang } });
        expect(res, lang).toMatchObject({ status: 200, code: 0, data: { error: 'VALIDATION' } });
      }
      const missing = await call(t.app, 'GET', '/api/user/set_language', { token: s.token });
      expect(missing).toMatchObject({ code: 0, data: { error: 'VALIDATION' } });
      expect((await userInfo(s.token)).data.lang).toBe('ri');
    });

    it('answers 401 without a token', async () => {
      expect(await call(t.app, 'GET', '/api/user/set_language', { query: { lang: 'tai' } })).toMatchObject({
        status: 401,
        code: 401,
      });
    });
  });
});
