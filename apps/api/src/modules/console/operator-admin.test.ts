import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { nextIp } from '../../../test/order-fixture.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { insertOperator } from './operator.repo.ts';

const PASSWORD = 'operator-secret-1';

/**
 * Operators and their roles (docs/domain.md#roles-and-permissions, admins only): create, edit, reset a password, deactivate; accounts unique
 * whatever their case; a reset or a deactivation ends the operator's sessions at once; the platform never loses its
 * last active admin; every save is in the audit log without the password hash.
 */
describe(`console operators: list and save (${engine})`, () => {
  let t: TestApp;
  let chief: { id: number; token: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const made = await insertOperator(t.db, {
      account: 'chief',
      password_hash: await hashSecret(PASSWORD),
      name: 'Chief',
      roles: ['admin'],
    });
    if (!made) throw new Error('admin not created');
    chief = { id: made.id, token: await tokenOf('chief') };
  });
  afterAll(() => t.close());

  async function loginAs(account: string, password = PASSWORD) {
    return call(t.app, 'POST', '/api/console/login', { body: { account, password }, ip: nextIp() });
  }
  async function tokenOf(account: string, password = PASSWORD): Promise<string> {
    const res = await loginAs(account, password);
    expect(res.code, res.msg).toBe(1);
    return res.data.token as string;
  }
  const save = (body: Record<string, unknown>, token = chief.token) =>
    call(t.app, 'POST', '/api/console/operator/save', { token, body });
  const me = (token: string) => call(t.app, 'GET', '/api/console/me', { token });
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'operator')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
  const isAdmin = sql<boolean>`'admin' = any(roles)`;
  /** Leaves exactly these operators holding the admin role (every other admin becomes support). */
  const onlyAdmins = async (ids: number[]) => {
    await t.db
      .updateTable('operators')
      .set({ roles: ['admin'] })
      .where('id', 'in', ids)
      .execute();
    await t.db
      .updateTable('operators')
      .set({ roles: ['support'] })
      .where('id', 'not in', ids)
      .where(isAdmin)
      .execute();
  };
  const onlyChiefAdmin = () => onlyAdmins([chief.id]);

  async function create(roles: string[] = ['finance'], extra: Record<string, unknown> = {}) {
    const account = uniqueAccount('clerk');
    const res = await save({ account, name: 'Clerk', password: PASSWORD, roles, active: true, ...extra });
    expect(res.code, res.msg).toBe(1);
    return { id: res.data.id as number, account };
  }

  it('creates an operator that can sign in with its roles; the list shows it; the audit log keeps no hash', async () => {
    const account = uniqueAccount('Finance');
    const res = await save({
      account,
      name: '  Fiona  ',
      password: PASSWORD,
      roles: ['support', 'finance'],
      active: true,
    });
    expect(res).toMatchObject({
      code: 1,
      msg: 'Save success',
      data: {
        account: account.toLowerCase(),
        name: 'Fiona',
        roles: ['finance', 'support'],
        active: true,
        last_login_at: null,
      },
    });
    const id = res.data.id as number;
    const token = await tokenOf(account.toUpperCase());
    expect((await me(token)).data).toEqual({
      id,
      account: account.toLowerCase(),
      name: 'Fiona',
      roles: ['finance', 'support'],
      email: '',
      two_factor_enabled: false,
      two_factor_setup_required: false,
    });
    // Its roles are what it may do: finance, not operators.
    expect((await call(t.app, 'GET', '/api/console/recharges', { token })).code).toBe(1);
    expect((await call(t.app, 'GET', '/api/console/operators', { token })).status).toBe(403);

    const list = await call(t.app, 'GET', '/api/console/operators', { token: chief.token, query: { limit: 50 } });
    expect(list.code).toBe(1);
    const row = list.data.list.find((o: { id: number }) => o.id === id);
    expect(row).toEqual({
      id,
      account: account.toLowerCase(),
      name: 'Fiona',
      roles: ['finance', 'support'],
      active: true,
      email: '',
      two_factor_enabled: false,
      created_at: expect.any(String),
      last_login_at: expect.any(String),
    });
    expect(Date.parse(row.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.data.list[0]).toMatchObject({ id: chief.id, roles: ['admin'] });
    expect(JSON.stringify(list)).not.toContain('scrypt');

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      operator_id: chief.id,
      action: 'operator.create',
      before: null,
      after: {
        account: account.toLowerCase(),
        name: 'Fiona',
        roles: ['finance', 'support'],
        active: true,
        password_set: true,
      },
    });
    expect(JSON.stringify(audit)).not.toContain('scrypt');
  });

  it('refuses an account another operator holds, whatever its case, on create and on edit', async () => {
    const first = await create();
    const taken = await save({
      account: first.account.toUpperCase(),
      name: 'X',
      password: PASSWORD,
      roles: ['support'],
      active: true,
    });
    expect(taken).toMatchObject({
      code: 0,
      msg: 'Another operator already uses this account',
      data: { error: 'OPERATOR_ACCOUNT_TAKEN' },
    });
    const second = await create();
    const renamed = await save({
      id: second.id,
      account: ` ${first.account} `,
      name: 'X',
      roles: ['support'],
      active: true,
    });
    expect(renamed.data.error).toBe('OPERATOR_ACCOUNT_TAKEN');
    // Keeping its own account is no clash.
    expect(
      (await save({ id: second.id, account: second.account, name: 'Renamed', roles: ['support'], active: true })).code,
    ).toBe(1);
  });

  it('refuses a new operator without a password, and bad fields with their messages', async () => {
    const account = uniqueAccount('nopass');
    expect(await save({ account, name: 'No Pass', roles: ['support'], active: true })).toMatchObject({
      code: 0,
      msg: 'Set a password for the new operator',
      data: { error: 'PASSWORD_REQUIRED_FOR_NEW' },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account, name: 'N', password: PASSWORD, roles: [], active: true }, 'VALIDATION', 'Choose at least one role'],
      [{ account, name: 'N', password: PASSWORD, active: true }, 'VALIDATION', 'Choose at least one role'],
      [
        { account, name: ' ', password: PASSWORD, roles: ['support'], active: true },
        'VALIDATION',
        'Please enter the name',
      ],
      [
        { account, name: 'N', password: '123', roles: ['support'], active: true },
        'VALIDATION',
        'Please fill in the password as required',
      ],
      [
        { account: 'a b', name: 'N', password: PASSWORD, roles: ['support'], active: true },
        'VALIDATION',
        'The account must be 3–40 letters, digits or _ . @ + -',
      ],
      [
        { account, name: 'N', password: PASSWORD, roles: ['boss'], active: true },
        'VALIDATION',
        'Invalid value: roles.0',
      ],
      [
        { account, name: 'N', password: PASSWORD, roles: ['support'], active: true, password_hash: 'x' },
        'UNKNOWN_FIELD',
        'Unknown field: password_hash',
      ],
    ];
    for (const [body, error, msg] of cases)
      expect(await save(body), JSON.stringify(body)).toMatchObject({ code: 0, msg, data: { error } });
    expect(await t.db.selectFrom('operators').select('id').where('account', '=', account).execute()).toEqual([]);
    expect(await save({ id: 2_000_000_000, account, name: 'N', roles: ['support'], active: true })).toMatchObject({
      code: 0,
      msg: 'The operator does not exist',
      data: { error: 'OPERATOR_NOT_FOUND' },
    });
  });

  it('a new password ends every session of that operator; the old password stops working', async () => {
    const clerk = await create(['fulfilment']);
    const tokens = [await tokenOf(clerk.account), await tokenOf(clerk.account)];
    const other = await create(['fulfilment']);
    const otherToken = await tokenOf(other.account);
    const res = await save({
      id: clerk.id,
      account: clerk.account,
      name: 'Clerk',
      password: 'brand-new-secret',
      roles: ['fulfilment'],
      active: true,
    });
    expect(res.code, res.msg).toBe(1);
    for (const token of tokens) expect((await me(token)).status).toBe(401);
    expect((await me(otherToken)).code).toBe(1);
    expect((await loginAs(clerk.account)).data.error).toBe('WRONG_CREDENTIALS');
    expect((await me(await tokenOf(clerk.account, 'brand-new-secret'))).code).toBe(1);
    const audits = await auditOf(clerk.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'operator.update',
      after: { password_set: true, sessions_ended: 2 },
    });
    // An edit without a password keeps the sessions and the password.
    const live = await tokenOf(clerk.account, 'brand-new-secret');
    expect(
      (await save({ id: clerk.id, account: clerk.account, name: 'Clerk Two', roles: ['support'], active: true })).code,
    ).toBe(1);
    expect((await me(live)).data).toMatchObject({ name: 'Clerk Two', roles: ['support'] });
  });

  it('deactivating ends its sessions and refuses its sign-in; reactivating lets it back', async () => {
    const clerk = await create(['catalogue']);
    const token = await tokenOf(clerk.account);
    const res = await save({
      id: clerk.id,
      account: clerk.account,
      name: 'Clerk',
      roles: ['catalogue'],
      active: false,
    });
    expect(res).toMatchObject({ code: 1, data: { active: false } });
    expect((await me(token)).status).toBe(401);
    expect((await loginAs(clerk.account)).data.error).toBe('ACCOUNT_DISABLED');
    expect(
      (await save({ id: clerk.id, account: clerk.account, name: 'Clerk', roles: ['catalogue'], active: true })).code,
    ).toBe(1);
    expect((await loginAs(clerk.account)).code).toBe(1);
  });

  describe('the last active admin', () => {
    it('cannot demote or deactivate itself, nor be demoted or deactivated by another save', async () => {
      await onlyChiefAdmin();
      const self = (changes: Record<string, unknown>) =>
        save({ id: chief.id, account: 'chief', name: 'Chief', roles: ['admin'], active: true, ...changes });
      for (const changes of [
        { roles: ['support'] },
        { active: false },
        { roles: ['finance', 'support'], active: false },
      ])
        expect(await self(changes), JSON.stringify(changes)).toMatchObject({
          code: 0,
          msg: 'At least one active admin must remain',
          data: { error: 'LAST_ADMIN' },
        });
      expect(
        await t.db
          .selectFrom('operators')
          .select(['roles', 'disabled'])
          .where('id', '=', chief.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        roles: ['admin'],
        disabled: false,
      });
      expect((await me(chief.token)).code).toBe(1);
    });

    it('with a second admin, one may step down; then the other is the last', async () => {
      await onlyChiefAdmin();
      const deputy = await create(['admin']);
      const deputyToken = await tokenOf(deputy.account);
      // The deputy demotes itself: chief remains.
      expect(
        (
          await save(
            { id: deputy.id, account: deputy.account, name: 'Deputy', roles: ['support'], active: true },
            deputyToken,
          )
        ).code,
      ).toBe(1);
      // Its session lives on with its new roles: operators are no longer its business.
      expect((await call(t.app, 'GET', '/api/console/operators', { token: deputyToken })).status).toBe(403);
      // Chief is the last admin again.
      expect(
        (await save({ id: chief.id, account: 'chief', name: 'Chief', roles: ['support'], active: true })).data.error,
      ).toBe('LAST_ADMIN');
      // A deactivated admin does not count.
      await create(['admin'], { active: false });
      expect(
        (await save({ id: chief.id, account: 'chief', name: 'Chief', roles: ['support'], active: true })).data.error,
      ).toBe('LAST_ADMIN');
    });

    it('two admins demoting each other at once: one wins, one admin remains', async () => {
      const a = await create(['admin']);
      const b = await create(['admin']);
      await onlyAdmins([a.id, b.id]);
      try {
        const [aToken, bToken] = [await tokenOf(a.account), await tokenOf(b.account)];
        const results = await Promise.all([
          save({ id: b.id, account: b.account, name: 'B', roles: ['support'], active: true }, aToken),
          save({ id: a.id, account: a.account, name: 'A', roles: ['support'], active: true }, bToken),
        ]);
        const codes = results.map((r) => (r.code === 1 ? 'ok' : r.data.error)).sort();
        // The loser either counted the winner's change (LAST_ADMIN) or lost its own admin role first (403).
        expect(codes[1]).toBe('ok');
        expect(['LAST_ADMIN', 'FORBIDDEN']).toContain(codes[0]);
        const admins = await t.db
          .selectFrom('operators')
          .select('id')
          .where(isAdmin)
          .where('disabled', '=', false)
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await onlyChiefAdmin();
      }
    });
  });

  it('answers 403 to every operator without the admin role', async () => {
    for (const roles of [
      ['catalogue'],
      ['finance'],
      ['fulfilment'],
      ['support'],
      ['catalogue', 'finance', 'fulfilment', 'support'],
    ]) {
      const clerk = await create(roles);
      const token = await tokenOf(clerk.account);
      expect((await call(t.app, 'GET', '/api/console/operators', { token })).status, roles.join()).toBe(403);
      const res = await save(
        { id: clerk.id, account: clerk.account, name: 'Me', roles: ['admin'], active: true },
        token,
      );
      expect(res, roles.join()).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
    }
  });
});
