import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { seedEssentials } from '../../src/seed/seed.ts';
import { checkLedger } from '../../src/modules/ledger/ledger-check.service.ts';
import { buildCatalogueFixture } from '../catalogue-fixture.ts';
import { call, createTestDb } from '../helper.ts';
import {
  buyNow,
  fundedShopper,
  operatorToken,
  PAY_CODE,
  putPlainWalletSettings,
  type Shopper,
  setStock,
  skusOf,
} from '../order-fixture.ts';
import { ApiUnderTest, type Exchange, isFinal, type SendOptions, send, sleep } from './fault-support.ts';

/**
 * The second fault of docs/operations.md#faults-the-shop-survives: the API killed with SIGKILL at random moments while payments, withdrawals and operator
 * decisions stream in with Idempotency-Keys, restarted each time; every request is retried with its own key until
 * it is answered. Then no order is paid without its debit, nothing is debited twice or without its order, every
 * retry answered the first outcome within a minute, and the whole-system ledger check holds.
 */

const KILLS = 20;
const WORKERS = 6;
const ANSWER_WITHIN_MS = 60_000;

type Kind = 'pay' | 'withdraw' | 'approve-recharge' | 'refuse-withdrawal';

interface Request {
  kind: Kind;
  url: string;
  options: SendOptions & { key: string };
  /** What the request is about: the order, withdrawal or recharge (its id once answered, for a withdrawal). */
  subject?: number;
  firstSent: number;
  /** The process's downtime (ms, all restarts so far) when the request was first sent. */
  downAtFirst: number;
  /** From the first send to the answer, less the time the process was down meanwhile (restarting is not answering). */
  answeredAfterMs?: number;
  /** The same, the restarts included. */
  wallMs?: number;
  answer?: Exchange;
  attempts: number;
  /** The last few exchanges, for a failure's message. */
  recent: Exchange[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API killed with SIGKILL mid-request (PostgreSQL)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let api: ApiUnderTest;
  let setup: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;

  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
    await seedEssentials(db);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]!.name}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sigkill-'));
    // The test's own app on the same database prepares what the requests act on (orders, pending requests).
    setup = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), db, logger: false });
    await setup.ready();
    // The scheduler stays off: the only writers are the requests under test.
    api = await ApiUnderTest.create(url.toString(), dataDir, { ORDER_SWEEP_SECONDS: '0' });
    await api.start();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await setup?.close();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${KILLS} kills: every request answered once with its first outcome, money moved once`, async () => {
    const fixture = await buildCatalogueFixture(db);
    const [sku] = await skusOf(db, fixture.products.earbuds);
    await setStock(db, sku!, 1_000_000);
    await putPlainWalletSettings(db, { withdraw_fee_min: 100 });
    const operator = await operatorToken(setup, db);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < WORKERS; i += 1) shoppers.push(await fundedShopper(setup, db, 100_000_000));

    const requests: Request[] = [];
    let kills = 0;
    let cutOff = 0;
    const downtime: number[] = [];
    let downSince: number | undefined;
    /** All the time the process has been down so far, the current restart included. */
    const downMs = () =>
      downtime.reduce((sum, ms) => sum + ms, 0) + (downSince === undefined ? 0 : performance.now() - downSince);

    /** Prepares one request of a random kind, through the test's own app (never the process under test). */
    const prepare = async (shopper: Shopper): Promise<Request> => {
      const key = `fault-${randomBytes(8).toString('hex')}`;
      const kind = (['pay', 'pay', 'withdraw', 'approve-recharge', 'refuse-withdrawal'] as const)[
        Math.floor(Math.random() * 5)
      ]!;
      const base = { kind, firstSent: 0, downAtFirst: 0, attempts: 0, recent: [] as Exchange[] };
      if (kind === 'pay') {
        const order = await buyNow(setup, shopper, sku!);
        if (order.code !== 1) throw new Error(`buy now failed: ${order.msg}`);
        const id = order.data.orders[0].id as number;
        const body = { order_ids: [id], pay_password: PAY_CODE };
        return { ...base, url: '/api/order/pay', subject: id, options: { token: shopper.token, body, key } };
      }
      if (kind === 'withdraw') {
        const body = { type: 'bank', amount: '3', pay_password: PAY_CODE, bank_card_no: '6222 0000', bank_name: 'B' };
        return { ...base, url: '/api/user/extract', options: { token: shopper.token, body, key } };
      }
      if (kind === 'approve-recharge') {
        const recharge = await call(setup, 'POST', '/api/user/recharge', {
          token: shopper.token,
          body: { method: 'manual', amount: '7', evidence: '/uploads/u/evidence0000000000000001.webp' },
        });
        if (recharge.code !== 1) throw new Error(`recharge failed: ${recharge.msg}`);
        const body = { id: recharge.data.id as number, amount: '7' };
        return {
          ...base,
          url: '/api/console/recharge/approve',
          subject: body.id,
          options: { token: operator, body, key },
        };
      }
      const withdrawal = await call(setup, 'POST', '/api/user/extract', {
        token: shopper.token,
        body: { type: 'bank', amount: '2', pay_password: PAY_CODE, bank_card_no: '6222 0001', bank_name: 'B' },
      });
      if (withdrawal.code !== 1) throw new Error(`withdrawal failed: ${withdrawal.msg}`);
      const body = { id: withdrawal.data.id as number, reason: 'Account closed' };
      return {
        ...base,
        url: '/api/console/withdrawal/refuse',
        subject: body.id,
        options: { token: operator, body, key },
      };
    };

    /** Sends a request with its key until it is answered (the process may be dead, restarting, or mid-request). */
    const untilAnswered = async (request: Request) => {
      request.firstSent = performance.now();
      request.downAtFirst = downMs();
      const age = () => performance.now() - request.firstSent - (downMs() - request.downAtFirst);
      for (;;) {
        request.attempts += 1;
        const exchange = await send(api.url, 'POST', request.url, request.options);
        if (exchange.failure === 'cut') cutOff += 1;
        request.recent = [...request.recent.slice(-4), exchange];
        expect(exchange.status, JSON.stringify(exchange)).not.toBe(500);
        if (isFinal(exchange)) {
          request.answer = exchange;
          request.answeredAfterMs = age();
          request.wallMs = performance.now() - request.firstSent;
          return;
        }
        if (age() > ANSWER_WITHIN_MS)
          throw new Error(
            `unanswered: ${request.url} ${JSON.stringify(request.recent)}; API alive ${api.alive}, ` +
              `${kills} kills, endings ${api.endings.join(' ')}:\n${api.tail(15)}`,
          );
        await sleep(100 + Math.random() * 200);
      }
    };

    const started = performance.now();
    const workers = shoppers.map(async (shopper) => {
      while (kills < KILLS) {
        const request = await prepare(shopper);
        requests.push(request);
        await untilAnswered(request);
      }
    });
    const killer = (async () => {
      while (kills < KILLS) {
        await sleep(300 + Math.random() * 2_000);
        await api.kill();
        kills += 1;
        downSince = performance.now();
        await api.start();
        downtime.push(performance.now() - downSince);
        downSince = undefined;
      }
    })();
    await Promise.all([killer, ...workers]);
    const streamSeconds = (performance.now() - started) / 1000;
    // The figures first (README "Reliability"), then the checks.
    const slowest = Math.max(...requests.map((r) => r.answeredAfterMs ?? 0));
    const slowestWall = Math.max(...requests.map((r) => r.wallMs ?? 0));
    const meanRestart = downtime.reduce((sum, ms) => sum + ms, 0) / downtime.length;
    const retried = requests.filter((r) => r.attempts > 1).length;
    console.log(
      `SIGKILL: ${kills} kills in ${streamSeconds.toFixed(0)} s, ${requests.length} requests ` +
        `(${requests.filter((r) => r.kind === 'pay').length} payments, ${requests.filter((r) => r.kind === 'withdraw').length} withdrawals, ${requests.length - requests.filter((r) => r.kind === 'pay' || r.kind === 'withdraw').length} decisions), ` +
        `${cutOff} exchanges cut off mid-request, ${retried} requests retried, slowest answered after ` +
        `${(slowest / 1000).toFixed(1)} s of the process being up (${(slowestWall / 1000).toFixed(1)} s with restarts), ` +
        `restart ${(meanRestart / 1000).toFixed(1)} s on average, ${(Math.max(...downtime) / 1000).toFixed(1)} s at most`,
    );

    // Every request answered, within a minute of its first try, and as a success (balances cover everything).
    expect(requests.every((r) => r.answer && r.answeredAfterMs! < ANSWER_WITHIN_MS)).toBe(true);
    const refused = requests.filter((r) => r.answer?.code !== 1);
    expect(refused.map((r) => [r.kind, r.answer?.data])).toEqual([]);
    // The process ended only by the test's kills.
    expect(api.endings).toEqual(Array(KILLS).fill('SIGKILL'));

    // Each retry now, with its own key, answers exactly the first outcome.
    for (const request of requests) {
      const again = await send(api.url, 'POST', request.url, request.options);
      expect({ code: again.code, data: again.data }).toEqual({
        code: request.answer!.code,
        data: request.answer!.data,
      });
    }

    // No order paid without its debit, none debited twice, no debit without its paid order.
    const paidIds = requests.filter((r) => r.kind === 'pay').map((r) => r.subject!);
    const debits = await sql<{ order_id: number; status: number; total: number; debits: number; debited: number }>`
      select o.id as order_id, o.status, o.total,
             count(e.id)::int as debits, coalesce(-sum(e.amount), 0)::bigint as debited
      from orders o left join balance_entries e on e.kind = 'order_pay' and e.ref_id = o.id
      group by o.id`.execute(db);
    for (const row of debits.rows) {
      if (paidIds.includes(row.order_id)) expect(row).toMatchObject({ status: 1, debits: 1, debited: row.total });
      else expect(row).toMatchObject({ status: 0, debits: 0 });
    }
    // One withdrawal (and one hold) per withdrawal request, each the one its answer named.
    const withdrawRequests = requests.filter((r) => r.kind === 'withdraw');
    const held = await sql<{ id: number; holds: number }>`
      select w.id, (select count(*)::int from balance_entries e where e.kind = 'withdraw_hold' and e.ref_id = w.id)
        as holds
      from withdrawals w where w.idempotency_key is not null`.execute(db);
    expect(held.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      withdrawRequests.map((r) => r.answer!.data.id as number).sort((a, b) => a - b),
    );
    expect(held.rows.every((row) => row.holds === 1)).toBe(true);
    // Each decision taken once: one credit per approved recharge, one return per refused withdrawal.
    const credits = await sql<{ kind: string; ref_id: number; n: number }>`
      select kind, ref_id, count(*)::int as n from balance_entries
      where kind in ('recharge', 'withdraw_return') group by kind, ref_id`.execute(db);
    const decided = requests.filter((r) => r.kind === 'approve-recharge' || r.kind === 'refuse-withdrawal');
    expect(credits.rows).toHaveLength(decided.length);
    expect(credits.rows.every((row) => row.n === 1)).toBe(true);
    const ledger = await checkLedger({ db });
    expect(ledger.balanced, JSON.stringify(ledger)).toBe(true);
  }, 420_000);
});
