import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** The demo catalogue on a phone, through the real server and the production build. */
describe('a Japanese-speaking shopper finds a product, picks a specification and follows its shop', () => {
  let shop: ShopServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let shopId: number;

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    const api = async (url: string, init?: RequestInit) =>
      (await (await fetch(`${shop.baseUrl}/api${url}`, init)).json()) as { data: never };
    const registered = await api('/user/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account: `cat${Date.now().toString(36)}`,
        password: 'secret123',
        confirm_password: 'secret123',
      }),
    });
    token = (registered.data as { userinfo: { token: string } }).userinfo.token;
    // The shopper's own language lives on the server too (applied when user info arrives).
    await api('/user/set_language?lang=ri', { headers: { token } });
    context = await phoneContext(browser, shop.baseUrl);
    await context.addCookies([
      { name: 'Admin-Token', value: token, url: shop.baseUrl },
      languageCookie('ri', shop.baseUrl),
    ]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('searches in Japanese and finds Japanese-titled products', async () => {
    await page.goto('/search');
    const input = page.locator('form[role="search"] input');
    await input.fill('イヤホン');
    await input.press('Enter');
    await page.waitForURL('**/searchs?keyword=*');
    const first = page.locator('a.product-card').first();
    await first.waitFor();
    expect(await first.locator('.product-card__title').textContent()).toContain('イヤホン');
    await first.click();
    await page.waitForURL('**/detail/**');
  });

  it('chooses a specification and sees the price and stock of that SKU', async () => {
    const productId = Number(new URL(page.url()).pathname.split('/')[2]);
    await page.getByText(/^選択：/).click();
    const stock = page.getByTestId('sku-stock');
    await stock.waitFor();
    const stockBefore = await stock.textContent();
    // The last available value of every dimension: a full choice names exactly one SKU.
    const picked: number[] = [];
    for (const dimension of await page.locator('.spec-sheet__dimension').all()) {
      const chips = dimension.locator('button.spec-chip');
      const count = await chips.count();
      for (let i = count - 1; i >= 0; i--) {
        if (await chips.nth(i).isEnabled()) {
          await chips.nth(i).click();
          picked.push(i);
          break;
        }
      }
    }
    const skus = await shop.db
      .selectFrom('skus')
      .select(['options', 'price', 'stock'])
      .where('product_id', '=', productId)
      .execute();
    const sku = skus.find((s) => s.options.join() === picked.join());
    expect(sku).toBeDefined();
    const dollars = (sku!.price / 100).toFixed(2);
    await page.getByTestId('sku-price').filter({ hasText: dollars }).waitFor();
    await stock.filter({ hasText: sku!.stock.toLocaleString('en-US') }).waitFor();
    expect(await stock.textContent()).not.toBe(stockBefore);
    shopId = (
      await shop.db.selectFrom('products').select('shop_id').where('id', '=', productId).executeTakeFirstOrThrow()
    ).shop_id;
  });

  it('follows the shop and finds it under favourites', async () => {
    await page.goto(`/shop/${shopId}`);
    await page.getByRole('button', { name: 'フォロー', exact: true }).click();
    await page.getByRole('button', { name: 'フォロー中', exact: true }).waitFor();
    const follow = await shop.db
      .selectFrom('shop_follows')
      .select('shop_id')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    expect(follow?.shop_id).toBe(shopId);
    const name = await page.locator('.shop-header__name').textContent();
    await page.goto('/myFavourite');
    await page.locator('.shop-card__name', { hasText: name ?? '' }).waitFor();
  });
});

/** Screenshots of the catalogue's main screens at phone size, for people to look at (e2e/screenshots/). */
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
