import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import {
  balanceOf,
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  nextIp,
  operatorToken,
  PAY_CODE,
  pay,
  type Shopper,
  setStock,
  skusOf,
} from '../../../test/order-fixture.ts';
import type { AppDeps } from '../../app-deps.ts';
import { hashSecret } from '../../lib/password-hash.ts';
import { payOrders } from '../../flows/pay.ts';
import { requestWithdrawal } from '../../flows/withdrawal.ts';
import { insertOperator } from './operator.repo.ts';

const EVIDENCE = '/uploads/u/evidenceShopper0000001.webp';
const PROOF = '/uploads/u/proofShopperPage00001.webp';
const PASSWORD = 'secret123';

/**
 * The console's shoppers (docs/domain.md#customer-service): search, the shopper page's read-only lists narrowed to one shopper,
 * freezing (sessions end, sign-in, payment and withdrawal refused, nothing else changes), unfreezing, and clearing a
 * payment-code lockout. Every call is made by an operator holding only the support role.
 */
describe(`console shoppers: search, the shopper page, freeze, unlock (${engine})`, () => {
  let t: TestApp;
  let support: string;
  let supportId: number;
  /** An operator with every role but admin, for the setup steps (shipping). */
  let clerk: string;
  let sku: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const f = await buildCatalogueFixture(t.db);
    [sku] = (await skusOf(t.db, f.products.headphones)) as [number];
    await setStock(t.db, sku, 1_000);
    clerk = await operatorToken(t.app, t.db);
    const account = uniqueAccount('support');
    const created = await insertOperator(t.db, {
      account,
      password_hash: await hashSecret('support-secret-1'),
      name: 'Support',
      roles: ['support'],
    });
    if (!created) throw new Error('support operator not created');
    supportId = created.id;
    const login = await call(t.app, 'POST', '/api/console/login', {
      body: { account, password: 'support-secret-1' },
      ip: nextIp(),
    });
    support = login.data.token as string;
  });
  afterAll(() => t.close());
  afterEach(() => expectLedgerConsistent(t.db));

  const get = (path: string, query: Record<string, string | number> = {}) =>
    call(t.app, 'GET', `/api/console${path}`, { token: support, query });
  const post = (path: string, body: unknown) => call(t.app, 'POST', `/api/console${path}`, { token: support, body });
  const login = (account: string) =>
    call(t.app, 'POST', '/api/user/login', { body: { account, password: PASSWORD }, ip: nextIp() });
  const userInfo = (token: string) => call(t.app, 'GET', '/api/user/getUserInfo', { token });
  const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'shopper')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();

  /** A paid order of one unit; `to` moves it on: 2 shipped, 3 received. */
  async function paidOrder(s: Shopper, to: 1 | 2 | 3 = 1) {
    const created = await buyNow(t.app, s, sku, 1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, s, [id])).code).toBe(1);
    if (to >= 2)
      await call(t.app, 'POST', '/api/console/order/ship', {
        token: clerk,
        body: { id, carrier: 'DHL', tracking_no: `T${id}` },
      });
    if (to >= 3) await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } });
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id } });
    return { id, itemId: detail.data.items[0].id as number, total: detail.data.total as string };
  }

  describe('GET /api/console/shoppers', () => {
    it('finds shoppers by part of their account, email or mobile, in any case, newest first', async () => {
      const tag = randomBytes(3).toString('hex');
      const digits = String(randomInt(100, 1000));
      const a = await registerShopper(
        t.app,
        { account: `Alpha${tag}X`, email: `Mango.${tag}@Example.com`, mobile: `+44 7700 9${digits}1` },
        { ip: nextIp() },
      );
      const b = await registerShopper(
        t.app,
        { account: `Beta${tag}Y`, email: `papaya.${tag}@example.com`, mobile: '+81 90 1234 5678' },
        { ip: nextIp() },
      );
      const ids = async (keyword: string) => {
        const res = await get('/shoppers', { keyword });
        expect(res.code, res.msg).toBe(1);
        expect(res.data.total).toBe(res.data.list.length);
        return res.data.list.map((row: { id: number }) => row.id);
      };
      expect(await ids(`ALPHA${tag}`)).toEqual([a.id]);
      expect(await ids(`mango.${tag.toUpperCase()}@EXAMPLE`)).toEqual([a.id]);
      expect(await ids(`7700 9${digits}`)).toEqual([a.id]);
      // Both accounts and both emails hold the tag: newest first.
      expect(await ids(tag)).toEqual([b.id, a.id]);
      // Another shopper's email does not bring this one.
      expect(await ids(`papaya.${tag}`)).toEqual([b.id]);
      expect(await ids('90 1234 5678')).toContain(b.id);
      // Only account, email and mobile are searched: a name is not.
      await call(t.app, 'POST', '/api/user/profile', { token: a.token, body: { family_name: `Quixote${tag}` } });
      expect(await ids(`Quixote${tag}`)).toEqual([]);
      // LIKE's wildcards are plain characters here.
      expect(await ids('%')).toEqual([]);
      expect(await ids('_')).toEqual([]);

      const [row] = (await get('/shoppers', { keyword: `alpha${tag}` })).data.list;
      expect(row).toEqual({
        id: a.id,
        account: `Alpha${tag}X`,
        email: `Mango.${tag}@Example.com`,
        mobile: `+44 7700 9${digits}1`,
        country: '',
        balance: '0.00',
        frozen: false,
        frozen_reason: '',
        pay_locked: false,
        created_at: expect.any(String),
        last_login_at: null,
      });
      // Signing in is noted.
      expect((await login(a.account)).code).toBe(1);
      const after = (await get('/shoppers', { keyword: `alpha${tag}` })).data.list[0];
      expect(Date.parse(after.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('pages newest first with the total', async () => {
      const tag = randomBytes(3).toString('hex');
      const made: number[] = [];
      for (let i = 0; i < 3; i += 1)
        made.push((await registerShopper(t.app, { account: `page${tag}n${i}` }, { ip: nextIp() })).id);
      const first = await get('/shoppers', { keyword: `page${tag}`, limit: 2 });
      expect(first.data).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(first.data.list.map((r: { id: number }) => r.id)).toEqual([made[2], made[1]]);
      const second = await get('/shoppers', { keyword: `page${tag}`, limit: 2, page: 2 });
      expect(second.data.list.map((r: { id: number }) => r.id)).toEqual([made[0]]);
      const beyond = await get('/shoppers', { keyword: `page${tag}`, limit: 2, page: 5 });
      expect(beyond.data).toMatchObject({ list: [], total: 3, page: 5 });
    });
  });

  describe('the shopper page', () => {
    /** A shopper with an order of every kind, a refund request, a review, a recharge and a withdrawal. */
    async function busyShopper() {
      const s = await fundedShopper(t.app, t.db, 100_000);
      const reviewed = await paidOrder(s, 3);
      const review = await call(t.app, 'POST', '/api/review/add', {
        token: s.token,
        body: {
          order_item_id: reviewed.itemId,
          content: `Fine, says ${s.account}`,
          product_score: 5,
          service_score: 5,
          postage_score: 5,
          images: [],
        },
      });
      expect(review.code, review.msg).toBe(1);
      const refunded = await paidOrder(s);
      const refund = await call(t.app, 'POST', '/api/refund/apply', {
        token: s.token,
        body: {
          order_id: refunded.id,
          item_ids: [refunded.itemId],
          type: 'refund_only',
          amount: '1',
          goods_status: 'received',
          reason: 'damaged',
          explanation: 'Scratched',
          proofs: [PROOF],
        },
      });
      expect(refund.code, refund.msg).toBe(1);
      const unpaid = await buyNow(t.app, s, sku, 1);
      expect(unpaid.code).toBe(1);
      const recharge = await call(t.app, 'POST', '/api/user/recharge', {
        token: s.token,
        body: { method: 'manual', amount: '25', evidence: EVIDENCE },
      });
      expect(recharge.code, recharge.msg).toBe(1);
      const withdrawal = await call(t.app, 'POST', '/api/user/extract', {
        token: s.token,
        body: {
          type: 'bank',
          amount: '20',
          pay_password: PAY_CODE,
          bank_card_no: '6222 0000 1111 1234',
          bank_name: 'Receiving Bank',
        },
      });
      expect(withdrawal.code, withdrawal.msg).toBe(1);
      return { s, paidTotal: Number(reviewed.total) + Number(refunded.total), unpaidId: unpaid.data.orders[0].id };
    }

    it("lists only that shopper's orders, ledger, refunds, recharges, withdrawals and reviews", async () => {
      const { s, paidTotal, unpaidId } = await busyShopper();
      await busyShopper();
      const only = (list: { buyer?: { id: number }; account?: string }[]) => {
        for (const row of list) {
          if (row.buyer) expect(row.buyer.id).toBe(s.id);
          else expect(row.account).toBe(s.account);
        }
      };

      const orders = await get('/shopper/orders', { id: s.id });
      expect(orders.data).toMatchObject({ total: 3, page: 1, limit: 10 });
      only(orders.data.list);
      const waiting = await get('/shopper/orders', { id: s.id, status: 0 });
      expect(waiting.data.list.map((o: { id: number }) => o.id)).toEqual([unpaidId]);
      const secondPage = await get('/shopper/orders', { id: s.id, limit: 2, page: 2 });
      expect(secondPage.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(secondPage.data.list).toHaveLength(1);

      const ledger = await get('/shopper/ledger', { id: s.id });
      expect(ledger.code, ledger.msg).toBe(1);
      const balance = await balanceOf(t.db, s.id);
      expect(ledger.data.user).toMatchObject({ id: s.id, account: s.account, balance: (balance / 100).toFixed(2) });
      expect(ledger.data.user.entries_total).toBe(ledger.data.user.balance);
      // The credit that funded it, two payments, the withdrawal's hold.
      expect(ledger.data.entries.total).toBe(4);
      expect(ledger.data.entries.list.map((e: { kind: string }) => e.kind).sort()).toEqual([
        'adjustment',
        'order_pay',
        'order_pay',
        'withdraw_hold',
      ]);

      for (const path of ['/shopper/refunds', '/shopper/recharges', '/shopper/withdrawals', '/shopper/reviews']) {
        const res = await get(path, { id: s.id });
        expect(res.code, `${path}: ${res.msg}`).toBe(1);
        expect(res.data.total, path).toBe(1);
        expect(res.data.list, path).toHaveLength(1);
        only(res.data.list);
      }
      expect((await get('/shopper/reviews', { id: s.id })).data.list[0].content).toBe(`Fine, says ${s.account}`);

      const profile = await get('/shopper', { id: s.id });
      expect(profile.data).toMatchObject({
        id: s.id,
        account: s.account,
        has_pay_password: true,
        lang: 'en',
        frozen: false,
        frozen_at: null,
        pay_locked: false,
        pay_locked_until: null,
        figures: { orders: 3, paid_orders: 2, paid_total: paidTotal.toFixed(2) },
      });
      expect(profile.data.addresses).toEqual([
        expect.objectContaining({ addressee: 'Test Buyer', country: 'US', is_default: true }),
      ]);
      expect(JSON.stringify(profile.data)).not.toContain('scrypt');
    });

    it('answers SHOPPER_NOT_FOUND for an id that is not a shopper, on every call', async () => {
      const missing = 2_000_000_000;
      for (const path of [
        '/shopper',
        '/shopper/orders',
        '/shopper/ledger',
        '/shopper/refunds',
        '/shopper/recharges',
        '/shopper/withdrawals',
        '/shopper/reviews',
      ]) {
        expect(await get(path, { id: missing }), path).toMatchObject({
          status: 200,
          code: 0,
          msg: 'The shopper does not exist',
          data: { error: 'SHOPPER_NOT_FOUND' },
        });
      }
      for (const [path, body] of [
        ['/shopper/freeze', { id: missing, frozen: true, reason: 'test' }],
        ['/shopper/unlock_pay', { id: missing }],
      ] as const)
        expect((await post(path, body)).data.error, path).toBe('SHOPPER_NOT_FOUND');
    });
  });

  describe('POST /api/console/shopper/freeze', () => {
    it('freezes: every session ends, sign-in is refused with the reason, payment and withdrawal too; nothing else changes', async () => {
      const s = await fundedShopper(t.app, t.db, 100_000);
      await paidOrder(s);
      const unpaid = (await buyNow(t.app, s, sku, 1)).data.orders[0].id as number;
      const second = (await login(s.account)).data.userinfo.token as string;
      // A session signed out before the freeze is not told about it.
      const signedOut = (await login(s.account)).data.userinfo.token as string;
      await call(t.app, 'POST', '/api/user/logout', { token: signedOut });
      const before = await userRow(s.id);
      const ordersBefore = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', s.id)
        .orderBy('id')
        .execute();
      const addressesBefore = await t.db.selectFrom('addresses').selectAll().where('user_id', '=', s.id).execute();
      const entriesBefore = await t.db.selectFrom('balance_entries').selectAll().where('user_id', '=', s.id).execute();

      const res = await post('/shopper/freeze', { id: s.id, frozen: true, reason: '  chargeback under review  ' });
      expect(res).toMatchObject({
        code: 1,
        msg: 'Account frozen',
        data: {
          id: s.id,
          frozen: true,
          frozen_reason: 'chargeback under review',
          balance: (before.balance / 100).toFixed(2),
        },
      });

      // Every session of the shopper has ended, and says why: the account is frozen, with the operator's reason.
      const frozenAnswer = {
        status: 401,
        code: 401,
        msg: 'This account is frozen: chargeback under review. Please contact customer service',
        data: { error: 'ACCOUNT_FROZEN', reason: 'chargeback under review' },
      };
      expect(await userInfo(s.token)).toEqual(frozenAnswer);
      expect(await userInfo(second)).toEqual(frozenAnswer);
      expect(await call(t.app, 'GET', '/api/user/getUserInfo', { token: second, lang: 'tai' })).toMatchObject({
        status: 401,
        msg: 'บัญชีนี้ถูกระงับ: chargeback under review กรุณาติดต่อฝ่ายบริการลูกค้า',
      });
      expect(await call(t.app, 'GET', '/api/cart/count', { token: second })).toMatchObject(frozenAnswer);
      expect(await userInfo(signedOut)).toMatchObject({ status: 401, data: { error: 'UNAUTHORIZED' } });
      // Sign-in is refused, with the reason.
      const refused = await login(s.account);
      expect(refused).toMatchObject({ code: 0, data: { error: 'ACCOUNT_FROZEN' } });
      expect(refused.msg).toBe('This account is frozen: chargeback under review. Please contact customer service');
      // Paying and withdrawing are refused by the services themselves, whatever session might have slipped through.
      const deps = { db: t.db } as AppDeps;
      await expect(payOrders(deps, s.id, { order_ids: [unpaid], pay_password: PAY_CODE })).rejects.toMatchObject({
        key: 'ACCOUNT_FROZEN',
      });
      await expect(
        requestWithdrawal(deps, s.id, {
          type: 'bank',
          amount: 2_000,
          pay_password: PAY_CODE,
          bank_card_no: '6222000011111234',
          bank_name: 'Receiving Bank',
        }),
      ).rejects.toMatchObject({ key: 'ACCOUNT_FROZEN' });
      expect(await pay(t.app, s, [unpaid])).toMatchObject({ status: 401 });

      // Nothing else of the shopper changed: the row but the three frozen columns, orders, addresses, ledger.
      const after = await userRow(s.id);
      expect(after.frozen_at).toBeInstanceOf(Date);
      expect({ ...after, frozen: false, frozen_reason: '', frozen_at: null }).toEqual(before);
      expect(await t.db.selectFrom('orders').selectAll().where('user_id', '=', s.id).orderBy('id').execute()).toEqual(
        ordersBefore,
      );
      expect(await t.db.selectFrom('addresses').selectAll().where('user_id', '=', s.id).execute()).toEqual(
        addressesBefore,
      );
      expect(await t.db.selectFrom('balance_entries').selectAll().where('user_id', '=', s.id).execute()).toEqual(
        entriesBefore,
      );
      expect(await t.db.selectFrom('withdrawals').select('id').where('user_id', '=', s.id).execute()).toEqual([]);

      // The console sees it.
      const frozenList = await get('/shoppers', { keyword: s.account, frozen: 'true' });
      expect(frozenList.data.list.map((r: { id: number }) => r.id)).toEqual([s.id]);
      expect((await get('/shoppers', { keyword: s.account, frozen: 'false' })).data.total).toBe(0);
      expect((await get('/shopper', { id: s.id })).data).toMatchObject({ frozen: true, frozen_at: expect.any(String) });

      const [audit] = await auditOf(s.id);
      expect(audit).toMatchObject({
        operator_id: supportId,
        action: 'shopper.freeze',
        before: { frozen: false, frozen_reason: '', frozen_at: null },
        after: { frozen: true, frozen_reason: 'chargeback under review', sessions_ended: 2 },
      });

      // Unfreezing: the reason and time are cleared; signing in, paying and the rest work again.
      const unfrozen = await post('/shopper/freeze', { id: s.id, frozen: false });
      expect(unfrozen).toMatchObject({ code: 1, msg: 'Account unfrozen', data: { frozen: false, frozen_reason: '' } });
      expect(await userRow(s.id)).toMatchObject({ frozen: false, frozen_reason: '', frozen_at: null });
      // The sessions the freeze ended stay ended, now as any ended session.
      expect(await userInfo(second)).toMatchObject({ status: 401, data: { error: 'UNAUTHORIZED' } });
      const back = await login(s.account);
      expect(back.code, back.msg).toBe(1);
      const payNow = await pay(t.app, { ...s, token: back.data.userinfo.token }, [unpaid]);
      expect(payNow.code, payNow.msg).toBe(1);
      expect((await auditOf(s.id)).map((row) => row.action)).toEqual(['shopper.freeze', 'shopper.unfreeze']);
    });

    it('refuses bad input with the field message and changes nothing', async () => {
      const s = await fundedShopper(t.app, t.db, 0);
      const before = await userRow(s.id);
      const cases: [unknown, string, string][] = [
        [{ id: s.id, frozen: true }, 'VALIDATION', 'Please enter a reason'],
        [{ id: s.id, frozen: true, reason: '   ' }, 'VALIDATION', 'Please enter a reason'],
        [{ id: s.id, frozen: true, reason: 'x'.repeat(201) }, 'VALIDATION', 'This text is too long'],
        [{ id: 'abc', frozen: true, reason: 'spam' }, 'VALIDATION', 'Invalid id'],
        [{ id: s.id, frozen: 'yes', reason: 'spam' }, 'VALIDATION', 'Invalid value: frozen'],
        [{ id: s.id, frozen: true, reason: 'spam', balance: '0' }, 'UNKNOWN_FIELD', 'Unknown field: balance'],
      ];
      for (const [body, error, msg] of cases) {
        const res = await post('/shopper/freeze', body);
        expect(res, JSON.stringify(body)).toMatchObject({ status: 200, code: 0, msg, data: { error } });
      }
      expect((await post('/shopper/freeze', { id: s.id, frozen: true })).data.fields).toEqual({
        reason: 'reasonRequired',
      });
      expect((await post('/shopper/unlock_pay', { id: s.id, all: true })).data.error).toBe('UNKNOWN_FIELD');
      const badQueries: Record<string, string | number>[] = [
        { limit: 500 },
        { page: 0 },
        { frozen: 'maybe' },
        { keyword: 'k'.repeat(61) },
      ];
      for (const query of badQueries)
        expect((await get('/shoppers', query)).data.error, JSON.stringify(query)).toBe('VALIDATION');
      expect((await get('/shopper', {})).data.error).toBe('VALIDATION');
      expect(await userRow(s.id)).toEqual(before);
      expect(await auditOf(s.id)).toEqual([]);
      expect((await userInfo(s.token)).code).toBe(1);
    });
  });

  describe('POST /api/console/shopper/unlock_pay', () => {
    it('clears a real lockout made by five wrong codes, and the count of wrong codes with it', async () => {
      const s = await fundedShopper(t.app, t.db, 0);
      const verify = (code: string) =>
        call(t.app, 'POST', '/api/user/verify_pay', { token: s.token, body: { pay_password: code } });
      for (let i = 1; i <= 4; i += 1) expect((await verify('000000')).data.error).toBe('PAY_PASSWORD_WRONG');
      expect((await verify('000000')).data.error).toBe('PAY_PASSWORD_LOCKED');
      expect((await verify(PAY_CODE)).data.error).toBe('PAY_PASSWORD_LOCKED');
      expect((await get('/shoppers', { keyword: s.account })).data.list[0].pay_locked).toBe(true);
      const locked = (await get('/shopper', { id: s.id })).data;
      expect(locked.pay_locked).toBe(true);
      expect(Date.parse(locked.pay_locked_until)).toBeGreaterThan(Date.now());

      const res = await post('/shopper/unlock_pay', { id: s.id });
      expect(res).toMatchObject({
        code: 1,
        msg: 'Payment code lockout cleared',
        data: { id: s.id, pay_locked: false },
      });
      expect((await get('/shopper', { id: s.id })).data).toMatchObject({ pay_locked: false, pay_locked_until: null });
      // The count restarts: a wrong code now leaves four more attempts, and the right code works.
      expect(await verify('000000')).toMatchObject({
        code: 0,
        data: { error: 'PAY_PASSWORD_WRONG', attempts_left: 4 },
      });
      expect((await verify(PAY_CODE)).code).toBe(1);
      const [audit] = await auditOf(s.id);
      expect(audit).toMatchObject({
        operator_id: supportId,
        action: 'shopper.unlock_pay',
        before: { pay_locked_until: locked.pay_locked_until },
        after: { pay_locked_until: null, wrong_codes: 0 },
      });
      // The shopper's session was not touched.
      expect((await userInfo(s.token)).code).toBe(1);
    });
  });
});
