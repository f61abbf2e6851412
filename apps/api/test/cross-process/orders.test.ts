import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture } from '../catalogue-fixture.ts';
import {
  type ApiProcess,
  SLOW_TEST_MS,
  STARTUP_MS,
  startTopology,
  type Topology,
  skipReason,
} from '../multi-process.ts';
import { expectLedgerConsistent, setStock, skusOf, stockOf } from '../order-fixture.ts';
import { fundedShopperOver, http, PAY_CODE } from './http-client.ts';

/**
 * Money and orders with two API processes on one PostgreSQL database behind nginx: a retry that lands on the other
 * process replays the first answer, the payment-code lockout is one count, and the order scheduler, running in
 * both processes every second here, moves each due order once.
 */
const unavailable = skipReason('orders and money across processes');
const DUE_ORDERS = 200;

describe.skipIf(!!unavailable)(
  `orders and money across two API processes behind nginx${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let top: Topology;
    let a: ApiProcess;
    let b: ApiProcess;
    let sku: number;

    beforeAll(async () => {
      top = await startTopology({
        // Every process sweeps every second; LOG_LEVEL=info keeps each sweep's "orders moved" line.
        env: { ORDER_SWEEP_SECONDS: '1', LOG_LEVEL: 'info' },
        prepare: async (db) => {
          const fixture = await buildCatalogueFixture(db);
          sku = (await skusOf(db, fixture.products.mug))[0]!;
          await setStock(db, sku, 10_000);
        },
      });
      [a, b] = top.processes as [ApiProcess, ApiProcess];
    }, STARTUP_MS);
    afterAll(async () => {
      if (!top) return;
      await expectLedgerConsistent(top.db);
      await top.close();
    });

    type Buyer = Awaited<ReturnType<typeof fundedShopperOver>>;
    const buyNow = (base: string, buyer: Buyer) =>
      http(base, 'POST', '/api/order/create', {
        token: buyer.token,
        body: { source: { buy_now: { sku_id: sku, quantity: 1 } }, address_id: buyer.addressId },
      });
    const pay = (base: string, buyer: Buyer, ids: number[], key?: string, code = PAY_CODE) =>
      http(base, 'POST', '/api/order/pay', {
        token: buyer.token,
        body: { order_ids: ids, pay_password: code },
        headers: key ? { 'idempotency-key': key } : {},
      });
    const balanceOf = async (id: number) =>
      (await top.db.selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;
    const debitsOf = (orderId: number) =>
      top.db
        .selectFrom('balance_entries')
        .select('amount')
        .where('ref_type', '=', 'order')
        .where('ref_id', '=', orderId)
        .execute();

    it('a payment retried on the other process with the same Idempotency-Key replays the first answer; money moves once', async () => {
      const buyer = await fundedShopperOver(a.url, top.db, 100_000);
      const order = await buyNow(a.url, buyer);
      expect(order.code, order.msg).toBe(1);
      const id = order.data.orders[0].id as number;
      const totalCents = Math.round(Number(order.data.orders[0].total) * 100);

      const first = await pay(a.url, buyer, [id], 'xp-retry-0001');
      expect(first.code, first.msg).toBe(1);
      const retried = await pay(b.url, buyer, [id], 'xp-retry-0001');
      expect(retried).toEqual(first);
      expect(await debitsOf(id)).toHaveLength(1);
      expect(await balanceOf(buyer.id)).toBe(100_000 - totalCents);
    });

    it('the same payment sent to both processes at once with one key moves money once; both answers agree', async () => {
      const buyer = await fundedShopperOver(b.url, top.db, 100_000);
      const order = await buyNow(b.url, buyer);
      const id = order.data.orders[0].id as number;
      const results = await Promise.all([a, b, a, b].map((p) => pay(p.url, buyer, [id], 'xp-race-0001')));
      const ok = results.filter((r) => r.code === 1);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of ok) expect(r.data).toEqual(ok[0]!.data);
      for (const r of results.filter((r) => r.code !== 1)) expect(r.data.error).toBe('REQUEST_IN_PROGRESS');
      // Settled: a retry on either process answers as the winner did.
      for (const p of [a, b]) expect((await pay(p.url, buyer, [id], 'xp-race-0001')).data).toEqual(ok[0]!.data);
      expect(await debitsOf(id)).toHaveLength(1);
    });

    it('the payment-code lockout counts wrong codes made on both processes: 4 wrong, the 5th locks, the right code is refused on either', async () => {
      const buyer = await fundedShopperOver(a.url, top.db, 100_000);
      const order = await buyNow(a.url, buyer);
      const id = order.data.orders[0].id as number;
      for (const [i, left] of [4, 3, 2, 1].entries()) {
        const res = await pay(i % 2 ? b.url : a.url, buyer, [id], undefined, '000000');
        expect(res.data).toMatchObject({ error: 'PAY_PASSWORD_WRONG', attempts_left: left });
      }
      expect((await pay(b.url, buyer, [id], undefined, '000000')).data.error).toBe('PAY_PASSWORD_LOCKED');
      for (const p of [a, b]) expect((await pay(p.url, buyer, [id])).data.error).toBe('PAY_PASSWORD_LOCKED');
      expect(await debitsOf(id)).toHaveLength(0);
      expect(await balanceOf(buyer.id)).toBe(100_000);
    });

    it(
      `the order scheduler in both processes moves each of ${DUE_ORDERS} orders due at once exactly once: one event, one notification, stock back once`,
      async () => {
        const buyers = await Promise.all([a, b, a, b].map((p) => fundedShopperOver(p.url, top.db, 0)));
        const stockBefore = await stockOf(top.db, sku);
        // Placed through nginx, a few at a time.
        const ids: number[] = [];
        for (let round = 0; round < DUE_ORDERS / 8; round += 1) {
          const placed = await Promise.all(
            Array.from({ length: 8 }, (_, i) => buyNow(top.baseUrl, buyers[i % buyers.length]!)),
          );
          for (const res of placed) {
            expect(res.code, res.msg).toBe(1);
            ids.push(res.data.orders[0].id);
          }
        }
        expect(await stockOf(top.db, sku)).toEqual({
          sku: stockBefore.sku - DUE_ORDERS,
          product: stockBefore.product - DUE_ORDERS,
        });

        // All due in one statement, so both processes' next sweeps find the same 200 orders.
        const logMark = top.processes.map((p) => p.logLines().length);
        await top.db
          .updateTable('orders')
          .set({ pay_deadline: sql<Date>`now() - interval '1 minute'` })
          .where('id', 'in', ids)
          .execute();

        const deadline = Date.now() + 30_000;
        for (;;) {
          const { n } = await top.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('id', 'in', ids)
            .where('status', '=', 0)
            .executeTakeFirstOrThrow();
          if (Number(n) === 0) break;
          if (Date.now() > deadline) throw new Error(`${n} orders still unpaid after 30 s of sweeps`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }

        const events = await top.db
          .selectFrom('order_events')
          .select(['order_id', 'kind'])
          .where('order_id', 'in', ids)
          .where('kind', '=', 'expired')
          .execute();
        expect(events).toHaveLength(DUE_ORDERS);
        expect(new Set(events.map((event) => event.order_id)).size).toBe(DUE_ORDERS);
        const notices = await top.db
          .selectFrom('notifications')
          .select('ref_id')
          .where('ref_type', '=', 'order')
          .where('ref_id', 'in', ids)
          .execute();
        expect(notices).toHaveLength(DUE_ORDERS);
        expect(await stockOf(top.db, sku)).toEqual(stockBefore);

        // Which process moved how many: every "orders moved by the scheduler" line since they became due. A round
        // logs once all its sweeps are done, after its last expiry committed, and the line then crosses a pipe: the
        // database can show every order moved a moment before the last line arrives, so the count is awaited.
        const movedBy = () =>
          top.processes.map((p, i) =>
            p
              .logLines()
              .slice(logMark[i])
              .filter((line) => line.includes('orders moved by the scheduler'))
              .reduce((sum, line) => sum + Number((JSON.parse(line) as { expired?: number }).expired ?? 0), 0),
          );
        await expect.poll(() => movedBy().reduce((sum, n) => sum + n, 0), { timeout: 10_000 }).toBe(DUE_ORDERS);
        const moved = movedBy();
        console.info(`scheduler: process A expired ${moved[0]} orders, process B ${moved[1]}`);
      },
      SLOW_TEST_MS,
    );
  },
);
