import { TOTP_SETTINGS } from '@shop/contract/account-security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerToken } from '../../../test/actors.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { operatorToken, PAY_CODE } from '../../../test/order-fixture.ts';
import { codeAt } from '../account-security/totp.ts';
import { creditShop } from '../ledger/account-ledger.service.ts';

const PERIOD_MS = TOTP_SETTINGS.period * 1000;
const stepOf = (time: number) => Math.floor(time / PERIOD_MS);
/** The app's code for time step `step`. */
const codeOfStep = (secret: string, step: number) => codeAt(secret, step * PERIOD_MS + PERIOD_MS / 2);

/** The password actors.ts gives its sellers. */
const SELLER_PASSWORD = 'seller-secret-1';
const THAI_ACCOUNT = { holder_name: 'Somchai Jaidee', bank_name: 'Kasikornbank', account_no: '123-4-56789-0' };

interface Owner {
  token: string;
  id: number;
  shopId: number;
  /** With two-factor sign-in on: its secret, and the step whose code and the next one's are still unused. */
  secret?: string;
  step?: number;
  fresh?: [string, string];
}

/**
 * Payouts with the owner's two-factor sign-in on (docs/account-security.md#payouts): where the shop's money goes
 * (a payout account saved or deleted) and a withdrawal ask a code from the app beside the session, and nothing moves
 * without the right one; with it off, nothing more is asked than before.
 */
describe(`payouts with two-factor sign-in (${engine})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await operatorToken(t.app, t.db, ['admin']);
  });
  afterAll(() => t.close());

  const seller = (method: 'GET' | 'POST', url: string, token: string, body?: unknown, key?: string) =>
    call(t.app, method, `/api/seller${url}`, { token, body, headers: key ? { 'idempotency-key': key } : {} });
  const accounts = async (owner: Owner) =>
    (await seller('GET', '/payout_accounts', owner.token)).data.list as { id: number }[];
  const balance = async (owner: Owner) => (await seller('GET', '/withdraw', owner.token)).data.balance as string;
  const withdrawals = async (owner: Owner) => (await seller('GET', '/withdrawals', owner.token)).data.list as unknown[];

  /** An approved owner with 1 000.00 in its shop's balance and a payment code; two-factor sign-in on when asked. */
  async function owner(twoFactor: boolean): Promise<Owner> {
    const token = await sellerToken(t.app, admin);
    const me = await seller('GET', '/me', token);
    const made: Owner = { token, id: me.data.id, shopId: me.data.shop_id };
    await t.db
      .transaction()
      .execute((trx) => creditShop(trx, made.shopId, 100_000, { kind: 'adjustment', refType: 'test' }));
    const code = await seller('POST', '/pay_password', token, {
      pay_password: PAY_CODE,
      confirm_pay_password: PAY_CODE,
    });
    expect(code.code, code.msg).toBe(1);
    if (!twoFactor) return made;
    const setup = await seller('POST', '/security/two_factor/setup', token, { password: SELLER_PASSWORD });
    expect(setup.code, setup.msg).toBe(1);
    const secret = setup.data.secret as string;
    // Turned on with the previous step's code (within the window): this step's and the next one's stay unused.
    const now = stepOf(Date.now());
    const enabled = await seller('POST', '/security/two_factor/enable', token, { code: codeOfStep(secret, now - 1) });
    expect(enabled.code, enabled.msg).toBe(1);
    return { ...made, secret, step: now, fresh: [codeOfStep(secret, now), codeOfStep(secret, now + 1)] };
  }

  /** A code that is none of the owner's codes near now. */
  function wrongCode(o: Owner): string {
    const now = stepOf(Date.now());
    const near = new Set(Array.from({ length: 6 }, (_, i) => codeOfStep(o.secret ?? '', now - 2 + i)));
    for (let n = 314_159; ; n += 1) if (!near.has(String(n))) return String(n);
  }
  const freshCodes = (o: Owner): [string, string] => {
    if (!o.fresh) throw new Error('two-factor sign-in is off');
    return o.fresh;
  };

  it('asks no code with two-factor sign-in off, as before', async () => {
    const o = await owner(false);
    const saved = await seller('POST', '/payout_account/save', o.token, THAI_ACCOUNT);
    expect(saved.code, saved.msg).toBe(1);
    const drawn = await seller('POST', '/withdraw', o.token, {
      amount: '50',
      pay_password: PAY_CODE,
      payout_account_id: saved.data.id,
    });
    expect(drawn.code, drawn.msg).toBe(1);
    expect(Number(await balance(o))).toBeLessThan(1000);
    const deleted = await seller('POST', '/payout_account/delete', o.token, { id: saved.data.id });
    expect(deleted.code, deleted.msg).toBe(1);
    expect(await accounts(o)).toEqual([]);
  });

  it('asks a code from the app to save and to delete a payout account; nothing changes without the right one', async () => {
    const o = await owner(true);
    const [first, second] = freshCodes(o);
    const save = (extra: Record<string, unknown>) =>
      seller('POST', '/payout_account/save', o.token, { ...THAI_ACCOUNT, ...extra });

    expect(await save({})).toMatchObject({ code: 0, data: { error: 'TWO_FACTOR_CODE_REQUIRED' } });
    expect((await save({ two_factor_code: wrongCode(o) })).data.error).toBe('TWO_FACTOR_CODE_WRONG');
    expect(await accounts(o)).toEqual([]);
    const saved = await save({ two_factor_code: first });
    expect(saved.code, saved.msg).toBe(1);
    // An edit asks again: the code just used is refused.
    const edit = await save({ id: saved.data.id, holder_name: 'Someone Else', two_factor_code: first });
    expect(edit.data.error).toBe('TWO_FACTOR_CODE_WRONG');
    expect(await accounts(o)).toEqual([saved.data]);

    const remove = (extra: Record<string, unknown>) =>
      seller('POST', '/payout_account/delete', o.token, { id: saved.data.id, ...extra });
    expect((await remove({})).data.error).toBe('TWO_FACTOR_CODE_REQUIRED');
    expect((await remove({ two_factor_code: wrongCode(o) })).data.error).toBe('TWO_FACTOR_CODE_WRONG');
    // A recovery code signs in, but does not move money.
    expect((await remove({ two_factor_code: 'abcde-fghjk' })).data).toMatchObject({
      error: 'VALIDATION',
      fields: { two_factor_code: 'totpCodeRule' },
    });
    expect(await accounts(o)).toEqual([saved.data]);
    const deleted = await remove({ two_factor_code: second });
    expect(deleted.code, deleted.msg).toBe(1);
    expect(await accounts(o)).toEqual([]);

    // The audit log keeps the calls, never the codes.
    const log = await seller('GET', '/audit_log', o.token);
    const payoutCalls = log.data.list.filter((e: { action: string }) => e.action.startsWith('POST /payout_account'));
    expect(payoutCalls.map((e: { action: string }) => e.action)).toEqual([
      'POST /payout_account/delete',
      'POST /payout_account/save',
    ]);
    for (const entry of payoutCalls) expect(entry.detail.two_factor_code).toBe('***');
  });

  it('asks a code from the app to withdraw; nothing moves without the right one, and a retry is the same request', async () => {
    const o = await owner(true);
    const [first, second] = freshCodes(o);
    const account = await seller('POST', '/payout_account/save', o.token, { ...THAI_ACCOUNT, two_factor_code: first });
    expect(account.code, account.msg).toBe(1);
    const body = { amount: '50', pay_password: PAY_CODE, payout_account_id: account.data.id };

    expect((await seller('POST', '/withdraw', o.token, body, 'payout-2fa-1')).data.error).toBe(
      'TWO_FACTOR_CODE_REQUIRED',
    );
    const wrong = await seller(
      'POST',
      '/withdraw',
      o.token,
      { ...body, two_factor_code: wrongCode(o) },
      'payout-2fa-1',
    );
    expect(wrong.data.error).toBe('TWO_FACTOR_CODE_WRONG');
    expect(await balance(o)).toBe('1000.00');
    expect(await withdrawals(o)).toEqual([]);

    const drawn = await seller('POST', '/withdraw', o.token, { ...body, two_factor_code: second }, 'payout-2fa-1');
    expect(drawn.code, drawn.msg).toBe(1);
    const after = await balance(o);
    expect(Number(after)).toBeLessThan(950);
    // The reply was lost and the owner typed the codes again (the app's code has moved on): the same request, replayed,
    // nothing more held. The seller center keeps the key for it, leaving the codes out of what makes an attempt.
    const retried = await seller(
      'POST',
      '/withdraw',
      o.token,
      { ...body, two_factor_code: codeOfStep(o.secret ?? '', (o.step ?? 0) + 2) },
      'payout-2fa-1',
    );
    expect(retried).toMatchObject({ code: 1, data: { id: drawn.data.id } });
    expect(await balance(o)).toBe(after);
    expect(await withdrawals(o)).toHaveLength(1);
    // A new request asks a new code: the one used is refused.
    const again = await seller('POST', '/withdraw', o.token, { ...body, two_factor_code: second }, 'payout-2fa-2');
    expect(again.data.error).toBe('TWO_FACTOR_CODE_WRONG');
    expect(await balance(o)).toBe(after);
  });

  it('refuses a staff member’s payouts before any code is asked', async () => {
    const o = await owner(true);
    await t.db
      .insertInto('shop_staff')
      .values({
        shop_id: o.shopId,
        owner_id: o.id,
        name: 'fay',
        display_name: 'Fay',
        email: 'fay@shop.example',
        roles: ['finance'],
        password_hash: (
          await t.db.selectFrom('sellers').select('password_hash').where('id', '=', o.id).executeTakeFirstOrThrow()
        ).password_hash,
      })
      .execute();
    const me = await seller('GET', '/me', o.token);
    const login = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: `${me.data.account}:fay`, password: SELLER_PASSWORD },
      ip: '10.65.0.1',
    });
    expect(login.code, login.msg).toBe(1);
    const [first] = freshCodes(o);
    const refused = await seller('POST', '/payout_account/save', login.data.token, {
      ...THAI_ACCOUNT,
      two_factor_code: first,
    });
    expect(refused).toMatchObject({ status: 403, data: { error: 'OWNER_ONLY' } });
    // The owner's code was not used up by the refused call.
    const saved = await seller('POST', '/payout_account/save', o.token, { ...THAI_ACCOUNT, two_factor_code: first });
    expect(saved.code, saved.msg).toBe(1);
  });
});
