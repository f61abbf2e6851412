import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { givenHonestNumbers, type HonestNumbers } from './support/given-honest-numbers.ts';
import { type Shopper, shopperPhone } from './support/given.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/**
 * Honest numbers through the production build, at 390×844 in English and Thai: the sale banner's list
 * shows compare-at prices crossed out with their discount, so does the product page; an approved refund with
 * return says where to send the goods on the order page. Each step has its own shopper in its own language; the
 * refund they read is made through the API (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('a shopper sees markdowns that exist and where to send a return', () => {
  let shop: ShopServer;
  let browser: Browser;
  let world: HonestNumbers;

  /** The shopper signed in on a phone in their language. */
  async function phone(shopper: Shopper, lang: 'en' | 'tai'): Promise<{ context: BrowserContext; page: Page }> {
    // The shopper's own language lives on the server too and wins when user info arrives (docs/i18n.md#language-codes).
    const context = await shopperPhone(browser, shop, shopper, lang);
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    world = await givenHonestNumbers(shop);
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const lang of ['en', 'tai'] as const) {
    it(`shows compare-at prices with their discount on the sale list and the product page (${lang})`, async () => {
      const { context, page } = await phone(await world.shopper(lang), lang);
      const { discounted } = world;
      await page.goto('/products?discounted=true');
      await page.locator('.product-card .compare-at__badge').first().waitFor();
      const badges = await page.locator('.product-card .compare-at__badge').allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toMatch(/^-\d{1,2}%$/);
      await shoot(page, `compare-at-list-${lang}`, { docs: `compare-at-list-${lang}.png` });
      await page.goto(`/detail/${discounted.id}/${discounted.shop_id}`);
      await page.locator('.detail-summary .compare-at__badge').waitFor();
      await shoot(page, `compare-at-detail-${lang}`, { docs: `compare-at-detail-${lang}.png` });
      await context.close();
    });

    it(`says where to send the goods of an approved return on the order page (${lang})`, async () => {
      const { shopper, orderId } = await world.shopperWithApprovedReturn(lang);
      const { context, page } = await phone(shopper, lang);
      await page.goto(`/orderInfo/${orderId}`);
      const address = page.locator('.order-refund__address');
      await address.waitFor();
      expect(await address.textContent()).toContain('99 Sukhumvit Rd, Bangkok, TH');
      await shoot(page, `refund-return-address-${lang}`, { show: address, docs: `refund-return-address-${lang}.png` });
      await context.close();
    });
  }
});
