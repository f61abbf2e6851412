import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  putPlainWalletSettings,
} from '../../../test/order-fixture.ts';
import { pruneKeys } from './idempotency.repo.ts';

/**
 * The second fault of a dying request: a key whose request died answers "in progress" only while its lease lives, and a
 * committed money movement is never run again, also once its key has left idempotency_keys (the key is kept on the
 * effect's own row: migration 011).
 */
describe(`Idempotency-Key leases and keys kept with their effects (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    await putPlainWalletSettings(t.db);
  }, 60_000);
  afterAll(() => t.close());

  const withdraw = (s: Shopper, amount: string, key: string) =>
    call(t.app, 'POST', '/api/user/extract', {
      token: s.token,
      body: { type: 'bank', amount, pay_password: PAY_CODE, bank_card_no: '6222 0000 1111 2222', bank_name: 'Bank' },
      headers: { 'idempotency-key': key },
    });
  /** What the scheduler's daily prune does to keys a day old: here to every key there is. */
  const pruneAll = () => pruneKeys(t.db, 0);
  const withdrawalsOf = (userId: number) =>
    t.db.selectFrom('withdrawals').select('id').where('user_id', '=', userId).execute();

  it('a committed withdrawal retried after its key was pruned answers its first outcome and moves no money', async () => {
    const s = await fundedShopper(t.app, t.db, 10_000);
    const first = await withdraw(s, '10', 'pruned-withdrawal-1');
    expect(first.code).toBe(1);
    expect(await balanceOf(t.db, s.id)).toBe(10_000 - 1_200);
    await pruneAll();
    expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);

    const retry = await withdraw(s, '10', 'pruned-withdrawal-1');
    expect(retry).toEqual(first);
    expect(await withdrawalsOf(s.id)).toHaveLength(1);
    expect(await balanceOf(t.db, s.id)).toBe(10_000 - 1_200);
    // The key is claimed again with the answer: the next retry replays it from idempotency_keys.
    expect(await withdraw(s, '10', 'pruned-withdrawal-1')).toEqual(first);
    // Another request under the same key is still refused, also when it reaches the effect's row.
    await pruneAll();
    expect((await withdraw(s, '11', 'pruned-withdrawal-1')).data.error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await withdrawalsOf(s.id)).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('a key whose request died unanswered is in progress while its lease lives and free once it ends', async () => {
    const s = await fundedShopper(t.app, t.db, 10_000);
    const scope = `shopper:${s.id}:extract`;
    // What a process killed after its claim leaves behind: the claim, no answer, no effect.
    await t.db
      .insertInto('idempotency_keys')
      .values({ scope, key: 'dead-request-01', request_hash: 'x', response: null, holder: 'dead' })
      .execute();
    const blocked = await withdraw(s, '10', 'dead-request-01');
    expect(blocked.data.error).toBe('IDEMPOTENCY_KEY_REUSED');
    await t.db
      .updateTable('idempotency_keys')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('scope', '=', scope)
      .execute();
    const freed = await withdraw(s, '10', 'dead-request-01');
    expect(freed.code).toBe(1);
    expect(await withdrawalsOf(s.id)).toHaveLength(1);
    expect(await withdraw(s, '10', 'dead-request-01')).toEqual(freed);

    // Same body, live lease: in progress (not a second withdrawal), until the lease ends.
    const live = await withdraw(s, '10', 'live-request-01');
    expect(live.code).toBe(1);
    await t.db
      .updateTable('idempotency_keys')
      .set({ response: null, lease_until: sql<Date>`now() + interval '15 seconds'` })
      .where('scope', '=', scope)
      .where('key', '=', 'live-request-01')
      .execute();
    expect((await withdraw(s, '10', 'live-request-01')).data.error).toBe('REQUEST_IN_PROGRESS');
    // Once the lease ends the retry runs, finds the withdrawal by the key on its row, and answers it.
    await t.db
      .updateTable('idempotency_keys')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', 'live-request-01')
      .execute();
    expect(await withdraw(s, '10', 'live-request-01')).toEqual(live);
    expect(await withdrawalsOf(s.id)).toHaveLength(2);
    expect(await balanceOf(t.db, s.id)).toBe(10_000 - 2 * 1_200);
    await expectLedgerConsistent(t.db);
  });

  it('a payment retried after its key was pruned answers the first payment and debits once', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const [sku] = await skusOf(t.db, f.products.earbuds);
    const order = await buyNow(t.app, s, sku!);
    expect(order.code).toBe(1);
    const ids = order.data.orders.map((o: { id: number }) => o.id);
    const first = await pay(t.app, s, ids, 'pruned-payment-01');
    expect(first.code).toBe(1);
    const after = await balanceOf(t.db, s.id);
    await pruneAll();
    const retry = await pay(t.app, s, ids, 'pruned-payment-01');
    expect(retry).toEqual(first);
    expect(await balanceOf(t.db, s.id)).toBe(after);
    const debits = await t.db
      .selectFrom('balance_entries')
      .select('id')
      .where('user_id', '=', s.id)
      .where('kind', '=', 'order_pay')
      .execute();
    expect(debits).toHaveLength(ids.length);
    await expectLedgerConsistent(t.db);
  });

  it('an operator approval retried after its key was pruned answers the approval and credits once', async () => {
    const s = await fundedShopper(t.app, t.db, 0);
    const request = await call(t.app, 'POST', '/api/user/recharge', {
      token: s.token,
      body: { method: 'manual', amount: '25', evidence: '/uploads/u/evidence0000000000000001.webp' },
      headers: { 'idempotency-key': 'recharge-request-1' },
    });
    expect(request.code).toBe(1);
    const approve = () =>
      call(t.app, 'POST', '/api/console/recharge/approve', {
        token: op,
        body: { id: request.data.id, amount: '25' },
        headers: { 'idempotency-key': 'approve-recharge-1' },
      });
    const first = await approve();
    expect(first.code).toBe(1);
    await pruneAll();
    expect(await approve()).toEqual(first);
    expect(await balanceOf(t.db, s.id)).toBe(2_500);
    // The request itself, retried after pruning, answers its first outcome too (no second recharge row).
    const again = await call(t.app, 'POST', '/api/user/recharge', {
      token: s.token,
      body: { method: 'manual', amount: '25', evidence: '/uploads/u/evidence0000000000000001.webp' },
      headers: { 'idempotency-key': 'recharge-request-1' },
    });
    expect(again.data.id).toBe(request.data.id);
    expect(await t.db.selectFrom('recharges').select('id').where('user_id', '=', s.id).execute()).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });
});
