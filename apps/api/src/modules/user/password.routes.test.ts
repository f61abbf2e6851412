import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';

describe(`password change and reset (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh client address per test, so per-IP limits of one test never reach another. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.3.0.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (account: string, password: string) =>
    call(t.app, 'POST', '/api/user/login', { body: { account, password }, ip: nextIp() });
  const userInfo = (token: string) => call(t.app, 'GET', '/api/user/getUserInfo', { token });
  const resetpwd = (body: Record<string, unknown>, token?: string, ip = nextIp()) =>
    call(t.app, 'POST', '/api/user/resetpwd', { body, token, ip });
  const requestCode = (account: string, ip = nextIp()) =>
    call(t.app, 'POST', '/api/user/reset_code', { body: { account }, ip });

  /** The 6-digit codes mailed to `to`, oldest first, read from the outbox like an operator would. */
  async function mailedCodes(to: string): Promise<string[]> {
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['body', 'purpose'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
    return mails.map((mail) => {
      expect(mail.purpose).toBe('password_reset');
      const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
      if (!code) throw new Error(`no code in mail: ${mail.body}`);
      return code;
    });
  }

  async function shopperWithEmail() {
    const email = `${uniqueAccount('mail')}@example.com`;
    const shopper = await registerShopper(t.app, { email }, { ip: nextIp() });
    return { ...shopper, email };
  }

  async function codeFor(shopper: { account: string; email: string }): Promise<string> {
    const res = await requestCode(shopper.account);
    expect(res.code).toBe(1);
    const codes = await mailedCodes(shopper.email);
    const code = codes.at(-1);
    if (!code) throw new Error('no code mailed');
    return code;
  }

  describe('POST /api/user/resetpwd logged in', () => {
    it('changes the password: the new one logs in, the old one does not', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd(
        { old_password: shopper.password, new_password: 'brandnew1', confirm_password: 'brandnew1' },
        shopper.token,
      );
      expect(res).toMatchObject({ status: 200, code: 1, msg: 'Change successful', data: null });
      expect((await login(shopper.account, 'brandnew1')).code).toBe(1);
      expect((await login(shopper.account, shopper.password)).data.error).toBe('WRONG_CREDENTIALS');
    });

    it('ends every session of the account, this one included', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const other = (await login(shopper.account, shopper.password)).data.userinfo.token as string;
      const bystander = await registerShopper(t.app, {}, { ip: nextIp() });
      await resetpwd(
        { old_password: shopper.password, new_password: 'brandnew1', confirm_password: 'brandnew1' },
        shopper.token,
      );
      expect(await userInfo(shopper.token)).toMatchObject({ status: 401, code: 401 });
      expect(await userInfo(other)).toMatchObject({ status: 401, code: 401 });
      expect((await userInfo(bystander.token)).code).toBe(1);
    });

    it('refuses a wrong old password with WRONG_PASSWORD and keeps the password', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd(
        { old_password: 'not-it-at-all', new_password: 'brandnew1', confirm_password: 'brandnew1' },
        shopper.token,
      );
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'The old password is wrong',
        data: { error: 'WRONG_PASSWORD' },
      });
      expect((await userInfo(shopper.token)).code).toBe(1);
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
    });

    it('refuses a new password equal to the old one with SAME_PASSWORD', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd(
        { old_password: shopper.password, new_password: shopper.password, confirm_password: shopper.password },
        shopper.token,
      );
      expect(res).toMatchObject({
        code: 0,
        msg: 'The new password must be different from the old one',
        data: { error: 'SAME_PASSWORD' },
      });
      expect((await userInfo(shopper.token)).code).toBe(1);
    });

    it('refuses a new password shorter than 6 characters', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd(
        { old_password: shopper.password, new_password: 'abc', confirm_password: 'abc' },
        shopper.token,
      );
      expect(res).toMatchObject({
        code: 0,
        msg: 'Please fill in the password as required',
        data: { error: 'VALIDATION', fields: { new_password: 'passwordRule' } },
      });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
    });

    it('refuses a confirmation that does not match', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd(
        { old_password: shopper.password, new_password: 'brandnew1', confirm_password: 'brandnew2' },
        shopper.token,
      );
      expect(res).toMatchObject({ code: 0, msg: 'Passwords do not match', data: { error: 'VALIDATION' } });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
    });

    it('refuses a missing old password', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd({ new_password: 'brandnew1', confirm_password: 'brandnew1' }, shopper.token);
      expect(res).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { old_password: 'passwordRequired' } },
      });
    });

    it('answers 401 for the logged-in form without a live token', async () => {
      const body = { old_password: 'secret123', new_password: 'brandnew1', confirm_password: 'brandnew1' };
      expect(await resetpwd(body)).toMatchObject({ status: 401, code: 401 });
      expect(await resetpwd(body, 'garbage')).toMatchObject({ status: 401, code: 401 });
    });

    it('refuses unknown fields', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const res = await resetpwd(
        { old_password: shopper.password, new_password: 'brandnew1', confirm_password: 'brandnew1', user_id: 1 },
        shopper.token,
      );
      expect(res).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
    });
  });

  describe('POST /api/user/reset_code then POST /api/user/resetpwd with the code', () => {
    it('answers an existing and a non-existing account identically', async () => {
      const shopper = await shopperWithEmail();
      const existing = await requestCode(shopper.account);
      const missing = await requestCode(uniqueAccount('ghost'));
      expect(existing).toMatchObject({ status: 200, code: 1, data: null });
      expect(missing).toEqual(existing);
      // Only the existing account got a mail.
      expect(await mailedCodes(shopper.email)).toHaveLength(1);
    });

    it('answers identically in another language too', async () => {
      const shopper = await shopperWithEmail();
      const existing = await call(t.app, 'POST', '/api/user/reset_code', {
        body: { account: shopper.account },
        lang: 'tai',
        ip: nextIp(),
      });
      const missing = await call(t.app, 'POST', '/api/user/reset_code', {
        body: { account: uniqueAccount() },
        lang: 'tai',
        ip: nextIp(),
      });
      expect(missing).toEqual(existing);
    });

    it('mails a 6-digit code that sets a new password once', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      expect(code).toMatch(/^\d{6}$/);
      // The code is stored only as a hash.
      const stored = await t.db
        .selectFrom('password_reset_codes')
        .selectAll()
        .where('user_id', '=', shopper.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.code_hash).not.toContain(code);

      const res = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(res).toMatchObject({ status: 200, code: 1, data: null });
      expect((await login(shopper.account, 'fromcode1')).code).toBe(1);
      expect((await login(shopper.account, shopper.password)).data.error).toBe('WRONG_CREDENTIALS');
    });

    it('refuses a reset code used twice', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const first = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(first.code).toBe(1);
      const second = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode2',
        confirm_password: 'fromcode2',
      });
      expect(second).toMatchObject({
        status: 200,
        code: 0,
        msg: 'The code is wrong or has expired',
        data: { error: 'RESET_CODE_INVALID' },
      });
      expect((await login(shopper.account, 'fromcode1')).code).toBe(1);
    });

    it('lets only one of two concurrent resets with the same code win', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const results = await Promise.all(
        ['racer-one', 'racer-two'].map((pw) =>
          resetpwd({ account: shopper.account, code, new_password: pw, confirm_password: pw }),
        ),
      );
      expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
      expect(results.find((r) => r.code === 0)?.data.error).toBe('RESET_CODE_INVALID');
    });

    it('refuses an expired reset code', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      await t.db
        .updateTable('password_reset_codes')
        .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
        .where('user_id', '=', shopper.id)
        .execute();
      const res = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'RESET_CODE_INVALID' } });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
    });

    it('refuses a wrong reset code and keeps the password', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const wrong = code === '000000' ? '000001' : '000000';
      const res = await resetpwd({
        account: shopper.account,
        code: wrong,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'RESET_CODE_INVALID' } });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
      // The right code still works afterwards.
      const ok = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(ok.code).toBe(1);
    });

    it('does not tell whether a guessed password is the current one without a valid code', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const wrong = code === '000000' ? '000001' : '000000';
      const rightGuess = await resetpwd({
        account: shopper.account,
        code: wrong,
        new_password: shopper.password,
        confirm_password: shopper.password,
      });
      const wrongGuess = await resetpwd({
        account: shopper.account,
        code: wrong,
        new_password: 'guess12345',
        confirm_password: 'guess12345',
      });
      expect(rightGuess).toMatchObject({ code: 0, data: { error: 'RESET_CODE_INVALID' } });
      expect(rightGuess).toEqual(wrongGuess);
    });

    it("refuses another account's code", async () => {
      const owner = await shopperWithEmail();
      const victim = await shopperWithEmail();
      const code = await codeFor(owner);
      const res = await resetpwd({
        account: victim.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'RESET_CODE_INVALID' } });
      expect((await login(victim.account, victim.password)).code).toBe(1);
    });

    it('refuses a code for an account that does not exist', async () => {
      const res = await resetpwd({
        account: uniqueAccount('ghost'),
        code: '123456',
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(res).toMatchObject({ code: 0, data: { error: 'RESET_CODE_INVALID' } });
    });

    it('answers an unknown account exactly as a known one with a wrong code', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const wrong = code === '000000' ? '000001' : '000000';
      const body = { code: wrong, new_password: 'fromcode1', confirm_password: 'fromcode1' };
      const known = await resetpwd({ ...body, account: shopper.account });
      const unknown = await resetpwd({ ...body, account: uniqueAccount('ghost') });
      expect(known).toMatchObject({ status: 200, code: 0, data: { error: 'RESET_CODE_INVALID' } });
      expect(unknown).toEqual(known);
    });

    it('answers 429 after 30 reset attempts from one address within an hour, whatever the accounts', async () => {
      const ip = nextIp();
      const attempt = (account: string) =>
        resetpwd({ account, code: '123456', new_password: 'fromcode1', confirm_password: 'fromcode1' }, undefined, ip);
      for (let i = 0; i < 30; i += 1) {
        expect((await attempt(uniqueAccount('ghost'))).data.error).toBe('RESET_CODE_INVALID');
      }
      // The 31st is refused before its code is looked at, even for a real account with its right code.
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const res = await resetpwd(
        { account: shopper.account, code, new_password: 'fromcode1', confirm_password: 'fromcode1' },
        undefined,
        ip,
      );
      expect(res).toMatchObject({ status: 429, code: 429, data: { error: 'RATE_LIMITED' } });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
      // Another address is not held back by it.
      const elsewhere = await resetpwd({
        account: uniqueAccount('ghost'),
        code: '123456',
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(elsewhere.data.error).toBe('RESET_CODE_INVALID');
    });

    it('counts attempts for an unknown account too: 429 after 10 within an hour', async () => {
      const account = uniqueAccount('ghost');
      const attempt = () =>
        resetpwd({ account, code: '123456', new_password: 'fromcode1', confirm_password: 'fromcode1' });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).data.error).toBe('RESET_CODE_INVALID');
      expect(await attempt()).toMatchObject({ status: 429, code: 429 });
    });

    it('refuses an absurdly long account as input, not as a server failure', async () => {
      const account = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join(
        '',
      );
      const res = await resetpwd({ account, code: '123456', new_password: 'fromcode1', confirm_password: 'fromcode1' });
      expect(res).toMatchObject({ status: 200, code: 0 });
      expect(['VALIDATION', 'RESET_CODE_INVALID']).toContain(res.data.error);
    });

    it('refuses a code that is not 6 digits, or a missing account', async () => {
      for (const code of ['12345', '1234567', 'abcdef', '']) {
        const res = await resetpwd({
          account: 'someone',
          code,
          new_password: 'fromcode1',
          confirm_password: 'fromcode1',
        });
        expect(res, code).toMatchObject({
          code: 0,
          msg: 'Please enter the 6-digit code',
          data: { error: 'VALIDATION' },
        });
      }
      const noAccount = await resetpwd({ code: '123456', new_password: 'fromcode1', confirm_password: 'fromcode1' });
      expect(noAccount).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { account: 'accountRequired' } },
      });
    });

    it('applies the password rules to the new password', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const short = await resetpwd({ account: shopper.account, code, new_password: 'abc', confirm_password: 'abc' });
      expect(short).toMatchObject({ code: 0, msg: 'Please fill in the password as required' });
      const mismatch = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode2',
      });
      expect(mismatch).toMatchObject({ code: 0, msg: 'Passwords do not match' });
      const same = await resetpwd({
        account: shopper.account,
        code,
        new_password: shopper.password,
        confirm_password: shopper.password,
      });
      expect(same).toMatchObject({ code: 0, data: { error: 'SAME_PASSWORD' } });
      // None of the refusals used the code up.
      const ok = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(ok.code).toBe(1);
    });

    it('ends every session of the account after a reset', async () => {
      const shopper = await shopperWithEmail();
      const other = (await login(shopper.account, shopper.password)).data.userinfo.token as string;
      const code = await codeFor(shopper);
      await resetpwd({ account: shopper.account, code, new_password: 'fromcode1', confirm_password: 'fromcode1' });
      expect(await userInfo(shopper.token)).toMatchObject({ status: 401, code: 401 });
      expect(await userInfo(other)).toMatchObject({ status: 401, code: 401 });
    });

    it('makes every other outstanding code of the account stop working after a reset', async () => {
      const shopper = await shopperWithEmail();
      const first = await codeFor(shopper);
      const second = await codeFor(shopper);
      expect(
        (
          await resetpwd({
            account: shopper.account,
            code: second,
            new_password: 'fromcode1',
            confirm_password: 'fromcode1',
          })
        ).code,
      ).toBe(1);
      const stale = await resetpwd({
        account: shopper.account,
        code: first,
        new_password: 'fromcode2',
        confirm_password: 'fromcode2',
      });
      expect(stale).toMatchObject({ code: 0, data: { error: 'RESET_CODE_INVALID' } });
    });

    it('accepts the account in any case', async () => {
      const shopper = await shopperWithEmail();
      const res = await requestCode(shopper.account.toUpperCase());
      expect(res.code).toBe(1);
      const code = (await mailedCodes(shopper.email)).at(-1) ?? '';
      const ok = await resetpwd({
        account: shopper.account.toUpperCase(),
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(ok.code).toBe(1);
    });

    it('mails to the account itself when it is an email address and no email is set', async () => {
      const account = `${uniqueAccount('self')}@example.com`;
      await registerShopper(t.app, { account }, { ip: nextIp() });
      await requestCode(account);
      expect(await mailedCodes(account)).toHaveLength(1);
    });

    it('sends nothing for an account without an email, with the same reply', async () => {
      const shopper = await registerShopper(t.app, {}, { ip: nextIp() });
      const before = await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await requestCode(shopper.account);
      const ghost = await requestCode(uniqueAccount('ghost'));
      expect(res).toEqual(ghost);
      const after = await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect(
        await t.db.selectFrom('password_reset_codes').selectAll().where('user_id', '=', shopper.id).execute(),
      ).toHaveLength(0);
    });

    it('writes the mail in the language of the request', async () => {
      const shopper = await shopperWithEmail();
      await call(t.app, 'POST', '/api/user/reset_code', {
        body: { account: shopper.account },
        lang: 'en',
        ip: nextIp(),
      });
      const mail = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', shopper.email)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Your password reset code');
      expect(mail.status).toBe('logged');
    });

    it('answers 429 on the 4th code request for one account within an hour', async () => {
      const shopper = await shopperWithEmail();
      for (let i = 0; i < 3; i += 1) expect((await requestCode(shopper.account)).code).toBe(1);
      const fourth = await requestCode(shopper.account);
      expect(fourth).toMatchObject({ status: 429, code: 429, data: { error: 'RATE_LIMITED' } });
      expect(await mailedCodes(shopper.email)).toHaveLength(3);
      // The limit follows the account, whatever its case.
      expect((await requestCode(shopper.account.toUpperCase())).status).toBe(429);
    });

    it('answers 429 on the 4th code request for a non-existing account the same way', async () => {
      const shopper = await shopperWithEmail();
      const ghost = uniqueAccount('ghost');
      const existing = [];
      const missing = [];
      for (let i = 0; i < 4; i += 1) {
        existing.push(await requestCode(shopper.account));
        missing.push(await requestCode(ghost));
      }
      expect(missing.map((r) => [r.status, r.code])).toEqual([
        [200, 1],
        [200, 1],
        [200, 1],
        [429, 429],
      ]);
      expect(missing).toEqual(existing);
    });

    it('answers 429 after 20 code requests from one address within an hour', async () => {
      const ip = nextIp();
      for (let i = 0; i < 20; i += 1) expect((await requestCode(uniqueAccount('ghost'), ip)).code).toBe(1);
      expect(await requestCode(uniqueAccount('ghost'), ip)).toMatchObject({ status: 429, code: 429 });
    });

    it('refuses an empty account', async () => {
      const res = await call(t.app, 'POST', '/api/user/reset_code', { body: { account: '  ' }, ip: nextIp() });
      expect(res).toMatchObject({ code: 0, msg: 'Please enter the account', data: { error: 'VALIDATION' } });
      const missing = await call(t.app, 'POST', '/api/user/reset_code', { body: {}, ip: nextIp() });
      expect(missing).toMatchObject({ code: 0, msg: 'Please enter the account' });
    });

    it('answers 429 after 10 reset attempts for one account within an hour, even with the right code', async () => {
      const shopper = await shopperWithEmail();
      const code = await codeFor(shopper);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 10; i += 1) {
        const res = await resetpwd({
          account: shopper.account,
          code: wrong,
          new_password: 'fromcode1',
          confirm_password: 'fromcode1',
        });
        expect(res.data.error).toBe('RESET_CODE_INVALID');
      }
      const res = await resetpwd({
        account: shopper.account,
        code,
        new_password: 'fromcode1',
        confirm_password: 'fromcode1',
      });
      expect(res).toMatchObject({ status: 429, code: 429 });
      expect((await login(shopper.account, shopper.password)).code).toBe(1);
    });
  });
});
