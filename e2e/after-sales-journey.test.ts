import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import { creditBalance } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { callApi } from './support/api.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const PAY_CODE = '975310';

/**
 * Issue 6's journey through the production build: a delivered order gets a refund-and-return request with a
 * proof picture; the operator approves; the shopper sends the goods back with a tracking number; the operator
 * confirms receipt; the balance rises and the order shows refunded. Another order is reviewed with two pictures
 * and the review shows on the product page.
 */
describe('a shopper gets a refund for one order and reviews another', () => {
  let shop: ShopServer;
  let browser: Browser;
  let phone: BrowserContext;
  let page: Page;
  let consolePage: Page;
  let token = '';
  let userId = 0;
  let proof = '';
  const orders: { id: number; order_no: string; product_id: number }[] = [];
  const shot = (name: string) => page.screenshot({ path: path.join(screenshotDir, `after-sales-${name}.png`) });
  const balance = async () =>
    (await shop.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;
  const api = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = { token }) =>
    callApi(shop.baseUrl, method, url, body, headers);

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    proof = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proof-')), 'proof.png');
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffe9e0' } })
      .png()
      .toFile(proof);
    const account = `after${Date.now().toString(36)}`;
    const registered = await api(
      'POST',
      '/user/register',
      { account, password: 'secret123', confirm_password: 'secret123' },
      {},
    );
    ({ token, id: userId } = (registered.data as { userinfo: { token: string; id: number } }).userinfo);
    await api('POST', '/user/resetPay', { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE });
    await shop.db
      .transaction()
      .execute((trx) => creditBalance(trx, userId, 500_000, { kind: 'adjustment', refType: 'test' }));
    const address = await api('POST', '/user/address_add', {
      addressee: 'Kim Min',
      mobile: '+82 10 1234 5678',
      country: 'KR',
      area: 'Seoul',
      detail: '1 Sejong-daero',
      tag: 'home',
      is_default: true,
    });
    await insertOperator(shop.db, {
      account: 'aftersales',
      password_hash: await hashSecret('after-sales-1'),
      name: 'After-sales',
      roles: ['catalogue', 'finance', 'fulfilment', 'support'],
    });
    const desk = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 800 } });
    consolePage = await desk.newPage();
    await consolePage.goto('/console/login');
    await consolePage.getByLabel('Account').fill('aftersales');
    await consolePage.getByLabel('Password').fill('after-sales-1');
    await consolePage.getByRole('button', { name: /sign in/i }).click();
    await consolePage.waitForURL('**/console/dashboard');
    const operator = await api('POST', '/console/login', { account: 'aftersales', password: 'after-sales-1' }, {});
    const opToken = (operator.data as { token: string }).token;
    // Two delivered orders of two products with stock, bought, paid and shipped through the API.
    const products = await shop.db
      .selectFrom('skus')
      .select(['id', 'product_id'])
      .where('stock', '>', 5)
      .orderBy('id')
      .limit(40)
      .execute();
    const picks = [products[0]!, products.find((p) => p.product_id !== products[0]!.product_id)!];
    for (const sku of picks) {
      const created = await api('POST', '/order/create', {
        source: { buy_now: { sku_id: sku.id, quantity: 1 } },
        address_id: (address.data as { id: number }).id,
      });
      const order = (created.data as { orders: { id: number; order_no: string }[] }).orders[0]!;
      await api('POST', '/order/pay', { order_ids: [order.id], pay_password: PAY_CODE });
      await api(
        'POST',
        '/console/order/ship',
        { id: order.id, carrier: 'Korea Post', tracking_no: `KP${order.id}` },
        { token: opToken },
      );
      orders.push({ ...order, product_id: sku.product_id });
    }
    phone = await phoneContext(browser, shop.baseUrl);
    await phone.addCookies([{ name: 'Admin-Token', value: token, url: shop.baseUrl }]);
    page = await phone.newPage();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('applies for refund and return on a delivered order with a proof picture', async () => {
    const [order] = orders;
    await page.goto('/myPurchases/2');
    await page
      .getByRole('article', { name: `Order ${order!.order_no}` })
      .getByRole('button', { name: 'Apply refund' })
      .click();
    await page.getByText('Items to refund').waitFor();
    await page.getByRole('button', { name: 'Received', exact: true }).click();
    await page.getByRole('button', { name: 'Refund and return' }).click();
    await page.getByLabel('Reason').selectOption('damaged');
    await page.getByLabel('Explanation').fill('The casing arrived cracked.');
    await page.getByLabel('Add proof').setInputFiles(proof);
    await page.getByRole('img', { name: 'Picture 1' }).waitFor();
    await shot('refund-en');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Apply successful').waitFor();
    await page.waitForURL(`**/orderInfo/${order!.id}`);
    const row = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order!.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(-4);
  });

  it('the operator approves; the shopper sends the goods back; the operator confirms; the balance rises', async () => {
    const [order] = orders;
    await consolePage.goto('/console/refunds');
    await consolePage.getByRole('button', { name: 'Approve' }).first().click();
    await consolePage.getByRole('button', { name: /^(loading )?Confirm$/ }).click();
    await consolePage.getByText('Approved').first().waitFor();
    await expect
      .poll(
        async () =>
          (await shop.db.selectFrom('orders').select('status').where('id', '=', order!.id).executeTakeFirstOrThrow())
            .status,
      )
      .toBe(-2);

    await page.goto(`/orderInfo/${order!.id}`);
    await page.getByText('Approved: send the goods back').waitFor();
    await page.getByLabel('Carrier').fill('UPS');
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Save return shipment' }).click();
    await page.getByText('Goods sent back').first().waitFor();

    const before = await balance();
    await consolePage.goto('/console/refunds?status=2');
    await consolePage.getByRole('button', { name: 'Confirm receipt' }).first().click();
    const confirm = consolePage.getByRole('button', { name: /^(loading )?Confirm$/ });
    if (await confirm.count()) await confirm.click();
    await expect.poll(balance).toBeGreaterThan(before);
    await page.goto(`/orderInfo/${order!.id}`);
    await page.getByText('Refunded').first().waitFor();
    await shot('order-refunded-en');
    const row = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order!.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(-3);
  });

  it('reviews the other order with two pictures; the review shows on the product page', async () => {
    const [, order] = orders;
    await api('POST', '/order/confirm', { id: order!.id });
    await page.goto(`/comment?order=${order!.id}`);
    const line = page.getByRole('article').first();
    await line.getByRole('button', { name: 'Publish review' }).waitFor();
    await line.getByRole('group', { name: 'Service' }).getByRole('radio', { name: '4 stars' }).click();
    await line.getByLabel('Your review').fill('Sturdy and exactly as pictured <script>alert(1)</script>');
    await line.getByLabel('Add picture').setInputFiles(proof);
    await line.getByRole('img', { name: 'Picture 1' }).waitFor();
    await line.getByLabel('Add picture').setInputFiles(proof);
    await line.getByRole('img', { name: 'Picture 2' }).waitFor();
    await line.getByRole('button', { name: 'Publish review' }).click();
    // The only line of the order: the review completes it (status 4) and the page says so.
    await page.getByText('Every item is reviewed and the order is completed', { exact: false }).first().waitFor();
    await page.goto(`/detail/${order!.product_id}`);
    await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    const review = page.locator('.review', { hasText: 'Sturdy and exactly as pictured' }).first();
    await review.waitFor();
    await review.scrollIntoViewIfNeeded();
    await shot('product-reviews-en');
    expect(await page.locator('.review script').count()).toBe(0);
    const stored = await shop.db
      .selectFrom('reviews')
      .select('images')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.images).toHaveLength(2);
  });
});
