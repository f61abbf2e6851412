import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config.ts';
import { seedDemoSeller } from '../../apps/api/src/seed/demo/seed-seller.ts';
import { readOrderRefunds } from '../../apps/api/src/modules/refund/refund.service.ts';
import { seedDemoAccounts } from '../../apps/api/src/seed/seed.ts';
import { callApi } from '../support/api.ts';
import { languageCookie, launchBrowser, phoneContext } from '../support/browser.ts';
import { must } from '../support/given.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const BANNER = "You're offline — showing what you saw last";
const REFUSED = "You're offline: nothing was sent. Try again when you're back online.";

/**
 * Screenshots of the shopper app offline (e2e/screenshots/, by `npm run screenshots`): the demo shopper's orders kept
 * from the last visit, a withdrawal refused before it is sent, and Me in Thai with the balance kept.
 */
describe('offline screenshots at 390×844', () => {
  let shop: ShopServer;
  let browser: Browser;
  let demo: { id: number; account: string; password: string; payPassword: string };
  let orderNos: string[] = [];

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    const accounts = await seedDemoAccounts(shop.db);
    if (!accounts) throw new Error('demo accounts not seeded');
    demo = accounts.shopper;
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    await seedDemoSeller(
      {
        db: shop.db,
        config,
        log: shop.app.log,
        mailer: { send: async () => undefined },
        pictures: shop.app.pictures,
        orderRefunds: readOrderRefunds,
      },
      demo,
      accounts.operator.id,
    );
    const orders = await shop.db.selectFrom('orders').select('order_no').where('user_id', '=', demo.id).execute();
    orderNos = orders.map((order) => order.order_no);
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('shows the kept orders, a refused withdrawal and Me in Thai, offline', async () => {
    const phone = await phoneContext(browser, shop.baseUrl);
    const { userinfo } = must<{ userinfo: { token: string } }>(
      'the demo sign-in',
      await callApi(shop.baseUrl, 'POST', '/user/login', { account: demo.account, password: demo.password }),
    );
    await phone.addCookies([{ name: 'Admin-Token', value: userinfo.token, url: shop.baseUrl }]);
    const page = await phone.newPage();
    const shot = (name: string) => page.screenshot({ path: path.join(screenshotDir, `offline-${name}.png`) });
    // Seen once online, with the worker installed.
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/myPurchases/all');
    for (const no of orderNos) await page.getByText(no).waitFor();
    await page.goto('/me');
    await page.goto('/withDraw');
    await page.locator('#bankCardNo').waitFor();
    await page.waitForFunction((id) => localStorage.getItem(`shop.lastSeen.${id}`) !== null, demo.id);

    await phone.setOffline(true);
    await page.goto('/myPurchases/all');
    await page.getByText(BANNER).waitFor();
    for (const no of orderNos) await page.getByText(no).waitFor();
    await shot('orders-en');
    await page.goto('/withDraw');
    await page.locator('#bankCardNo').fill('6222 0000 1111 2222');
    await page.locator('#bankName').fill('Journey Bank');
    await page.locator('#amount').fill('10');
    await page.locator('.fixed-footer button').click();
    await page.locator('#pay-code').fill(demo.payPassword);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(REFUSED).first().waitFor();
    await shot('withdraw-refused-en');
    await phone.addCookies([languageCookie('tai', shop.baseUrl)]);
    await page.goto('/me');
    await page.getByText('คุณออฟไลน์อยู่ — กำลังแสดงข้อมูลล่าสุดที่คุณเห็น').waitFor();
    await shot('me-tai');
    await phone.close();
  });
});
