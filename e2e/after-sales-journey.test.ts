import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import {
  ALL_ROLES,
  givenOperator,
  givenOrder,
  givenShopper,
  givenUpload,
  must,
  type GivenOrder,
  type Operator,
  type Shopper,
  shopperPhone,
  signedInDesk,
  skusInStock,
} from './support/given.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const PAY_CODE = '975310';

/**
 * The after-sales journey through the production build: a delivered order gets a refund-and-return request with a
 * proof picture; the operator approves; the shopper sends the goods back with a tracking number; the operator
 * confirms receipt; the balance rises and the order shows refunded. Another order is reviewed with two pictures
 * and the review shows on the product page. Each step makes its own shopper and delivered order through the API
 * (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('a shopper gets a refund for one order and reviews another', () => {
  let shop: ShopServer;
  let browser: Browser;
  let operator: Operator;
  let proof = '';
  let skus: { id: number; product_id: number }[] = [];
  const balance = async (shopper: Shopper) =>
    (await shop.db.selectFrom('users').select('balance').where('id', '=', shopper.id).executeTakeFirstOrThrow())
      .balance;
  const orderStatus = async (order: GivenOrder) =>
    (await shop.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status;

  /** A shopper signed in on a phone with a delivered order (bought, paid and shipped) of this SKU. */
  const shopperWithDeliveredOrder = async (sku: {
    id: number;
  }): Promise<{ shopper: Shopper; order: GivenOrder; page: Page }> => {
    const shopper = await givenShopper(shop, {
      prefix: 'after',
      payCode: PAY_CODE,
      funds: { cents: 500_000, finance: operator },
      address: {
        addressee: 'Kim Min',
        mobile: '+82 10 1234 5678',
        country: 'KR',
        area: 'Seoul',
        detail: '1 Sejong-daero',
        tag: 'home',
      },
    });
    const order = await givenOrder(shop, shopper, sku.id, {
      paid: { payCode: PAY_CODE },
      shipped: { by: operator, carrier: 'Korea Post', tracking: `KP${Date.now().toString(36)}` },
    });
    return { shopper, order, page: await (await shopperPhone(browser, shop, shopper)).newPage() };
  };

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    proof = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proof-')), 'proof.png');
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffe9e0' } })
      .png()
      .toFile(proof);
    operator = await givenOperator(shop, {
      account: 'aftersales',
      password: 'after-sales-1',
      name: 'After-sales',
      roles: ALL_ROLES,
    });
    // Two products with stock: one to refund, another to review.
    const inStock = await skusInStock(shop);
    skus = [inStock[0]!, inStock.find((s) => s.product_id !== inStock[0]!.product_id)!];
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('applies for refund and return on a delivered order with a proof picture', async () => {
    const { order, page } = await shopperWithDeliveredOrder(skus[0]!);
    await page.goto('/myPurchases/2');
    await page
      .getByRole('article', { name: `Order ${order.order_no}` })
      .getByRole('button', { name: 'Apply refund' })
      .click();
    await page.getByText('Items to refund').waitFor();
    await page.getByRole('button', { name: 'Received', exact: true }).click();
    await page.getByRole('button', { name: 'Refund and return' }).click();
    await page.getByLabel('Reason').selectOption('damaged');
    await page.getByLabel('Explanation').fill('The casing arrived cracked.');
    await page.getByLabel('Add proof').setInputFiles(proof);
    await page.getByRole('img', { name: 'Picture 1' }).waitFor();
    await shoot(page, 'after-sales-refund-en');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Apply successful').waitFor();
    await page.waitForURL(`**/orderInfo/${order.id}`);
    expect(await orderStatus(order)).toBe(-4);
  });

  it('the operator approves; the shopper sends the goods back; the operator confirms; the balance rises', async () => {
    // The delivered order's refund-and-return request, with its proof picture, waiting for the operator.
    const { shopper, order, page } = await shopperWithDeliveredOrder(skus[0]!);
    // The whole of what was paid, as the form asks by default: the order ends refunded.
    const info = must<{ items: { order_item_id: number }[]; refundable: string }>(
      'the refund form',
      await callApi(shop.baseUrl, 'GET', `/refund/info?order_id=${order.id}`, undefined, { token: shopper.token }),
    );
    must(
      'the refund request',
      await callApi(
        shop.baseUrl,
        'POST',
        '/refund/apply',
        {
          order_id: order.id,
          item_ids: info.items.map((item) => item.order_item_id),
          type: 'return_refund',
          amount: info.refundable,
          goods_status: 'received',
          reason: 'damaged',
          explanation: 'The casing arrived cracked.',
          proofs: [await givenUpload(shop, shopper, fs.readFileSync(proof))],
        },
        { token: shopper.token },
      ),
    );
    const consolePage = await (await signedInDesk(browser, shop, 'console', operator.token)).newPage();
    const refundRow = () => consolePage.getByRole('row').filter({ hasText: order.order_no });
    await consolePage.goto('/console/refunds');
    await refundRow().getByRole('button', { name: 'Approve' }).click();
    await consolePage.getByRole('button', { name: /^(loading )?Confirm$/ }).click();
    await consolePage.getByText('Approved').first().waitFor();
    await expect.poll(() => orderStatus(order)).toBe(-2);

    await page.goto(`/orderInfo/${order.id}`);
    await page.getByText('Approved: send the goods back').waitFor();
    await page.getByLabel('Carrier').fill('UPS');
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Save return shipment' }).click();
    await page.getByText('Goods sent back').first().waitFor();

    const before = await balance(shopper);
    await consolePage.goto('/console/refunds?status=2');
    await refundRow().getByRole('button', { name: 'Confirm receipt' }).click();
    const confirm = consolePage.getByRole('button', { name: /^(loading )?Confirm$/ });
    if (await confirm.count()) await confirm.click();
    await expect.poll(() => balance(shopper)).toBeGreaterThan(before);
    await page.goto(`/orderInfo/${order.id}`);
    await page.getByText('Refunded').first().waitFor();
    await shoot(page, 'after-sales-order-refunded-en');
    expect(await orderStatus(order)).toBe(-3);
  });

  it('reviews the other order with two pictures; the review shows on the product page', async () => {
    // A received order of another product.
    const { shopper, order, page } = await shopperWithDeliveredOrder(skus[1]!);
    must(
      'the receipt',
      await callApi(shop.baseUrl, 'POST', '/order/confirm', { id: order.id }, { token: shopper.token }),
    );
    await page.goto(`/comment?order=${order.id}`);
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
    await page.goto(`/detail/${skus[1]!.product_id}`);
    await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    const review = page.locator('.review', { hasText: 'Sturdy and exactly as pictured' }).first();
    await review.waitFor();
    await review.scrollIntoViewIfNeeded();
    await shoot(page, 'after-sales-product-reviews-en');
    expect(await page.locator('.review script').count()).toBe(0);
    const stored = await shop.db
      .selectFrom('reviews')
      .select('images')
      .where('user_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(stored.images).toHaveLength(2);
  });
});
