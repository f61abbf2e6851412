import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { checkPayCode, judgePayCode, type PayCodeCheck } from './pay-password.service.ts';
import { lockPayments, lockUserForPayCheck, updateUser } from './user.repo.ts';

/**
 * A payment code is hashed before the shopper's row is locked (checkPayCode) and judged under the lock
 * (judgePayCode): whatever changed in between is judged as it is at the verdict.
 */
describe(`payment code: hashed first, judged under the lock (${engine})`, () => {
  let t: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const shopper = async (code?: string) => {
    ipCounter += 1;
    const s = await registerShopper(t.app, {}, { ip: `10.5.0.${ipCounter}` });
    if (code) {
      const res = await call(t.app, 'POST', '/api/user/resetPay', {
        token: s.token,
        body: { pay_password: code, confirm_pay_password: code },
      });
      expect(res.code).toBe(1);
    }
    return s;
  };
  const judge = (userId: number, check: PayCodeCheck) =>
    t.db.transaction().execute(async (trx) => judgePayCode(trx, userId, check, await lockUserForPayCheck(trx, userId)));

  it('refuses before hashing when no code is set or payments are locked', async () => {
    const none = await shopper();
    await expect(checkPayCode(t.db, none.id, '123456')).rejects.toMatchObject({ key: 'PAY_PASSWORD_NOT_SET' });
    const locked = await shopper('123456');
    await lockPayments(t.db, locked.id, 15);
    await expect(checkPayCode(t.db, locked.id, '123456')).rejects.toMatchObject({ key: 'PAY_PASSWORD_LOCKED' });
  });

  it('judges against the code stored at the verdict when it was changed after the hash was checked', async () => {
    const s = await shopper('123456');
    const stale = await checkPayCode(t.db, s.id, '123456');
    expect(stale.matches).toBe(true);
    await updateUser(t.db, s.id, { pay_password_hash: await hashSecret('654321') });
    expect(await judge(s.id, stale)).toMatchObject({ key: 'PAY_PASSWORD_WRONG', detail: { attempts_left: 4 } });
    expect(await judge(s.id, await checkPayCode(t.db, s.id, '654321'))).toBeUndefined();
  });

  it('refuses at the verdict a right code hashed before payments were locked', async () => {
    const s = await shopper('123456');
    const check = await checkPayCode(t.db, s.id, '123456');
    await lockPayments(t.db, s.id, 15);
    expect(await judge(s.id, check)).toMatchObject({ key: 'PAY_PASSWORD_LOCKED' });
  });

  it('counts a wrong code at its verdict and clears the count at a right one', async () => {
    const s = await shopper('123456');
    for (const left of [4, 3])
      expect(await judge(s.id, await checkPayCode(t.db, s.id, '000000'))).toMatchObject({
        detail: { attempts_left: left },
      });
    expect(await judge(s.id, await checkPayCode(t.db, s.id, '123456'))).toBeUndefined();
    expect(await judge(s.id, await checkPayCode(t.db, s.id, '000000'))).toMatchObject({
      detail: { attempts_left: 4 },
    });
  });
});
