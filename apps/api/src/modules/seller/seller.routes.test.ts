import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp, uniqueAccount } from '../../../test/helper.ts';
import { buyNow, fundedShopper, operatorToken, PAY_CODE, pay, type Shopper } from '../../../test/order-fixture.ts';
import { multipartBody, picture } from '../upload/upload-fixtures.ts';
import { checkLedger } from '../ledger/ledger-check.service.ts';
import { runOrderSweeps } from '../../flows/order-sweeps.ts';
import { settleBacklog } from '../settlement/settlement.service.ts';

const PROOF = '/uploads/u/proofPicture000000000001.webp';
const DAY = 86_400_000;

/**
 * The seller center (docs/domain.md#sellers-and-shops): a merchant applies, is approved in the console, sells through its own shop only,
 * ships, decides after-sales, replies to reviews, is settled once per completed order less its commission, and
 * withdraws through the console's audit — with the whole-system ledger check holding after everything.
 */
describe(`seller center (${engine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let dataDir: string;
  let catalogue: string;
  let finance: string;
  let admin: string;
  let shopper: Shopper;
  let categoryId: number;

  const seller = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
    query?: Record<string, string | number>,
  ) => call(t.app, method, `/api/seller${url}`, { token, body, query });
  const consolePost = (url: string, body: unknown, token = catalogue) =>
    call(t.app, 'POST', `/api/console${url}`, { token, body });

  async function upload(url: string, token: string | undefined, width = 800, height = 800) {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'p.png', contentType: 'image/png', data: await picture('png', width, height) },
    ]);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.token = token;
    const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
    return res.json();
  }

  /** An approved seller with its shop; returns its token and shop id. */
  async function approvedSeller(name: string) {
    const account = uniqueAccount('seller');
    const applied = await call(t.app, 'POST', '/api/seller/apply', {
      body: {
        account,
        password: 'seller-secret-1',
        confirm_password: 'seller-secret-1',
        shop_name: { en: name, 'zh-CN': `${name}店` },
        contact_name: 'Mia Chen',
        email: `${account}@shop.example`,
        mobile: '+86 138 0000 0000',
        country: 'CN',
      },
      ip: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(applied).toMatchObject({ code: 1, data: { status: 0 } });
    const approved = await consolePost('/seller_application/approve', { id: applied.data.id });
    expect(approved.code, approved.msg).toBe(1);
    const login = await call(t.app, 'POST', '/api/seller/login', { body: { account, password: 'seller-secret-1' } });
    expect(login.code, login.msg).toBe(1);
    return {
      token: login.data.token as string,
      shopId: approved.data.shop_id as number,
      id: login.data.seller.id as number,
      account,
    };
  }

  async function sellerProduct(token: string, price = '40.00', stock = 20) {
    const images = [(await upload('/api/seller/upload', token)).data.url];
    const res = await seller('POST', '/product/save', token, {
      category_id: categoryId,
      title: { en: `Handmade bowl ${Math.random().toString(36).slice(2, 7)}` },
      description: { en: 'Glazed stoneware.' },
      images,
      specs: [],
      skus: [{ options: [], price, stock }],
      on_sale: true,
    });
    expect(res.code, res.msg).toBe(1);
    return { id: res.data.id as number, sku: res.data.skus[0].id as number };
  }

  /** A paid order of the shopper for one SKU; its id and line id. */
  async function paidOrder(sku: number, quantity = 1, extra: Record<string, unknown> = {}) {
    const created = await buyNow(t.app, shopper, sku, quantity, extra);
    expect(created.code, created.msg).toBe(1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, shopper, [id])).code).toBe(1);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: shopper.token, query: { id } });
    return { id, itemId: detail.data.items[0].id as number, total: detail.data.total as string };
  }

  async function shipAndReceive(token: string, orderId: number) {
    const shipped = await seller('POST', '/order/ship', token, {
      id: orderId,
      carrier: 'SF Express',
      tracking_no: 'SF100',
    });
    expect(shipped.code, shipped.msg).toBe(1);
    const received = await call(t.app, 'POST', '/api/order/confirm', { token: shopper.token, body: { id: orderId } });
    expect(received.code, received.msg).toBe(1);
  }

  async function review(itemId: number) {
    return call(t.app, 'POST', '/api/review/add', {
      token: shopper.token,
      body: { order_item_id: itemId, content: 'Lovely bowl', product_score: 5, service_score: 5, postage_score: 4 },
    });
  }

  async function expectBalanced() {
    const check = await checkLedger(t);
    expect(check.platform, JSON.stringify(check)).toMatchObject({ shop_mismatches: [], unbalanced_orders: [] });
    expect(check.balanced, JSON.stringify(check)).toBe(true);
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seller-'));
    t = await buildTestApp({ dataDir });
    catalogue = await operatorToken(t.app, t.db, ['catalogue']);
    finance = await operatorToken(t.app, t.db, ['finance']);
    admin = await operatorToken(t.app, t.db, ['admin']);
    const icon = (await upload('/api/console/upload', catalogue)).data.url;
    categoryId = (await consolePost('/category/save', { name: { en: 'Home' }, icon })).data.id;
    shopper = await fundedShopper(t.app, t.db, 1_000_000);
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies, waits for review, is refused with a reason, and signs in only once approved', async () => {
    const account = uniqueAccount('merchant');
    const body = {
      account,
      password: 'seller-secret-1',
      confirm_password: 'seller-secret-1',
      shop_name: { en: 'Lotus Ceramics' },
      contact_name: 'Lin',
      email: 'lin@lotus.example',
      mobile: '+86 139 0000 0000',
      country: 'CN',
      documents: [(await upload('/api/seller/apply/upload', undefined)).data.url],
    };
    const applied = await call(t.app, 'POST', '/api/seller/apply', { body, ip: '10.88.0.1' });
    expect(applied).toMatchObject({ code: 1, data: { status: 0 } });
    expect((await call(t.app, 'POST', '/api/seller/apply', { body, ip: '10.88.0.2' })).data.error).toBe(
      'ACCOUNT_TAKEN',
    );

    const login = () => call(t.app, 'POST', '/api/seller/login', { body: { account, password: 'seller-secret-1' } });
    expect(await login()).toMatchObject({ code: 0, data: { error: 'SELLER_PENDING', status: 0 } });
    const queue = await call(t.app, 'GET', '/api/console/seller_applications', {
      token: catalogue,
      query: { status: 0 },
    });
    expect(queue.data.list.map((a: { id: number }) => a.id)).toContain(applied.data.id);
    // A finance operator does not review applications.
    expect(
      (await consolePost('/seller_application/refuse', { id: applied.data.id, reason: 'x' }, finance)).status,
    ).toBe(403);
    expect(
      (await consolePost('/seller_application/refuse', { id: applied.data.id, reason: 'Licence unreadable' })).code,
    ).toBe(1);
    const refused = await login();
    expect(refused).toMatchObject({
      code: 0,
      data: { error: 'SELLER_REFUSED', status: 2, reason: 'Licence unreadable' },
    });
    expect(refused.msg).toContain('Licence unreadable');
    expect(refused.data.token).toBeUndefined();
    expect((await consolePost('/seller_application/approve', { id: applied.data.id })).data.error).toBe(
      'APPLICATION_DECIDED',
    );
  });

  it('a refused merchant applies again with its account and password: pending again, every refusal kept', async () => {
    const account = uniqueAccount('retry');
    const body = {
      account,
      password: 'seller-secret-1',
      confirm_password: 'seller-secret-1',
      shop_name: { en: 'Willow Paper' },
      contact_name: 'Wen',
      email: 'wen@willow.example',
      mobile: '+86 137 0000 0000',
      country: 'CN',
    };
    const first = await call(t.app, 'POST', '/api/seller/apply', { body, ip: '10.89.0.1' });
    expect(first).toMatchObject({ code: 1, data: { status: 0 } });
    // Still waiting: the account is taken, whatever the password.
    expect((await call(t.app, 'POST', '/api/seller/apply', { body, ip: '10.89.0.2' })).data.error).toBe(
      'ACCOUNT_TAKEN',
    );
    expect(
      (await consolePost('/seller_application/refuse', { id: first.data.id, reason: 'Licence unreadable' })).code,
    ).toBe(1);

    // Another password does not open the refused account.
    const stranger = { ...body, password: 'someone-else-1', confirm_password: 'someone-else-1' };
    expect((await call(t.app, 'POST', '/api/seller/apply', { body: stranger, ip: '10.89.0.3' })).data.error).toBe(
      'ACCOUNT_TAKEN',
    );
    const again = await call(t.app, 'POST', '/api/seller/apply', {
      body: { ...body, shop_name: { en: 'Willow Paper Studio' }, documents: [PROOF] },
      ip: '10.89.0.4',
    });
    expect(again).toMatchObject({ code: 1, data: { id: first.data.id, status: 0 } });
    const login = await call(t.app, 'POST', '/api/seller/login', { body: { account, password: body.password } });
    expect(login).toMatchObject({ code: 0, data: { error: 'SELLER_PENDING', status: 0 } });

    const pending = await call(t.app, 'GET', '/api/console/seller_applications', {
      token: catalogue,
      query: { status: 0, limit: 50 },
    });
    const shown = pending.data.list.find((a: { id: number }) => a.id === first.data.id);
    expect(shown).toMatchObject({
      status: 0,
      reason: '',
      decided_at: null,
      shop_name: { en: 'Willow Paper Studio' },
      documents: [PROOF],
      refusals: [{ shop_name: { en: 'Willow Paper' }, reason: 'Licence unreadable' }],
    });
    expect(Date.parse(shown.applied_at)).toBeGreaterThanOrEqual(Date.parse(shown.created_at));

    // Refused again, applied again: both refusals are kept, oldest first; then approved.
    await consolePost('/seller_application/refuse', { id: first.data.id, reason: 'Shop name taken' });
    expect((await call(t.app, 'POST', '/api/seller/apply', { body, ip: '10.89.0.5' })).code).toBe(1);
    const third = await call(t.app, 'GET', '/api/console/seller_applications', {
      token: catalogue,
      query: { status: 0, limit: 50 },
    });
    expect(
      third.data.list
        .find((a: { id: number }) => a.id === first.data.id)
        .refusals.map((r: { reason: string }) => r.reason),
    ).toEqual(['Licence unreadable', 'Shop name taken']);
    expect((await consolePost('/seller_application/approve', { id: first.data.id })).code).toBe(1);
    // Approved: the account is taken for good.
    expect((await call(t.app, 'POST', '/api/seller/apply', { body, ip: '10.89.0.6' })).data.error).toBe(
      'ACCOUNT_TAKEN',
    );
  });

  it('approval creates the shop, active, at the default commission; the seller sees and edits only its own shop', async () => {
    const s = await approvedSeller('Pine Workshop');
    const me = await seller('GET', '/me', s.token);
    expect(me.data).toMatchObject({
      shop_id: s.shopId,
      balance: '0.00',
      has_pay_password: false,
      shop: { active: true },
    });
    const shop = (await seller('GET', '/shop', s.token)).data;
    expect(shop).toMatchObject({ id: s.shopId, commission_is_default: true, commission_rate: '0.05' });
    // The application named the shop in English and Chinese; no description was written, so there is none.
    expect(shop.name).toEqual({ en: 'Pine Workshop', 'zh-CN': 'Pine Workshop店' });
    expect(shop.description).toEqual({ en: '' });
    // Saved without one, it stays empty.
    const plain = await seller('POST', '/shop/save', s.token, {
      name: shop.name,
      description: { en: '' },
      logo: shop.logo,
      banner: shop.banner,
    });
    expect(plain).toMatchObject({ code: 1, data: { description: { en: '' } } });
    const ok = await seller('POST', '/shop/save', s.token, {
      name: { en: 'Pine Workshop', ri: '松の工房' },
      description: { en: 'Wooden things.' },
      logo: shop.logo,
      banner: shop.banner,
      return_address: {
        addressee: 'Returns',
        mobile: '+86 21 5555 0000',
        country: 'CN',
        area: 'Shanghai',
        detail: '8 Pine Rd',
      },
    });
    expect(ok).toMatchObject({ code: 1, data: { name: { ri: '松の工房' }, return_address: { detail: '8 Pine Rd' } } });
    // `active` is the platform's to set.
    expect((await seller('POST', '/shop/save', s.token, { ...ok.data, active: false })).data.error).toBe(
      'UNKNOWN_FIELD',
    );
  });

  it('keeps every seller inside its own shop and every token inside its own side', async () => {
    const a = await approvedSeller('Alder Goods');
    const b = await approvedSeller('Birch Goods');
    const productB = await sellerProduct(b.token);
    const orderB = await paidOrder(productB.sku);

    expect((await seller('GET', '/product', a.token, undefined, { id: productB.id })).data.error).toBe(
      'PRODUCT_NOT_FOUND',
    );
    const steal = await seller('POST', '/product/save', a.token, {
      id: productB.id,
      category_id: categoryId,
      title: { en: 'Mine now' },
      description: { en: 'x' },
      images: (await seller('GET', '/product', b.token, undefined, { id: productB.id })).data.images,
      specs: [],
      skus: [{ options: [], price: '1.00', stock: 1 }],
      on_sale: true,
    });
    expect(steal.data.error).toBe('PRODUCT_NOT_FOUND');
    expect((await seller('GET', '/products', a.token)).data.list.map((p: { id: number }) => p.id)).not.toContain(
      productB.id,
    );
    expect((await seller('GET', '/order', a.token, undefined, { id: orderB.id })).data.error).toBe('ORDER_NOT_FOUND');
    expect(
      (await seller('POST', '/order/ship', a.token, { id: orderB.id, carrier: 'X', tracking_no: '1' })).data.error,
    ).toBe('ORDER_NOT_FOUND');
    expect((await seller('GET', '/orders', a.token)).data.total).toBe(0);
    expect((await seller('GET', '/orders', b.token)).data.list[0]).toMatchObject({ id: orderB.id });

    // Tokens of one side open nothing on another.
    expect((await call(t.app, 'GET', '/api/user/getUserInfo', { token: a.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/console/me', { token: a.token })).status).toBe(403);
    expect((await seller('GET', '/me', shopper.token)).status).toBe(403);
    expect((await seller('GET', '/me', catalogue)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/seller/me')).status).toBe(401);
  });

  it("settles a completed order once, less the commission; a promo discount is the platform's cost", async () => {
    const s = await approvedSeller('Cedar Kitchen');
    expect((await consolePost('/commission/save', { shop_id: s.shopId, rate: '0.1' }, finance)).code).toBe(1);
    const product = await sellerProduct(s.token, '30.00');
    // 2 × 30 = 60 goods, free freight from 49, WELCOME-like promo of the test: none here; then one with a promo.
    const order = await paidOrder(product.sku, 2);
    await shipAndReceive(s.token, order.id);
    expect((await review(order.itemId)).code).toBe(1);
    const settlements = await seller('GET', '/settlements', s.token);
    expect(settlements.data.list).toEqual([
      expect.objectContaining({ order_id: order.id, base: '60.00', commission: '6.00', amount: '54.00', rate: '0.1' }),
    ]);
    const ledger = await seller('GET', '/ledger', s.token);
    expect(ledger.data).toMatchObject({ balance: '54.00' });
    expect(ledger.data.list[0]).toMatchObject({
      kind: 'settlement',
      amount: '54.00',
      balance_after: '54.00',
      order_no: expect.any(String),
    });
    await expectBalanced();

    // With a promo code: the shop is settled on the undiscounted amount; revenue carries the discount.
    await t.db
      .insertInto('promo_codes')
      .values({
        code: 'SELLERTEST',
        kind: 'fixed',
        percent_off: null,
        amount_off: 500,
        max_discount: null,
        min_spend: 0,
        starts_at: new Date(Date.now() - DAY),
        ends_at: new Date(Date.now() + DAY),
        total_limit: null,
        per_user_limit: null,
        active: true,
      })
      .execute();
    const discounted = await paidOrder(product.sku, 2, { promo_code: 'SELLERTEST' });
    expect(discounted.total).toBe('55.00');
    await shipAndReceive(s.token, discounted.id);
    expect((await review(discounted.itemId)).code).toBe(1);
    const second = (await seller('GET', '/settlements', s.token)).data.list[0];
    expect(second).toMatchObject({ order_id: discounted.id, base: '60.00', commission: '6.00', amount: '54.00' });
    expect((await seller('GET', '/me', s.token)).data.balance).toBe('108.00');
    await expectBalanced();
  });

  it('settles exactly once when the scheduler and a review complete the order at the same moment', async () => {
    const s = await approvedSeller('Elm Racing');
    const product = await sellerProduct(s.token, '25.00');
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder(product.sku, 2);
      await shipAndReceive(s.token, order.id);
      // The scheduler completes received orders after the set days: run it "later" while the shopper reviews.
      const [, reviewed] = await Promise.all([
        runOrderSweeps(t.db, new Date(Date.now() + 30 * DAY)),
        review(order.itemId),
      ]);
      expect([0, 1]).toContain(reviewed.code);
      const rows = await t.db.selectFrom('settlements').select('id').where('order_id', '=', order.id).execute();
      expect(rows).toHaveLength(1);
    }
    await expectBalanced();
  });

  it('settles what is left after a partial refund, and nothing left of an order refunded in full; the seller decides', async () => {
    const s = await approvedSeller('Fir Textiles');
    const product = await sellerProduct(s.token, '50.00');
    const partial = await paidOrder(product.sku, 1);
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: shopper.token,
      body: {
        order_id: partial.id,
        item_ids: [partial.itemId],
        type: 'refund_only',
        amount: '20.00',
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'A chip on the rim',
        proofs: [PROOF],
      },
    });
    expect(applied.code, applied.msg).toBe(1);
    const other = await approvedSeller('Not Fir');
    expect((await seller('POST', '/refund/approve', other.token, { id: applied.data.id })).data.error).toBe(
      'REFUND_NOT_FOUND',
    );
    expect((await seller('GET', '/refunds', s.token)).data.list[0]).toMatchObject({ id: applied.data.id, status: 0 });
    const approved = await seller('POST', '/refund/approve', s.token, { id: applied.data.id });
    expect(approved.code, approved.msg).toBe(1);
    expect(approved.data.timeline.some((e: { actor: string }) => e.actor === 'seller')).toBe(true);
    await shipAndReceive(s.token, partial.id);
    expect((await review(partial.itemId)).code).toBe(1);
    expect((await seller('GET', '/settlements', s.token)).data.list[0]).toMatchObject({
      order_id: partial.id,
      base: '30.00',
      commission: '1.50',
      amount: '28.50',
    });

    const full = await paidOrder(product.sku, 1);
    const all = await call(t.app, 'POST', '/api/refund/apply', {
      token: shopper.token,
      body: {
        order_id: full.id,
        item_ids: [full.itemId],
        type: 'refund_only',
        amount: full.total,
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'Never arrived',
        proofs: [PROOF],
      },
    });
    expect((await seller('POST', '/refund/approve', s.token, { id: all.data.id })).code).toBe(1);
    // Refunded (-3) and settled at once: nothing is left for the shop (no promo, free freight).
    const rows = await t.db
      .selectFrom('settlements')
      .select(['base', 'commission', 'amount'])
      .where('order_id', '=', full.id)
      .execute();
    expect(rows).toEqual([{ base: 0, commission: 0, amount: 0 }]);
    await expectBalanced();
  });

  it('leaves a refund to its seller first, then to the platform after the set days undecided', async () => {
    const s = await approvedSeller('Holly Crafts');
    const product = await sellerProduct(s.token, '15.00');
    const order = await paidOrder(product.sku, 1);
    const applied = await call(t.app, 'POST', '/api/refund/apply', {
      token: shopper.token,
      body: {
        order_id: order.id,
        item_ids: [order.itemId],
        type: 'refund_only',
        amount: '5.00',
        goods_status: 'not_received',
        reason: 'damaged',
        explanation: 'Scratched',
        proofs: [PROOF],
      },
    });
    const queue = async () =>
      (await call(t.app, 'GET', '/api/console/refunds', { token: finance, query: { queue: 'platform', limit: 50 } }))
        .data.list as { id: number; waiting_for: string | null }[];
    const detail = async () =>
      (await call(t.app, 'GET', '/api/console/refund', { token: finance, query: { id: applied.data.id } })).data;
    expect((await detail()).waiting_for).toBe('seller');
    expect((await queue()).map((r) => r.id)).not.toContain(applied.data.id);
    // Four days later (the default is three), still undecided: the platform's queue.
    await t.db
      .updateTable('refunds')
      .set({ updated_at: new Date(Date.now() - 4 * DAY) })
      .where('id', '=', applied.data.id)
      .execute();
    expect((await detail()).waiting_for).toBe('platform');
    expect((await queue()).map((r) => r.id)).toContain(applied.data.id);
    // The seller's turn is over.
    expect((await seller('POST', '/refund/approve', s.token, { id: applied.data.id })).data.error).toBe(
      'REFUND_WAITS_FOR_PLATFORM',
    );
    // The operator decides; the seller then finds it decided.
    expect(
      (
        await call(t.app, 'POST', '/api/console/refund/reject', {
          token: finance,
          body: { id: applied.data.id, reason: 'No proof of damage' },
        })
      ).code,
    ).toBe(1);
    expect((await seller('POST', '/refund/approve', s.token, { id: applied.data.id })).data.error).toBe(
      'REFUND_STATUS_CHANGED',
    );
    expect((await detail()).waiting_for).toBeNull();
  });

  it("tells the shopper where to send goods back: the shop's return address, else the platform's", async () => {
    const s = await approvedSeller('Laurel Home');
    const shop = (await seller('GET', '/shop', s.token)).data;
    const address = {
      addressee: 'Laurel returns',
      mobile: '+86 20 1234 5678',
      country: 'CN',
      area: 'Guangzhou',
      detail: '9 Pearl Rd',
    };
    const apply = async () => {
      const product = await sellerProduct(s.token, '30.00');
      const order = await paidOrder(product.sku, 1);
      return call(t.app, 'POST', '/api/refund/apply', {
        token: shopper.token,
        body: {
          order_id: order.id,
          item_ids: [order.itemId],
          type: 'return_refund',
          amount: '30.00',
          goods_status: 'received',
          reason: 'damaged',
          explanation: 'Cracked',
          proofs: [PROOF],
        },
      });
    };
    // No address of its own: the platform's (order settings), here none yet.
    const first = await apply();
    expect(first.data.return_address).toBeNull();
    // Nowhere to send the goods: approving the return is refused, and the request stays pending.
    const refused = await call(t.app, 'POST', '/api/seller/refund/approve', {
      token: s.token,
      body: { id: first.data.id },
      lang: 'zh-CN',
    });
    expect(refused).toMatchObject({
      code: 0,
      msg: '退货退款需要退货地址：请先设置店铺的退货地址，或在订单设置中设置平台的退货地址，再同意申请',
      data: { error: 'RETURN_ADDRESS_REQUIRED' },
    });
    expect((await seller('GET', '/refund', s.token, undefined, { id: first.data.id })).data.status).toBe(0);
    const settings = (await call(t.app, 'GET', '/api/console/order_settings', { token: admin })).data;
    const platform = {
      addressee: 'Platform returns',
      mobile: '+1 555 0199',
      country: 'US',
      area: 'Reno, NV',
      detail: '1 Depot Way',
    };
    expect(
      (
        await call(t.app, 'POST', '/api/console/order_settings', {
          token: admin,
          body: { ...settings, return_address: platform },
        })
      ).code,
    ).toBe(1);
    expect(
      (await call(t.app, 'GET', '/api/refund/detail', { token: shopper.token, query: { id: first.data.id } })).data
        .return_address,
    ).toEqual(platform);
    // The platform's address is enough.
    expect((await seller('POST', '/refund/approve', s.token, { id: first.data.id })).code).toBe(1);
    // The shop's own address wins.
    await seller('POST', '/shop/save', s.token, {
      name: shop.name,
      description: shop.description,
      logo: shop.logo,
      banner: shop.banner,
      return_address: address,
    });
    expect(
      (await call(t.app, 'GET', '/api/refund/detail', { token: shopper.token, query: { id: first.data.id } })).data
        .return_address,
    ).toEqual(address);
  });

  it('replies once to its own reviews; the reply shows under the review on the product page', async () => {
    const s = await approvedSeller('Gingko Tea');
    const product = await sellerProduct(s.token, '12.00');
    const order = await paidOrder(product.sku, 5);
    await shipAndReceive(s.token, order.id);
    expect((await review(order.itemId)).code).toBe(1);
    const reviews = await seller('GET', '/reviews', s.token, undefined, { replied: 'false' });
    const reviewId = reviews.data.list[0].id;
    const other = await approvedSeller('Not Gingko');
    expect((await seller('POST', '/review/reply', other.token, { id: reviewId, content: 'Hi' })).data.error).toBe(
      'REVIEW_NOT_FOUND',
    );
    expect(
      (await seller('POST', '/review/reply', s.token, { id: reviewId, content: 'Thank you! <b>Enjoy</b>' })).code,
    ).toBe(1);
    expect((await seller('POST', '/review/reply', s.token, { id: reviewId, content: 'Again' })).data.error).toBe(
      'REVIEW_REPLIED',
    );
    const shown = await call(t.app, 'GET', '/api/goods/reviews', { query: { product_id: product.id } });
    expect(shown.data.list[0]).toMatchObject({ reply: 'Thank you! <b>Enjoy</b>', replied_at: expect.any(String) });
  });

  it("withdraws with the payment code into a hold, marked as a seller's in the console queue; refused returns it", async () => {
    const s = await approvedSeller('Hazel Lamps');
    const product = await sellerProduct(s.token, '100.00');
    const order = await paidOrder(product.sku, 1);
    await shipAndReceive(s.token, order.id);
    expect((await review(order.itemId)).code).toBe(1);
    expect((await seller('GET', '/me', s.token)).data.balance).toBe('95.00');
    const account = await seller('POST', '/payout_account/save', s.token, {
      holder_name: 'Hazel Lamps Ltd',
      bank_name: 'ICBC',
      account_no: '6222 0202 0202 0202',
    });
    expect(account.code, account.msg).toBe(1);
    const to = { payout_account_id: account.data.id as number };

    expect(
      (
        await seller('POST', '/withdraw', s.token, {
          amount: '10',
          pay_password: PAY_CODE,
          ...to,
        })
      ).data.error,
    ).toBe('PAY_PASSWORD_NOT_SET');
    expect(
      (await seller('POST', '/pay_password', s.token, { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE })).code,
    ).toBe(1);
    const wrong = await seller('POST', '/withdraw', s.token, {
      amount: '10',
      pay_password: '999999',
      ...to,
    });
    expect(wrong.data.error).toBe('PAY_PASSWORD_WRONG');
    const tooMuch = await seller('POST', '/withdraw', s.token, {
      amount: '95',
      pay_password: PAY_CODE,
      ...to,
    });
    expect(tooMuch.data.error).toBe('WITHDRAW_ABOVE_BALANCE');
    const held = await seller('POST', '/withdraw', s.token, {
      amount: '40',
      pay_password: PAY_CODE,
      ...to,
    });
    expect(held.code, held.msg).toBe(1);
    const second = await seller('POST', '/withdraw', s.token, {
      amount: '20',
      pay_password: PAY_CODE,
      ...to,
    });
    expect(second.code).toBe(1);
    const balance = Number((await seller('GET', '/me', s.token)).data.balance);
    expect(balance).toBeLessThan(95 - 60);

    const queue = await call(t.app, 'GET', '/api/console/withdrawals', {
      token: finance,
      query: { owner: 'seller', status: 0 },
    });
    const mine = queue.data.list.filter((w: { seller: { shop_id: number } | null }) => w.seller?.shop_id === s.shopId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ buyer: null, seller: { account: s.account } });
    expect(
      (await call(t.app, 'POST', '/api/console/withdrawal/approve', { token: finance, body: { id: held.data.id } }))
        .code,
    ).toBe(1);
    expect(
      (
        await call(t.app, 'POST', '/api/console/withdrawal/refuse', {
          token: finance,
          body: { id: second.data.id, reason: 'Wrong network' },
        })
      ).code,
    ).toBe(1);
    const after = Number((await seller('GET', '/me', s.token)).data.balance);
    expect(after).toBeCloseTo(balance + 20 + Number(second.data.fee), 2);
    expect(
      (await seller('GET', '/withdrawals', s.token)).data.list.map((w: { status: number }) => w.status).sort(),
    ).toEqual([1, 2]);
    // The shop's ledger names each withdrawal by the reference its record carries (WD…), the settlement by its order.
    const entries = (await seller('GET', '/ledger', s.token)).data.list as { kind: string; reference: string | null }[];
    expect(held.data.reference).toMatch(/^WD\d{8}$/);
    expect(entries.filter((e) => e.kind === 'withdraw_hold').map((e) => e.reference)).toEqual([
      second.data.reference,
      held.data.reference,
    ]);
    expect(entries.find((e) => e.kind === 'settlement')?.reference).toMatch(/^\d{16}$/);
    await expectBalanced();
  });

  it("a suspended shop's seller signs in but cannot sell: its products leave the shop", async () => {
    const s = await approvedSeller('Ivy Outlet');
    const product = await sellerProduct(s.token);
    const shop = (await call(t.app, 'GET', '/api/console/shop', { token: catalogue, query: { id: s.shopId } })).data;
    const suspended = await consolePost('/shop/save', {
      id: s.shopId,
      name: shop.name,
      description: shop.description,
      logo: shop.logo,
      banner: shop.banner,
      return_address: shop.return_address,
      active: false,
    });
    expect(suspended.code, suspended.msg).toBe(1);
    const again = await call(t.app, 'POST', '/api/seller/login', {
      body: { account: s.account, password: 'seller-secret-1' },
    });
    expect(again.code).toBe(1);
    expect((await seller('GET', '/me', again.data.token)).data.shop.active).toBe(false);
    expect((await call(t.app, 'GET', '/api/goods/detail', { query: { id: product.id } })).data.error).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await buyNow(t.app, shopper, product.sku, 1)).data.error).toBe('PRODUCT_OFF_SALE');
    // A save while suspended keeps the product out of sight.
    const edit = (await seller('GET', '/product', s.token, undefined, { id: product.id })).data;
    const saved = await seller('POST', '/product/save', s.token, {
      id: product.id,
      category_id: edit.category_id,
      title: edit.title,
      description: edit.description,
      images: edit.images,
      specs: [],
      skus: [{ options: [], price: '41.00', stock: 5 }],
      on_sale: true,
    });
    expect(saved.data).toMatchObject({ on_sale: true, listed: false });
  });

  it('shows the dashboard: sales of today, 7 and 30 days, orders to ship, refunds to decide, low stock', async () => {
    const s = await approvedSeller('Juniper Supply');
    const product = await sellerProduct(s.token, '10.00', 3);
    await paidOrder(product.sku, 2);
    const dashboard = await seller('GET', '/dashboard', s.token);
    expect(dashboard.data).toMatchObject({
      today: { gmv: '24.99', orders: 1, units: 2 },
      last_30_days: { orders: 1 },
      to_ship: 1,
      refunds_to_decide: 0,
      low_stock: 1,
      balance: '0.00',
    });
  });

  it('settles, once, orders completed before settlements existed', async () => {
    const s = await approvedSeller('Olive Press');
    const product = await sellerProduct(s.token, '60.00');
    const order = await paidOrder(product.sku, 1);
    await shipAndReceive(s.token, order.id);
    // As an order completed by an older version of the shop: status 4 without a settlement.
    await t.db.updateTable('orders').set({ status: 4, completed_at: new Date() }).where('id', '=', order.id).execute();
    expect(await settleBacklog(t.db)).toBeGreaterThanOrEqual(1);
    expect(await settleBacklog(t.db)).toBe(0);
    expect((await seller('GET', '/settlements', s.token)).data.list[0]).toMatchObject({
      order_id: order.id,
      base: '60.00',
      commission: '3.00',
      amount: '57.00',
    });
    await expectBalanced();
  });

  it('the ledger check still holds across shoppers, shops, escrow and revenue', async () => {
    await expectBalanced();
    expect((await call(t.app, 'GET', '/api/console/ledger/check', { token: admin })).data.balanced).toBe(true);
  });
});
