import type { LangCode } from '@shop/contract/languages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { shoot } from './support/shoot.ts';
import { type ShopServer, startShop } from './support/shop-server.ts';

/**
 * "What a shopper notices", on a phone against the production build: the merchant entry opens the seller
 * center on an address host and on a name host, a failing screen shows the shop's own error screen, a signed-out
 * shopper browses without meeting the login wall, and back returns to the same place.
 */
describe('what a shopper notices', () => {
  let shop: ShopServer;
  let browser: Browser;
  let port: string;

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    port = new URL(shop.baseUrl).port;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  async function api<T>(url: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(`${shop.baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  }

  async function register(): Promise<{ account: string; token: string }> {
    const account = `notice${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const data = await api<{ userinfo: { token: string } }>('/user/register', {
      account,
      password: 'secret123',
      confirm_password: 'secret123',
    });
    return { account, token: data.userinfo.token };
  }

  /** The app container scrolls, not the window (app/app-layout.tsx). */
  const scrollTop = (page: Page) => page.locator('main.app-main').evaluate((main) => main.scrollTop);

  /**
   * Scrolls the list down until it can reach `top` (loading further pages on the way), then rests there. Tried
   * again until the rest holds: a loading row at the list's foot that goes away as a page arrives shortens the list
   * under a scroll already made (it once rested 280 px short).
   */
  async function scrollTo(page: Page, top: number): Promise<void> {
    const main = page.locator('main.app-main');
    const nextFrames = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect
      .poll(
        async () => {
          const reachable = await main.evaluate((el, wanted) => {
            if (el.scrollHeight - el.clientHeight < wanted) {
              el.scrollTop = el.scrollHeight;
              return false;
            }
            el.scrollTo({ top: wanted, behavior: 'instant' });
            return true;
          }, top);
          // The position is kept from the scroll event, which arrives on the next frame.
          await nextFrames();
          return reachable ? scrollTop(page) : -1;
        },
        { timeout: 15_000 },
      )
      .toBe(top);
  }

  /**
   * Opens a product card fully on screen, goes back, and answers where the list was when the shopper left it and
   * where it is after back. (The list can still move a little between the tap and the product's screen, as content
   * above settles; what counts is that back shows the place the shopper last saw.)
   */
  async function visitProductAndComeBack(page: Page): Promise<{ left: number; back: number }> {
    const from = page.url();
    await page.evaluate((listPath) => {
      const main = document.querySelector('main.app-main') as HTMLElement;
      const seen = window as unknown as { lastSeenTop: number };
      seen.lastSeenTop = main.scrollTop;
      main.addEventListener('scroll', () => {
        if (location.pathname + location.search === listPath) seen.lastSeenTop = main.scrollTop;
      });
      const onScreen = Array.from(document.querySelectorAll<HTMLAnchorElement>('a.product-card')).find((card) => {
        const box = card.getBoundingClientRect();
        return box.top > 60 && box.bottom < window.innerHeight - 60;
      });
      if (!onScreen) throw new Error('no product card on screen');
      onScreen.click();
    }, new URL(from).pathname + new URL(from).search);
    await page.waitForURL('**/detail/**');
    // The product's own screen (Explore, rendered ahead and hidden, is a screen in the page too).
    await page.locator('.page .detail').first().waitFor();
    const left = await page.evaluate(() => {
      // The app says when a place is back and held (scroll-memory.ts), however long the list takes to be drawn.
      const main = document.querySelector('main.app-main') as HTMLElement;
      const seen = window as unknown as { restored: Promise<number> };
      seen.restored = new Promise((resolve) =>
        main.addEventListener('shop:scroll-restored', (event) => resolve((event as CustomEvent<number>).detail), {
          once: true,
        }),
      );
      return (window as unknown as { lastSeenTop: number }).lastSeenTop;
    });
    await page.goBack();
    await page.waitForURL(from);
    const restored = await page.evaluate(() => (window as unknown as { restored: Promise<number> }).restored);
    const back = await scrollTop(page);
    expect(back).toBe(restored);
    return { left, back };
  }

  it('opens the seller center login from Me → Merchant entry, on an address host and on a name host', async () => {
    const { token } = await register();
    const hosts = [
      { base: shop.baseUrl, expected: `${shop.baseUrl}/seller/login` },
      { base: `http://localhost:${port}`, expected: `http://merchant.localhost:${port}/login` },
    ];
    for (const { base, expected } of hosts) {
      const context = await phoneContext(browser, base);
      await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
      const page = await context.newPage();
      await page.goto('/me');
      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByText('Merchant entry').click()]);
      await tab.waitForURL(expected);
      // The seller center's own login, not the shopper app's.
      await tab.getByText('Seller center').first().waitFor();
      expect(await tab.getByText('Sign in with your seller account').count()).toBe(1);
      // The shopper stays on Me, with no error screen.
      expect(new URL(page.url()).pathname).toBe('/me');
      expect(await page.locator('.error-screen').count()).toBe(0);
      await context.close();
    }
  });

  /** A phone context whose pages never register the service worker, so the test's network rules see every file. */
  async function plainPhone(lang: LangCode): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: shop.baseUrl,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addCookies([languageCookie(lang, shop.baseUrl)]);
    return context;
  }

  it.each([
    ['tai', 'เกิดข้อผิดพลาด', 'ลองอีกครั้ง', 'กลับหน้าแรก'],
    ['en', 'Something went wrong', 'Try again', 'Back to home'],
  ] as const)(
    'shows a failing screen as the shop’s own error screen in %s, reported once, no stack trace',
    async (lang, title, retry, home) => {
      const context = await plainPhone(lang);
      // The screen's code cannot be fetched (a release replaced it mid-visit). main.tsx reloads once a minute at
      // most for that; this visit has just reloaded, so the failure reaches the error screen.
      await context.route(/\/assets\/forgot-password-page-[^/]*\.js$/, (route) => route.abort());
      await context.addInitScript(() => sessionStorage.setItem('shop.reloadedAt', String(Date.now())));
      const page = await context.newPage();
      const reports: Array<Record<string, string>> = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON());
      });
      await page.goto('/forgotPassword');
      await page.getByText(title).waitFor();
      await page.getByRole('button', { name: retry }).waitFor();
      await page.getByRole('link', { name: home }).waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/Unexpected Application Error|\.js:\d+|\bat \S+ \(/);
      // The report leaves after the error screen has rendered (its code is fetched then), so it is awaited: a
      // 'networkidle' reached before that effect ran resolves at once (CI saw no report once that way). Then the
      // network goes quiet and there is still exactly one.
      await expect.poll(() => reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(reports).toHaveLength(1);
      expect(reports[0]?.route).toBe('/forgotPassword');
      expect(reports[0]?.message).toMatch(/import|module|fetch/i);
      await shoot(page, `error-screen-${lang}`);
      await page.getByRole('link', { name: home }).click();
      await page.waitForURL('**/home');
      await context.close();
    },
  );

  it.each([['tai'], ['en']] as const)('says on the login page (%s) why a session ended elsewhere', async (lang) => {
    const { account, token } = await register();
    // Another phone signs in and changes the password: every session of the account ends.
    const other = await api<{ userinfo: { token: string } }>('/user/login', { account, password: 'secret123' });
    await api(
      '/user/resetpwd',
      { old_password: 'secret123', new_password: 'secret456', confirm_password: 'secret456' },
      other.userinfo.token,
    );
    const context = await plainPhone(lang);
    await context.addCookies([{ name: 'Admin-Token', value: token, url: shop.baseUrl }]);
    const page = await context.newPage();
    await page.goto('/me');
    await page.waitForURL('**/login');
    await page.locator('.auth-notice').waitFor();
    expect(await page.locator('.auth-notice').innerText()).toMatch(lang === 'en' ? /password was changed/ : /รหัสผ่าน/);
    await shoot(page, `login-session-ended-${lang}`);
    await context.close();
  });

  it('lets a signed-out shopper open banners, category icons and Ranking without the login wall', async () => {
    const context = await phoneContext(browser, shop.baseUrl);
    const page = await context.newPage();
    const entries = [
      page.locator('a.banner').first(),
      page.locator('a.category-grid__item').first(),
      page.getByRole('link', { name: 'Ranking' }),
    ];
    for (const entry of entries) {
      await page.goto('/home');
      await entry.click();
      await page.waitForURL((url) => url.pathname !== '/home');
      await page.locator('.explore-head').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/explore');
      expect(await page.getByText('Please login first').count()).toBe(0);
    }
    await context.close();
  });

  it('returns to the same place after back, on Home and on search results', async () => {
    const context = await phoneContext(browser, shop.baseUrl);
    const page = await context.newPage();
    // What counts is the list, waited for below, not every picture of the page: beside a busy core the pictures'
    // `load` took over 30 s once.
    const open = (url: string) => page.goto(url, { waitUntil: 'domcontentloaded' });
    await open('/home');
    await page.locator('a.product-card').first().waitFor();
    await scrollTo(page, 2400);
    expect(await scrollTop(page)).toBe(2400);
    const home = await visitProductAndComeBack(page);
    expect(home.left).toBeGreaterThan(2000);
    expect(Math.abs(home.back - home.left)).toBeLessThanOrEqual(1);

    // The word of the demo's hot searches with the most results, scrolled as far down as they reach (up to 1 500 px).
    let keyword = '';
    let most = 0;
    for (const candidate of ['earbuds', 'power bank', 'dress', 'backpack', 'tea', 'jacket', 'keyboard', 'case']) {
      const response = await fetch(`${shop.baseUrl}/api/goods/search?keyword=${encodeURIComponent(candidate)}`);
      const { data } = (await response.json()) as { data: { total: number } | null };
      if ((data?.total ?? 0) > most) [keyword, most] = [candidate, data?.total ?? 0];
    }
    await open(`/searchs?keyword=${encodeURIComponent(keyword)}`);
    await page.locator('a.product-card').first().waitFor();
    const reach = await page.locator('main.app-main').evaluate(async (main) => {
      for (let i = 0; i < 10; i++) {
        main.scrollTop = main.scrollHeight;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return main.scrollHeight - main.clientHeight;
    });
    expect(reach, `results for "${keyword}" (${most})`).toBeGreaterThan(500);
    // Not within the list's last 200 px: with the tap, a short list's furthest position moved (the demo's best search
    // reaches 644 px; 544 became 540 while the list was still on screen, before the product's screen replaced it).
    // Whether back then showed 544 or 540 was a race between that move and the memory, not the memory itself.
    await scrollTo(page, Math.min(1500, reach - 200));
    const results = await visitProductAndComeBack(page);
    expect(results.left).toBeGreaterThan(300);
    expect(Math.abs(results.back - results.left)).toBeLessThanOrEqual(1);
    // Forward navigation still starts at the top (docs/shopper-app.md#scroll-and-keep-alive).
    await open('/home');
    await page.locator('a.category-grid__item').first().click();
    await page.waitForURL('**/explore**');
    await expect.poll(() => scrollTop(page)).toBeLessThanOrEqual(20);
    await context.close();
  });
});
