import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { givenHonestNumbers, type HonestNumbers } from '../support/given-honest-numbers.ts';
import { shopperPhone } from '../support/given.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The README's copies change only when asked (UPDATE_DOCS_SCREENSHOTS=1). */
const screenshotDir = process.env.UPDATE_DOCS_SCREENSHOTS
  ? path.join(here, '..', '..', 'docs', 'screenshots')
  : path.join(here, '..', 'screenshots');

/**
 * Screenshots of honest numbers at phone size in English and Thai (e2e/screenshots/, by `npm run screenshots`): the
 * sale list and a product page with compare-at prices, and the order page of an approved return with its address.
 */
describe('honest numbers screenshots at 390×844', () => {
  let shop: ShopServer;
  let browser: Browser;
  let world: HonestNumbers;

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    world = await givenHonestNumbers(shop);
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const lang of ['en', 'tai'] as const) {
    it(`shows compare-at prices and the return address in ${lang}`, async () => {
      const { shopper, orderId } = await world.shopperWithApprovedReturn(lang);
      const context = await shopperPhone(browser, shop, shopper, lang);
      const page = await context.newPage();
      await page.goto('/products?discounted=true');
      await page.locator('.product-card .compare-at__badge').first().waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `compare-at-list-${lang}.png`) });
      await page.goto(`/detail/${world.discounted.id}/${world.discounted.shop_id}`);
      await page.locator('.detail-summary .compare-at__badge').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, `compare-at-detail-${lang}.png`) });
      await page.goto(`/orderInfo/${orderId}`);
      const address = page.locator('.order-refund__address');
      await address.waitFor();
      await address.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshotDir, `refund-return-address-${lang}.png`) });
      await context.close();
    });
  }
});
