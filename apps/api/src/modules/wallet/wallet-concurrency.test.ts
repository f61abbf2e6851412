import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  balanceOf,
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  operatorToken,
  PAY_CODE,
  pay,
  type Shopper,
  setStock,
  skusOf,
  putPlainWalletSettings,
} from '../../../test/order-fixture.ts';

const EVIDENCE = '/uploads/u/evidence0000000000000001.webp';
const TRC20 = { network: 'TRC20', address: 'TTestDepositAddress000000000000001', min_amount: 100 };

/**
 * The money races fired at once through the real app (truly parallel on PostgreSQL's pool): a balance
 * is never withdrawn twice nor goes negative, an audit happens once, a transaction hash serves one recharge, and
 * every balance equals the sum of its ledger entries afterwards.
 */
describe(`wallet under concurrency (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    await putPlainWalletSettings(t.db, { networks: [TRC20] });
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => expectLedgerConsistent(t.db));

  const withdraw = (s: Shopper, amount: string, key?: string) =>
    call(t.app, 'POST', '/api/user/extract', {
      token: s.token,
      body: {
        type: 'bank',
        amount,
        pay_password: PAY_CODE,
        bank_card_no: '6222 0000 1111 2222',
        bank_name: 'Test Bank',
      },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const recharge = (s: Shopper, body: Record<string, unknown>, key?: string) =>
    call(t.app, 'POST', '/api/user/recharge', { token: s.token, body, headers: key ? { 'idempotency-key': key } : {} });
  const chainRecharge = (amount: string, txHash: string) => ({
    method: 'chain',
    amount,
    network: 'TRC20',
    address: TRC20.address,
    tx_hash: txHash,
    evidence: EVIDENCE,
  });

  it('two withdrawals of 60 (charge 2) at once on a balance of 100: one succeeds, 38 left', async () => {
    const s = await fundedShopper(t.app, t.db, 10_000);
    const results = await Promise.all([withdraw(s, '60'), withdraw(s, '60')]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    const refused = results.find((r) => r.code === 0);
    expect(refused?.data.error).toBe('WITHDRAW_ABOVE_BALANCE');
    expect(refused?.msg).toBe('The amount plus the service charge ($2.00) exceeds your balance');
    expect(await balanceOf(t.db, s.id)).toBe(3_800);
    expect(await t.db.selectFrom('withdrawals').select('id').where('user_id', '=', s.id).execute()).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('twenty payments of 10 at once on a balance of 100: ten succeed, never negative', async () => {
    // Orders of exactly $10.00: a $10 SKU and free shipping.
    await t.db.updateTable('freight_rules').set({ fee: 0 }).execute();
    const [sku] = (await skusOf(t.db, f.products.mouse)) as [number];
    await t.db.updateTable('skus').set({ price: 1_000 }).where('id', '=', sku).execute();
    await setStock(t.db, sku, 100);
    const s = await fundedShopper(t.app, t.db, 10_000);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const order = await buyNow(t.app, s, sku, 1);
      expect(order.data.orders[0].total).toBe('10.00');
      ids.push(order.data.orders[0].id);
    }
    const results = await Promise.all(ids.map((id) => pay(t.app, s, [id])));
    expect(results.filter((r) => r.code === 1)).toHaveLength(10);
    for (const r of results.filter((r) => r.code !== 1)) expect(r.data.error).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(t.db, s.id)).toBe(0);
    await expectLedgerConsistent(t.db);
  });

  it('the same recharge approved twice at once is credited once', async () => {
    const s = await fundedShopper(t.app, t.db, 0);
    const r = await recharge(s, chainRecharge('25', `0x${'a1'.repeat(32)}`));
    expect(r.code).toBe(1);
    const approve = () =>
      call(t.app, 'POST', '/api/console/recharge/approve', { token: op, body: { id: r.data.id, amount: '25' } });
    const results = await Promise.all([approve(), approve(), approve()]);
    expect(results.filter((x) => x.code === 1)).toHaveLength(1);
    for (const x of results.filter((x) => x.code !== 1)) expect(x.data.error).toBe('AUDIT_DONE');
    expect(await balanceOf(t.db, s.id)).toBe(2_500);
    await expectLedgerConsistent(t.db);
  });

  it('approve and refuse at once: one outcome, credited at most once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const s = await fundedShopper(t.app, t.db, 0);
      const r = await recharge(s, chainRecharge('30', `0x${String(round).repeat(64)}`));
      const [approved, refused] = await Promise.all([
        call(t.app, 'POST', '/api/console/recharge/approve', { token: op, body: { id: r.data.id, amount: '30' } }),
        call(t.app, 'POST', '/api/console/recharge/refuse', {
          token: op,
          body: { id: r.data.id, reason: 'No such transfer' },
        }),
      ]);
      expect([approved.code, refused.code].sort()).toEqual([0, 1]);
      const row = await t.db
        .selectFrom('recharges')
        .select('status')
        .where('id', '=', r.data.id)
        .executeTakeFirstOrThrow();
      expect(await balanceOf(t.db, s.id)).toBe(row.status === 1 ? 3_000 : 0);
      expect(row.status).toBe(approved.code === 1 ? 1 : 2);
    }
    await expectLedgerConsistent(t.db);
  });

  it('one transaction hash on two recharges at once: one recorded', async () => {
    const [a, b] = await Promise.all([fundedShopper(t.app, t.db, 0), fundedShopper(t.app, t.db, 0)]);
    const hash = `0x${'b2'.repeat(32)}`;
    const results = await Promise.all([
      recharge(a!, chainRecharge('20', hash)),
      recharge(b!, chainRecharge('20', hash.toUpperCase().replace('0X', '0x'))),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.data.error).toBe('TX_HASH_USED');
  });

  it('an Idempotency-Key replays the first answer for the same body and refuses another body', async () => {
    const s = await fundedShopper(t.app, t.db, 10_000);
    const [first, second] = await Promise.all([
      withdraw(s, '10', 'withdraw-key-0001'),
      withdraw(s, '10', 'withdraw-key-0001'),
    ]);
    const answers = [first, second].filter((r) => r.code === 1);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const r of [first, second].filter((r) => r.code !== 1)) expect(r.data.error).toBe('REQUEST_IN_PROGRESS');
    const replay = await withdraw(s, '10', 'withdraw-key-0001');
    expect(replay.data).toEqual(answers[0]!.data);
    expect((await withdraw(s, '11', 'withdraw-key-0001')).data.error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.db.selectFrom('withdrawals').select('id').where('user_id', '=', s.id).execute()).toHaveLength(1);
    expect(await balanceOf(t.db, s.id)).toBe(10_000 - 1_000 - 200);
    await expectLedgerConsistent(t.db);
  });

  it('refuses impossible amounts and mass assignment with a clear message, changing nothing', async () => {
    const s = await fundedShopper(t.app, t.db, 10_000);
    for (const amount of [-1, 0, 0.001, 1e20, '1e2', 'NaN', Number.NaN, '']) {
      const res = await withdraw(s, amount as string);
      expect(res, String(amount)).toMatchObject({
        code: 0,
        msg: 'Please enter a correct amount',
        data: { error: 'VALIDATION' },
      });
    }
    for (const extra of [{ balance: 1 }, { status: 1 }, { user_id: 1 }]) {
      const res = await recharge(s, { method: 'manual', amount: '10', evidence: EVIDENCE, ...extra });
      expect(res.data.error).toBe('UNKNOWN_FIELD');
    }
    expect(await balanceOf(t.db, s.id)).toBe(10_000);
    expect(await t.db.selectFrom('recharges').select('id').where('user_id', '=', s.id).execute()).toHaveLength(0);
  });

  it('a shopper token on console calls is refused with 403', async () => {
    const s = await fundedShopper(t.app, t.db, 0);
    for (const url of ['/api/console/recharges', '/api/console/withdrawals', '/api/console/ledger/check']) {
      expect((await call(t.app, 'GET', url, { token: s.token })).status).toBe(403);
    }
    expect(
      (await call(t.app, 'POST', '/api/console/recharge/approve', { token: s.token, body: { id: 1, amount: '1' } }))
        .status,
    ).toBe(403);
  });

  it('the whole system balances after all of the above', async () => {
    const check = await call(t.app, 'GET', '/api/console/ledger/check', { token: op });
    expect(check.data).toMatchObject({ mismatches: [], balanced: true });
    expect(check.data.total_entries).toBe(check.data.total_balances);
  });
});
