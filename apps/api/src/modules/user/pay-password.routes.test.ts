import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';

describe(`payment code: resetPay and verify_pay (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.4.0.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const shopper = () => registerShopper(t.app, {}, { ip: nextIp() });
  const resetPay = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/user/resetPay', { token, body });
  const verifyPay = (token: string, pay_password: unknown) =>
    call(t.app, 'POST', '/api/user/verify_pay', { token, body: { pay_password } });
  const setFirst = async (token: string, code = '123456') => {
    const res = await resetPay(token, { pay_password: code, confirm_pay_password: code });
    expect(res.code).toBe(1);
  };
  const hasPayPassword = async (token: string) =>
    (await call(t.app, 'GET', '/api/user/getUserInfo', { token })).data.has_pay_password as boolean;
  const payHash = async (id: number) =>
    (await t.db.selectFrom('users').select('pay_password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .pay_password_hash;

  describe('POST /api/user/resetPay', () => {
    it('sets the first payment code without an old one, and has_pay_password becomes true', async () => {
      const s = await shopper();
      expect(await hasPayPassword(s.token)).toBe(false);
      const res = await resetPay(s.token, { pay_password: '123456', confirm_pay_password: '123456' });
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Setting success', data: null });
      expect(await hasPayPassword(s.token)).toBe(true);
      const hash = await payHash(s.id);
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('123456');
      expect((await verifyPay(s.token, '123456')).code).toBe(1);
    });

    it('accepts an empty old code when setting the first one', async () => {
      const s = await shopper();
      const res = await resetPay(s.token, {
        old_pay_password: '',
        pay_password: '123456',
        confirm_pay_password: '123456',
      });
      expect(res.code).toBe(1);
    });

    it('refuses an old code when none is set yet with OLD_PAY_PASSWORD_NOT_ALLOWED', async () => {
      const s = await shopper();
      const res = await resetPay(s.token, {
        old_pay_password: '111111',
        pay_password: '123456',
        confirm_pay_password: '123456',
      });
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'No payment code is set yet: leave the old payment code empty',
        data: { error: 'OLD_PAY_PASSWORD_NOT_ALLOWED' },
      });
      expect(await hasPayPassword(s.token)).toBe(false);
    });

    it('refuses a code with non-digits or fewer than 6 digits with the payment code rule', async () => {
      const s = await shopper();
      for (const code of ['12345', 'abcdef', '12345a', '123 456', '１２３４５６', '1234567890123', '']) {
        const res = await resetPay(s.token, { pay_password: code, confirm_pay_password: code });
        expect(res, code).toMatchObject({
          code: 0,
          msg: 'The payment code must be 6 to 12 digits',
          data: { error: 'VALIDATION', fields: { pay_password: 'payPasswordRule' } },
        });
      }
      expect(await hasPayPassword(s.token)).toBe(false);
    });

    it('refuses a confirmation that does not match', async () => {
      const s = await shopper();
      const res = await resetPay(s.token, { pay_password: '123456', confirm_pay_password: '654321' });
      expect(res).toMatchObject({
        code: 0,
        msg: 'Passwords do not match',
        data: { error: 'VALIDATION', fields: { confirm_pay_password: 'passwordsDoNotMatch' } },
      });
      expect(await hasPayPassword(s.token)).toBe(false);
    });

    it('refuses a change without the old code with OLD_PAY_PASSWORD_REQUIRED', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const before = await payHash(s.id);
      for (const body of [
        { pay_password: '654321', confirm_pay_password: '654321' },
        { old_pay_password: '', pay_password: '654321', confirm_pay_password: '654321' },
      ]) {
        const res = await resetPay(s.token, body);
        expect(res).toMatchObject({
          code: 0,
          msg: 'Please enter the old payment code',
          data: { error: 'OLD_PAY_PASSWORD_REQUIRED' },
        });
      }
      expect(await payHash(s.id)).toBe(before);
    });

    it('refuses a change with a wrong old code with PAY_PASSWORD_WRONG', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const before = await payHash(s.id);
      const res = await resetPay(s.token, {
        old_pay_password: '000000',
        pay_password: '654321',
        confirm_pay_password: '654321',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'PAY_PASSWORD_WRONG', attempts_left: 4 } });
      expect(await payHash(s.id)).toBe(before);
      expect((await verifyPay(s.token, '123456')).code).toBe(1);
    });

    it('refuses a new code equal to the old one with SAME_PASSWORD', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const before = await payHash(s.id);
      const res = await resetPay(s.token, {
        old_pay_password: '123456',
        pay_password: '123456',
        confirm_pay_password: '123456',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'SAME_PASSWORD' } });
      expect(await payHash(s.id)).toBe(before);
    });

    it('changes the code with the right old one: the new code verifies, the old one does not', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const res = await resetPay(s.token, {
        old_pay_password: '123456',
        pay_password: '654321',
        confirm_pay_password: '654321',
      });
      expect(res).toMatchObject({ code: 1 });
      expect((await verifyPay(s.token, '654321')).code).toBe(1);
      expect((await verifyPay(s.token, '123456')).data.error).toBe('PAY_PASSWORD_WRONG');
      expect(await hasPayPassword(s.token)).toBe(true);
    });

    it("ends the shopper's other sessions on a change, keeping the one that made it", async () => {
      const s = await shopper();
      await setFirst(s.token);
      const login = () =>
        call(t.app, 'POST', '/api/user/login', { body: { account: s.account, password: s.password }, ip: nextIp() });
      const phone = (await login()).data.userinfo.token as string;
      const laptop = (await login()).data.userinfo.token as string;
      const other = await shopper();
      const res = await resetPay(phone, {
        old_pay_password: '123456',
        pay_password: '654321',
        confirm_pay_password: '654321',
      });
      expect(res.code).toBe(1);
      expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: phone })).code).toBe(1);
      for (const token of [s.token, laptop]) {
        expect(await call(t.app, 'GET', '/api/user/getUserInfo', { token })).toMatchObject({ status: 401 });
      }
      // Another shopper's session is none of this change's business.
      expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: other.token })).code).toBe(1);
    });

    it('keeps the other sessions when the first code is set, and on a refused change', async () => {
      const s = await shopper();
      const second = (
        await call(t.app, 'POST', '/api/user/login', {
          body: { account: s.account, password: s.password },
          ip: nextIp(),
        })
      ).data.userinfo.token as string;
      await setFirst(s.token);
      const wrong = await resetPay(s.token, {
        old_pay_password: '999999',
        pay_password: '654321',
        confirm_pay_password: '654321',
      });
      expect(wrong.data.error).toBe('PAY_PASSWORD_WRONG');
      expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: second })).code).toBe(1);
    });

    it('refuses a change while payments are locked, even with the right old code', async () => {
      const s = await shopper();
      await setFirst(s.token);
      for (let i = 0; i < 5; i += 1) await verifyPay(s.token, '000000');
      const res = await resetPay(s.token, {
        old_pay_password: '123456',
        pay_password: '654321',
        confirm_pay_password: '654321',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'PAY_PASSWORD_LOCKED' } });
    });

    it('refuses unknown fields', async () => {
      const s = await shopper();
      const res = await resetPay(s.token, { pay_password: '123456', confirm_pay_password: '123456', user_id: 1 });
      expect(res).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
      expect(await hasPayPassword(s.token)).toBe(false);
    });

    it('answers 401 without a token', async () => {
      const res = await call(t.app, 'POST', '/api/user/resetPay', {
        body: { pay_password: '123456', confirm_pay_password: '123456' },
      });
      expect(res).toMatchObject({ status: 401, code: 401 });
    });
  });

  describe('POST /api/user/verify_pay', () => {
    it('refuses with PAY_PASSWORD_NOT_SET when no code is set', async () => {
      const s = await shopper();
      const res = await verifyPay(s.token, '123456');
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Please set a payment code first',
        data: { error: 'PAY_PASSWORD_NOT_SET' },
      });
    });

    it('accepts the right code', async () => {
      const s = await shopper();
      await setFirst(s.token);
      expect(await verifyPay(s.token, '123456')).toMatchObject({ status: 200, code: 1, data: null });
    });

    it('refuses a wrong code with PAY_PASSWORD_WRONG and the attempts left', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const res = await verifyPay(s.token, '000000');
      expect(res).toMatchObject({
        code: 0,
        msg: 'Wrong payment code, 4 attempts left',
        data: { error: 'PAY_PASSWORD_WRONG', attempts_left: 4 },
      });
      expect((await verifyPay(s.token, '000001')).data.attempts_left).toBe(3);
    });

    it('locks after 5 wrong codes within 15 minutes and then refuses even the right code', async () => {
      const s = await shopper();
      await setFirst(s.token);
      for (const left of [4, 3, 2, 1]) {
        expect(await verifyPay(s.token, '000000')).toMatchObject({
          code: 0,
          data: { error: 'PAY_PASSWORD_WRONG', attempts_left: left },
        });
      }
      const fifth = await verifyPay(s.token, '000000');
      expect(fifth).toMatchObject({ code: 0, data: { error: 'PAY_PASSWORD_LOCKED' } });
      expect(fifth.msg).toBe('Too many wrong payment codes. Payments and withdrawals are locked for 15 minutes');

      const right = await verifyPay(s.token, '123456');
      expect(right).toMatchObject({ code: 0, data: { error: 'PAY_PASSWORD_LOCKED' } });
      expect(right.msg).toMatch(/^Too many wrong payment codes\. Payments and withdrawals are locked for \d+ minutes$/);

      const row = await t.db
        .selectFrom('users')
        .select('pay_locked_until')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.pay_locked_until).not.toBeNull();
    });

    it('accepts the right code again once the lock has passed, with a fresh count', async () => {
      const s = await shopper();
      await setFirst(s.token);
      for (let i = 0; i < 5; i += 1) await verifyPay(s.token, '000000');
      expect((await verifyPay(s.token, '123456')).data.error).toBe('PAY_PASSWORD_LOCKED');
      // 15 minutes pass: the lock ends, and so does the window in which the wrong codes were counted.
      await t.db
        .updateTable('users')
        .set({ pay_locked_until: sql<Date>`now() - interval '1 minute'` })
        .where('id', '=', s.id)
        .execute();
      await t.db
        .updateTable('rate_limits')
        .set({ window_start: sql<Date>`now() - interval '16 minutes'` })
        .where('key', 'like', 'pay-fail:%')
        .execute();
      expect((await verifyPay(s.token, '123456')).code).toBe(1);
      expect((await verifyPay(s.token, '000000')).data.attempts_left).toBe(4);
    });

    it('resets the wrong-code count after a right code', async () => {
      const s = await shopper();
      await setFirst(s.token);
      for (let i = 0; i < 4; i += 1) await verifyPay(s.token, '000000');
      expect((await verifyPay(s.token, '123456')).code).toBe(1);
      expect((await verifyPay(s.token, '000000')).data.attempts_left).toBe(4);
    });

    it('counts wrong codes per account: another shopper is not locked', async () => {
      const a = await shopper();
      const b = await shopper();
      await setFirst(a.token);
      await setFirst(b.token);
      for (let i = 0; i < 5; i += 1) await verifyPay(a.token, '000000');
      expect((await verifyPay(a.token, '123456')).data.error).toBe('PAY_PASSWORD_LOCKED');
      expect((await verifyPay(b.token, '123456')).code).toBe(1);
    });

    it('ends locked after 5 wrong codes sent at once', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const results = await Promise.all(Array.from({ length: 5 }, () => verifyPay(s.token, '000000')));
      for (const res of results) expect(res.code).toBe(0);
      expect(results.filter((r) => r.data.error === 'PAY_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(1);
      expect(results.every((r) => ['PAY_PASSWORD_WRONG', 'PAY_PASSWORD_LOCKED'].includes(r.data.error))).toBe(true);

      const right = await verifyPay(s.token, '123456');
      expect(right).toMatchObject({ code: 0, data: { error: 'PAY_PASSWORD_LOCKED' } });
      const row = await t.db
        .selectFrom('users')
        .select(sql<boolean>`pay_locked_until > now()`.as('locked'))
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.locked).toBe(true);
    });

    it('checks at most 5 codes from a burst of guesses sent at once, so a burst cannot bypass the lock', async () => {
      const s = await shopper();
      await setFirst(s.token, '987654');
      const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
      const results = await Promise.all(guesses.map((guess) => verifyPay(s.token, guess)));
      const wrong = results.filter((r) => r.data?.error === 'PAY_PASSWORD_WRONG');
      const locked = results.filter((r) => r.data?.error === 'PAY_PASSWORD_LOCKED');
      expect(wrong.length).toBe(4);
      expect(locked.length).toBe(16);
      expect((await verifyPay(s.token, '987654')).data.error).toBe('PAY_PASSWORD_LOCKED');
    });

    it('refuses an empty payment code', async () => {
      const s = await shopper();
      await setFirst(s.token);
      for (const body of [{ pay_password: '' }, {}]) {
        const res = await call(t.app, 'POST', '/api/user/verify_pay', { token: s.token, body });
        expect(res).toMatchObject({ code: 0, msg: 'Please enter the payment code', data: { error: 'VALIDATION' } });
      }
    });

    it('refuses unknown fields', async () => {
      const s = await shopper();
      await setFirst(s.token);
      const res = await call(t.app, 'POST', '/api/user/verify_pay', {
        token: s.token,
        body: { pay_password: '123456', amount: 5 },
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
    });

    it('answers 401 without a token', async () => {
      expect(await call(t.app, 'POST', '/api/user/verify_pay', { body: { pay_password: '123456' } })).toMatchObject({
        status: 401,
        code: 401,
      });
    });
  });
});
