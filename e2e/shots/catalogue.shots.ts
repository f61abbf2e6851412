import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { languageCookie, launchBrowser, phoneContext } from '../support/browser.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Screenshots of the catalogue's main screens at phone size, for people to look at (e2e/screenshots/, by `npm run screenshots`). */
describe('catalogue screenshots at 390×844', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const lang of ['en', 'zh-CN', 'tai'] as const) {
    it(`shows Home, Detail and Shop in ${lang}`, async () => {
      const context = await phoneContext(browser, shop.baseUrl);
      await context.addCookies([languageCookie(lang, shop.baseUrl)]);
      const page = await context.newPage();
      const product = await shop.db
        .selectFrom('products')
        .select(['id', 'shop_id'])
        .orderBy('sales', 'desc')
        .executeTakeFirstOrThrow();
      for (const [name, url, ready] of [
        ['home', '/home', '.product-card img'],
        ['detail', `/detail/${product.id}/${product.shop_id}`, '.detail-card'],
        ['shop', `/shop/${product.shop_id}`, '.product-card img'],
      ] as const) {
        await page.goto(url);
        await page.locator(ready).first().waitFor();
        // Pictures above the fold finish loading before the picture is taken.
        await page.waitForFunction(() =>
          Array.from(document.images)
            .filter((img) => img.loading !== 'lazy')
            .every((img) => img.complete),
        );
        await page.screenshot({ path: path.join(screenshotDir, `${name}-${lang}.png`) });
      }
      await context.close();
    });
  }
});
