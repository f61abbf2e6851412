import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import { creditBalance } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { callApi } from './support/api.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The README's copies change only when asked (UPDATE_DOCS_SCREENSHOTS=1), so a test run leaves the tree clean. */
const screenshotDir = process.env.UPDATE_DOCS_SCREENSHOTS
  ? path.join(here, '..', 'docs', 'screenshots')
  : path.join(here, 'screenshots');
const PAY_CODE = '975310';
const PROOF = '/uploads/u/proofPicture000000000001.webp';
const RETURN_ADDRESS = {
  addressee: 'Returns Desk',
  mobile: '+66 2 000 0000',
  country: 'TH',
  area: 'Bangkok',
  detail: '99 Sukhumvit Rd',
};

/**
 * Issue 16's honest numbers through the production build, at 390×844 in English and Thai: the sale banner's list
 * shows compare-at prices crossed out with their discount, so does the product page; an approved refund with
 * return says where to send the goods on the order page.
 */
describe('a shopper sees markdowns that exist and where to send a return', () => {
  let shop: ShopServer;
  let browser: Browser;
  let token = '';
  let userId = 0;
  let orderId = 0;
  let discounted = { id: 0, shop_id: 0 };
  const api = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = { token }) =>
    callApi(shop.baseUrl, method, url, body, headers);

  async function phone(lang: 'en' | 'tai'): Promise<{ context: BrowserContext; page: Page }> {
    // The shopper's own language lives on the server too and wins when user info arrives (spec §4).
    await shop.db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
    const context = await phoneContext(browser, shop.baseUrl);
    await context.addCookies([
      { name: 'Admin-Token', value: token, url: shop.baseUrl },
      languageCookie(lang, shop.baseUrl),
    ]);
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    const registered = await api(
      'POST',
      '/user/register',
      { account: `honest${Date.now().toString(36)}`, password: 'secret123', confirm_password: 'secret123' },
      {},
    );
    const user = (registered.data as { userinfo: { token: string; id: number } }).userinfo;
    token = user.token;
    userId = user.id;
    await api('POST', '/user/resetPay', { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE });
    await shop.db
      .transaction()
      .execute((trx) => creditBalance(trx, user.id, 500_000, { kind: 'adjustment', refType: 'test' }));
    const address = await api('POST', '/user/address_add', {
      addressee: 'Ploy Srisuk',
      mobile: '+66 81 234 5678',
      country: 'TH',
      area: 'Chiang Mai',
      detail: '12 Nimman Rd',
      tag: 'home',
      is_default: true,
    });
    await insertOperator(shop.db, {
      account: 'honest',
      password_hash: await hashSecret('honest-numbers-1'),
      name: 'Honest',
      roles: ['catalogue', 'finance', 'fulfilment', 'support'],
    });
    const opToken = (
      (await api('POST', '/console/login', { account: 'honest', password: 'honest-numbers-1' }, {})).data as {
        token: string;
      }
    ).token;

    const list = await api('GET', '/goods/list?discounted=true&limit=10');
    discounted = (list.data as { list: { id: number; shop_id: number }[] }).list[0]!;
    // A received order of a discounted product, its shop with a return address, a refund with return approved.
    await shop.db
      .updateTable('shops')
      .set({ return_address: JSON.stringify(RETURN_ADDRESS) })
      .where('id', '=', discounted.shop_id)
      .execute();
    const sku = await shop.db
      .selectFrom('skus')
      .select('id')
      .where('product_id', '=', discounted.id)
      .where('stock', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await api('POST', '/order/create', {
      source: { buy_now: { sku_id: sku.id, quantity: 1 } },
      address_id: (address.data as { id: number }).id,
    });
    const order = (created.data as { orders: { id: number; total: string }[] }).orders[0]!;
    orderId = order.id;
    await api('POST', '/order/pay', { order_ids: [orderId], pay_password: PAY_CODE });
    await api(
      'POST',
      '/console/order/ship',
      { id: orderId, carrier: 'Thailand Post', tracking_no: 'EF1' },
      {
        token: opToken,
      },
    );
    await api('POST', '/order/confirm', { id: orderId });
    const detail = await api('GET', `/order/detail?id=${orderId}`);
    const itemId = (detail.data as { items: { id: number }[] }).items[0]!.id;
    const applied = await api('POST', '/refund/apply', {
      order_id: orderId,
      item_ids: [itemId],
      type: 'return_refund',
      amount: '10.00',
      goods_status: 'received',
      reason: 'damaged',
      explanation: 'The zip broke on the first day.',
      proofs: [PROOF],
    });
    expect(applied.code, applied.msg).toBe(1);
    const approved = await api(
      'POST',
      '/console/refund/approve',
      { id: (applied.data as { id: number }).id },
      {
        token: opToken,
      },
    );
    expect(approved.code, approved.msg).toBe(1);
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const lang of ['en', 'tai'] as const) {
    it(`shows compare-at prices with their discount on the sale list and the product page (${lang})`, async () => {
      const { context, page } = await phone(lang);
      await page.goto('/products?discounted=true');
      await page.locator('.product-card .compare-at__badge').first().waitFor();
      const badges = await page.locator('.product-card .compare-at__badge').allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toMatch(/^-\d{1,2}%$/);
      await page.screenshot({ path: path.join(screenshotDir, `compare-at-list-${lang}.png`) });
      await page.goto(`/detail/${discounted.id}/${discounted.shop_id}`);
      await page.locator('.detail-summary .compare-at__badge').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `compare-at-detail-${lang}.png`) });
      await context.close();
    });

    it(`says where to send the goods of an approved return on the order page (${lang})`, async () => {
      const { context, page } = await phone(lang);
      await page.goto(`/orderInfo/${orderId}`);
      const address = page.locator('.order-refund__address');
      await address.waitFor();
      expect(await address.textContent()).toContain('99 Sukhumvit Rd, Bangkok, TH');
      await address.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshotDir, `refund-return-address-${lang}.png`) });
      await context.close();
    });
  }
});
