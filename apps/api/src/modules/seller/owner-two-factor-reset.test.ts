import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../../test/actors.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { codeAt } from '../account-security/totp.ts';

/**
 * The platform lifts a shop owner's second step (docs/account-security.md#two-factor-sign-in): the owner lost its
 * phone and its recovery codes. An operator with `sellers` clears it; the owner's sessions end, its next sign-in
 * asks the password only, and the audit log names the operator. Anyone else is refused.
 */
describe(`an operator clears a shop owner's two-factor sign-in (${engine})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await operatorToken(t.app, t.db, ['admin']);
  });
  afterAll(() => t.close());

  it('ends its sessions, signs it in with the password alone, and is in the audit log; support is refused', async () => {
    const token = await sellerToken(t.app, admin);
    const me = (await call(t.app, 'GET', '/api/seller/me', { token })).data as { id: number; account: string };
    const setup = await call(t.app, 'POST', '/api/seller/security/two_factor/setup', {
      token,
      body: { password: 'seller-secret-1' },
    });
    const secret = setup.data.secret as string;
    const on = await call(t.app, 'POST', '/api/seller/security/two_factor/enable', {
      token,
      body: { code: codeAt(secret) },
    });
    expect(on.code, on.msg).toBe(1);
    const asked = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: me.account, password: 'seller-secret-1' },
    });
    expect(asked.data).toHaveProperty('second_step');

    const support = await operatorToken(t.app, t.db, ['support']);
    const refused = await call(t.app, 'POST', '/api/console/seller/reset_two_factor', {
      token: support,
      body: { id: me.id },
    });
    expect(refused.status).toBe(403);
    const catalogue = await operatorToken(t.app, t.db, ['catalogue']);
    expect(
      (await call(t.app, 'POST', '/api/console/seller/reset_two_factor', { token: catalogue, body: { id: 2 ** 30 } }))
        .data.error,
    ).toBe('APPLICATION_NOT_FOUND');
    const cleared = await call(t.app, 'POST', '/api/console/seller/reset_two_factor', {
      token: catalogue,
      body: { id: me.id },
    });
    expect(cleared.code, cleared.msg).toBe(1);

    expect((await call(t.app, 'GET', '/api/seller/me', { token })).status).toBe(401);
    const signIn = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: me.account, password: 'seller-secret-1' },
    });
    expect(signIn.data).toHaveProperty('token');
    const status = await call(t.app, 'GET', '/api/seller/security/two_factor', { token: signIn.data.token as string });
    expect(status.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    const log = await call(t.app, 'GET', '/api/console/audit_log', { token: admin, query: { target_type: 'seller' } });
    expect(log.data.list[0]).toMatchObject({ action: 'seller.reset_two_factor', target_id: me.id });
  });
});
