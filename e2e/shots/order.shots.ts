import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  ALL_ROLES,
  givenOperator,
  givenOrder,
  givenShopper,
  must,
  type Operator,
  shopperPhone,
  signedInDesk,
  skusInStock,
} from '../support/given.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const PAY_CODE = '135790';

/**
 * Screenshots of the order screens at phone size, for people to look at (e2e/screenshots/, by `npm run
 * screenshots`): in English the checkout, the payment, the paid orders, the console's shipped order and the
 * delivered order (the order journey's screens); in Thai and Korean an order bought, paid, shipped and received
 * through the API, then its detail, the list of received orders and the cart.
 */
describe('order screenshots at 390×844', () => {
  let shop: ShopServer;
  let browser: Browser;
  let shipper: Operator;
  let skuId = 0;
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `order-${name}.png`) });
  const address = (addressee: string, country: string, area: string, detail: string) => ({
    addressee,
    mobile: '+1 415 555 0199',
    country,
    area,
    detail,
    tag: 'home',
  });

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    shipper = await givenOperator(shop, {
      account: 'shots',
      password: 'ship-it-now',
      name: 'Shipper',
      roles: ALL_ROLES,
    });
    skuId = (await skusInStock(shop, 1))[0]!.id;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('shows the checkout, the payment, the paid orders, the shipped order and the delivered order in English', async () => {
    const shopper = await givenShopper(shop, {
      prefix: 'shots',
      country: 'US',
      payCode: PAY_CODE,
      funds: { cents: 5_000_000, finance: shipper },
      address: address('Jordan Rivers', 'US', 'San Francisco, CA', '500 Howard Street, Floor 3'),
    });
    const page = await (await shopperPhone(browser, shop, shopper)).newPage();
    must(
      'adding to the cart',
      await callApi(shop.baseUrl, 'POST', '/cart/add', { sku_id: skuId, quantity: 1 }, { token: shopper.token }),
    );
    await page.goto('/bag');
    await page.getByRole('button', { name: /^Checkout/ }).click();
    await page.waitForURL('**/checkout');
    await page.getByText('Jordan Rivers').first().waitFor();
    await shot(page, 'checkout-en');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.waitForURL('**/payment?orders=*');
    await page.getByPlaceholder('6 to 12 digits').fill(PAY_CODE);
    await shot(page, 'payment-en');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment successful').waitFor();
    await page.getByRole('link', { name: 'View orders' }).click();
    await page.waitForURL('**/myPurchases/1');
    const order = await shop.db
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('user_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    await page.getByText(order.order_no).waitFor();
    await shot(page, 'purchases-en');

    const tracking = `TRK${Date.now().toString().slice(-8)}`;
    const desk = await signedInDesk(browser, shop, 'console', shipper.token);
    const console_ = await desk.newPage();
    await console_.goto(`/console/orders/${order.id}`);
    await console_.getByLabel('Carrier').fill('DHL Express');
    await console_.getByLabel('Tracking number').fill(tracking);
    await console_.getByRole('button', { name: 'Ship', exact: true }).click();
    await console_.getByText('Shipped').first().waitFor();
    await console_.screenshot({ path: path.join(screenshotDir, 'order-console-shipped.png') });
    await desk.close();

    await page.goto(`/orderInfo/${order.id}`);
    await page.getByText(tracking).first().waitFor();
    await page.getByText('Delivered').first().waitFor();
    await shot(page, 'order-info-en');
  });

  for (const lang of ['tai', 'han'] as const) {
    it(`shows the order, the received orders and the cart in ${lang}`, async () => {
      // The shopper's own language lives on the server too and wins when user info arrives.
      const shopper = await givenShopper(shop, {
        prefix: 'shots',
        country: 'US',
        payCode: PAY_CODE,
        funds: { cents: 5_000_000, finance: shipper },
        address: { ...address('Somchai Dee', 'TH', 'Bangkok', '1 Rama I Road'), mobile: '+66 81 234 5678' },
        lang,
      });
      const tracking = `TRK${Date.now().toString().slice(-8)}`;
      const order = await givenOrder(shop, shopper, skuId, {
        paid: { payCode: PAY_CODE },
        shipped: { by: shipper, carrier: 'Thailand Post', tracking },
        received: true,
      });
      const page = await (await shopperPhone(browser, shop, shopper, lang)).newPage();
      await page.goto(`/orderInfo/${order.id}`);
      await page.getByText(tracking).first().waitFor();
      await shot(page, `order-info-${lang}`);
      await page.goto('/myPurchases/3');
      await page.getByText(order.order_no).waitFor();
      await shot(page, `purchases-${lang}`);
      await page.goto('/bag');
      await page.locator('.page, main').first().waitFor();
      await shot(page, `bag-${lang}`);
    });
  }
});
