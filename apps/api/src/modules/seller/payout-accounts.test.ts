import { checkAccountNumber, ibanChecksumOk, swiftOk } from '@shop/contract/payout-account';
import { sellerWithdrawBody } from '@shop/contract/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { operatorToken, PAY_CODE } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

const THAI_ACCOUNT = {
  holder_name: 'Somchai Jaidee',
  bank_name: 'Kasikornbank',
  account_no: '123-4-56789-0',
  swift: 'kasithbk',
};
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';

describe('payout account formats', () => {
  it('accepts local numbers with dashes or spaces between groups, kept as written', () => {
    expect(checkAccountNumber('123-4-56789-0')).toEqual({
      ok: true,
      kind: 'local',
      display: '123-4-56789-0',
      compact: '1234567890',
    });
    expect(checkAccountNumber(' 6222  0212 3456 7890 ')).toMatchObject({ ok: true, display: '6222 0212 3456 7890' });
    expect(checkAccountNumber('110-123-456789')).toMatchObject({ ok: true, kind: 'local' });
    for (const bad of ['12-', '1234', '123--456', '12a456789', '-123456', '1'.repeat(35), '']) {
      expect(checkAccountNumber(bad), bad).toEqual({ ok: false, message: 'accountNumberInvalid' });
    }
  });

  it('accepts an IBAN whose mod-97 checksum holds, in groups of four, and refuses a mistyped one', () => {
    expect(checkAccountNumber('de89370400440532013000')).toEqual({
      ok: true,
      kind: 'iban',
      display: GERMAN_IBAN,
      compact: 'DE89370400440532013000',
    });
    expect(checkAccountNumber('GB29 NWBK 6016 1331 9268 19')).toMatchObject({ ok: true, kind: 'iban' });
    expect(ibanChecksumOk('TH00123')).toBe(false);
    // One digit changed, two digits swapped: the checksum catches both.
    expect(checkAccountNumber('DE89 3704 0044 0532 0130 01')).toEqual({ ok: false, message: 'ibanInvalid' });
    expect(checkAccountNumber('DE89 3704 0044 0532 0103 00')).toEqual({ ok: false, message: 'ibanInvalid' });
  });

  it('checks a SWIFT/BIC by its form: 8 or 11 characters, letters where letters belong', () => {
    for (const good of ['KASITHBK', 'kasithbkxxx', 'DEUT DE FF 500']) expect(swiftOk(good), good).toBe(true);
    for (const bad of ['KASITH', 'KAS1THBK', 'KASITHBKXX', 'KASITHBK12345']) expect(swiftOk(bad), bad).toBe(false);
  });

  it("gives the seller's withdrawal its own body: amount, payment code and a payout account", () => {
    expect(sellerWithdrawBody.safeParse({ amount: '10', pay_password: PAY_CODE, payout_account_id: 3 }).success).toBe(
      true,
    );
    const cardBody = sellerWithdrawBody.safeParse({
      type: 'bank',
      amount: '10',
      pay_password: PAY_CODE,
      bank_card_no: '6222020202020202',
      bank_name: 'ICBC',
    });
    expect(cardBody.success).toBe(false);
  });
});

/**
 * A seller keeps payout accounts and withdraws to one of them; the withdrawal keeps a copy of the account as it
 * was, which the console's payout queue shows; another seller reaches none of it.
 */
describe(`seller payout accounts (${engine})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let teak: TestSeller;
  let finance: string;

  const save = (s: TestSeller, body: Record<string, unknown>, lang?: string) =>
    call(t.app, 'POST', '/api/seller/payout_account/save', { token: s.token, body, lang });
  const list = async (s: TestSeller) =>
    (await call(t.app, 'GET', '/api/seller/payout_accounts', { token: s.token })).data;
  const withdraw = (s: TestSeller, body: Record<string, unknown>, key?: string) =>
    call(t.app, 'POST', '/api/seller/withdraw', {
      token: s.token,
      body,
      headers: key ? { 'idempotency-key': key } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    finance = await operatorToken(t.app, t.db, ['finance']);
    teak = await market.approvedSeller('Teak House');
    const { sku } = await market.product(teak, '200.00');
    const order = await market.paidOrder(sku);
    await market.complete(teak, order);
  });
  afterAll(() => t?.close());

  it('adds, lists, edits and deletes accounts: a Thai number with dashes, an IBAN, a SWIFT code made upper case', async () => {
    const thai = await save(teak, THAI_ACCOUNT);
    expect(thai).toMatchObject({
      code: 1,
      data: { ...THAI_ACCOUNT, swift: 'KASITHBK', kind: 'local', id: expect.any(Number) },
    });
    const iban = await save(teak, {
      holder_name: 'Teak House GmbH',
      bank_name: 'Commerzbank',
      account_no: 'de89370400440532013000',
    });
    expect(iban.data).toMatchObject({ account_no: GERMAN_IBAN, kind: 'iban', swift: null });
    expect((await list(teak)).list.map((a: { id: number }) => a.id)).toEqual([thai.data.id, iban.data.id]);

    const edited = await save(teak, { ...THAI_ACCOUNT, id: thai.data.id, account_no: '987 6 54321 0', swift: '' });
    expect(edited.data).toMatchObject({ id: thai.data.id, account_no: '987 6 54321 0', swift: null });
    const deleted = await call(t.app, 'POST', '/api/seller/payout_account/delete', {
      token: teak.token,
      body: { id: iban.data.id },
    });
    expect(deleted).toMatchObject({ code: 1, msg: 'Delete success' });
    expect((await list(teak)).list).toHaveLength(1);
  });

  it('refuses a bad number, a mistyped IBAN, a malformed SWIFT and a missing holder, in the seller language', async () => {
    const bad = await save(teak, { ...THAI_ACCOUNT, account_no: '123-4-56789-x', swift: 'KAS' }, 'zh-CN');
    expect(bad).toMatchObject({
      code: 0,
      msg: '请输入正确的账号：数字，分组之间可用空格或短横线，或输入 IBAN',
      data: { error: 'VALIDATION', fields: { account_no: 'accountNumberInvalid', swift: 'swiftInvalid' } },
    });
    const iban = await save(teak, { ...THAI_ACCOUNT, account_no: 'DE89 3704 0044 0532 0130 01' }, 'tai');
    expect(iban).toMatchObject({
      msg: 'IBAN นี้ไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
      data: { fields: { account_no: 'ibanInvalid' } },
    });
    const noHolder = await save(teak, { ...THAI_ACCOUNT, holder_name: ' ' });
    expect(noHolder).toMatchObject({
      msg: "Please enter the account holder's name",
      data: { fields: { holder_name: 'holderNameRequired' } },
    });
  });

  it('keeps at most ten accounts per shop', async () => {
    const pine = await market.approvedSeller('Pine Goods');
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(pine, { ...THAI_ACCOUNT, account_no: `100-0-0000${i}-0` })),
    );
    expect(added.filter((res) => res.code === 1)).toHaveLength(10);
    const refused = added.filter((res) => res.code !== 1);
    for (const res of refused)
      expect(res).toMatchObject({
        data: { error: 'PAYOUT_ACCOUNT_LIMIT' },
        msg: 'You can keep at most 10 payout accounts',
      });
    expect((await list(pine)).list).toHaveLength(10);
  });

  it('withdraws to a saved account: the request keeps a copy of it, the console queue shows it whole', async () => {
    const account = (await save(teak, { ...THAI_ACCOUNT, holder_name: 'Teak House Co., Ltd.' })).data;
    const body = { amount: '50', pay_password: PAY_CODE, payout_account_id: account.id };
    const first = await withdraw(teak, body, 'payout-key-1');
    expect(first.code, first.msg).toBe(1);
    expect(first.data).toMatchObject({
      type: 'bank',
      amount: '50.00',
      payout_account: { id: account.id, holder_name: 'Teak House Co., Ltd.', account_no: '•••• 7890' },
    });
    // A retry with the same key is the same withdrawal; the same key for another account is refused.
    expect((await withdraw(teak, body, 'payout-key-1')).data.id).toBe(first.data.id);
    expect((await withdraw(teak, { ...body, payout_account_id: account.id + 1000 }, 'payout-key-1')).data.error).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );

    // Edited and then deleted afterwards: the request still names the account as it was.
    await save(teak, { ...THAI_ACCOUNT, id: account.id, holder_name: 'Someone Else' });
    await call(t.app, 'POST', '/api/seller/payout_account/delete', { token: teak.token, body: { id: account.id } });
    const queue = await call(t.app, 'GET', '/api/console/withdrawals', {
      token: finance,
      query: { owner: 'seller', status: 0 },
    });
    const row = queue.data.list.find((w: { id: number }) => w.id === first.data.id);
    expect(row).toMatchObject({
      seller: { shop_id: teak.shopId },
      bank_card_no: '1234567890',
      bank_name: 'Kasikornbank',
      payout_account: {
        id: account.id,
        holder_name: 'Teak House Co., Ltd.',
        bank_name: 'Kasikornbank',
        account_no: '123-4-56789-0',
        kind: 'local',
        swift: 'KASITHBK',
      },
    });
    const mine = await call(t.app, 'GET', '/api/seller/withdrawals', { token: teak.token });
    expect(mine.data.list[0]).toMatchObject({ id: first.data.id, payout_account: { account_no: '•••• 7890' } });
    // A shopper's withdrawal has no payout account.
    const shopperRow = await call(t.app, 'GET', '/api/console/withdrawals', {
      token: finance,
      query: { owner: 'shopper' },
    });
    for (const w of shopperRow.data.list) expect(w.payout_account).toBeNull();
  });

  it('refuses a withdrawal without an account, to a deleted one, or in the old card body', async () => {
    expect(await withdraw(teak, { amount: '10', pay_password: PAY_CODE })).toMatchObject({
      msg: 'Please choose a payout account',
      data: { error: 'VALIDATION', fields: { payout_account_id: 'payoutAccountRequired' } },
    });
    const gone = (await save(teak, THAI_ACCOUNT)).data;
    await call(t.app, 'POST', '/api/seller/payout_account/delete', { token: teak.token, body: { id: gone.id } });
    expect(
      (await withdraw(teak, { amount: '10', pay_password: PAY_CODE, payout_account_id: gone.id })).data.error,
    ).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    const old = await withdraw(teak, {
      type: 'bank',
      amount: '10',
      pay_password: PAY_CODE,
      bank_card_no: '6222020202020202',
      bank_name: 'ICBC',
    });
    expect(old.data.error).toBe('UNKNOWN_FIELD');
  });

  it("never reaches another seller's payout account: list, edit, delete and withdraw all miss it", async () => {
    const owner = await market.approvedSeller('Oak Corner');
    const intruder = await market.approvedSeller('Elm Stand');
    const { sku } = await market.product(intruder, '100.00');
    await market.complete(intruder, await market.paidOrder(sku));
    const account = (await save(owner, THAI_ACCOUNT)).data;

    expect((await list(intruder)).list).toEqual([]);
    const edit = await save(intruder, { ...THAI_ACCOUNT, id: account.id, account_no: '555-5-55555-5' });
    expect(edit).toMatchObject({ code: 0, data: { error: 'PAYOUT_ACCOUNT_NOT_FOUND' } });
    const remove = await call(t.app, 'POST', '/api/seller/payout_account/delete', {
      token: intruder.token,
      body: { id: account.id },
    });
    expect(remove.data.error).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    const steal = await withdraw(intruder, { amount: '10', pay_password: PAY_CODE, payout_account_id: account.id });
    expect(steal.data.error).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    // The owner's account is untouched.
    expect((await list(owner)).list).toEqual([account]);
    // A shopper's token opens none of it.
    const asShopper = await call(t.app, 'GET', '/api/seller/payout_accounts', { token: market.shopper.token });
    expect(asShopper.status).toBe(403);
  });
});
