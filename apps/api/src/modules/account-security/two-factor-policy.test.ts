import type { OperatorRole } from '@shop/contract/console-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { insertOperator } from '../console/operator-admin.service.ts';
import { codeAt } from './totp.ts';

const PASSWORD = 'operator-secret-1';

/**
 * The platform's two-factor policy (docs/account-security.md#required-for-operator-roles): an admin names the operator roles that
 * must sign in with a second step; a holder of such a role without it still signs in, but every call beyond its own
 * account answers 403 TWO_FACTOR_SETUP_REQUIRED until it turns it on. Admins alone read and save the policy, and
 * clear an operator's second factor (a lost phone), which ends its sessions.
 */
describe(`two-factor policy for operators (${engine})`, () => {
  let t: TestApp;
  let admin: string;
  let passwordHash: string;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.63.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  /** A finance call, a catalogue call: neither is the operator's own account. */
  const FINANCE_CALL = '/api/console/recharges';
  const CATALOGUE_CALL = '/api/console/categories';

  const login = (account: string, password = PASSWORD) =>
    call(t.app, 'POST', '/api/console/login', { body: { account, password }, ip: nextIp() });
  const get = (url: string, token: string) => call(t.app, 'GET', url, { token });
  const post = (url: string, token: string, body: unknown) => call(t.app, 'POST', url, { token, body });

  /** A new operator holding `roles`, signed in: its id, account, token and the sign-in's operator. */
  async function operatorWith(roles: OperatorRole[]) {
    const account = uniqueAccount('policy');
    const made = await insertOperator(t.db, { account, password_hash: passwordHash, name: roles.join('+'), roles });
    if (!made) throw new Error('operator not created');
    const res = await login(account);
    expect(res.code, res.msg).toBe(1);
    return { id: made.id, account, token: res.data.token as string, operator: res.data.operator };
  }

  /** Turns the operator's two-factor sign-in on through its own account: the secret. */
  async function turnOn(token: string): Promise<string> {
    const setup = await post('/api/console/my/two_factor/setup', token, { password: PASSWORD });
    expect(setup.code, setup.msg).toBe(1);
    const secret = setup.data.secret as string;
    const enabled = await post('/api/console/my/two_factor/enable', token, { code: codeAt(secret, Date.now()) });
    expect(enabled.code, enabled.msg).toBe(1);
    return secret;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    passwordHash = await hashSecret(PASSWORD);
    admin = (await operatorWith(['admin'])).token;
    expect((await get('/api/console/security_policy', admin)).data).toEqual({ roles: [] });
    const saved = await post('/api/console/security_policy/save', admin, { roles: ['finance'] });
    expect(saved).toMatchObject({ code: 1, data: { roles: ['finance'] } });
  });
  afterAll(() => t.close());

  it('keeps the policy an admin saves, in the audit log, in the roles’ order', async () => {
    expect((await get('/api/console/security_policy', admin)).data).toEqual({ roles: ['finance'] });
    const both = await post('/api/console/security_policy/save', admin, { roles: ['support', 'finance'] });
    expect(both.data).toEqual({ roles: ['finance', 'support'] });
    const back = await post('/api/console/security_policy/save', admin, { roles: ['finance'] });
    expect(back.data).toEqual({ roles: ['finance'] });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'security_policy.update')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.after)).toEqual([
      { roles: ['finance'] },
      { roles: ['finance', 'support'] },
      { roles: ['finance'] },
    ]);
    expect((await post('/api/console/security_policy/save', admin, { roles: ['nobody'] })).data.error).toBe(
      'VALIDATION',
    );
  });

  it('lets a finance operator without it sign in and reach only its own account until it turns it on', async () => {
    const clerk = await operatorWith(['finance']);
    expect(clerk.operator).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: true });
    expect((await get('/api/console/me', clerk.token)).data).toMatchObject({
      id: clerk.id,
      two_factor_enabled: false,
      two_factor_setup_required: true,
    });
    const refused = await get(FINANCE_CALL, clerk.token);
    expect(refused).toMatchObject({
      status: 403,
      code: 403,
      msg: 'Your role requires two-factor sign-in: turn it on to continue',
      data: { error: 'TWO_FACTOR_SETUP_REQUIRED' },
    });
    // A call its roles never allowed is still FORBIDDEN, as before.
    expect((await get(CATALOGUE_CALL, clerk.token)).data.error).toBe('FORBIDDEN');
    // Its own account is open: the status says it is required, the sessions list.
    expect((await get('/api/console/my/two_factor', clerk.token)).data).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
      locked_until: null,
    });
    expect((await get('/api/console/my/sessions', clerk.token)).code).toBe(1);

    await turnOn(clerk.token);
    expect((await get(FINANCE_CALL, clerk.token)).code).toBe(1);
    expect((await get('/api/console/me', clerk.token)).data).toMatchObject({
      two_factor_enabled: true,
      two_factor_setup_required: false,
    });
    expect((await get('/api/console/my/two_factor', clerk.token)).data).toMatchObject({
      enabled: true,
      required: true,
    });
  });

  it('holds every call of an operator one of whose roles is named, the other role’s calls too', async () => {
    const both = await operatorWith(['catalogue', 'finance']);
    expect((await get(CATALOGUE_CALL, both.token)).data.error).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await get(FINANCE_CALL, both.token)).data.error).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // Signing out is its own account's too.
    expect((await post('/api/console/logout', both.token, {})).code).toBe(1);
    expect((await get('/api/console/me', both.token)).status).toBe(401);
  });

  it('leaves a catalogue operator without it unaffected', async () => {
    const catalogue = await operatorWith(['catalogue']);
    expect(catalogue.operator).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: false });
    expect((await get(CATALOGUE_CALL, catalogue.token)).code).toBe(1);
    expect((await get('/api/console/my/two_factor', catalogue.token)).data).toMatchObject({ required: false });
  });

  it('lets only admins read and save the policy', async () => {
    const finance = await operatorWith(['finance']);
    await turnOn(finance.token);
    for (const roles of [['catalogue'], ['support', 'fulfilment']] as OperatorRole[][]) {
      const other = await operatorWith(roles);
      for (const token of [finance.token, other.token]) {
        expect((await get('/api/console/security_policy', token)).status).toBe(403);
        const save = await post('/api/console/security_policy/save', token, { roles: [] });
        expect(save).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
      }
    }
    expect((await get('/api/console/security_policy', admin)).data).toEqual({ roles: ['finance'] });
  });

  it('lets an admin clear an operator’s second factor: its sessions end, it signs in with its password alone', async () => {
    const clerk = await operatorWith(['finance']);
    await turnOn(clerk.token);
    const signIn = await login(clerk.account);
    expect(signIn.data.second_step).toBeDefined();

    // Not an admin: refused.
    const catalogue = await operatorWith(['catalogue']);
    const refused = await post('/api/console/operator/reset_two_factor', catalogue.token, { id: clerk.id });
    expect(refused).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
    expect((await get(FINANCE_CALL, clerk.token)).code).toBe(1);

    expect((await post('/api/console/operator/reset_two_factor', admin, { id: 999_999 })).data.error).toBe(
      'OPERATOR_NOT_FOUND',
    );
    const reset = await post('/api/console/operator/reset_two_factor', admin, { id: clerk.id });
    expect(reset).toMatchObject({ code: 1, data: null });
    expect((await get('/api/console/me', clerk.token)).status).toBe(401);
    const list = await get('/api/console/operators', admin);
    expect(list.data.list.find((row: { id: number }) => row.id === clerk.id)).toMatchObject({
      two_factor_enabled: false,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'operator.reset_two_factor')
      .where('target_id', '=', clerk.id)
      .executeTakeFirst();
    expect(audit).toMatchObject({ before: { two_factor: true }, after: { two_factor: false, sessions_ended: 1 } });

    // The password alone signs in again; the policy sends it to set a new second step up.
    const again = await login(clerk.account);
    expect(again.data).toMatchObject({
      token: expect.any(String),
      operator: { two_factor_enabled: false, two_factor_setup_required: true },
    });
    expect((await get(FINANCE_CALL, again.data.token)).data.error).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // A new secret is set up from scratch, and the calls open again.
    await turnOn(again.data.token);
    expect((await get(FINANCE_CALL, again.data.token)).code).toBe(1);
  });
});
