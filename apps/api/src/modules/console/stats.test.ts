import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import {
  buyNow,
  fundedShopper,
  nextIp,
  operatorToken,
  PAY_CODE,
  pay,
  type Shopper,
  setStock,
  skusOf,
} from '../../../test/order-fixture.ts';
import { rollupState } from './stats.repo.ts';
import { ROLLUP_GRACE_MINUTES, rollUpRecentDays } from './stats.service.ts';

const DAY_MS = 86_400_000;
const EVIDENCE = '/uploads/u/evidenceStats000000001.webp';
const PROOF = '/uploads/u/proofStats00000000001.webp';

/** YYYY-MM-DD of `offset` days from today (UTC). */
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const at = (offset: number, time: string) => `${day(offset)}T${time}Z`;
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Sales figures per UTC day (docs/domain.md#statistics): orders paid on known days (paid_at set directly for past days, at the edges
 * of a day too), refunds, recharges and withdrawals through the real calls for today and written straight into the
 * ledger for past days, new shoppers on known days. Every figure of every day and the totals are exact; a day without
 * anything is zeros; records outside the range are not counted.
 */
describe(`console sales figures (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;
  let s: Shopper;
  const sku: Record<'headphones' | 'mug' | 'teapot', number> = { headphones: 0, mug: 0, teapot: 0 };
  const price: Record<keyof typeof sku, number> = { headphones: 0, mug: 0, teapot: 0 };
  const orders: Record<string, { id: number; total: number; shop: number }> = {};
  let expected: Record<string, Record<string, number>>;
  let newToday: number;

  const stats = (query: Record<string, string | number>, lang?: string) =>
    call(t.app, 'GET', '/api/console/stats', { token: op, query, lang });
  const top = (query: Record<string, string | number>, lang?: string) =>
    call(t.app, 'GET', '/api/console/stats/top', { token: op, query, lang });

  /** Buys `quantity` of a product, pays, and moves paid_at to `paidAt` when given. */
  async function paidOrder(name: string, product: keyof typeof sku, quantity: number, paidAt?: string) {
    const created = await buyNow(t.app, s, sku[product], quantity);
    expect(created.code, created.msg).toBe(1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, s, [id])).code).toBe(1);
    if (paidAt) await t.db.updateTable('orders').set({ paid_at: paidAt }).where('id', '=', id).execute();
    const row = await t.db
      .selectFrom('orders')
      .select(['total', 'shop_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    orders[name] = { id, total: row.total, shop: row.shop_id };
    return orders[name];
  }

  /** A credit written into the ledger at a past time, as the real call would have written it then. */
  async function creditInPast(kind: 'recharge' | 'refund', refId: number, amount: number, createdAt: string) {
    await t.db.transaction().execute(async (trx) => {
      const { balance } = await trx
        .updateTable('users')
        .set({ balance: sql`balance + ${amount}` })
        .where('id', '=', s.id)
        .returning('balance')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('balance_entries')
        .values({
          user_id: s.id,
          amount,
          kind,
          ref_type: kind,
          ref_id: refId,
          balance_after: balance,
          created_at: createdAt,
        })
        .execute();
      // A refund comes out of the platform's escrow, as the refund service does it (the ledger check follows it).
      if (kind === 'refund') {
        const escrow = await trx
          .selectFrom('ledger_accounts')
          .select('id')
          .where('kind', '=', 'escrow')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('account_entries')
          .values({
            account_id: escrow.id,
            amount: -amount,
            kind,
            ref_type: kind,
            ref_id: refId,
            created_at: createdAt,
          })
          .execute();
      }
    });
  }

  async function pastRecharge(amount: number, auditedAt: string) {
    const { id } = await t.db
      .insertInto('recharges')
      .values({
        user_id: s.id,
        method: 'manual',
        amount,
        actual_amount: amount,
        network: null,
        address: null,
        tx_hash: null,
        evidence: EVIDENCE,
        card_last4: null,
        provider: null,
        status: 1,
        created_at: auditedAt,
        audited_at: auditedAt,
        audited_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await creditInPast('recharge', id, amount, auditedAt);
  }

  async function pastRefund(orderId: number, amount: number, creditedAt: string) {
    const order = await t.db.selectFrom('orders').select('shop_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('refunds')
      .values({
        order_id: orderId,
        user_id: s.id,
        shop_id: order.shop_id,
        type: 'refund_only',
        amount,
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'Cracked',
        proofs: JSON.stringify([PROOF]),
        status: 3,
        status_before: 1,
        created_at: creditedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await creditInPast('refund', id, amount, creditedAt);
  }

  async function withdrawal(amount: string, outcome: 'approve' | 'refuse' | 'wait', auditedAt?: string) {
    const res = await call(t.app, 'POST', '/api/user/extract', {
      token: s.token,
      body: { type: 'bank', amount, pay_password: PAY_CODE, bank_card_no: '6222 0000 1111 1234', bank_name: 'Bank' },
    });
    expect(res.code, res.msg).toBe(1);
    const id = res.data.id as number;
    if (outcome !== 'wait') {
      const body = outcome === 'approve' ? { id } : { id, reason: 'Card closed' };
      const audited = await call(t.app, 'POST', `/api/console/withdrawal/${outcome}`, { token: op, body });
      expect(audited.code, audited.msg).toBe(1);
    }
    if (auditedAt) await t.db.updateTable('withdrawals').set({ audited_at: auditedAt }).where('id', '=', id).execute();
  }

  async function shopperCreatedAt(createdAt: string) {
    const { id } = await registerShopper(t.app, {}, { ip: nextIp() });
    await t.db
      .updateTable('users')
      .set({ created_at: sql`${createdAt}::timestamptz` })
      .where('id', '=', id)
      .execute();
  }

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    for (const name of ['headphones', 'mug', 'teapot'] as const) {
      [sku[name]] = (await skusOf(t.db, f.products[name])) as [number];
      await setStock(t.db, sku[name], 100);
      price[name] = (
        await t.db.selectFrom('skus').select('price').where('id', '=', sku[name]).executeTakeFirstOrThrow()
      ).price;
    }
    s = await fundedShopper(t.app, t.db, 1_000_000);

    // Orders paid: two on day -3 (one a millisecond before midnight), one on day -2 at midnight, one today, one on
    // day -10 (outside the range); one never paid.
    const o1 = await paidOrder('o1', 'headphones', 2, at(-3, '10:00:00.000'));
    const o2 = await paidOrder('o2', 'mug', 1, at(-3, '23:59:59.999'));
    const o3 = await paidOrder('o3', 'teapot', 1, at(-2, '00:00:00.000'));
    const o4 = await paidOrder('o4', 'mug', 3);
    await paidOrder('old', 'headphones', 1, at(-10, '12:00:00.000'));
    expect((await buyNow(t.app, s, sku.mug, 1)).code).toBe(1);

    // Refunds: one through the real calls today ($5), one credited on day -1 ($3), one on day -7 (outside).
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: o4.id } });
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: s.token,
      body: {
        order_id: o4.id,
        item_ids: [detail.data.items[0].id],
        type: 'refund_only',
        amount: '5',
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'Chipped',
        proofs: [PROOF],
      },
    });
    expect(applied.code, applied.msg).toBe(1);
    const approved = await call(t.app, 'POST', '/api/console/refund/approve', {
      token: op,
      body: { id: applied.data.id },
    });
    expect(approved.code, approved.msg).toBe(1);
    await pastRefund(o3.id, 300, at(-1, '12:00:00.000'));
    await pastRefund(o1.id, 100, at(-7, '12:00:00.000'));

    // Recharges: $25 through the real calls today, $40 on day -2, $9 on day -6 (outside); one refused.
    const recharge = async (amount: string) =>
      (
        await call(t.app, 'POST', '/api/user/recharge', {
          token: s.token,
          body: { method: 'manual', amount, evidence: EVIDENCE },
        })
      ).data.id as number;
    const passed = await recharge('25');
    expect(
      (await call(t.app, 'POST', '/api/console/recharge/approve', { token: op, body: { id: passed, amount: '25' } }))
        .code,
    ).toBe(1);
    const refused = await recharge('30');
    expect(
      (
        await call(t.app, 'POST', '/api/console/recharge/refuse', {
          token: op,
          body: { id: refused, reason: 'No transfer' },
        })
      ).code,
    ).toBe(1);
    await pastRecharge(4_000, at(-2, '08:00:00.000'));
    await pastRecharge(900, at(-6, '08:00:00.000'));

    // Withdrawals (by their amount): $20 passed today, $15 passed on day -4; one refused, one waiting: not counted.
    await withdrawal('20', 'approve');
    await withdrawal('15', 'approve', at(-4, '00:00:00.000'));
    await withdrawal('11', 'refuse');
    await withdrawal('12', 'wait');

    // New shoppers: one on day -4, one on day -1 at its last millisecond, one on day -10; the rest today.
    await shopperCreatedAt(at(-4, '09:00:00.000'));
    await shopperCreatedAt(at(-1, '23:59:59.999'));
    await shopperCreatedAt(at(-10, '09:00:00.000'));
    const users = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    newToday = Number(users.n) - 3;

    const zero = { gmv: 0, paid_orders: 0, refunded: 0, recharged: 0, withdrawn: 0, new_shoppers: 0 };
    expected = {
      [day(-4)]: { ...zero, withdrawn: 1_500, new_shoppers: 1 },
      [day(-3)]: { ...zero, gmv: o1.total + o2.total, paid_orders: 2 },
      [day(-2)]: { ...zero, gmv: o3.total, paid_orders: 1, recharged: 4_000 },
      [day(-1)]: { ...zero, refunded: 300, new_shoppers: 1 },
      [day(0)]: {
        gmv: o4.total,
        paid_orders: 1,
        refunded: 500,
        recharged: 2_500,
        withdrawn: 2_000,
        new_shoppers: newToday,
      },
    };
  });
  afterAll(() => t.close());

  const asDto = (figures: Record<string, number>) => ({
    gmv: money(figures.gmv ?? 0),
    paid_orders: figures.paid_orders,
    refunded: money(figures.refunded ?? 0),
    recharged: money(figures.recharged ?? 0),
    withdrawn: money(figures.withdrawn ?? 0),
    new_shoppers: figures.new_shoppers,
  });

  it('answers every day of the range with its exact figures, and the totals', async () => {
    const res = await stats({ from: day(-5), to: day(0) });
    expect(res.code, res.msg).toBe(1);
    const zero = { gmv: 0, paid_orders: 0, refunded: 0, recharged: 0, withdrawn: 0, new_shoppers: 0 };
    const days = [-5, -4, -3, -2, -1, 0].map((offset) => ({
      date: day(offset),
      ...asDto(expected[day(offset)] ?? zero),
    }));
    expect(res.data.days).toEqual(days);
    const sum = (key: string) => Object.values(expected).reduce((total, figures) => total + (figures[key] ?? 0), 0);
    expect(res.data.totals).toEqual(
      asDto({
        gmv: sum('gmv'),
        paid_orders: sum('paid_orders'),
        refunded: sum('refunded'),
        recharged: sum('recharged'),
        withdrawn: sum('withdrawn'),
        new_shoppers: sum('new_shoppers'),
      }),
    );
    // Day -5 had nothing: zeros, money as "0.00".
    expect(res.data.days[0]).toEqual({
      date: day(-5),
      gmv: '0.00',
      paid_orders: 0,
      refunded: '0.00',
      recharged: '0.00',
      withdrawn: '0.00',
      new_shoppers: 0,
    });
  });

  it('one day alone, and a range with nothing in it', async () => {
    const one = await stats({ from: day(-3), to: day(-3) });
    expect(one.data.days).toEqual([{ date: day(-3), ...asDto(expected[day(-3)] ?? {}) }]);
    expect(one.data.totals).toEqual(asDto(expected[day(-3)] ?? {}));
    const empty = await stats({ from: '2020-02-28', to: '2020-03-01' });
    expect(empty.data.days.map((d: { date: string }) => d.date)).toEqual(['2020-02-28', '2020-02-29', '2020-03-01']);
    expect(empty.data.totals).toEqual({
      gmv: '0.00',
      paid_orders: 0,
      refunded: '0.00',
      recharged: '0.00',
      withdrawn: '0.00',
      new_shoppers: 0,
    });
  });

  it('answers 366 days, and refuses 367, a bad day or an end before the start with the field message', async () => {
    const year = await stats({ from: day(-365), to: day(0) });
    expect(year.data.days).toHaveLength(366);
    expect(year.data.totals.paid_orders).toBe(5);
    const cases: [Record<string, string>, string, string][] = [
      [{ from: day(-366), to: day(0) }, 'Choose at most 366 days', 'rangeTooLong'],
      [{ from: day(0), to: day(-1) }, 'The end must be after the start', 'dateRangeInvalid'],
      [{ from: 'yesterday', to: day(0) }, 'Please enter a date as YYYY-MM-DD', 'dayInvalid'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'Please enter a date as YYYY-MM-DD', 'dayInvalid'],
      [{ from: '2026-2-1', to: '2026-03-01' }, 'Please enter a date as YYYY-MM-DD', 'dayInvalid'],
      [{ to: day(0) }, 'Please enter a date as YYYY-MM-DD', 'dayInvalid'],
    ];
    for (const [query, msg, field] of cases) {
      const res = await stats(query);
      expect(res, JSON.stringify(query)).toMatchObject({ status: 200, code: 0, msg, data: { error: 'VALIDATION' } });
      expect(Object.values(res.data.fields)).toContain(field);
    }
    expect((await top({ from: day(0), to: day(0), limit: 21 })).data.error).toBe('VALIDATION');
    expect((await top({ from: day(-366), to: day(0) })).msg).toBe('Choose at most 366 days');
  });

  it('ranks the products and shops of the orders paid in the range by amount, in the request language', async () => {
    const res = await top({ from: day(-4), to: day(0) }, 'zh-CN');
    expect(res.code, res.msg).toBe(1);
    const { o1, o2, o3, o4 } = orders as Record<string, { id: number; total: number; shop: number }>;
    expect(res.data.products).toEqual([
      {
        id: f.products.headphones,
        title: '蓝牙头戴式耳机',
        image: expect.stringMatching(/^\/uploads\/.+/),
        shop_name: '日出音响',
        quantity: 2,
        amount: money(2 * price.headphones),
      },
      expect.objectContaining({ id: f.products.mug, title: '咖啡杯', quantity: 4, amount: money(4 * price.mug) }),
      expect.objectContaining({ id: f.products.teapot, quantity: 1, amount: money(price.teapot) }),
    ]);
    const shops = [
      { id: o1?.shop, orders: 1, amount: o1?.total ?? 0 },
      { id: o2?.shop, orders: 2, amount: (o2?.total ?? 0) + (o4?.total ?? 0) },
      { id: o3?.shop, orders: 1, amount: o3?.total ?? 0 },
    ].sort((a, b) => b.amount - a.amount);
    expect(
      res.data.shops.map((shop: { id: number; orders: number; amount: string }) => ({
        id: shop.id,
        orders: shop.orders,
        amount: shop.amount,
      })),
    ).toEqual(shops.map((shop) => ({ ...shop, amount: money(shop.amount) })));
    expect(res.data.shops.find((shop: { id: number }) => shop.id === f.shops.sunrise)).toMatchObject({
      name: '日出音响',
      logo: expect.stringMatching(/^\/uploads\/.+/),
    });

    const english = await top({ from: day(-4), to: day(0), limit: 1 });
    expect(english.data.products).toEqual([
      expect.objectContaining({
        id: f.products.headphones,
        title: 'Bluetooth Over-Ear Headphones',
        shop_name: 'Sunrise Audio',
      }),
    ]);
    expect(english.data.shops).toHaveLength(1);
    expect((await top({ from: '2020-01-01', to: '2020-01-31' })).data).toEqual({ products: [], shops: [] });
  });

  // The rollup (docs/domain.md#statistics): a closed day is rolled up the first time it is asked for, then read from
  // sales_days; the open days (today, and yesterday in the first hour of today) are computed from the records.
  const clearRollup = async () => {
    await t.db.deleteFrom('sales_day_products').execute();
    await t.db.deleteFrom('sales_day_shops').execute();
    await t.db.deleteFrom('sales_days').execute();
  };
  const openFrom = async () => (await rollupState(t.db, { from: day(0), to: day(0) }, ROLLUP_GRACE_MINUTES)).openFrom;
  const rolledDays = async () =>
    (
      await sql<{ date: string; gmv: string; paid_orders: number; new_shoppers: number }>`
        select to_char(day, 'YYYY-MM-DD') as date, gmv, paid_orders, new_shoppers from sales_days order by day
      `.execute(t.db)
    ).rows;

  it('rolls up each closed day once, with the figures it answered, and reads it from the rollup after', async () => {
    await clearRollup();
    const first = await stats({ from: day(-5), to: day(0) });
    expect(first.code, first.msg).toBe(1);
    const open = await openFrom();
    const closed = [-5, -4, -3, -2, -1].map(day).filter((date) => date < open);
    const rolled = await rolledDays();
    expect(rolled.map((row) => row.date)).toEqual(closed);
    for (const row of rolled) {
      const answered = first.data.days.find((d: { date: string }) => d.date === row.date);
      expect({ gmv: money(Number(row.gmv)), paid_orders: row.paid_orders, new_shoppers: row.new_shoppers }).toEqual({
        gmv: answered.gmv,
        paid_orders: answered.paid_orders,
        new_shoppers: answered.new_shoppers,
      });
    }
    // The products and shops of day -3 (two orders), as the orders themselves add up.
    const { o1, o2 } = orders as Record<string, { id: number; total: number; shop: number }>;
    const shops = await t.db
      .selectFrom('sales_day_shops')
      .select(['shop_id', 'orders', 'amount'])
      .where('day', '=', day(-3))
      .orderBy('shop_id')
      .execute();
    const expectedShops = new Map<number, { orders: number; amount: number }>();
    for (const order of [o1, o2]) {
      if (!order) continue;
      const sum = expectedShops.get(order.shop) ?? { orders: 0, amount: 0 };
      expectedShops.set(order.shop, { orders: sum.orders + 1, amount: sum.amount + order.total });
    }
    expect(shops.map((row) => ({ ...row, amount: Number(row.amount), orders: Number(row.orders) }))).toEqual(
      [...expectedShops].sort(([a], [b]) => a - b).map(([shop_id, sum]) => ({ shop_id, ...sum })),
    );
    const products = await t.db
      .selectFrom('sales_day_products')
      .select(['product_id', 'quantity'])
      .where('day', '=', day(-3))
      .orderBy('product_id')
      .execute();
    expect(products.map((row) => [row.product_id, Number(row.quantity)])).toEqual(
      [
        [f.products.headphones, 2],
        [f.products.mug, 1],
      ].sort(([a], [b]) => (a ?? 0) - (b ?? 0)),
    );

    // Asked again, the same answer, and nothing rolled up twice.
    expect((await stats({ from: day(-5), to: day(0) })).data).toEqual(first.data);
    expect(await rolledDays()).toEqual(rolled);

    // Read from the rollup: a cent put on day -3's row shows in the answer (then taken back).
    await sql`update sales_days set gmv = gmv + 1 where day = ${day(-3)}::date`.execute(t.db);
    const tampered = await stats({ from: day(-3), to: day(-3) });
    expect(tampered.data.days[0].gmv).toBe(money((o1?.total ?? 0) + (o2?.total ?? 0) + 1));
    await sql`update sales_days set gmv = gmv - 1 where day = ${day(-3)}::date`.execute(t.db);
  });

  it('many first reads at once roll each day up once, and all answer the same figures', async () => {
    await clearRollup();
    const range = { from: day(-5), to: day(0) };
    const answers = await Promise.all([
      stats(range),
      top(range),
      stats(range),
      top(range),
      stats({ from: day(-4), to: day(-1) }),
      // Nineteen days: three rollup statements of a week at most.
      top({ from: day(-20), to: day(-2) }),
    ]);
    for (const answer of answers) expect(answer.code, answer.msg).toBe(1);
    expect(answers[2]?.data).toEqual(answers[0]?.data);
    expect(answers[3]?.data).toEqual(answers[1]?.data);
    const open = await openFrom();
    const closed = Array.from({ length: 20 }, (_, i) => day(i - 20)).filter((date) => date < open);
    expect((await rolledDays()).map((row) => row.date)).toEqual(closed);
    // Each rolled day's products add up to its orders' lines, once.
    const { rows } = await sql<{ day: string; rolled: string; lines: string }>`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        (select coalesce(sum(amount), 0) from sales_day_products p where p.day = d.day) as rolled,
        (select coalesce(sum(i.price * i.quantity), 0) from orders o join order_items i on i.order_id = o.id
          where o.paid_at >= d.day::timestamp at time zone 'UTC'
            and o.paid_at < (d.day + 1)::timestamp at time zone 'UTC') as lines
      from sales_days d order by d.day
    `.execute(t.db);
    for (const row of rows) expect(Number(row.rolled), row.day).toBe(Number(row.lines));
  });

  it('an open day is computed from the records: a payment after a read shows on the next read', async () => {
    const before = await stats({ from: day(0), to: day(0) });
    const topBefore = await top({ from: day(0), to: day(0) });
    const later = await paidOrder('later', 'teapot', 2);
    const after = await stats({ from: day(0), to: day(0) });
    expect(after.data.days[0].paid_orders).toBe(before.data.days[0].paid_orders + 1);
    expect(after.data.days[0].gmv).toBe(money(Math.round(Number(before.data.days[0].gmv) * 100) + later.total));
    const teapot = (answer: typeof topBefore) =>
      answer.data.products.find((p: { id: number }) => p.id === f.products.teapot)?.quantity ?? 0;
    expect(teapot(await top({ from: day(0), to: day(0) }))).toBe(teapot(topBefore) + 2);
    expect(await rolledDays()).not.toContainEqual(expect.objectContaining({ date: day(0) }));
  });

  it('the background rollup (each API process, at start and hourly) rolls up the last month’s closed days', async () => {
    await clearRollup();
    await rollUpRecentDays({ db: t.db });
    const open = await openFrom();
    const month = Array.from({ length: 30 }, (_, i) => day(i - 30)).filter((date) => date < open);
    expect((await rolledDays()).map((row) => row.date)).toEqual(month);
    // A dashboard load then adds nothing up again, and answers what the records say.
    const answer = await stats({ from: day(-5), to: day(0) });
    expect(answer.data.days.find((d: { date: string }) => d.date === day(-3))).toEqual({
      date: day(-3),
      ...asDto(expected[day(-3)] ?? {}),
    });
    expect((await rolledDays()).length).toBe(month.length);
  });
});
