import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  buyNow,
  operatorToken,
  PAY_CODE,
  pay,
  putPlainWalletSettings,
  resetOrderSettings,
  setOrderSettings,
  setStock,
  stockOf,
} from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';
import { notifySeller } from './notification.service.ts';

const PROOF = '/uploads/u/proofPicture000000000001.webp';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LANGS = ['en', 'zh-CN', 'ri', 'han', 'tai'] as const;
const DAY = 86_400_000;

type Notice = { id: number; text: string; ref: { type: string; id: number } | null; read: boolean; created_at: string };

/**
 * The seller center's inbox: what happened in the shop (a paid order, a refund request, a review, a settlement, a
 * payout decision, a SKU running low), for that shop only, rendered in the reader's language, each also pushed as a
 * `notification` live event to the shop.
 */
describe(`seller notifications (${engine})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let oak: TestSeller;
  let elm: TestSeller;
  let oakProduct: { id: number; sku: number; title: string };
  let elmProduct: { id: number; sku: number };
  let finance: string;
  let fulfilment: string;

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    oak = await market.approvedSeller('Oak Studio');
    elm = await market.approvedSeller('Elm Works');
    const product = await market.product(oak, '40.00', 50);
    const row = await t.db
      .selectFrom('products')
      .select('title')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    oakProduct = { ...product, title: row.title.en as string };
    elmProduct = await market.product(elm, '25.00', 50);
    finance = await operatorToken(t.app, t.db, ['finance']);
    fulfilment = await operatorToken(t.app, t.db, ['fulfilment']);
    await putPlainWalletSettings(t.db);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom('seller_notifications').execute();
    await t.db.deleteFrom('seller_alert_settings').execute();
    await t.db.deleteFrom('live_events').execute();
    await t.db.deleteFrom('rate_limits').execute();
    await resetOrderSettings(t.db);
    await setStock(t.db, oakProduct.sku, 50);
    await setStock(t.db, elmProduct.sku, 50);
  });

  const list = (s: TestSeller, query: Record<string, string | number> = {}, lang?: string) =>
    call(t.app, 'GET', '/api/seller/notifications', { token: s.token, query, lang });
  const notices = async (s: TestSeller, lang?: string) => (await list(s, { limit: 50 }, lang)).data.list as Notice[];
  const unread = async (s: TestSeller) =>
    (await call(t.app, 'GET', '/api/seller/notifications/unread', { token: s.token })).data.count as number;
  const read = (s: TestSeller, body: unknown) =>
    call(t.app, 'POST', '/api/seller/notifications/read', { token: s.token, body });
  const settings = (s: TestSeller) => call(t.app, 'GET', '/api/seller/notification_settings', { token: s.token });
  const saveSettings = (s: TestSeller, body: unknown) =>
    call(t.app, 'POST', '/api/seller/notification_settings', { token: s.token, body });
  const orderNo = async (id: number) =>
    (await t.db.selectFrom('orders').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;
  /** The order's total as the API writes money ("44.99": goods and freight). */
  const totalOf = async (id: number) => {
    const row = await t.db.selectFrom('orders').select('total').where('id', '=', id).executeTakeFirstOrThrow();
    return (row.total / 100).toFixed(2);
  };
  /** The notification live events of a shop, oldest first. */
  const liveOf = async (s: TestSeller) =>
    (
      await t.db
        .selectFrom('live_events')
        .select(['kind', 'payload'])
        .where('audience', '=', `shop:${s.shopId}`)
        .where('kind', '=', 'notification')
        .orderBy('id')
        .execute()
    ).map((e) => e.payload);
  const ids = async (s: TestSeller) =>
    (
      await t.db.selectFrom('seller_notifications').select('id').where('shop_id', '=', s.shopId).orderBy('id').execute()
    ).map((row) => row.id);
  /** Buys `quantity` of the SKU (the stock is reserved when the order is made) and pays. */
  async function buy(sku: number, quantity: number) {
    const created = await buyNow(t.app, market.shopper, sku, quantity);
    expect(created.code, created.msg).toBe(1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, market.shopper, [id])).code).toBe(1);
    return id;
  }
  async function refundApply(orderId: number, amount: string) {
    const detail = await call(t.app, 'GET', '/api/order/detail', {
      token: market.shopper.token,
      query: { id: orderId },
    });
    const res = await call(t.app, 'POST', '/api/refund/apply', {
      token: market.shopper.token,
      body: {
        order_id: orderId,
        item_ids: [detail.data.items[0].id],
        type: 'refund_only',
        amount,
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'A chip on the rim',
        proofs: [PROOF],
      },
    });
    expect(res.code, res.msg).toBe(1);
    return res.data.id as number;
  }
  const utcDatePlusDays = (days: number, at = Date.now()) => new Date(at + days * DAY).toISOString().slice(0, 10);

  it('tells the shop of each paid order, that shop only, and pushes it as a live event', async () => {
    // An order made but not paid tells nobody.
    const unpaid = await buyNow(t.app, market.shopper, oakProduct.sku, 1);
    expect(unpaid.code, unpaid.msg).toBe(1);
    expect(await notices(oak)).toEqual([]);

    const order = await market.paidOrder(oakProduct.sku, 2);
    expect(order.total).toBe('80.00');
    const no = await orderNo(order.id);
    const res = await list(oak);
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(res.data).toEqual({
      list: [
        {
          id: expect.any(Number),
          text: `New paid order ${no}: $80.00`,
          ref: { type: 'order', id: order.id },
          read: false,
          created_at: expect.stringMatching(ISO),
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
      unread: 1,
    });
    expect(await unread(oak)).toBe(1);
    expect(await notices(elm)).toEqual([]);
    expect(await unread(elm)).toBe(0);
    expect(await liveOf(oak)).toEqual([{ id: res.data.list[0].id }]);
    expect(await liveOf(elm)).toEqual([]);

    // Two shops' orders paid in one payment: each shop hears of its own.
    const atOak = await buyNow(t.app, market.shopper, oakProduct.sku, 1);
    const atElm = await buyNow(t.app, market.shopper, elmProduct.sku, 3);
    const oakId = atOak.data.orders[0].id as number;
    const elmId = atElm.data.orders[0].id as number;
    expect((await pay(t.app, market.shopper, [oakId, elmId])).code).toBe(1);
    // One line of $40.00 pays freight: the notice says the order's total.
    const oakTotal = await totalOf(oakId);
    expect(Number(oakTotal)).toBeGreaterThan(40);
    expect((await notices(oak)).map((n) => [n.text, n.ref])).toEqual([
      [`New paid order ${await orderNo(oakId)}: $${oakTotal}`, { type: 'order', id: oakId }],
      [`New paid order ${no}: $80.00`, { type: 'order', id: order.id }],
    ]);
    expect((await notices(elm)).map((n) => [n.text, n.ref])).toEqual([
      [`New paid order ${await orderNo(elmId)}: $${await totalOf(elmId)}`, { type: 'order', id: elmId }],
    ]);
    // Paying the same order again tells nobody again; two payments of one order at once tell once.
    expect((await pay(t.app, market.shopper, [oakId])).code).toBe(0);
    expect(await unread(oak)).toBe(2);
    const raced = await buyNow(t.app, market.shopper, oakProduct.sku, 1);
    const racedId = raced.data.orders[0].id as number;
    const payments = await Promise.all([pay(t.app, market.shopper, [racedId]), pay(t.app, market.shopper, [racedId])]);
    expect(payments.map((res) => res.code).sort()).toEqual([0, 1]);
    expect((await notices(oak)).filter((n) => n.ref?.id === racedId && n.ref.type === 'order')).toHaveLength(1);
    expect(await unread(oak)).toBe(3);
    expect(await liveOf(oak)).toEqual((await ids(oak)).map((id) => ({ id })));
    expect(await liveOf(elm)).toEqual((await ids(elm)).map((id) => ({ id })));
  });

  it('tells the shop of a refund request with the day by which it must answer, from the order settings', async () => {
    const orderId = await buy(oakProduct.sku, 1);
    const no = await orderNo(orderId);

    await setOrderSettings(t.db, { seller_refund_days: 5 });
    const settingsRead = await call(t.app, 'GET', '/api/console/order_settings', { token: fulfilment });
    expect(settingsRead.data.seller_refund_days).toBe(5);
    const before = Date.now();
    const refundId = await refundApply(orderId, '15.00');
    const after = Date.now();
    const [notice] = await notices(oak);
    expect(notice).toEqual({
      id: expect.any(Number),
      text: expect.any(String),
      ref: { type: 'refund', id: refundId },
      read: false,
      created_at: expect.stringMatching(ISO),
    });
    // A run across midnight (UTC) may see either day.
    const texts = [before, after].map(
      (at) =>
        `Refund requested for order ${no} ($15.00): answer by ${utcDatePlusDays(5, at)}, after that the platform decides`,
    );
    expect(texts).toContain(notice?.text);
    expect(notice?.text).not.toContain(utcDatePlusDays(3));
    expect(await notices(elm)).toEqual([]);

    // With the default settings: three days.
    await resetOrderSettings(t.db);
    const second = await buy(oakProduct.sku, 1);
    const at = Date.now();
    const secondRefund = await refundApply(second, '40.00');
    const [latest] = await notices(oak);
    expect(latest).toMatchObject({
      text: `Refund requested for order ${await orderNo(second)} ($40.00): answer by ${utcDatePlusDays(3, at)}, after that the platform decides`,
      ref: { type: 'refund', id: secondRefund },
    });
    expect(await liveOf(oak)).toEqual((await ids(oak)).map((id) => ({ id })));
  });

  it('tells the shop of a review and of the settlement that follows, with the amount settled', async () => {
    const order = await market.paidOrder(oakProduct.sku, 1);
    const no = await orderNo(order.id);
    await market.complete(oak, order);
    const review = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('order_item_id', '=', order.itemId)
      .executeTakeFirstOrThrow();
    // The order's total (goods and freight) less the platform's default 5 % commission, rounded half up.
    const totalCents = Math.round(Number(order.total) * 100);
    const settledAmount = ((totalCents - Math.round((totalCents * 5) / 100)) / 100).toFixed(2);
    const settled = await call(t.app, 'GET', '/api/seller/settlements', { token: oak.token });
    expect(settled.data.list[0]).toMatchObject({ order_id: order.id, amount: settledAmount });

    expect((await notices(oak)).map((n) => [n.text, n.ref, n.read])).toEqual([
      [`Order ${no} is settled: $${settledAmount} added to your balance`, { type: 'settlement', id: order.id }, false],
      [`New 5-star review on order ${no}`, { type: 'review', id: review.id }, false],
      [`New paid order ${no}: $${order.total}`, { type: 'order', id: order.id }, false],
    ]);
    expect(await unread(oak)).toBe(3);
    expect(await notices(elm)).toEqual([]);
    expect(await liveOf(oak)).toEqual((await ids(oak)).map((id) => ({ id })));
  });

  it('tells the shop when a finance operator pays or refuses its payout; a shopper payout tells no shop', async () => {
    const order = await market.paidOrder(oakProduct.sku, 1);
    await market.complete(oak, order);
    await t.db.deleteFrom('seller_notifications').execute();
    await t.db.deleteFrom('live_events').execute();

    const account = await call(t.app, 'POST', '/api/seller/payout_account/save', {
      token: oak.token,
      body: { holder_name: 'Oak Studio Ltd', bank_name: 'ICBC', account_no: '6222 0202 0202 0202' },
    });
    expect(account.code, account.msg).toBe(1);
    const withdraw = async (amount: string) => {
      const res = await call(t.app, 'POST', '/api/seller/withdraw', {
        token: oak.token,
        body: { amount, pay_password: PAY_CODE, payout_account_id: account.data.id },
      });
      expect(res.code, res.msg).toBe(1);
      return res.data.id as number;
    };
    const paid = await withdraw('10');
    const refused = await withdraw('5.50');
    // Asking tells nothing: only the decision does.
    expect(await notices(oak)).toEqual([]);

    const approve = await call(t.app, 'POST', '/api/console/withdrawal/approve', {
      token: finance,
      body: { id: paid },
    });
    expect(approve.code, approve.msg).toBe(1);
    const refuse = await call(t.app, 'POST', '/api/console/withdrawal/refuse', {
      token: finance,
      body: { id: refused, reason: 'Account name does not match' },
    });
    expect(refuse.code, refuse.msg).toBe(1);
    expect((await notices(oak)).map((n) => [n.text, n.ref])).toEqual([
      [
        'Your payout of $5.50 was refused and returned to your balance: Account name does not match',
        { type: 'withdrawal', id: refused },
      ],
      ['Your payout of $10.00 has been paid', { type: 'withdrawal', id: paid }],
    ]);
    expect(await notices(elm)).toEqual([]);
    // A decision taken twice tells once.
    expect(
      (await call(t.app, 'POST', '/api/console/withdrawal/approve', { token: finance, body: { id: paid } })).code,
    ).toBe(0);
    expect(await unread(oak)).toBe(2);

    // A shopper's payout is the shopper's business: no shop hears of it.
    const extract = await call(t.app, 'POST', '/api/user/extract', {
      token: market.shopper.token,
      body: {
        type: 'bank',
        amount: '3',
        pay_password: PAY_CODE,
        bank_card_no: '6222 3333 4444 5678',
        bank_name: 'Payout Bank',
      },
    });
    expect(extract.code, extract.msg).toBe(1);
    const passed = await call(t.app, 'POST', '/api/console/withdrawal/approve', {
      token: finance,
      body: { id: extract.data.id },
    });
    expect(passed.code, passed.msg).toBe(1);
    expect(await t.db.selectFrom('seller_notifications').select('shop_id').execute()).toEqual([
      { shop_id: oak.shopId },
      { shop_id: oak.shopId },
    ]);
    expect(await liveOf(oak)).toEqual((await ids(oak)).map((id) => ({ id })));
  });

  it('tells the seller once when a SKU falls below the low-stock level, again only after it rose back', async () => {
    expect(await settings(oak)).toMatchObject({ status: 200, code: 1, data: { low_stock_level: 0 } });
    expect(await saveSettings(oak, { low_stock_level: 5 })).toEqual({
      status: 200,
      code: 1,
      msg: 'Save success',
      data: { low_stock_level: 5 },
    });
    expect((await settings(oak)).data).toEqual({ low_stock_level: 5 });
    expect((await settings(elm)).data).toEqual({ low_stock_level: 0 });
    await setStock(t.db, oakProduct.sku, 6);
    const lowStock = async () => (await notices(oak)).filter((n) => n.ref?.type === 'product');
    const expected = (left: number) => ({
      text: `Low stock: ${oakProduct.title} (#${oakProduct.sku}) has ${left} left`,
      ref: { type: 'product', id: oakProduct.id },
    });

    await buy(oakProduct.sku, 2);
    expect((await stockOf(t.db, oakProduct.sku)).sku).toBe(4);
    expect(await lowStock()).toEqual([
      { id: expect.any(Number), ...expected(4), read: false, created_at: expect.stringMatching(ISO) },
    ]);
    // Bought further down: no second notice.
    await buy(oakProduct.sku, 1);
    await buy(oakProduct.sku, 2);
    expect((await stockOf(t.db, oakProduct.sku)).sku).toBe(1);
    expect(await lowStock()).toHaveLength(1);

    // Restocked, then it falls again: told again.
    await setStock(t.db, oakProduct.sku, 5);
    await buy(oakProduct.sku, 1);
    expect((await stockOf(t.db, oakProduct.sku)).sku).toBe(4);
    expect((await lowStock()).map((n) => n.text)).toEqual([expected(4).text, expected(4).text]);
    // Elm set no level and hears nothing of its own SKUs, nor of Oak's.
    await setStock(t.db, elmProduct.sku, 6);
    await buy(elmProduct.sku, 3);
    expect((await notices(elm)).filter((n) => n.ref?.type === 'product')).toEqual([]);
    expect(await liveOf(oak)).toEqual((await ids(oak)).map((id) => ({ id })));
  });

  it('tells once when checkouts at once take a SKU below the level', async () => {
    expect((await saveSettings(oak, { low_stock_level: 5 })).code).toBe(1);
    await setStock(t.db, oakProduct.sku, 6);
    const orders = await Promise.all(Array.from({ length: 4 }, () => buyNow(t.app, market.shopper, oakProduct.sku, 2)));
    // Three reservations of two fit in six; the fourth finds none left.
    expect(orders.filter((res) => res.code === 1)).toHaveLength(3);
    expect(orders.filter((res) => res.code !== 1).map((res) => res.data.error)).toEqual(['OUT_OF_STOCK']);
    expect((await stockOf(t.db, oakProduct.sku)).sku).toBe(0);
    expect((await notices(oak)).map((n) => [n.text, n.ref])).toEqual([
      [`Low stock: ${oakProduct.title} (#${oakProduct.sku}) has 4 left`, { type: 'product', id: oakProduct.id }],
    ]);
    expect(await liveOf(oak)).toEqual((await ids(oak)).map((id) => ({ id })));
  });

  it('says low stock only below the level, not at it', async () => {
    expect((await saveSettings(oak, { low_stock_level: 5 })).code).toBe(1);
    await setStock(t.db, oakProduct.sku, 7);
    await buy(oakProduct.sku, 2);
    expect((await stockOf(t.db, oakProduct.sku)).sku).toBe(5);
    const lowStock = async () => (await notices(oak)).filter((n) => n.ref?.type === 'product');
    expect(await lowStock()).toEqual([]);
    await buy(oakProduct.sku, 1);
    expect((await lowStock()).map((n) => n.text)).toEqual([
      `Low stock: ${oakProduct.title} (#${oakProduct.sku}) has 4 left`,
    ]);
  });

  it('never tells of low stock at level 0', async () => {
    expect((await saveSettings(oak, { low_stock_level: 5 })).code).toBe(1);
    expect((await saveSettings(oak, { low_stock_level: 0 })).data).toEqual({ low_stock_level: 0 });
    expect((await settings(oak)).data).toEqual({ low_stock_level: 0 });
    await setStock(t.db, oakProduct.sku, 6);
    await buy(oakProduct.sku, 2);
    await buy(oakProduct.sku, 4);
    expect((await stockOf(t.db, oakProduct.sku)).sku).toBe(0);
    // The paid orders' notices arrived: the low-stock one would have come with them.
    expect((await notices(oak)).map((n) => n.ref?.type)).toEqual(['order', 'order']);
  });

  it('refuses a low-stock level that is negative, too large or not a whole number, and keeps the one saved', async () => {
    expect((await saveSettings(oak, { low_stock_level: 7 })).code).toBe(1);
    for (const low_stock_level of [-1, 100_001, 'abc', 2.5]) {
      const res = await saveSettings(oak, { low_stock_level });
      expect(res, String(low_stock_level)).toMatchObject({
        status: 200,
        code: 0,
        data: { error: 'VALIDATION', fields: { low_stock_level: 'invalidField' } },
      });
    }
    expect((await saveSettings(oak, {})).data.error).toBe('VALIDATION');
    expect((await saveSettings(oak, { low_stock_level: 3, shop_id: elm.shopId })).data.error).toBe('UNKNOWN_FIELD');
    expect((await settings(oak)).data).toEqual({ low_stock_level: 7 });
    expect((await settings(elm)).data).toEqual({ low_stock_level: 0 });
    expect((await saveSettings(oak, { low_stock_level: 100_000 })).data).toEqual({ low_stock_level: 100_000 });
    expect(await t.db.selectFrom('seller_alert_settings').select(['shop_id', 'low_stock_level']).execute()).toEqual([
      { shop_id: oak.shopId, low_stock_level: 100_000 },
    ]);
  });

  it('refuses a low-stock level that is not a number (null, empty text, true, a list) instead of reading it as one', async () => {
    expect((await saveSettings(oak, { low_stock_level: 7 })).code).toBe(1);
    const answers: Record<string, unknown> = {};
    for (const low_stock_level of [null, '', false, true, [8]]) {
      answers[JSON.stringify(low_stock_level)] = (await saveSettings(oak, { low_stock_level })).data;
    }
    // Each is refused, and the level saved before stays.
    const after = (await settings(oak)).data;
    expect(answers).toEqual({
      null: { error: 'VALIDATION', fields: { low_stock_level: 'invalidField' } },
      '""': { error: 'VALIDATION', fields: { low_stock_level: 'invalidField' } },
      false: { error: 'VALIDATION', fields: { low_stock_level: 'invalidField' } },
      true: { error: 'VALIDATION', fields: { low_stock_level: 'invalidField' } },
      '[8]': { error: 'VALIDATION', fields: { low_stock_level: 'invalidField' } },
    });
    expect(after).toEqual({ low_stock_level: 7 });
  });

  it("renders every notice in the request's language, five languages, no placeholder left", async () => {
    expect((await saveSettings(oak, { low_stock_level: 5 })).code).toBe(1);
    await setStock(t.db, oakProduct.sku, 6);
    const order = await market.paidOrder(oakProduct.sku, 2);
    const no = await orderNo(order.id);
    const refundOrder = await buy(oakProduct.sku, 1);
    await refundApply(refundOrder, '1.00');
    await notifySeller(t.db, {
      shopId: oak.shopId,
      messageKey: 'sellerNotifications.payoutRefused',
      params: { amount: '9.00', reason: 'Wrong bank' },
      refType: 'withdrawal',
      refId: 1,
    });
    const all = await notices(oak);
    // Newest first: the low-stock notice came with the first order's reservation, before its payment.
    expect(all.map((n) => n.ref)).toEqual([
      { type: 'withdrawal', id: 1 },
      { type: 'refund', id: expect.any(Number) },
      { type: 'order', id: refundOrder },
      { type: 'order', id: order.id },
      { type: 'product', id: oakProduct.id },
    ]);

    const byLang = new Map<string, Notice[]>();
    for (const lang of LANGS) byLang.set(lang, await notices(oak, lang));
    for (const [index, notice] of all.entries()) {
      const texts = LANGS.map((lang) => byLang.get(lang)?.[index]?.text ?? '');
      for (const text of texts) expect(text, JSON.stringify(notice.ref)).not.toContain('{{');
      expect(new Set(texts).size, texts.join(' | ')).toBe(5);
      // The same notice in every language.
      expect(LANGS.map((lang) => byLang.get(lang)?.[index]?.id)).toEqual(LANGS.map(() => notice.id));
    }
    const paidNotice = (lang: string) => byLang.get(lang)?.[3]?.text;
    expect(paidNotice('en')).toBe(`New paid order ${no}: $80.00`);
    expect(paidNotice('zh-CN')).toBe(`新的已付款订单 ${no}：$80.00`);
    expect(paidNotice('ri')).toBe(`新しい支払い済み注文 ${no}：$80.00`);
    expect(paidNotice('han')).toBe(`새 결제 완료 주문 ${no}: $80.00`);
    expect(paidNotice('tai')).toBe(`คำสั่งซื้อใหม่ที่ชำระแล้ว ${no}: $80.00`);
    expect(byLang.get('zh-CN')?.[4]?.text).toBe(`库存不足：${oakProduct.title}（#${oakProduct.sku}）仅剩 4 件`);
    expect(byLang.get('han')?.[1]?.text).toBe(
      `주문 ${await orderNo(refundOrder)} 환불 요청($1.00): ${utcDatePlusDays(3)}까지 처리하세요. 이후에는 플랫폼이 결정합니다`,
    );
    expect(byLang.get('tai')?.[0]?.text).toBe('การถอนเงิน $9.00 ของคุณถูกปฏิเสธและคืนเข้ายอดเงินแล้ว: Wrong bank');
    // A language the shop does not speak falls back to English.
    expect((await notices(oak, 'xx'))[3]?.text).toBe(`New paid order ${no}: $80.00`);
  });

  it('pages the inbox newest first, with the unread count of the whole inbox', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await notifySeller(t.db, {
        shopId: oak.shopId,
        messageKey: 'sellerNotifications.payoutPaid',
        params: { amount: `${i}.00` },
        refType: 'withdrawal',
        refId: i,
      });
    }
    await notifySeller(t.db, {
      shopId: elm.shopId,
      messageKey: 'sellerNotifications.payoutPaid',
      params: { amount: '99.00' },
    });
    const first = await list(oak, { page: 1, limit: 5 });
    expect(first.data).toMatchObject({ total: 12, page: 1, limit: 5, unread: 12 });
    expect(first.data.list.map((n: Notice) => n.ref?.id)).toEqual([12, 11, 10, 9, 8]);
    expect(first.data.list[0].text).toBe('Your payout of $12.00 has been paid');
    const third = await list(oak, { page: 3, limit: 5 });
    expect(third.data).toMatchObject({ total: 12, page: 3, limit: 5, unread: 12 });
    expect(third.data.list.map((n: Notice) => n.ref?.id)).toEqual([2, 1]);
    expect((await list(oak, { page: 4, limit: 5 })).data).toMatchObject({ list: [], total: 12 });
    expect((await list(oak)).data).toMatchObject({ page: 1, limit: 10, total: 12 });
    expect((await list(oak, { limit: 51 })).data.error).toBe('VALIDATION');
    expect((await list(oak, { page: 0 })).data.error).toBe('VALIDATION');
    // A notice without a reference, or with one the contract does not know, has no ref.
    expect((await list(elm)).data.list[0]).toMatchObject({ text: 'Your payout of $99.00 has been paid', ref: null });
    await notifySeller(t.db, {
      shopId: elm.shopId,
      messageKey: 'sellerNotifications.payoutPaid',
      params: { amount: '1.00' },
      refType: 'something',
      refId: 3,
    });
    expect((await list(elm)).data.list[0].ref).toBeNull();
    expect(await unread(elm)).toBe(2);
  });

  it("marks the chosen notices read, never another shop's, then all of them without ids", async () => {
    for (const [shop, amount] of [
      [oak, '1.00'],
      [oak, '2.00'],
      [oak, '3.00'],
      [elm, '4.00'],
    ] as const) {
      await notifySeller(t.db, {
        shopId: shop.shopId,
        messageKey: 'sellerNotifications.payoutPaid',
        params: { amount },
      });
    }
    const [newest, middle, oldest] = await notices(oak);
    const [elms] = await notices(elm);

    const res = await read(oak, { ids: [oldest?.id, elms?.id] });
    expect(res).toEqual({ status: 200, code: 1, msg: 'Success', data: { unread: 2 } });
    expect((await notices(oak)).map((n) => [n.id, n.read])).toEqual([
      [newest?.id, false],
      [middle?.id, false],
      [oldest?.id, true],
    ]);
    // Elm's notice stays unread: Oak's request named it, but it is not Oak's.
    expect(await unread(elm)).toBe(1);
    expect((await notices(elm))[0]?.read).toBe(false);
    // Only Elm's id: nothing changes.
    expect((await read(oak, { ids: [elms?.id] })).data).toEqual({ unread: 2 });
    expect(await unread(elm)).toBe(1);

    expect(await read(oak, {})).toEqual({ status: 200, code: 1, msg: 'Success', data: { unread: 0 } });
    expect(await unread(oak)).toBe(0);
    expect((await notices(oak)).every((n) => n.read)).toBe(true);
    expect((await list(oak)).data.unread).toBe(0);
    expect(await unread(elm)).toBe(1);
    // Reading again changes nothing.
    expect((await read(oak, {})).data).toEqual({ unread: 0 });

    expect((await read(oak, { ids: [] })).data.error).toBe('VALIDATION');
    expect((await read(oak, { ids: ['x'] })).data.error).toBe('VALIDATION');
    expect((await read(oak, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).data.error).toBe('VALIDATION');
    expect((await read(oak, { ids: [1], shop_id: elm.shopId })).data.error).toBe('UNKNOWN_FIELD');
  });

  it("keeps each shop's inbox its own, and refuses shoppers, operators and strangers", async () => {
    await buy(oakProduct.sku, 1);
    expect(await saveSettings(oak, { low_stock_level: 9 })).toMatchObject({ code: 1 });
    const oakNotices = await notices(oak);
    expect(oakNotices).toHaveLength(1);
    expect(await notices(elm)).toEqual([]);
    expect((await list(elm)).data).toMatchObject({ total: 0, unread: 0 });
    expect((await settings(elm)).data).toEqual({ low_stock_level: 0 });

    const routes = [
      ['GET', '/api/seller/notifications', undefined],
      ['GET', '/api/seller/notifications/unread', undefined],
      ['POST', '/api/seller/notifications/read', {}],
      ['GET', '/api/seller/notification_settings', undefined],
      ['POST', '/api/seller/notification_settings', { low_stock_level: 1 }],
    ] as const;
    for (const [method, url, body] of routes) {
      const asShopper = await call(t.app, method, url, { token: market.shopper.token, body });
      expect(asShopper, url).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
      expect(await call(t.app, method, url, { token: finance, body }), url).toMatchObject({
        status: 403,
        data: { error: 'FORBIDDEN' },
      });
      expect(await call(t.app, method, url, { body }), url).toMatchObject({
        status: 401,
        data: { error: 'UNAUTHORIZED' },
      });
      expect(await call(t.app, method, url, { token: 'not-a-real-token', body }), url).toMatchObject({ status: 401 });
    }
    // None of those calls read or changed anything of Oak's.
    expect((await settings(oak)).data).toEqual({ low_stock_level: 9 });
    expect(await unread(oak)).toBe(1);
    expect(await notices(oak)).toEqual(oakNotices);
  });
});
