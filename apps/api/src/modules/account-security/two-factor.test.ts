import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_SETTINGS } from '@shop/contract/account-security';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../../test/actors.ts';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { sha256 } from '../../lib/tokens.ts';
import { insertOperator } from '../console/operator-admin.service.ts';
import { codeAt } from './totp.ts';

const PERIOD_MS = TOTP_SETTINGS.period * 1000;
/** The time step of a moment, as the server counts them. */
const stepOf = (time: number) => Math.floor(time / PERIOD_MS);
/** The app's code for time step `step` (taken from the middle of the step). */
const codeOfStep = (secret: string, step: number) => codeAt(secret, step * PERIOD_MS + PERIOD_MS / 2);

/** A six-digit code that is none of the secret's codes from two steps back to three ahead: wrong, whatever the clock. */
function wrongCode(secret: string, seed = 0): string {
  const now = stepOf(Date.now());
  const near = new Set(Array.from({ length: 6 }, (_, i) => codeOfStep(secret, now - 2 + i)));
  for (let n = 123_456 + seed * 7919; ; n = (n + 1) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

type Actor = 'operator' | 'seller';

/** A desk account under test: where it signs in and keeps its security, and how a new one is made. */
interface Desk {
  actor: Actor;
  login: string;
  secondStep: string;
  security: string;
  /** A call only a signed-in member of this desk makes. */
  me: string;
}

const DESKS: Desk[] = [
  {
    actor: 'operator',
    login: '/api/console/login',
    secondStep: '/api/console/login/second_step',
    security: '/api/console/my',
    me: '/api/console/me',
  },
  {
    actor: 'seller',
    login: '/api/seller/login',
    secondStep: '/api/seller/login/second_step',
    security: '/api/seller/security',
    me: '/api/seller/me',
  },
];

interface Account {
  id: number;
  account: string;
  password: string;
  token: string;
}
interface TwoFactorAccount extends Account {
  secret: string;
  recoveryCodes: string[];
  /** The time step of the code that turned it on (the last one accepted). */
  enabledStep: number;
}

const OPERATOR_PASSWORD = 'operator-secret-1';
/** The password actors.ts gives its sellers. */
const SELLER_PASSWORD = 'seller-secret-1';

/**
 * Two-factor sign-in of the desks' accounts (docs/account-security.md#two-factor-sign-in), for an operator and for a
 * shop's owner through the same calls: turning it on with the password and a first code, the sign-in's second step,
 * a code used once, recovery codes used once, the lock after five wrong codes (under concurrent guesses too), the
 * challenge used once and expiring, turning it off, and new recovery codes.
 */
describe(`two-factor sign-in (${engine})`, () => {
  let t: TestApp;
  let admin: string;
  let operatorHash: string;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.61.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await operatorToken(t.app, t.db, ['admin']);
    operatorHash = await hashSecret(OPERATOR_PASSWORD);
  });
  afterAll(() => t.close());

  describe.each(DESKS.map((desk) => [desk.actor, desk] as const))('%s', (_actor, desk) => {
    const get = (path: string, token: string) => call(t.app, 'GET', `${desk.security}${path}`, { token });
    const post = (path: string, token: string, body: unknown) =>
      call(t.app, 'POST', `${desk.security}${path}`, { token, body });
    const signIn = (account: Account) =>
      call(t.app, 'POST', desk.login, { body: { account: account.account, password: account.password }, ip: nextIp() });
    const answer = (challenge: string, code: string) =>
      call(t.app, 'POST', desk.secondStep, { body: { challenge, code }, ip: nextIp() });
    const me = (token: string) => call(t.app, 'GET', desk.me, { token });

    /** A new account of this desk, signed in, two-factor sign-in off. */
    async function newAccount(): Promise<Account> {
      if (desk.actor === 'operator') {
        const account = uniqueAccount('twofa');
        const made = await insertOperator(t.db, {
          account,
          password_hash: operatorHash,
          name: 'Two Factor',
          roles: ['support'],
        });
        if (!made) throw new Error('operator not created');
        const res = await call(t.app, 'POST', desk.login, {
          body: { account, password: OPERATOR_PASSWORD },
          ip: nextIp(),
        });
        expect(res.code, res.msg).toBe(1);
        return { id: made.id, account, password: OPERATOR_PASSWORD, token: res.data.token };
      }
      const token = await sellerToken(t.app, admin);
      const seller = await me(token);
      return { id: seller.data.id, account: seller.data.account, password: SELLER_PASSWORD, token };
    }

    /** Starts turning it on: the pending secret. */
    async function setUp(account: Account): Promise<string> {
      const res = await post('/two_factor/setup', account.token, { password: account.password });
      expect(res.code, res.msg).toBe(1);
      return res.data.secret as string;
    }

    /** A new account with two-factor sign-in on (the code of the current step turned it on). */
    async function accountWithTwoFactor(): Promise<TwoFactorAccount> {
      const account = await newAccount();
      const secret = await setUp(account);
      const enabledStep = stepOf(Date.now());
      const res = await post('/two_factor/enable', account.token, { code: codeOfStep(secret, enabledStep) });
      expect(res.code, res.msg).toBe(1);
      return { ...account, secret, recoveryCodes: res.data.codes, enabledStep };
    }

    const factorRow = (account: Account) =>
      t.db
        .selectFrom('second_factors')
        .selectAll()
        .where('actor', '=', desk.actor)
        .where('subject_id', '=', account.id)
        .executeTakeFirst();

    /** The challenge of a sign-in whose password was right. */
    async function challengeOf(account: Account): Promise<string> {
      const res = await signIn(account);
      expect(res.code, res.msg).toBe(1);
      expect(res.data.token).toBeUndefined();
      return res.data.second_step.challenge as string;
    }

    it('turns on with the password and a first code from the app, answering ten recovery codes once', async () => {
      const account = await newAccount();
      expect((await get('/two_factor', account.token)).data).toEqual({
        enabled: false,
        required: false,
        recovery_codes_left: 0,
        locked_until: null,
      });
      expect((await post('/two_factor/enable', account.token, { code: '123456' })).data.error).toBe(
        'TWO_FACTOR_NOT_STARTED',
      );
      expect((await post('/two_factor/setup', account.token, { password: 'not-the-password' })).data.error).toBe(
        'WRONG_PASSWORD',
      );

      const setup = await post('/two_factor/setup', account.token, { password: account.password });
      expect(setup).toMatchObject({ code: 1, data: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
      expect(setup.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
      expect(setup.data.otpauth_url).toContain(`secret=${setup.data.secret}`);
      expect(setup.data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      const secret = setup.data.secret as string;

      // A wrong code leaves it off: the sign-in still gives a session.
      const wrong = await post('/two_factor/enable', account.token, { code: wrongCode(secret) });
      expect(wrong).toMatchObject({ code: 0, data: { error: 'TWO_FACTOR_CODE_WRONG' } });
      expect((await get('/two_factor', account.token)).data.enabled).toBe(false);

      const enabled = await post('/two_factor/enable', account.token, { code: codeAt(secret, Date.now()) });
      expect(enabled.code, enabled.msg).toBe(1);
      const codes = enabled.data.codes as string[];
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
      expect((await get('/two_factor', account.token)).data).toEqual({
        enabled: true,
        required: false,
        recovery_codes_left: RECOVERY_CODE_COUNT,
        locked_until: null,
      });
      // Only the codes' hashes are kept.
      const stored = await t.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('actor', '=', desk.actor)
        .where('subject_id', '=', account.id)
        .execute();
      expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
      for (const row of stored) expect(codes).not.toContain(row.code_hash);
      // Once on, setting up again is refused: the secret is not replaced by someone holding the session.
      expect((await post('/two_factor/setup', account.token, { password: account.password })).data.error).toBe(
        'TWO_FACTOR_ALREADY_ON',
      );
      expect((await factorRow(account))?.secret).toBe(secret);
      // The session that turned it on stays open.
      expect((await me(account.token)).code).toBe(1);
    });

    it('answers the sign-in with a second step and no token; a wrong code is refused, the right one signs in', async () => {
      const account = await accountWithTwoFactor();
      const res = await signIn(account);
      expect(res).toMatchObject({ code: 1, data: { second_step: { challenge: expect.any(String), expires_in: 300 } } });
      expect(res.data.token).toBeUndefined();
      const challenge = res.data.second_step.challenge as string;

      const wrong = await answer(challenge, wrongCode(account.secret));
      expect(wrong).toMatchObject({ code: 0, msg: 'The code is wrong or was already used' });
      expect(wrong.data).toEqual({ error: 'TWO_FACTOR_CODE_WRONG' });

      // The same challenge takes the right code: the code of the step after the one that turned it on.
      const right = await answer(challenge, codeOfStep(account.secret, account.enabledStep + 1));
      expect(right.code, right.msg).toBe(1);
      expect(right.data.token).toEqual(expect.any(String));
      expect((await me(right.data.token)).code).toBe(1);
      // Its failure was forgotten with the accepted code.
      expect(await factorRow(account)).toMatchObject({ failures: 0, failures_since: null });
    });

    it('accepts a code once: the same code on a new sign-in is refused, as is an older step’s and a far one’s', async () => {
      const account = await accountWithTwoFactor();
      // The step after the enabling one is within the window (one step either side) whatever the clock does here.
      const used = codeOfStep(account.secret, account.enabledStep + 1);
      const first = await answer(await challengeOf(account), used);
      expect(first.code, first.msg).toBe(1);
      expect(Number((await factorRow(account))?.last_step)).toBe(account.enabledStep + 1);

      // Replayed on a new sign-in: refused, though still within the window.
      const replay = await answer(await challengeOf(account), used);
      expect(replay.data.error).toBe('TWO_FACTOR_CODE_WRONG');
      // The enabling step's code is within the window too, but not later than the last accepted step.
      const older = await answer(await challengeOf(account), codeOfStep(account.secret, account.enabledStep));
      expect(older.data.error).toBe('TWO_FACTOR_CODE_WRONG');
      // Outside the window either way: refused (three steps ahead stays ahead even if the clock moved on a step).
      const challenge = await challengeOf(account);
      expect((await answer(challenge, codeOfStep(account.secret, stepOf(Date.now()) + 3))).data.error).toBe(
        'TWO_FACTOR_CODE_WRONG',
      );
      expect((await answer(challenge, codeOfStep(account.secret, stepOf(Date.now()) - 3))).data.error).toBe(
        'TWO_FACTOR_CODE_WRONG',
      );
      expect(Number((await factorRow(account))?.last_step)).toBe(account.enabledStep + 1);
      // Four wrong codes: not locked yet, and the account still signs in (with a recovery code).
      expect(await factorRow(account)).toMatchObject({ failures: 4, locked_until: null });
      const recovered = await answer(challenge, account.recoveryCodes[0] ?? '');
      expect(recovered.code, recovered.msg).toBe(1);
    });

    it('accepts a recovery code once, in either case and with or without its dash', async () => {
      const account = await accountWithTwoFactor();
      const [code] = account.recoveryCodes;
      if (!code) throw new Error('no recovery code');
      const typed = code.replace('-', '').toUpperCase();
      const first = await answer(await challengeOf(account), typed);
      expect(first.code, first.msg).toBe(1);
      expect((await me(first.data.token)).code).toBe(1);
      expect((await get('/two_factor', first.data.token)).data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

      const again = await answer(await challengeOf(account), code);
      expect(again.data.error).toBe('TWO_FACTOR_CODE_WRONG');
      // Another of the set still works.
      const second = await answer(await challengeOf(account), account.recoveryCodes[1] ?? '');
      expect(second.code, second.msg).toBe(1);
      expect((await get('/two_factor', account.token)).data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 2);
      // Not a code at all: refused by its form, not counted.
      const garbage = await answer(await challengeOf(account), 'not a code');
      expect(garbage.data).toMatchObject({ error: 'VALIDATION', fields: { code: 'secondStepCodeRule' } });
    });

    it('locks the second step after five wrong codes, refuses even the right code while locked, and unlocks after', async () => {
      const account = await accountWithTwoFactor();
      const challenge = await challengeOf(account);
      for (let i = 0; i < 4; i += 1) {
        expect((await answer(challenge, wrongCode(account.secret, i))).data.error, `wrong code ${i + 1}`).toBe(
          'TWO_FACTOR_CODE_WRONG',
        );
      }
      const fifth = await answer(challenge, wrongCode(account.secret, 4));
      expect(fifth).toMatchObject({
        code: 0,
        msg: 'Too many wrong codes: the second step is locked, try again in 15 minutes',
        data: { error: 'TWO_FACTOR_LOCKED' },
      });

      // Locked: the right code and a recovery code are refused, and neither is used up.
      const right = codeOfStep(account.secret, account.enabledStep + 1);
      expect((await answer(challenge, right)).data.error).toBe('TWO_FACTOR_LOCKED');
      expect((await answer(challenge, account.recoveryCodes[0] ?? '')).data.error).toBe('TWO_FACTOR_LOCKED');
      const status = (await get('/two_factor', account.token)).data;
      expect(status).toMatchObject({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT });
      const lockedUntil = new Date(status.locked_until as string).getTime();
      expect(lockedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(lockedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect(Number((await factorRow(account))?.last_step)).toBe(account.enabledStep);

      // Fifteen minutes on (the lock moved into the past): the same right code signs in.
      await t.db
        .updateTable('second_factors')
        .set({ locked_until: sql<Date>`now() - interval '1 second'` })
        .where('actor', '=', desk.actor)
        .where('subject_id', '=', account.id)
        .execute();
      const unlocked = await answer(challenge, right);
      expect(unlocked.code, unlocked.msg).toBe(1);
      expect((await get('/two_factor', account.token)).data.locked_until).toBeNull();
    });

    it('counts concurrent wrong codes one after another: eight at once end locked, five counted, none accepted', async () => {
      const account = await accountWithTwoFactor();
      const challenge = await challengeOf(account);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => answer(challenge, wrongCode(account.secret, i))),
      );
      const errors = answers.map((res) => res.data?.error as string);
      expect(answers.every((res) => res.code === 0)).toBe(true);
      // Four refused as wrong, the fifth locks, the rest meet the lock: never more than five counted.
      expect(errors.filter((error) => error === 'TWO_FACTOR_CODE_WRONG')).toHaveLength(4);
      expect(errors.filter((error) => error === 'TWO_FACTOR_LOCKED')).toHaveLength(4);
      const row = await factorRow(account);
      expect(row?.locked_until?.getTime()).toBeGreaterThan(Date.now());
      expect(row).toMatchObject({ failures: 0 });
      // No session was opened by any of them.
      const sessions = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('actor', '=', desk.actor)
        .where('subject_id', '=', account.id)
        .execute();
      expect(sessions).toHaveLength(1);
    });

    it('uses a challenge once, lets it expire, and keeps it to the desk that gave it', async () => {
      const account = await accountWithTwoFactor();
      const challenge = await challengeOf(account);
      const first = await answer(challenge, codeOfStep(account.secret, account.enabledStep + 1));
      expect(first.code, first.msg).toBe(1);
      // Used: even a good recovery code does not open a second session with it.
      const reused = await answer(challenge, account.recoveryCodes[0] ?? '');
      expect(reused).toMatchObject({
        code: 0,
        msg: 'The sign-in took too long: enter your password again',
        data: { error: 'SECOND_STEP_EXPIRED' },
      });
      expect((await get('/two_factor', account.token)).data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT);

      // Expired: refused before any code is checked (the recovery code is not used up).
      const late = await challengeOf(account);
      await t.db
        .updateTable('sign_in_challenges')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('token_hash', '=', sha256(late))
        .execute();
      expect((await answer(late, account.recoveryCodes[0] ?? '')).data.error).toBe('SECOND_STEP_EXPIRED');
      expect((await get('/two_factor', account.token)).data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT);

      // Unknown challenges are the same answer.
      expect((await answer('made-up-challenge', account.recoveryCodes[0] ?? '')).data.error).toBe(
        'SECOND_STEP_EXPIRED',
      );

      // The other desk's second step does not open a session with this desk's challenge.
      const other = DESKS.find((d) => d.actor !== desk.actor);
      if (!other) throw new Error('no other desk');
      const elsewhere = await call(t.app, 'POST', other.secondStep, {
        body: { challenge: await challengeOf(account), code: account.recoveryCodes[1] ?? '' },
        ip: nextIp(),
      });
      expect(elsewhere).toMatchObject({ code: 0, data: { error: 'SECOND_STEP_EXPIRED' } });
      expect(elsewhere.data.token).toBeUndefined();
    });

    it('sends a sign-in back to the password when its second factor was turned off meanwhile', async () => {
      const account = await accountWithTwoFactor();
      const challenge = await challengeOf(account);
      // Turned off from a session it already had (its owner, or an admin clearing it, would do the same).
      const off = await post('/two_factor/disable', account.token, {
        password: account.password,
        code: account.recoveryCodes[0],
      });
      expect(off.code, off.msg).toBe(1);
      const late = await answer(challenge, codeOfStep(account.secret, account.enabledStep + 1));
      expect(late).toMatchObject({ code: 0, data: { error: 'SECOND_STEP_EXPIRED' } });
      expect(late.data.token).toBeUndefined();
      const again = await signIn(account);
      expect(again.data.token).toEqual(expect.any(String));
    });

    it('turns off only with the password and a code; the sign-in then gives a session at once', async () => {
      const account = await accountWithTwoFactor();
      const code = codeOfStep(account.secret, account.enabledStep + 1);
      const noPassword = await post('/two_factor/disable', account.token, { password: 'not-the-password', code });
      expect(noPassword.data.error).toBe('WRONG_PASSWORD');
      const noCode = await post('/two_factor/disable', account.token, {
        password: account.password,
        code: wrongCode(account.secret),
      });
      expect(noCode.data.error).toBe('TWO_FACTOR_CODE_WRONG');
      expect((await get('/two_factor', account.token)).data.enabled).toBe(true);

      // The wrong password did not use the code up: it turns it off now.
      const off = await post('/two_factor/disable', account.token, { password: account.password, code });
      expect(off.code, off.msg).toBe(1);
      expect((await get('/two_factor', account.token)).data).toEqual({
        enabled: false,
        required: false,
        recovery_codes_left: 0,
        locked_until: null,
      });
      expect(await factorRow(account)).toBeUndefined();
      const left = await t.db
        .selectFrom('recovery_codes')
        .select('id')
        .where('actor', '=', desk.actor)
        .where('subject_id', '=', account.id)
        .execute();
      expect(left).toEqual([]);
      const res = await signIn(account);
      expect(res.data.token).toEqual(expect.any(String));
      expect(res.data.second_step).toBeUndefined();
      // Off already: turning off again says so.
      expect(
        (await post('/two_factor/disable', account.token, { password: account.password, code: '123456' })).data.error,
      ).toBe('TWO_FACTOR_OFF');
    });

    it('turns off with a recovery code too (the phone is what was lost)', async () => {
      const account = await accountWithTwoFactor();
      const off = await post('/two_factor/disable', account.token, {
        password: account.password,
        code: account.recoveryCodes[3],
      });
      expect(off.code, off.msg).toBe(1);
      expect((await get('/two_factor', account.token)).data.enabled).toBe(false);
    });

    it('replaces the recovery codes with a new set for a code from the app', async () => {
      const account = await accountWithTwoFactor();
      const used = await answer(await challengeOf(account), account.recoveryCodes[0] ?? '');
      expect(used.code, used.msg).toBe(1);
      expect((await get('/two_factor', account.token)).data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

      // A recovery code does not make new ones; a wrong code is refused.
      const byRecovery = await post('/two_factor/recovery_codes', account.token, { code: account.recoveryCodes[1] });
      expect(byRecovery.data).toMatchObject({ error: 'VALIDATION', fields: { code: 'totpCodeRule' } });
      const wrong = await post('/two_factor/recovery_codes', account.token, { code: wrongCode(account.secret) });
      expect(wrong.data.error).toBe('TWO_FACTOR_CODE_WRONG');

      const renewed = await post('/two_factor/recovery_codes', account.token, {
        code: codeOfStep(account.secret, account.enabledStep + 1),
      });
      expect(renewed.code, renewed.msg).toBe(1);
      const codes = renewed.data.codes as string[];
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(codes.filter((code) => account.recoveryCodes.includes(code))).toEqual([]);
      expect((await get('/two_factor', account.token)).data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT);

      // The old set is gone, the new one signs in.
      expect((await answer(await challengeOf(account), account.recoveryCodes[1] ?? '')).data.error).toBe(
        'TWO_FACTOR_CODE_WRONG',
      );
      const fresh = await answer(await challengeOf(account), codes[0] ?? '');
      expect(fresh.code, fresh.msg).toBe(1);
    });

    it('refuses the security calls without a session of this desk', async () => {
      const account = await newAccount();
      expect((await call(t.app, 'GET', `${desk.security}/two_factor`)).status).toBe(401);
      const other = DESKS.find((d) => d.actor !== desk.actor);
      if (!other) throw new Error('no other desk');
      const res = await call(t.app, 'GET', `${other.security}/two_factor`, { token: account.token });
      expect(res.status).toBe(403);
    });
  });
});
