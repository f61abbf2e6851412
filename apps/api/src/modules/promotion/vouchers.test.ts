import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { fundedShopper, operatorToken, pay, type Shopper } from '../../../test/order-fixture.ts';
import { sellerMarket, type TestSeller } from '../../../test/seller-fixture.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PROOF = '/uploads/u/proofPicture000000000001.webp';

/**
 * Shop vouchers (docs/domain.md#shop-vouchers): a seller's own, on its shop's goods, the shop's cost. Each shop's
 * voucher comes off first, the promo code then applies to what the vouchers left; the order keeps both discounts;
 * the shop is settled on goods + freight − its voucher − refunds and revenue pays the promo code. A use comes back
 * only when its order is cancelled unpaid; the last one goes to exactly one of the shoppers racing for it. The
 * ledger check runs after every test (expectBalanced) and at the end of the file (buildTestApp).
 */
describe(`shop vouchers (${engine})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof sellerMarket>>;
  let oak: TestSeller;
  let pine: TestSeller;
  let oakBowl: { id: number; sku: number };
  let pineCup: { id: number; sku: number };
  let finance: string;

  const window = (from = -MINUTE, to = DAY) => ({
    starts_at: new Date(Date.now() + from).toISOString(),
    ends_at: new Date(Date.now() + to).toISOString(),
  });
  const saveVoucher = (s: TestSeller, body: Record<string, unknown>, lang?: string) =>
    call(t.app, 'POST', '/api/seller/voucher/save', { token: s.token, body: { ...window(), ...body }, lang });
  const created = async (s: TestSeller, body: Record<string, unknown>) => {
    const res = await saveVoucher(s, body);
    expect(res.code, res.msg).toBe(1);
    return res.data as { id: number; code: string | null; used: number; state: string };
  };
  const voucherRow = (id: number) =>
    t.db.selectFrom('shop_vouchers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const expectBalanced = async () => {
    const check = await call(t.app, 'GET', '/api/console/ledger/check', { token: finance });
    expect(check.data, JSON.stringify(check.data)).toMatchObject({ balanced: true });
  };
  const addToCart = async (s: Shopper, sku: number, quantity: number) => {
    const res = await call(t.app, 'POST', '/api/cart/add', { token: s.token, body: { sku_id: sku, quantity } });
    expect(res.code, res.msg).toBe(1);
  };
  /** Ships (the seller), confirms and reviews (the shopper): the order completes and is settled. */
  const completeAs = async (s: Shopper, seller: TestSeller, id: number, itemId: number) => {
    const shipped = await call(t.app, 'POST', '/api/seller/order/ship', {
      token: seller.token,
      body: { id, carrier: 'SF', tracking_no: `SF${id}` },
    });
    expect(shipped.code, shipped.msg).toBe(1);
    expect((await call(t.app, 'POST', '/api/order/confirm', { token: s.token, body: { id } })).code).toBe(1);
    const reviewed = await call(t.app, 'POST', '/api/review/add', {
      token: s.token,
      body: { order_item_id: itemId, content: 'Lovely', product_score: 5, service_score: 5, postage_score: 5 },
    });
    expect(reviewed.code, reviewed.msg).toBe(1);
  };
  const endVoucher = (s: TestSeller, id: number) =>
    call(t.app, 'POST', '/api/seller/voucher/end', { token: s.token, body: { id } });

  beforeAll(async () => {
    t = await buildTestApp();
    market = await sellerMarket(t);
    finance = await operatorToken(t.app, t.db, ['finance']);
    oak = await market.approvedSeller('Oak Table');
    pine = await market.approvedSeller('Pine Cup');
    oakBowl = await market.product(oak, '30.00', 500);
    pineCup = await market.product(pine, '20.00', 500);
  });
  afterAll(() => t?.close());

  it('lets a seller create, list, change and end its vouchers, and no other shop reach them', async () => {
    const code = await created(oak, {
      name: 'Spring code',
      code: 'oak-spring',
      kind: 'fixed',
      amount_off: '8.00',
      min_spend: '40.00',
      total_limit: 100,
      per_user_limit: 2,
    });
    expect(code).toMatchObject({ code: 'OAK-SPRING', used: 0, state: 'running' });
    // The same code again in the same shop is refused; another shop may use it.
    expect(
      await saveVoucher(oak, { name: 'Again', code: 'OAK-SPRING', kind: 'fixed', amount_off: '1.00', total_limit: 5 }),
    ).toMatchObject({ code: 0, data: { error: 'VOUCHER_CODE_TAKEN' } });
    const pineSame = await created(pine, {
      name: 'Pine code',
      code: 'OAK-SPRING',
      kind: 'fixed',
      amount_off: '1.00',
      total_limit: 5,
    });
    expect(pineSame.code).toBe('OAK-SPRING');
    await endVoucher(pine, pineSame.id);
    // Bad terms: a clear, translated field message, nothing saved.
    const bad = await saveVoucher(oak, { name: 'Huge', kind: 'percent', percent_off: 95, total_limit: 5 }, 'zh-CN');
    expect(bad).toMatchObject({
      code: 0,
      data: { error: 'VALIDATION', fields: { percent_off: 'voucherValueInvalid' } },
    });
    expect(bad.msg).toBe('请输入减免金额，或 1 到 90 的折扣百分比');
    // Another seller can neither list, change nor end it.
    const pineList = await call(t.app, 'GET', '/api/seller/vouchers', { token: pine.token });
    expect(pineList.data.list.map((row: { id: number }) => row.id)).not.toContain(code.id);
    expect(
      await saveVoucher(pine, { id: code.id, name: 'Mine', kind: 'fixed', amount_off: '30.00', total_limit: 100 }),
    ).toMatchObject({ code: 0, data: { error: 'VOUCHER_NOT_FOUND' } });
    expect(await endVoucher(pine, code.id)).toMatchObject({ code: 0, data: { error: 'VOUCHER_NOT_FOUND' } });
    expect(await voucherRow(code.id)).toMatchObject({ name: 'Spring code', amount_off: 800, active: true });
    // Started: its terms stay what shoppers were promised; its name, end and quantity may change.
    expect(
      await saveVoucher(oak, {
        id: code.id,
        name: 'Spring code',
        code: 'OAK-SPRING',
        kind: 'fixed',
        amount_off: '20.00',
        min_spend: '40.00',
        total_limit: 100,
        per_user_limit: 2,
        starts_at: (await voucherRow(code.id)).starts_at.toISOString(),
      }),
    ).toMatchObject({ code: 0, data: { error: 'VOUCHER_STARTED' } });
    const renamed = await saveVoucher(oak, {
      id: code.id,
      name: 'Spring code (extended)',
      code: 'OAK-SPRING',
      kind: 'fixed',
      amount_off: '8.00',
      min_spend: '40.00',
      total_limit: 150,
      per_user_limit: 2,
      starts_at: (await voucherRow(code.id)).starts_at.toISOString(),
      ends_at: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect(renamed).toMatchObject({ code: 1, data: { name: 'Spring code (extended)', total_limit: 150 } });
    const list = await call(t.app, 'GET', '/api/seller/vouchers', { token: oak.token });
    expect(list.data.list[0]).toMatchObject({ id: code.id, code: 'OAK-SPRING', state: 'running' });
    await expectBalanced();
  });

  it('shows the public vouchers running now on the product and the shop, never a code or an ended one', async () => {
    const shown = await created(oak, {
      name: 'Five off fifty',
      kind: 'fixed',
      amount_off: '5.00',
      min_spend: '50.00',
      total_limit: 1000,
    });
    const later = await created(oak, {
      name: 'Next week',
      kind: 'fixed',
      amount_off: '9.00',
      total_limit: 10,
      ...window(7 * DAY, 8 * DAY),
    });
    const product = await call(t.app, 'GET', '/api/promotion/product', { query: { id: oakBowl.id } });
    const ids = product.data.vouchers.map((row: { id: number }) => row.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(later.id);
    expect(product.data.vouchers.find((row: { id: number }) => row.id === shown.id)).toMatchObject({
      kind: 'fixed',
      amount_off: '5.00',
      min_spend: '50.00',
    });
    expect(JSON.stringify(product.data)).not.toContain('OAK-SPRING');
    const shop = await call(t.app, 'GET', '/api/promotion/shop_vouchers', { query: { shop_id: oak.shopId } });
    expect(shop.data.list.map((row: { id: number }) => row.id)).toContain(shown.id);
    // Ended: gone from both at once (the catalogue's version moved with the change).
    await created(oak, {
      name: 'Ten percent',
      kind: 'percent',
      percent_off: 10,
      max_discount: '4.00',
      total_limit: 1000,
    });
    const tempId = (await created(oak, { name: 'Gone soon', kind: 'fixed', amount_off: '2.00', total_limit: 9 })).id;
    expect((await endVoucher(oak, tempId)).code).toBe(1);
    const after = await call(t.app, 'GET', '/api/promotion/shop_vouchers', { query: { shop_id: oak.shopId } });
    expect(after.data.list.map((row: { id: number }) => row.id)).not.toContain(tempId);
  });

  it('takes the best public voucher off its shop first, then the promo code off what is left, split by the largest remainder', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    await t.db
      .insertInto('promo_codes')
      .values({
        code: 'TENOFF',
        kind: 'percent',
        percent_off: 10,
        amount_off: null,
        max_discount: null,
        min_spend: 7000,
        starts_at: new Date(Date.now() - DAY),
        ends_at: new Date(Date.now() + DAY),
        total_limit: null,
        per_user_limit: null,
        active: true,
      })
      .execute();
    await addToCart(s, oakBowl.sku, 2);
    await addToCart(s, pineCup.sku, 1);
    const preview = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      body: { source: { cart: true }, promo_code: 'TENOFF' },
    });
    expect(preview.code, preview.msg).toBe(1);
    const oakGroup = preview.data.groups.find((g: { shop: { id: number } }) => g.shop.id === oak.shopId);
    const pineGroup = preview.data.groups.find((g: { shop: { id: number } }) => g.shop.id === pine.shopId);
    // Oak: $60 of goods; $5 off $50 beats 10 % capped at $4; the promo's 10 % of $75 ($7.50) split 55 : 20.
    expect(oakGroup).toMatchObject({
      goods_amount: '60.00',
      freight: '0.00',
      shop_discount: '5.00',
      promo_discount: '5.50',
      discount: '10.50',
      total: '49.50',
    });
    expect(oakGroup.shop_voucher).toMatchObject({ voucher: { amount_off: '5.00', code: null }, discount: '5.00' });
    expect(oakGroup.shop_voucher.available.length).toBeGreaterThanOrEqual(2);
    expect(pineGroup).toMatchObject({ shop_discount: '0.00', promo_discount: '2.00', total: '22.99' });
    expect(preview.data).toMatchObject({ shop_discount: '5.00', promo_discount: '7.50', total: '72.49' });

    // The promo's minimum spend is measured after the vouchers: $8 off by code leaves $72, still ≥ $70.
    const withCode = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      body: {
        source: { cart: true },
        promo_code: 'TENOFF',
        shop_vouchers: [{ shop_id: oak.shopId, code: 'oak-spring' }],
      },
    });
    expect(withCode.data).toMatchObject({ shop_discount: '8.00', promo_discount: '7.20', total: '69.79' });
    // No voucher, when the shopper says so.
    const none = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      body: { source: { cart: true }, shop_vouchers: [{ shop_id: oak.shopId, voucher_id: null }] },
    });
    expect(none.data).toMatchObject({ shop_discount: '0.00', total: '84.99' });
    // A code whose minimum spend the shop's goods miss says why, in the shopper's language, and takes nothing off.
    const short = await call(t.app, 'POST', '/api/order/preview', {
      token: s.token,
      lang: 'ri',
      body: {
        source: { buy_now: { sku_id: oakBowl.sku, quantity: 1 } },
        shop_vouchers: [{ shop_id: oak.shopId, code: 'OAK-SPRING' }],
      },
    });
    expect(short.data.groups[0].shop_voucher).toMatchObject({
      voucher: { code: 'OAK-SPRING' },
      discount: '0.00',
      error: 'VOUCHER_MIN_SPEND',
      message: 'このクーポンはこのショップで $40.00 以上のご購入が必要です',
    });
    expect(short.data).toMatchObject({ shop_discount: '0.00', total: '34.99' });

    const order = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: {
        source: { cart: true },
        address_id: s.addressId,
        promo_code: 'TENOFF',
        shop_vouchers: [{ shop_id: oak.shopId, code: 'OAK-SPRING' }],
      },
    });
    expect(order).toMatchObject({ code: 1, data: { total: '69.79' } });
    const rows = await Promise.all(order.data.orders.map((o: { id: number }) => orderRow(o.id)));
    const oakOrder = rows.find((row) => row.shop_id === oak.shopId);
    expect(oakOrder).toMatchObject({ goods_amount: 6000, shop_discount: 800, promo_discount: 520, total: 4680 });
    expect(rows.find((row) => row.shop_id === pine.shopId)).toMatchObject({ shop_discount: 0, promo_discount: 200 });
    const code = await t.db
      .selectFrom('shop_vouchers')
      .selectAll()
      .where('code', '=', 'OAK-SPRING')
      .where('shop_id', '=', oak.shopId)
      .executeTakeFirstOrThrow();
    expect(code.used).toBe(1);

    // Paid, shipped, received, reviewed: the shop is settled on 60 − 8 = 52 at 5 % (2.60 commission, 49.40 to the
    // shop); revenue gets 2.60 − 5.20 of the promo code; the order's equation holds to the cent.
    const ids = rows.map((row) => row.id);
    expect((await pay(t.app, s, ids)).code).toBe(1);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id: oakOrder?.id } });
    expect(detail.data).toMatchObject({ shop_discount: '8.00', promo_discount: '5.20', discount: '13.20' });
    await completeAs(s, oak, oakOrder?.id ?? 0, detail.data.items[0].id);
    const settlement = await t.db
      .selectFrom('settlements')
      .selectAll()
      .where('order_id', '=', oakOrder?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(settlement).toMatchObject({
      base: 5200,
      commission: 260,
      amount: 4940,
      shop_discount: 800,
      promo_discount: 520,
    });
    const income = await call(t.app, 'GET', '/api/seller/order', { token: oak.token, query: { id: oakOrder?.id } });
    expect(income.data.income).toMatchObject({ goods: '60.00', shop_discount: '8.00', base: '52.00', net: '49.40' });
    await expectBalanced();
  });

  it('moves an order to refunded when the refunds reach goods − shop voucher − promo, and settles it', async () => {
    const s = await fundedShopper(t.app, t.db, 100_000);
    const order = await call(t.app, 'POST', '/api/order/create', {
      token: s.token,
      body: {
        source: { buy_now: { sku_id: oakBowl.sku, quantity: 2 } },
        address_id: s.addressId,
        shop_vouchers: [{ shop_id: oak.shopId, code: 'OAK-SPRING' }],
      },
    });
    expect(order).toMatchObject({ code: 1, data: { total: '52.00' } });
    const id = order.data.orders[0].id as number;
    expect((await pay(t.app, s, [id])).code).toBe(1);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: s.token, query: { id } });
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: s.token,
      body: {
        order_id: id,
        item_ids: [detail.data.items[0].id],
        type: 'refund_only',
        amount: '52.00',
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'Changed my mind',
        proofs: [PROOF],
      },
    });
    expect(applied.code, applied.msg).toBe(1);
    const approved = await call(t.app, 'POST', '/api/seller/refund/approve', {
      token: oak.token,
      body: { id: applied.data.id },
    });
    expect(approved.code, approved.msg).toBe(1);
    expect((await orderRow(id)).status).toBe(-3);
    // Refunded whole: the shop's base is 60 − 8 − 52 = 0; the voucher's use is not given back after payment.
    expect(
      await t.db.selectFrom('settlements').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow(),
    ).toMatchObject({ base: 0, amount: 0, shop_discount: 800 });
    const use = await t.db
      .selectFrom('shop_voucher_uses')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(use.released_at).toBeNull();
    await expectBalanced();
  });

  it('gives a use back when its order is cancelled unpaid, and holds the per-shopper limit', async () => {
    const once = await created(pine, {
      name: 'Once each',
      code: 'PINE1',
      kind: 'fixed',
      amount_off: '3.00',
      total_limit: 10,
      per_user_limit: 1,
    });
    const s = await fundedShopper(t.app, t.db, 100_000);
    const buy = () =>
      call(t.app, 'POST', '/api/order/create', {
        token: s.token,
        body: {
          source: { buy_now: { sku_id: pineCup.sku, quantity: 1 } },
          address_id: s.addressId,
          shop_vouchers: [{ shop_id: pine.shopId, code: 'PINE1' }],
        },
      });
    const first = await buy();
    expect(first).toMatchObject({ code: 1, data: { total: '21.99' } });
    expect(await buy()).toMatchObject({ code: 0, data: { error: 'VOUCHER_LIMIT_REACHED' } });
    expect((await voucherRow(once.id)).used).toBe(1);
    const cancelled = await call(t.app, 'POST', '/api/order/cancel', {
      token: s.token,
      body: { id: first.data.orders[0].id },
    });
    expect(cancelled.code, cancelled.msg).toBe(1);
    expect((await voucherRow(once.id)).used).toBe(0);
    const again = await buy();
    expect(again).toMatchObject({ code: 1, data: { total: '21.99' } });
    expect((await pay(t.app, s, [again.data.orders[0].id])).code).toBe(1);
    expect((await voucherRow(once.id)).used).toBe(1);
    await expectBalanced();
  });

  it('lets exactly the total quantity of shoppers racing for a voucher have it', async () => {
    const scarce = await created(pine, {
      name: 'Three only',
      code: 'PINE3',
      kind: 'fixed',
      amount_off: '4.00',
      total_limit: 3,
      per_user_limit: 1,
    });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => fundedShopper(t.app, t.db, 100_000)));
    const results = await Promise.all(
      shoppers.map((s) =>
        call(t.app, 'POST', '/api/order/create', {
          token: s.token,
          body: {
            source: { buy_now: { sku_id: pineCup.sku, quantity: 1 } },
            address_id: s.addressId,
            shop_vouchers: [{ shop_id: pine.shopId, code: 'PINE3' }],
          },
        }),
      ),
    );
    const won = results.filter((res) => res.code === 1);
    expect(won).toHaveLength(3);
    for (const res of results.filter((r) => r.code !== 1)) expect(res.data.error).toBe('VOUCHER_USED_UP');
    expect((await voucherRow(scarce.id)).used).toBe(3);
    const uses = await t.db
      .selectFrom('shop_voucher_uses')
      .select('order_id')
      .where('voucher_id', '=', scarce.id)
      .execute();
    expect(uses).toHaveLength(3);
    const withVoucher = await t.db.selectFrom('orders').select('id').where('shop_voucher_id', '=', scarce.id).execute();
    expect(withVoucher).toHaveLength(3);
    await expectBalanced();
  });
});
