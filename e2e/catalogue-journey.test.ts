import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { whenHydrated } from './support/hydrated.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/**
 * The demo catalogue on a phone, through the real server and the production build: a Japanese-speaking shopper's
 * search, choice of a SKU, shop followed and list of shops; and the best seller and its shop named in English,
 * Chinese and Thai.
 */
describe('a Japanese-speaking shopper finds a product, picks a specification and follows its shop', () => {
  let shop: ShopServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

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
    // The first earbuds of a Japanese search, reached on its own (each step makes what it needs).
    await page.goto(`/searchs?keyword=${encodeURIComponent('イヤホン')}`);
    // The server-rendered page answers clicks once the app has taken it over.
    await (await whenHydrated(page.locator('a.product-card').first())).click();
    await page.waitForURL('**/detail/**');
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
  });

  it('follows a shop and finds it under favourites', async () => {
    // The best-selling shop, which this shopper does not follow yet.
    const shopId = (
      await shop.db
        .selectFrom('shops')
        .select('id')
        .where('active', '=', true)
        .orderBy('sales', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    await page.goto(`/shop/${shopId}`);
    // A shop's page comes rendered from the server: its button answers once the app has taken the page over.
    await (await whenHydrated(page.getByRole('button', { name: 'フォロー', exact: true }))).click();
    await page.getByRole('button', { name: 'フォロー中', exact: true }).waitFor();
    // The button shows the asked state while the call runs, so the row is waited for, not read once.
    await expect
      .poll(
        async () => {
          const follow = await shop.db
            .selectFrom('shop_follows')
            .select('shop_id')
            .where('shop_id', '=', shopId)
            .executeTakeFirst();
          return follow?.shop_id;
        },
        { timeout: 10_000 },
      )
      .toBe(shopId);
    const name = await page.locator('.shop-header__name').textContent();
    await page.goto('/myFavourite');
    await page.locator('.shop-card__name', { hasText: name ?? '' }).waitFor();
  });

  it("opens every shop, best-selling first, from Home's More beside Hot shops", async () => {
    await page.goto('/home');
    const hotShops = page.locator('section.section', { has: page.locator('.shop-row') });
    await hotShops.locator('a.shop-tile').first().waitFor();
    await hotShops.getByRole('link', { name: 'もっと見る' }).click();
    await page.waitForURL((url) => url.pathname === '/searchshop' && url.search === '');
    const shops = await shop.db
      .selectFrom('shops')
      .select(['id', 'sales'])
      .where('active', '=', true)
      .orderBy('sales', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const cards = page.locator('.search-shop-list a.shop-card');
    await cards.first().waitFor();
    // Scrolled to the end, the list holds every shop (several pages), in the order of their sales.
    await expect
      .poll(
        async () => {
          await page.locator('main.app-main').evaluate((main) => (main.scrollTop = main.scrollHeight));
          return cards.count();
        },
        { timeout: 15_000 },
      )
      .toBe(shops.length);
    const shown = await cards.evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')?.split('/')[2])));
    expect(shown).toEqual(shops.map((s) => s.id));
  });

  it.each(['en', 'zh-CN', 'tai'] as const)(
    'in %s, shows Home and names the best seller and its shop in that language on their pages',
    async (lang) => {
      // A signed-out phone in this language; the catalogue's names in it, or in English where it has none.
      const phone = await phoneContext(browser, shop.baseUrl);
      await phone.addCookies([languageCookie(lang, shop.baseUrl)]);
      const visitor = await phone.newPage();
      const best = await shop.db
        .selectFrom('products')
        .innerJoin('shops', 'shops.id', 'products.shop_id')
        .select(['products.id', 'products.shop_id', 'products.title', 'shops.name'])
        .orderBy('products.sales', 'desc')
        .orderBy('products.id')
        .executeTakeFirstOrThrow();
      await visitor.goto('/home');
      await visitor.locator('.product-card img').first().waitFor();
      await shoot(visitor, `home-${lang}`);
      await visitor.goto(`/detail/${best.id}/${best.shop_id}`);
      const title = visitor.locator('.detail-summary__title');
      await title.waitFor();
      expect(await title.innerText()).toBe(best.title[lang] ?? best.title.en);
      await shoot(visitor, `detail-${lang}`);
      await visitor.goto(`/shop/${best.shop_id}`);
      const name = visitor.locator('.shop-header__name');
      await name.waitFor();
      expect(await name.innerText()).toBe(best.name[lang] ?? best.name.en);
      await visitor.locator('.product-card img').first().waitFor();
      await shoot(visitor, `shop-${lang}`);
      await phone.close();
    },
  );
});
