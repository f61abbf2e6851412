import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import { creditBalance } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const PAY_CODE = '135790';

/**
 * Issue 4's journey, end to end through the production build: a shopper logs in, finds a product, picks a
 * specification, adds it to the cart, checks out with a new address, pays with the payment code; an operator
 * ships the order in the console; the shopper sees it delivered with the tracking number and confirms receipt.
 */
describe('a shopper buys a product, an operator ships it, the shopper confirms receipt', () => {
  let shop: ShopServer;
  let browser: Browser;
  let phone: BrowserContext;
  let page: Page;
  const account = `buyer${Date.now().toString(36)}`;
  const password = 'secret123';
  let userId: number;
  let orderNo = '';
  const tracking = `TRK${Date.now().toString().slice(-8)}`;

  const shot = (name: string) => page.screenshot({ path: path.join(screenshotDir, `order-${name}.png`) });

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    const post = async (url: string, body: unknown, token?: string) =>
      (await (
        await fetch(`${shop.baseUrl}/api${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; data: never };
    const registered = await post('/user/register', { account, password, confirm_password: password, country: 'US' });
    const { token, id } = (registered.data as { userinfo: { token: string; id: number } }).userinfo;
    userId = id;
    await post('/user/resetPay', { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE }, token);
    // Money arrives as the wallet release's recharges will bring it: a ledger entry.
    await shop.db
      .transaction()
      .execute((trx) => creditBalance(trx, id, 50_000, { kind: 'adjustment', refType: 'test' }));
    await insertOperator(shop.db, {
      account: 'shipper',
      password_hash: await hashSecret('ship-it-now'),
      name: 'Shipper',
      roles: ['catalogue', 'finance', 'fulfilment', 'support'],
    });
    phone = await phoneContext(browser, shop.baseUrl);
    page = await phone.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('logs in', async () => {
    await page.goto('/login');
    await page.getByPlaceholder('Enter your account').fill(account);
    await page.getByPlaceholder('Enter your password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('searches, opens a product, picks a specification and adds it to the cart', async () => {
    await page.goto('/search');
    const input = page.locator('form[role="search"] input');
    await input.fill('earbuds');
    await input.press('Enter');
    await page.waitForURL('**/searchs?keyword=*');
    // A real card (a link), not one of the skeletons shown while the results load.
    await page.locator('a.product-card').first().click();
    await page.waitForURL('**/detail/**');
    await page.getByText(/^Select: /).click();
    // The sheet's code may still be on its way (it loads from the first touch of the page on).
    await page.locator('.spec-sheet__dimension').first().waitFor();
    for (const dimension of await page.locator('.spec-sheet__dimension').all()) {
      const chips = dimension.locator('button.spec-chip');
      for (let i = 0; i < (await chips.count()); i++) {
        if (await chips.nth(i).isEnabled()) {
          await chips.nth(i).click();
          break;
        }
      }
    }
    await page.getByRole('button', { name: 'Add to cart' }).last().click();
    await page.getByText('Added to cart').waitFor();
    const lines = await shop.db.selectFrom('cart_items').select('quantity').where('user_id', '=', userId).execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });

  it('checks out from the cart with a new address', async () => {
    await page.goto('/bag');
    await page.getByRole('button', { name: /^Checkout/ }).click();
    await page.waitForURL('**/checkout');
    await page.getByText('Add a shipping address').click();
    await page.getByPlaceholder('Full name of the recipient').fill('Jordan Rivers');
    await page.getByPlaceholder('e.g. +1 555 0123').fill('+1 415 555 0199');
    await page.getByPlaceholder('State, city, district').fill('San Francisco, CA');
    await page.getByPlaceholder('Street, building, apartment').fill('500 Howard Street, Floor 3');
    await page.getByText('Home', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Save and use this address' }).click();
    await page.getByText('Jordan Rivers').first().waitFor();
    await shot('checkout-en');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.waitForURL('**/payment?orders=*');
    const order = await shop.db
      .selectFrom('orders')
      .select(['order_no', 'status'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(0);
    orderNo = order.order_no;
  });

  it('pays with the payment code and finds the order waiting for delivery', async () => {
    await page.getByPlaceholder('6 to 12 digits').fill(PAY_CODE);
    await shot('payment-en');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/order?orders=*');
    await page.getByText('Payment successful').waitFor();
    await page.getByRole('link', { name: 'View orders' }).click();
    await page.waitForURL('**/myPurchases/1');
    await page.getByText(orderNo).waitFor();
    await shot('purchases-en');
    const order = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(1);
  });

  it('an operator ships it in the console', async () => {
    const desk = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 800 } });
    const console_ = await desk.newPage();
    await console_.goto('/console/login');
    await console_.getByLabel('Account').fill('shipper');
    await console_.getByLabel('Password').fill('ship-it-now');
    await console_.getByRole('button', { name: /sign in/i }).click();
    await console_.waitForURL('**/console/dashboard');
    await console_.goto('/console/orders');
    await console_.getByPlaceholder('Order no').fill(orderNo);
    await console_.getByPlaceholder('Order no').press('Enter');
    await console_.getByText(orderNo).click();
    await console_.waitForURL('**/console/orders/*');
    await console_.getByLabel('Carrier').fill('DHL Express');
    await console_.getByLabel('Tracking number').fill(tracking);
    await console_.getByRole('button', { name: 'Ship', exact: true }).click();
    await console_.getByText('Shipped').first().waitFor();
    await console_.screenshot({ path: path.join(screenshotDir, 'order-console-shipped.png') });
    await desk.close();
    const order = await shop.db
      .selectFrom('orders')
      .select(['status', 'tracking_no'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 2, tracking_no: tracking });
  });

  it('the shopper sees it delivered with the tracking number and confirms receipt', async () => {
    await page.goto('/myPurchases/2');
    await page.getByText(orderNo).click();
    await page.waitForURL('**/orderInfo/*');
    await page.getByText(tracking).first().waitFor();
    await page.getByText('Delivered').first().waitFor();
    await shot('order-info-en');
    await page.getByRole('button', { name: 'Confirm received' }).click();
    // The confirm prompt (spec §4), then the order moves on.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click();
    await page.getByText('Receipt confirmed').waitFor();
    const order = await shop.db
      .selectFrom('orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(3);
  });

  it('shows the order screens in Thai and Korean (screenshots for people to look at)', async () => {
    const id = (
      await shop.db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    ).id;
    for (const lang of ['tai', 'han'] as const) {
      // The shopper's own language lives on the server too and wins when user info arrives (spec §4).
      await shop.db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
      await phone.addCookies([languageCookie(lang, shop.baseUrl)]);
      await page.goto(`/orderInfo/${id}`);
      await page.getByText(tracking).first().waitFor();
      await shot(`order-info-${lang}`);
      await page.goto('/myPurchases/3');
      await page.getByText(orderNo).waitFor();
      await shot(`purchases-${lang}`);
      await page.goto('/bag');
      await page.locator('.page, main').first().waitFor();
      await shot(`bag-${lang}`);
    }
  });
});
