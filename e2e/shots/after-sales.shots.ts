import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  ALL_ROLES,
  givenOperator,
  givenOrder,
  givenShopper,
  must,
  type GivenOrder,
  type Operator,
  type Shopper,
  shopperPhone,
  skusInStock,
} from '../support/given.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const PAY_CODE = '975310';

/**
 * Screenshots of after-sales at phone size (e2e/screenshots/, by `npm run screenshots`): a refund-and-return request
 * with its proof, the order once refunded, and a review with two pictures on the product page.
 */
describe('after-sales screenshots at 390×844', () => {
  let shop: ShopServer;
  let browser: Browser;
  let operator: Operator;
  let proof = '';
  let skus: { id: number; product_id: number }[] = [];
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `after-sales-${name}.png`) });

  const delivered = async (sku: { id: number }): Promise<{ shopper: Shopper; order: GivenOrder; page: Page }> => {
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
    fs.mkdirSync(screenshotDir, { recursive: true });
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
    const inStock = await skusInStock(shop);
    skus = [inStock[0]!, inStock.find((s) => s.product_id !== inStock[0]!.product_id)!];
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('shows a refund request, then the order refunded', async () => {
    const { shopper, order, page } = await delivered(skus[0]!);
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
    await shot(page, 'refund-en');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(`**/orderInfo/${order.id}`);

    const refund = await shop.db
      .selectFrom('refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const api = (url: string, body: unknown, token: string) => callApi(shop.baseUrl, 'POST', url, body, { token });
    must('the approval', await api('/console/refund/approve', { id: refund.id }, operator.token));
    must(
      'the return',
      await api('/refund/return', { id: refund.id, carrier: 'UPS', tracking_no: '1Z999AA10123456784' }, shopper.token),
    );
    must('the receipt', await api('/console/refund/receive', { id: refund.id }, operator.token));
    await page.goto(`/orderInfo/${order.id}`);
    await page.getByText('Refunded').first().waitFor();
    await shot(page, 'order-refunded-en');
  });

  it('shows a review with two pictures on the product page', async () => {
    const { shopper, order, page } = await delivered(skus[1]!);
    must(
      'the receipt',
      await callApi(shop.baseUrl, 'POST', '/order/confirm', { id: order.id }, { token: shopper.token }),
    );
    await page.goto(`/comment?order=${order.id}`);
    const line = page.getByRole('article').first();
    await line.getByRole('group', { name: 'Service' }).getByRole('radio', { name: '4 stars' }).click();
    await line.getByLabel('Your review').fill('Sturdy and exactly as pictured <script>alert(1)</script>');
    for (const picture of ['Picture 1', 'Picture 2']) {
      await line.getByLabel('Add picture').setInputFiles(proof);
      await line.getByRole('img', { name: picture }).waitFor();
    }
    await line.getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Every item is reviewed and the order is completed', { exact: false }).first().waitFor();
    await page.goto(`/detail/${skus[1]!.product_id}`);
    await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    const review = page.locator('.review', { hasText: 'Sturdy and exactly as pictured' }).first();
    await review.waitFor();
    await review.scrollIntoViewIfNeeded();
    await shot(page, 'product-reviews-en');
  });
});
