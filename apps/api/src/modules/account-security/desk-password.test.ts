import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../../test/actors.ts';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { insertOperator } from '../console/operator-admin.service.ts';

const OPERATOR_PASSWORD = 'operator-secret-1';
/** The password actors.ts gives its sellers. */
const SELLER_PASSWORD = 'seller-secret-1';

/**
 * The desks' passwords (docs/account-security.md#recovery): a forgotten password reset by a code mailed to the
 * account's e-mail (an operator's, set by an admin; a shop owner's, from its application), the same answer for an
 * account that does not exist, a code used once, every session ended by a reset; and a signed-in change that asks for
 * the old password and ends every other session.
 */
describe(`desk passwords: forgot, reset, change (${engine})`, () => {
  let t: TestApp;
  let admin: string;
  let operatorHash: string;
  let ipCounter = 0;
  /** A fresh client address per call: the per-address limits of one test never reach another. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.62.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    operatorHash = await hashSecret(OPERATOR_PASSWORD);
    const made = await insertOperator(t.db, {
      account: uniqueAccount('chief'),
      password_hash: operatorHash,
      name: 'Chief',
      roles: ['admin'],
    });
    if (!made) throw new Error('admin not created');
    admin = await tokenOf('/api/console/login', made.account, OPERATOR_PASSWORD);
  });
  afterAll(() => t.close());

  async function tokenOf(path: string, account: string, password: string): Promise<string> {
    const res = await call(t.app, 'POST', path, { body: { account, password }, ip: nextIp() });
    expect(res.code, res.msg).toBe(1);
    return res.data.token as string;
  }

  /** The mails sent to `to`, oldest first, read from the outbox like an operator would. */
  const mailsTo = (to: string) =>
    t.db.selectFrom('mail_outbox').select(['body', 'purpose']).where('to_address', '=', to).orderBy('id').execute();

  /** The newest 6-digit reset code mailed to `to`. */
  async function lastCode(to: string): Promise<string> {
    const mail = (await mailsTo(to)).at(-1);
    expect(mail?.purpose).toBe('password_reset');
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in mail: ${mail?.body}`);
    return code;
  }

  /** A code that is not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('operators', () => {
    const forgot = (account: string) =>
      call(t.app, 'POST', '/api/console/password/forgot', { body: { account }, ip: nextIp() });
    const reset = (account: string, code: string, password: string) =>
      call(t.app, 'POST', '/api/console/password/reset', {
        body: { account, code, new_password: password, confirm_password: password },
        ip: nextIp(),
      });
    const login = (account: string, password: string) =>
      call(t.app, 'POST', '/api/console/login', { body: { account, password }, ip: nextIp() });
    const me = (token: string) => call(t.app, 'GET', '/api/console/me', { token });

    /** A support operator made by the admin through operator/save, with an e-mail (none for null). */
    async function operatorWithEmail(email: string | null = `${uniqueAccount('op')}@desk.example`) {
      const account = uniqueAccount('clerk');
      const res = await call(t.app, 'POST', '/api/console/operator/save', {
        token: admin,
        body: {
          account,
          name: 'Clerk',
          password: OPERATOR_PASSWORD,
          roles: ['support'],
          active: true,
          ...(email === null ? {} : { email }),
        },
      });
      expect(res.code, res.msg).toBe(1);
      return { id: res.data.id as number, account, email: email ?? '' };
    }

    it('lets an admin set and change an operator’s e-mail, shown on its /me', async () => {
      const clerk = await operatorWithEmail(null);
      expect((await me(await tokenOf('/api/console/login', clerk.account, OPERATOR_PASSWORD))).data.email).toBe('');
      const email = `${uniqueAccount('Mixed')}@Desk.example`;
      const saved = await call(t.app, 'POST', '/api/console/operator/save', {
        token: admin,
        body: { id: clerk.id, account: clerk.account, name: 'Clerk', roles: ['support'], active: true, email },
      });
      expect(saved).toMatchObject({ code: 1, data: { id: clerk.id, email: expect.any(String) } });
      const token = await tokenOf('/api/console/login', clerk.account, OPERATOR_PASSWORD);
      expect((await me(token)).data.email.toLowerCase()).toBe(email.toLowerCase());
      // Left out, the e-mail is kept.
      await call(t.app, 'POST', '/api/console/operator/save', {
        token: admin,
        body: { id: clerk.id, account: clerk.account, name: 'Clerk B', roles: ['support'], active: true },
      });
      expect((await me(token)).data).toMatchObject({ name: 'Clerk B', email: saved.data.email });
      // Another operator cannot take it, in any case: its reset codes would go to the same person.
      const other = await operatorWithEmail(null);
      const taken = await call(t.app, 'POST', '/api/console/operator/save', {
        token: admin,
        body: {
          id: other.id,
          account: other.account,
          name: 'Other',
          roles: ['support'],
          active: true,
          email: email.toUpperCase(),
        },
      });
      expect(taken).toMatchObject({ code: 0, data: { error: 'OPERATOR_EMAIL_TAKEN' } });
    });

    it('mails a code by account or by e-mail; the code resets once, ending every session', async () => {
      const clerk = await operatorWithEmail();
      const before = await tokenOf('/api/console/login', clerk.account, OPERATOR_PASSWORD);

      const byAccount = await forgot(clerk.account.toUpperCase());
      expect(byAccount).toMatchObject({ status: 200, code: 1, data: null });
      const first = await lastCode(clerk.email);
      const byEmail = await forgot(clerk.email.toUpperCase());
      expect(byEmail).toEqual(byAccount);
      const second = await lastCode(clerk.email);
      expect(await mailsTo(clerk.email)).toHaveLength(2);

      expect((await reset(clerk.account, otherThan(second), 'brand-new-1')).data.error).toBe('RESET_CODE_INVALID');
      const done = await reset(clerk.account, second, 'brand-new-1');
      expect(done).toMatchObject({ code: 1, data: null });
      // Every session ended; the new password signs in, the old one not.
      expect(await me(before)).toMatchObject({ status: 401 });
      expect((await login(clerk.account, OPERATOR_PASSWORD)).data.error).toBe('WRONG_CREDENTIALS');
      expect((await login(clerk.account, 'brand-new-1')).code).toBe(1);
      // The code worked once; the earlier code ended with the reset.
      expect((await reset(clerk.account, second, 'brand-new-2')).data.error).toBe('RESET_CODE_INVALID');
      if (first !== second)
        expect((await reset(clerk.account, first, 'brand-new-2')).data.error).toBe('RESET_CODE_INVALID');
      expect((await login(clerk.account, 'brand-new-1')).code).toBe(1);
    });

    it('refuses the current password as the new one without using the code up', async () => {
      const clerk = await operatorWithEmail();
      await forgot(clerk.account);
      const code = await lastCode(clerk.email);
      expect((await reset(clerk.account, code, OPERATOR_PASSWORD)).data.error).toBe('SAME_PASSWORD');
      expect((await reset(clerk.account, code, 'brand-new-3')).code).toBe(1);
    });

    it('answers an unknown account, one without an e-mail and a deactivated one as a known one, mailing nothing', async () => {
      const noEmail = await operatorWithEmail(null);
      const gone = await operatorWithEmail();
      await call(t.app, 'POST', '/api/console/operator/save', {
        token: admin,
        body: { id: gone.id, account: gone.account, name: 'Clerk', roles: ['support'], active: false },
      });
      const mailsBefore = await t.db.selectFrom('mail_outbox').select('id').execute();
      const known = await forgot((await operatorWithEmail()).account);
      const mailsKnown = await t.db.selectFrom('mail_outbox').select('id').execute();
      expect(mailsKnown).toHaveLength(mailsBefore.length + 1);
      for (const asked of [uniqueAccount('nobody'), 'nobody@desk.example', noEmail.account, gone.account]) {
        expect(await forgot(asked), asked).toEqual(known);
      }
      expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailsKnown.length);
      // Resetting an unknown account answers as a wrong code does.
      expect((await reset(uniqueAccount('nobody'), '123456', 'brand-new-4')).data.error).toBe('RESET_CODE_INVALID');
      expect((await reset(gone.account, '123456', 'brand-new-4')).data.error).toBe('RESET_CODE_INVALID');
    });

    it('changes the password with the old one, ending the other sessions and keeping this one', async () => {
      const clerk = await operatorWithEmail();
      const current = await tokenOf('/api/console/login', clerk.account, OPERATOR_PASSWORD);
      const other = await tokenOf('/api/console/login', clerk.account, OPERATOR_PASSWORD);
      const change = (body: Record<string, string>) =>
        call(t.app, 'POST', '/api/console/my/password', { token: current, body });

      expect(
        (await change({ old_password: 'not-it-at-all', new_password: 'brand-new-5', confirm_password: 'brand-new-5' }))
          .data.error,
      ).toBe('WRONG_PASSWORD');
      expect(
        (
          await change({
            old_password: OPERATOR_PASSWORD,
            new_password: OPERATOR_PASSWORD,
            confirm_password: OPERATOR_PASSWORD,
          })
        ).data.error,
      ).toBe('SAME_PASSWORD');
      expect(
        (await change({ old_password: OPERATOR_PASSWORD, new_password: 'brand-new-5', confirm_password: 'other-6' }))
          .data,
      ).toMatchObject({ error: 'VALIDATION', fields: { confirm_password: 'passwordsDoNotMatch' } });
      // Nothing changed so far.
      expect((await me(other)).code).toBe(1);

      const changed = await change({
        old_password: OPERATOR_PASSWORD,
        new_password: 'brand-new-5',
        confirm_password: 'brand-new-5',
      });
      expect(changed).toMatchObject({ code: 1, data: null });
      expect((await me(current)).code).toBe(1);
      expect(await me(other)).toMatchObject({ status: 401 });
      expect((await login(clerk.account, OPERATOR_PASSWORD)).data.error).toBe('WRONG_CREDENTIALS');
      expect((await login(clerk.account, 'brand-new-5')).code).toBe(1);
    });
  });

  describe('shop owners', () => {
    const forgot = (account: string) =>
      call(t.app, 'POST', '/api/seller/password/forgot', { body: { account }, ip: nextIp() });
    const reset = (account: string, code: string, password: string) =>
      call(t.app, 'POST', '/api/seller/password/reset', {
        body: { account, code, new_password: password, confirm_password: password },
        ip: nextIp(),
      });
    const login = (account: string, password: string) =>
      call(t.app, 'POST', '/api/seller/login', { body: { account, password }, ip: nextIp() });
    const me = (token: string) => call(t.app, 'GET', '/api/seller/me', { token });

    /** An approved owner, signed in; its e-mail is the application's. */
    async function owner() {
      const token = await sellerToken(t.app, admin);
      const res = await me(token);
      return { token, account: res.data.account as string, email: res.data.email as string };
    }

    it('mails a code to the owner’s e-mail; the code resets once, ending every session', async () => {
      const seller = await owner();
      const answer = await forgot(seller.account.toUpperCase());
      expect(answer).toMatchObject({ code: 1, data: null });
      const code = await lastCode(seller.email);

      expect((await reset(seller.account, otherThan(code), 'brand-new-1')).data.error).toBe('RESET_CODE_INVALID');
      expect((await reset(seller.account, code, SELLER_PASSWORD)).data.error).toBe('SAME_PASSWORD');
      expect((await reset(seller.account, code, 'brand-new-1')).code).toBe(1);
      expect(await me(seller.token)).toMatchObject({ status: 401 });
      expect((await login(seller.account, SELLER_PASSWORD)).data.error).toBe('WRONG_CREDENTIALS');
      expect((await login(seller.account, 'brand-new-1')).code).toBe(1);
      expect((await reset(seller.account, code, 'brand-new-2')).data.error).toBe('RESET_CODE_INVALID');

      // An unknown account: the same answer, nothing mailed, a reset refused as a wrong code.
      const mails = (await t.db.selectFrom('mail_outbox').select('id').execute()).length;
      expect(await forgot(uniqueAccount('nobody'))).toEqual(answer);
      expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mails);
      expect((await reset(uniqueAccount('nobody'), code, 'brand-new-2')).data.error).toBe('RESET_CODE_INVALID');
    });

    it('changes the password with the old one, ending the other sessions and keeping this one', async () => {
      const seller = await owner();
      const other = await tokenOf('/api/seller/login', seller.account, SELLER_PASSWORD);
      const change = (body: Record<string, string>) =>
        call(t.app, 'POST', '/api/seller/security/password', { token: seller.token, body });
      expect(
        (await change({ old_password: 'not-it-at-all', new_password: 'brand-new-5', confirm_password: 'brand-new-5' }))
          .data.error,
      ).toBe('WRONG_PASSWORD');
      expect((await me(other)).code).toBe(1);
      const changed = await change({
        old_password: SELLER_PASSWORD,
        new_password: 'brand-new-5',
        confirm_password: 'brand-new-5',
      });
      expect(changed).toMatchObject({ code: 1, data: null });
      expect((await me(seller.token)).code).toBe(1);
      expect(await me(other)).toMatchObject({ status: 401 });
      expect((await login(seller.account, SELLER_PASSWORD)).data.error).toBe('WRONG_CREDENTIALS');
      expect((await login(seller.account, 'brand-new-5')).code).toBe(1);
    });
  });
});
