import { expect } from 'vitest';
import { multipartBody, picture } from '../src/modules/upload/upload-fixtures.ts';
import { call, type TestApp, uniqueAccount } from './helper.ts';
import { buyNow, fundedShopper, operatorToken, PAY_CODE, pay, type Shopper } from './order-fixture.ts';

/**
 * A marketplace for seller-side tests: approved sellers with their shops and products, a funded shopper, and the
 * steps that take an order from paid to settled through the real calls.
 */

export interface TestSeller {
  token: string;
  shopId: number;
  id: number;
  account: string;
}

let applications = 0;

export async function sellerMarket(t: TestApp) {
  const catalogue = await operatorToken(t.app, t.db, ['catalogue']);
  const shopper: Shopper = await fundedShopper(t.app, t.db, 10_000_000);

  async function upload(path: string, token: string): Promise<string> {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'p.png', contentType: 'image/png', data: await picture('png', 800, 800) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': contentType, token },
      payload: body,
    });
    const url = res.json().data?.url as string | undefined;
    expect(url, res.body).toBeTypeOf('string');
    return url as string;
  }

  const icon = await upload('/api/console/upload', catalogue);
  const category = await call(t.app, 'POST', '/api/console/category/save', {
    token: catalogue,
    body: { name: { en: 'Home' }, icon },
  });
  expect(category.code, category.msg).toBe(1);
  const categoryId = category.data.id as number;

  const seller = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
    query?: Record<string, string | number>,
  ) => call(t.app, method, `/api/seller${url}`, { token, body, query });

  /** An approved seller with its shop, signed in, with a payment code. */
  async function approvedSeller(name: string): Promise<TestSeller> {
    applications += 1;
    const account = uniqueAccount('seller');
    const applied = await call(t.app, 'POST', '/api/seller/apply', {
      body: {
        account,
        password: 'seller-secret-1',
        confirm_password: 'seller-secret-1',
        shop_name: { en: name },
        contact_name: 'Mia Chen',
        email: `${account}@shop.example`,
        mobile: '+86 138 0000 0000',
        country: 'CN',
      },
      ip: `10.78.${applications >> 8}.${applications & 255}`,
    });
    expect(applied.code, applied.msg).toBe(1);
    const approved = await call(t.app, 'POST', '/api/console/seller_application/approve', {
      token: catalogue,
      body: { id: applied.data.id },
    });
    expect(approved.code, approved.msg).toBe(1);
    const login = await call(t.app, 'POST', '/api/seller/login', { body: { account, password: 'seller-secret-1' } });
    expect(login.code, login.msg).toBe(1);
    const token = login.data.token as string;
    const code = await seller('POST', '/pay_password', token, {
      pay_password: PAY_CODE,
      confirm_pay_password: PAY_CODE,
    });
    expect(code.code, code.msg).toBe(1);
    return { token, shopId: approved.data.shop_id as number, id: login.data.seller.id as number, account };
  }

  /** A product of the seller's shop on sale, with one SKU. */
  async function product(s: TestSeller, price = '40.00', stock = 50) {
    const res = await seller('POST', '/product/save', s.token, {
      category_id: categoryId,
      title: { en: `Stoneware bowl ${Math.random().toString(36).slice(2, 7)}` },
      description: { en: 'Glazed stoneware.' },
      images: [await upload('/api/seller/upload', s.token)],
      specs: [],
      skus: [{ options: [], price, stock }],
      on_sale: true,
    });
    expect(res.code, res.msg).toBe(1);
    return { id: res.data.id as number, sku: res.data.skus[0].id as number };
  }

  /** The shopper buys `quantity` of the SKU and pays: the order's id, its line's id and its total. */
  async function paidOrder(sku: number, quantity = 1) {
    const created = await buyNow(t.app, shopper, sku, quantity);
    expect(created.code, created.msg).toBe(1);
    const id = created.data.orders[0].id as number;
    expect((await pay(t.app, shopper, [id])).code).toBe(1);
    const detail = await call(t.app, 'GET', '/api/order/detail', { token: shopper.token, query: { id } });
    return { id, itemId: detail.data.items[0].id as number, total: detail.data.total as string };
  }

  /** Ships, receives and reviews the order: it completes and is settled to the shop. */
  async function complete(s: TestSeller, order: { id: number; itemId: number }) {
    const shipped = await seller('POST', '/order/ship', s.token, { id: order.id, carrier: 'SF', tracking_no: 'SF1' });
    expect(shipped.code, shipped.msg).toBe(1);
    const received = await call(t.app, 'POST', '/api/order/confirm', { token: shopper.token, body: { id: order.id } });
    expect(received.code, received.msg).toBe(1);
    const reviewed = await call(t.app, 'POST', '/api/review/add', {
      token: shopper.token,
      body: { order_item_id: order.itemId, content: 'Lovely', product_score: 5, service_score: 5, postage_score: 5 },
    });
    expect(reviewed.code, reviewed.msg).toBe(1);
  }

  return { catalogue, shopper, seller, approvedSeller, product, paidOrder, complete };
}
