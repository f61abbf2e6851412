import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  skusOf,
} from '../../../test/order-fixture.ts';
import { putSetting } from '../settings/settings.service.ts';
import { recordReference } from '../ledger/fund-reference.ts';
import { WALLET_SETTINGS_KEY, type WalletSettings } from './wallet-settings.ts';

const EVIDENCE = '/uploads/u/consoleEvidence000000001.webp';
const TRC20 = { network: 'TRC20', address: 'TConsoleTestDepositAddress00000000001', min_amount: 1_000 };
const BANK = {
  bank_name: 'Console Bank',
  account_name: 'Shop Console Ltd',
  account_no: '9999 0000',
  note: 'Reference: your account',
};
/** Recharges from $5.00; withdrawals from $10.00 with a charge of 1 %, at least $2.00. */
const SETTINGS: WalletSettings = {
  networks: [TRC20],
  bank: BANK,
  recharge_min: 500,
  withdraw_fee_rate: 1,
  withdraw_fee_min: 200,
  withdraw_min: 1_000,
};

describe(`console: wallet audits, ledgers, settings and the audit log (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let opId: number;
  let opAccount: string;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    const me = await t.db
      .selectFrom('operators')
      .select(['id', 'account'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    opId = me.id;
    opAccount = me.account;
    await putSetting(t.db, WALLET_SETTINGS_KEY, SETTINGS);
  });
  afterAll(() => t.close());
  // docs/domain.md#the-ledger-equation: after every money test, every balance is the sum of its ledger entries and none is negative.
  afterEach(() => expectLedgerConsistent(t.db));

  const shopper = (balance = 0) => fundedShopper(t.app, t.db, balance);
  const consoleGet = (path: string, query?: Record<string, string | number>, token = op) =>
    call(t.app, 'GET', `/api/console/${path}`, { token, query });
  const consolePost = (path: string, body: unknown, token = op, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', `/api/console/${path}`, { token, body, headers });
  async function recharge(s: Shopper, amount = '50.00'): Promise<number> {
    const res = await call(t.app, 'POST', '/api/user/recharge', {
      token: s.token,
      body: { method: 'manual', amount, evidence: EVIDENCE },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data.id;
  }
  async function withdraw(
    s: Shopper,
    amount: string,
    cardNo = '6222 3333 4444 5678',
  ): Promise<{ id: number; total: string }> {
    const res = await call(t.app, 'POST', '/api/user/extract', {
      token: s.token,
      body: { type: 'bank', amount, pay_password: PAY_CODE, bank_card_no: cardNo, bank_name: 'Payout Bank' },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data;
  }
  const entriesOf = (userId: number) =>
    t.db
      .selectFrom('balance_entries')
      .select(['amount', 'kind', 'ref_type', 'ref_id', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const notificationsOf = (userId: number) =>
    t.db
      .selectFrom('notifications')
      .select(['message_key', 'params', 'ref_type', 'ref_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const auditRows = (targetType: string, targetId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'target_type', 'target_id', 'before', 'after'])
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .orderBy('id')
      .execute();
  const fundedOnly = (amount: number) => [
    { amount, kind: 'adjustment', ref_type: 'test', ref_id: null, balance_after: amount },
  ];

  it('shopper token → 403, no token → 401, on every console wallet call', async () => {
    const s = await shopper();
    const gets = ['recharges', 'withdrawals', 'ledger?account=someone', 'ledger/check', 'wallet_settings', 'audit_log'];
    const posts: [string, unknown][] = [
      ['recharge/approve', { id: 1, amount: '1' }],
      ['recharge/refuse', { id: 1, reason: 'x' }],
      ['withdrawal/approve', { id: 1 }],
      ['withdrawal/refuse', { id: 1, reason: 'x' }],
      ['wallet_settings', { ...SETTINGS }],
    ];
    for (const path of gets) {
      const asShopper = await call(t.app, 'GET', `/api/console/${path}`, { token: s.token });
      expect(asShopper.status, path).toBe(403);
      expect(asShopper.code, path).toBe(403);
      expect(asShopper.msg).toBe('You are not allowed to do this');
      const anonymous = await call(t.app, 'GET', `/api/console/${path}`);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.code, path).toBe(401);
    }
    for (const [path, body] of posts) {
      expect((await consolePost(path, body, s.token)).status, path).toBe(403);
      expect((await call(t.app, 'POST', `/api/console/${path}`, { body })).status, path).toBe(401);
    }
    // Nothing happened to the settings.
    expect((await consoleGet('wallet_settings')).data.recharge_min).toBe('5.00');
  });

  it('recharge and withdrawal queues filter by status and account (any case), with the buyer', async () => {
    const a = await shopper(20_000);
    const b = await shopper(20_000);
    const a1 = await recharge(a, '10');
    const a2 = await recharge(a, '11');
    const b1 = await recharge(b, '12');
    expect((await consolePost('recharge/approve', { id: a1, amount: '10' })).code).toBe(1);

    const ofA = await consoleGet('recharges', { account: a.account.toUpperCase() });
    expect(ofA.code, ofA.msg).toBe(1);
    expect(ofA.data.total).toBe(2);
    expect(ofA.data.list.map((r: { id: number }) => r.id)).toEqual([a2, a1]);
    expect(ofA.data.list[0]).toMatchObject({
      id: a2,
      amount: '11.00',
      status: 0,
      evidence: EVIDENCE,
      buyer: { id: a.id, account: a.account },
    });
    const pendingOfA = await consoleGet('recharges', { account: a.account, status: 0 });
    expect(pendingOfA.data.list.map((r: { id: number }) => r.id)).toEqual([a2]);
    const passedOfA = await consoleGet('recharges', { account: a.account, status: 1 });
    expect(passedOfA.data.list.map((r: { id: number }) => r.id)).toEqual([a1]);
    expect(passedOfA.data.list[0].actual_amount).toBe('10.00');
    const pending = await consoleGet('recharges', { status: 0, limit: 50 });
    const pendingIds = pending.data.list.map((r: { id: number }) => r.id);
    expect(pendingIds).toEqual(expect.arrayContaining([a2, b1]));
    expect(pendingIds).not.toContain(a1);
    for (const r of pending.data.list) expect(r.status).toBe(0);
    expect((await consoleGet('recharges', { account: 'nobody-like-this' })).data).toMatchObject({ list: [], total: 0 });
    expect((await consoleGet('recharges', { status: 7 })).data.error).toBe('VALIDATION');

    const wa = await withdraw(a, '20', '6222 1111 2222 3333');
    const wb = await withdraw(b, '30');
    const withdrawalsOfA = await consoleGet('withdrawals', { account: a.account });
    expect(withdrawalsOfA.data.total).toBe(1);
    // Operators pay out, so they see the whole number (and the masked one).
    expect(withdrawalsOfA.data.list[0]).toMatchObject({
      id: wa.id,
      bank_card_no: '6222111122223333',
      bank_card: '•••• 3333',
      amount: '20.00',
      fee: '2.00',
      total: '22.00',
      status: 0,
      buyer: { id: a.id, account: a.account },
    });
    expect(
      (await consoleGet('withdrawals', { account: b.account, status: 0 })).data.list.map((w: { id: number }) => w.id),
    ).toEqual([wb.id]);
    expect((await consoleGet('withdrawals', { account: b.account, status: 1 })).data.total).toBe(0);
  });

  it('approving a recharge credits the amount that arrived, once: entry, notification, audit row', async () => {
    const s = await shopper(1_000);
    const id = await recharge(s, '50.00');
    const res = await consolePost('recharge/approve', { id, amount: '49.50' });
    expect(res.code, res.msg).toBe(1);
    expect(res.msg).toBe('Approved');
    expect(res.data).toMatchObject({
      id,
      status: 1,
      amount: '50.00',
      actual_amount: '49.50',
      buyer: { id: s.id, account: s.account },
    });
    expect(res.data.audited_at).not.toBeNull();
    expect(await balanceOf(t.db, s.id)).toBe(1_000 + 4_950);
    expect(await entriesOf(s.id)).toEqual([
      ...fundedOnly(1_000),
      { amount: 4_950, kind: 'recharge', ref_type: 'recharge', ref_id: id, balance_after: 5_950 },
    ]);
    expect(await notificationsOf(s.id)).toEqual([
      { message_key: 'notifications.rechargePassed', params: { amount: '49.50' }, ref_type: 'recharge', ref_id: id },
    ]);
    expect(await auditRows('recharge', id)).toEqual([
      {
        operator_id: opId,
        action: 'recharge.approve',
        target_type: 'recharge',
        target_id: id,
        before: { status: 0, amount: '50.00' },
        after: { status: 1, actual_amount: '49.50' },
      },
    ]);
    const log = await call(t.app, 'GET', '/api/user/recharge_log', { token: s.token, query: { status: 1 } });
    expect(log.data.list[0]).toMatchObject({ id, status: 1, actual_amount: '49.50' });

    // Audited already: approving again or refusing changes nothing.
    const again = await consolePost('recharge/approve', { id, amount: '49.50' });
    expect(again.code).toBe(0);
    expect(again.data.error).toBe('AUDIT_DONE');
    expect(again.msg).toBe('This request has already been audited');
    const refuse = await consolePost('recharge/refuse', { id, reason: 'Too late' });
    expect(refuse.data.error).toBe('AUDIT_DONE');
    expect(await balanceOf(t.db, s.id)).toBe(5_950);
    expect(await entriesOf(s.id)).toHaveLength(2);
    expect(await notificationsOf(s.id)).toHaveLength(1);
    expect(await auditRows('recharge', id)).toHaveLength(1);
    const row = await t.db
      .selectFrom('recharges')
      .select(['status', 'actual_amount', 'reason', 'audited_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, actual_amount: 4_950, reason: '', audited_by: opId });
  });

  it('unknown ids: RECHARGE_NOT_FOUND and WITHDRAWAL_NOT_FOUND', async () => {
    for (const [path, body] of [
      ['recharge/approve', { id: 987_654, amount: '10' }],
      ['recharge/refuse', { id: 987_654, reason: 'No' }],
    ] as const) {
      const res = await consolePost(path, body);
      expect(res.code, path).toBe(0);
      expect(res.data.error, path).toBe('RECHARGE_NOT_FOUND');
      expect(res.msg).toBe('This recharge does not exist');
    }
    for (const [path, body] of [
      ['withdrawal/approve', { id: 987_654 }],
      ['withdrawal/refuse', { id: 987_654, reason: 'No' }],
    ] as const) {
      const res = await consolePost(path, body);
      expect(res.code, path).toBe(0);
      expect(res.data.error, path).toBe('WITHDRAWAL_NOT_FOUND');
      expect(res.msg).toBe('This withdrawal does not exist');
    }
  });

  it('refusing a recharge: status 2 with the reason, shown to the shopper, nothing credited', async () => {
    const s = await shopper();
    const id = await recharge(s, '40');
    const res = await consolePost('recharge/refuse', { id, reason: '  No transfer received  ' });
    expect(res.code, res.msg).toBe(1);
    expect(res.msg).toBe('Refused');
    expect(res.data).toMatchObject({ id, status: 2, reason: 'No transfer received', actual_amount: null });
    expect(await balanceOf(t.db, s.id)).toBe(0);
    expect(await entriesOf(s.id)).toEqual([]);
    const log = await call(t.app, 'GET', '/api/user/recharge_log', { token: s.token, query: { status: 2 } });
    expect(log.data.list).toHaveLength(1);
    expect(log.data.list[0]).toMatchObject({ id, status: 2, reason: 'No transfer received' });
    expect(await notificationsOf(s.id)).toEqual([
      {
        message_key: 'notifications.rechargeRefused',
        params: { amount: '40.00', reason: 'No transfer received' },
        ref_type: 'recharge',
        ref_id: id,
      },
    ]);
    expect(await auditRows('recharge', id)).toMatchObject([
      { action: 'recharge.refuse', before: { status: 0 }, after: { status: 2, reason: 'No transfer received' } },
    ]);
    // Refused is final.
    expect((await consolePost('recharge/approve', { id, amount: '40' })).data.error).toBe('AUDIT_DONE');
    expect((await consolePost('recharge/refuse', { id, reason: 'again' })).data.error).toBe('AUDIT_DONE');
    expect(await balanceOf(t.db, s.id)).toBe(0);
  });

  it('a reason is required to refuse; the approved amount must be a correct amount', async () => {
    const s = await shopper(10_000);
    const id = await recharge(s, '20');
    const w = await withdraw(s, '20');
    for (const path of ['recharge/refuse', 'withdrawal/refuse']) {
      const target = path.startsWith('recharge') ? id : w.id;
      for (const body of [{ id: target }, { id: target, reason: '' }, { id: target, reason: '    ' }]) {
        const res = await consolePost(path, body);
        expect(res.code, `${path} ${JSON.stringify(body)}`).toBe(0);
        expect(res.data.error).toBe('VALIDATION');
        expect(res.data.fields).toEqual({ reason: 'reasonRequired' });
        expect(res.msg).toBe('Please enter a reason');
      }
    }
    for (const amount of ['0', '-5', 'abc', '1e2', '0.001']) {
      const res = await consolePost('recharge/approve', { id, amount });
      expect(res.data.error, amount).toBe('VALIDATION');
      expect(res.msg, amount).toBe('Please enter a correct amount');
    }
    const mass = await consolePost('recharge/approve', { id, amount: '20', user_id: 1 });
    expect(mass.data.error).toBe('UNKNOWN_FIELD');
    const statuses = await Promise.all([
      t.db.selectFrom('recharges').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
      t.db.selectFrom('withdrawals').select('status').where('id', '=', w.id).executeTakeFirstOrThrow(),
    ]);
    expect(statuses).toEqual([{ status: 0 }, { status: 0 }]);
    expect(await balanceOf(t.db, s.id)).toBe(10_000 - 2_200);
  });

  it('approving a withdrawal (paid out) keeps the hold: no balance change; the shopper is told', async () => {
    const s = await shopper(10_000);
    const w = await withdraw(s, '50');
    expect(w.total).toBe('52.00');
    expect(await balanceOf(t.db, s.id)).toBe(4_800);
    const res = await consolePost('withdrawal/approve', { id: w.id });
    expect(res.code, res.msg).toBe(1);
    expect(res.msg).toBe('Approved');
    expect(res.data).toMatchObject({ id: w.id, status: 1, total: '52.00', buyer: { id: s.id } });
    expect(await balanceOf(t.db, s.id)).toBe(4_800);
    expect(await entriesOf(s.id)).toEqual([
      ...fundedOnly(10_000),
      { amount: -5_200, kind: 'withdraw_hold', ref_type: 'withdrawal', ref_id: w.id, balance_after: 4_800 },
    ]);
    expect(await notificationsOf(s.id)).toEqual([
      {
        message_key: 'notifications.withdrawPassed',
        params: { amount: '50.00' },
        ref_type: 'withdrawal',
        ref_id: w.id,
      },
    ]);
    expect(await auditRows('withdrawal', w.id)).toMatchObject([
      { operator_id: opId, action: 'withdrawal.approve', after: { status: 1 } },
    ]);
    expect((await consolePost('withdrawal/approve', { id: w.id })).data.error).toBe('AUDIT_DONE');
    expect((await consolePost('withdrawal/refuse', { id: w.id, reason: 'Oops' })).data.error).toBe('AUDIT_DONE');
    expect(await balanceOf(t.db, s.id)).toBe(4_800);
    expect(await entriesOf(s.id)).toHaveLength(2);
  });

  it('refusing a withdrawal returns the hold in one withdraw_return entry', async () => {
    const s = await shopper(10_000);
    const w = await withdraw(s, '50');
    const res = await consolePost('withdrawal/refuse', { id: w.id, reason: 'Card name does not match' });
    expect(res.code, res.msg).toBe(1);
    expect(res.msg).toBe('Refused');
    expect(res.data).toMatchObject({ id: w.id, status: 2, reason: 'Card name does not match' });
    expect(await balanceOf(t.db, s.id)).toBe(10_000);
    expect(await entriesOf(s.id)).toEqual([
      ...fundedOnly(10_000),
      { amount: -5_200, kind: 'withdraw_hold', ref_type: 'withdrawal', ref_id: w.id, balance_after: 4_800 },
      { amount: 5_200, kind: 'withdraw_return', ref_type: 'withdrawal', ref_id: w.id, balance_after: 10_000 },
    ]);
    expect(await notificationsOf(s.id)).toEqual([
      {
        message_key: 'notifications.withdrawRefused',
        params: { amount: '50.00', reason: 'Card name does not match' },
        ref_type: 'withdrawal',
        ref_id: w.id,
      },
    ]);
    expect(await auditRows('withdrawal', w.id)).toMatchObject([
      {
        action: 'withdrawal.refuse',
        before: { status: 0 },
        after: { status: 2, reason: 'Card name does not match', returned: '52.00' },
      },
    ]);
    const log = await call(t.app, 'GET', '/api/user/extract_log', { token: s.token, query: { status: 2 } });
    expect(log.data.list[0]).toMatchObject({ id: w.id, status: 2, reason: 'Card name does not match' });
    // Refused once: the hold cannot come back twice.
    expect((await consolePost('withdrawal/refuse', { id: w.id, reason: 'again' })).data.error).toBe('AUDIT_DONE');
    expect(await balanceOf(t.db, s.id)).toBe(10_000);
    expect(await entriesOf(s.id)).toHaveLength(3);
  });

  it('an Idempotency-Key on approve replays the answer and credits once', async () => {
    const s = await shopper();
    const id = await recharge(s, '70');
    const headers = { 'idempotency-key': 'approve-key-000001' };
    const first = await consolePost('recharge/approve', { id, amount: '70' }, op, headers);
    const second = await consolePost('recharge/approve', { id, amount: '70' }, op, headers);
    expect(first.code, first.msg).toBe(1);
    expect(second.code, second.msg).toBe(1);
    expect(second.msg).toBe('Approved');
    expect(second.data).toEqual(first.data);
    expect(await balanceOf(t.db, s.id)).toBe(7_000);
    expect(await entriesOf(s.id)).toHaveLength(1);
    const otherBody = await consolePost('recharge/approve', { id, amount: '71' }, op, headers);
    expect(otherBody.data.error).toBe('IDEMPOTENCY_KEY_REUSED');
    const noKey = await consolePost('recharge/approve', { id, amount: '70' });
    expect(noKey.data.error).toBe('AUDIT_DONE');
    expect(await balanceOf(t.db, s.id)).toBe(7_000);
    expect(await notificationsOf(s.id)).toHaveLength(1);
    expect(await auditRows('recharge', id)).toHaveLength(1);
  });

  it('the ledger of one account: balance beside the sum of its entries, entries newest first', async () => {
    const s = await shopper(10_000);
    const id = await recharge(s, '25');
    await consolePost('recharge/approve', { id, amount: '25' });
    const w = await withdraw(s, '10');
    const res = await consoleGet('ledger', { account: s.account.toUpperCase() });
    expect(res.code, res.msg).toBe(1);
    expect(res.data.user).toEqual({ id: s.id, account: s.account, balance: '113.00', entries_total: '113.00' });
    expect(res.data.entries).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(
      res.data.entries.list.map((e: { kind: string; amount: string; balance_after: string; ref: unknown }) => [
        e.kind,
        e.amount,
        e.balance_after,
        e.ref,
      ]),
    ).toEqual([
      [
        'withdraw_hold',
        '-12.00',
        '113.00',
        { type: 'withdrawal', id: w.id, label: recordReference('withdrawal', w.id) },
      ],
      ['recharge', '25.00', '125.00', { type: 'recharge', id, label: recordReference('recharge', id) }],
      ['adjustment', '100.00', '100.00', null],
    ]);
    const paged = await consoleGet('ledger', { account: s.account, page: 2, limit: 2 });
    expect(paged.data.entries).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.data.entries.list.map((e: { kind: string }) => e.kind)).toEqual(['adjustment']);
    const unknown = await consoleGet('ledger', { account: 'no-such-account-here' });
    expect(unknown.code).toBe(0);
    expect(unknown.data.error).toBe('NOT_FOUND');
    expect(unknown.msg).toBe('Not found');
    expect((await consoleGet('ledger')).data.error).toBe('VALIDATION');
  });

  it('ledger/check: balanced after a mixed history; a corrupted balance is listed as a mismatch', async () => {
    const s = await shopper(20_000);
    // Recharge passed; a withdrawal refused and one passed; an order paid.
    const r = await recharge(s, '60');
    expect((await consolePost('recharge/approve', { id: r, amount: '55' })).code).toBe(1);
    const refused = await withdraw(s, '30');
    expect((await consolePost('withdrawal/refuse', { id: refused.id, reason: 'Wrong bank' })).code).toBe(1);
    const passed = await withdraw(s, '40');
    expect((await consolePost('withdrawal/approve', { id: passed.id })).code).toBe(1);
    const [mug] = (await skusOf(t.db, f.products.mug)) as [number];
    const created = await buyNow(t.app, s, mug, 2);
    expect(created.code, created.msg).toBe(1);
    const order = created.data.orders[0] as { id: number; total: string };
    expect((await pay(t.app, s, [order.id])).code).toBe(1);
    const orderCents = Math.round(Number(order.total) * 100);
    const expected = 20_000 + 5_500 - 4_200 - orderCents;
    expect(await balanceOf(t.db, s.id)).toBe(expected);

    const check = await consoleGet('ledger/check');
    expect(check.code, check.msg).toBe(1);
    expect(check.data.balanced).toBe(true);
    expect(check.data.mismatches).toEqual([]);
    expect(check.data.total_entries).toBe(check.data.total_balances);
    const users = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(check.data.accounts).toBe(Number(users.n));
    const sums = await t.db
      .selectFrom('balance_entries')
      .select(['kind', sql<string>`sum(amount)`.as('total')])
      .groupBy('kind')
      .execute();
    for (const { kind, total } of sums) expect(check.data.by_kind[kind], kind).toBe((Number(total) / 100).toFixed(2));
    expect(check.data.by_kind.withdraw_return.startsWith('-')).toBe(false);
    expect(check.data.by_kind.order_pay.startsWith('-')).toBe(true);

    // Someone changes a balance behind the ledger's back.
    await t.db.updateTable('users').set({ balance: sql`balance + 1` }).where('id', '=', s.id).execute();
    try {
      const broken = await consoleGet('ledger/check');
      expect(broken.code, broken.msg).toBe(1);
      expect(broken.data.balanced).toBe(false);
      const cents = (n: number) => (n / 100).toFixed(2);
      expect(broken.data.mismatches).toEqual([
        { user_id: s.id, account: s.account, balance: cents(expected + 1), entries_total: cents(expected) },
      ]);
      const view = await consoleGet('ledger', { account: s.account });
      expect(view.data.user).toMatchObject({ balance: cents(expected + 1), entries_total: cents(expected) });
    } finally {
      await t.db.updateTable('users').set({ balance: sql`balance - 1` }).where('id', '=', s.id).execute();
    }
    expect((await consoleGet('ledger/check')).data.balanced).toBe(true);
  });

  it('wallet settings: read, save (audited), validated; shoppers see the new networks', async () => {
    const current = await consoleGet('wallet_settings');
    expect(current.code, current.msg).toBe(1);
    expect(current.data).toEqual({
      networks: [{ network: 'TRC20', address: TRC20.address, min_amount: '10.00' }],
      bank: BANK,
      recharge_min: '5.00',
      withdraw_fee_rate: 1,
      withdraw_fee_min: '2.00',
      withdraw_min: '10.00',
      card_enabled: true,
    });
    const body = {
      networks: [
        { network: 'TRC20', address: TRC20.address, min_amount: '10' },
        { network: ' ERC20 ', address: '0xC0501e000000000000000000000000000000000a', min_amount: 25.5 },
      ],
      bank: { ...BANK, note: 'New note' },
      recharge_min: '6',
      withdraw_fee_rate: 2.5,
      withdraw_fee_min: '3',
      withdraw_min: '15.00',
      card_enabled: false,
    };
    const saved = await consolePost('wallet_settings', body);
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.msg).toBe('Save success');
    const expected = {
      networks: [
        { network: 'TRC20', address: TRC20.address, min_amount: '10.00' },
        { network: 'ERC20', address: '0xC0501e000000000000000000000000000000000a', min_amount: '25.50' },
      ],
      bank: { ...BANK, note: 'New note' },
      recharge_min: '6.00',
      withdraw_fee_rate: 2.5,
      withdraw_fee_min: '3.00',
      withdraw_min: '15.00',
      card_enabled: false,
    };
    expect(saved.data).toEqual(expected);
    expect((await consoleGet('wallet_settings')).data).toEqual(expected);

    const s = await shopper(10_000);
    expect((await call(t.app, 'GET', '/api/user/getBlockchain', { token: s.token })).data).toEqual(expected.networks);
    // The card method switched off: the shopper app is told (and the API refuses it: wallet.routes.test.ts).
    expect((await call(t.app, 'GET', '/api/user/recharge_info', { token: s.token })).data.card_enabled).toBe(false);
    expect((await call(t.app, 'GET', '/api/user/extract', { token: s.token })).data).toEqual({
      balance: '100.00',
      fee_rate: 2.5,
      fee_min: '3.00',
      min_amount: '15.00',
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'target_type', 'target_id', 'before', 'after'])
      .where('action', '=', 'settings.wallet')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator_id: opId, target_type: 'settings', target_id: null });
    expect(audit.before).toMatchObject({ recharge_min: 500, withdraw_fee_rate: 1, networks: [TRC20] });
    expect(audit.after).toMatchObject({ recharge_min: 600, withdraw_fee_rate: 2.5, withdraw_min: 1_500 });

    const invalid: [Record<string, unknown>, string, string][] = [
      [{ ...body, withdraw_fee_rate: 51 }, 'withdraw_fee_rate', 'VALIDATION'],
      [{ ...body, withdraw_fee_rate: -1 }, 'withdraw_fee_rate', 'VALIDATION'],
      [{ ...body, recharge_min: 'abc' }, 'recharge_min', 'VALIDATION'],
      [{ ...body, withdraw_min: '-1' }, 'withdraw_min', 'VALIDATION'],
      [{ ...body, networks: [{ network: '', address: 'x', min_amount: '1' }] }, 'networks.0.network', 'VALIDATION'],
      [{ ...body, networks: [{ network: 'X', address: ' ', min_amount: '1' }] }, 'networks.0.address', 'VALIDATION'],
      [
        { ...body, networks: [{ network: 'X', address: 'y', min_amount: '1.234' }] },
        'networks.0.min_amount',
        'VALIDATION',
      ],
      [{ ...body, secret: true }, 'secret', 'UNKNOWN_FIELD'],
    ];
    for (const [bad, field, error] of invalid) {
      const res = await consolePost('wallet_settings', bad);
      expect(res.code, field).toBe(0);
      expect(res.data.error, field).toBe(error);
      expect(Object.keys(res.data.fields), field).toContain(field);
    }
    expect((await consolePost('wallet_settings', { ...body, recharge_min: 'abc' })).msg).toBe(
      'Please enter a correct amount',
    );
    expect(
      (await consolePost('wallet_settings', { ...body, networks: [{ network: '', address: 'x', min_amount: '1' }] }))
        .msg,
    ).toBe('Please choose a network');
    expect((await consoleGet('wallet_settings')).data).toEqual(expected);

    // Back to the file's settings, for the tests that follow.
    const restore = await consolePost('wallet_settings', {
      networks: [{ network: TRC20.network, address: TRC20.address, min_amount: '10' }],
      bank: BANK,
      recharge_min: '5',
      withdraw_fee_rate: 1,
      withdraw_fee_min: '2',
      withdraw_min: '10',
    });
    expect(restore.code, restore.msg).toBe(1);
  });

  it('the audit log lists operator actions newest first with the operator, filtered by target type', async () => {
    const s = await shopper(10_000);
    const r = await recharge(s, '30');
    await consolePost('recharge/approve', { id: r, amount: '30' });
    const w = await withdraw(s, '10');
    await consolePost('withdrawal/refuse', { id: w.id, reason: 'Test' });

    // The audit log is for admins; the actions above were the finance operator's.
    const admin = await operatorToken(t.app, t.db, ['admin']);
    const res = await consoleGet('audit_log', { limit: 2 }, admin);
    expect(res.code, res.msg).toBe(1);
    expect(res.data.limit).toBe(2);
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    const [newest, previous] = res.data.list;
    expect(newest).toMatchObject({
      operator: { id: opId, account: opAccount },
      action: 'withdrawal.refuse',
      target_type: 'withdrawal',
      target_id: w.id,
      before: { status: 0 },
      after: { status: 2, reason: 'Test', returned: '12.00' },
    });
    expect(Number.isNaN(Date.parse(newest.created_at))).toBe(false);
    expect(previous).toMatchObject({
      action: 'recharge.approve',
      target_type: 'recharge',
      target_id: r,
      operator: { account: opAccount },
    });
    expect(newest.id).toBeGreaterThan(previous.id);

    const all = await consoleGet('audit_log', { limit: 50 }, admin);
    const ids = all.data.list.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const withdrawals = await consoleGet('audit_log', { target_type: 'withdrawal', limit: 50 }, admin);
    expect(withdrawals.data.list.length).toBeGreaterThan(0);
    for (const entry of withdrawals.data.list) expect(entry.target_type).toBe('withdrawal');
    expect(withdrawals.data.list[0]).toMatchObject({ target_id: w.id, action: 'withdrawal.refuse' });
    const inDb = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target_type', '=', 'withdrawal')
      .executeTakeFirstOrThrow();
    expect(withdrawals.data.total).toBe(Number(inDb.n));
    expect((await consoleGet('audit_log', { target_type: 'nothing-of-this-kind' }, admin)).data).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('audit_log and balance_entries refuse UPDATE and DELETE', async () => {
    const s = await shopper(5_000);
    const r = await recharge(s, '10');
    await consolePost('recharge/approve', { id: r, amount: '10' });
    const auditBefore = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const entriesBefore = await t.db.selectFrom('balance_entries').selectAll().orderBy('id').execute();
    expect(auditBefore.length).toBeGreaterThan(0);

    await expect(
      t.db.updateTable('audit_log').set({ action: 'forged' }).where('target_id', '=', r).execute(),
    ).rejects.toThrow(/never changed/);
    await expect(t.db.deleteFrom('audit_log').where('target_id', '=', r).execute()).rejects.toThrow(/never changed/);
    await expect(
      t.db.updateTable('balance_entries').set({ amount: 1_000_000 }).where('user_id', '=', s.id).execute(),
    ).rejects.toThrow(/never changed/);
    await expect(t.db.deleteFrom('balance_entries').where('user_id', '=', s.id).execute()).rejects.toThrow(
      /never changed/,
    );

    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(auditBefore);
    expect(await t.db.selectFrom('balance_entries').selectAll().orderBy('id').execute()).toEqual(entriesBefore);
    expect(await balanceOf(t.db, s.id)).toBe(6_000);
  });
});
