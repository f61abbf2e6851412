import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/** The session guard in the real app (docs/shopper-app.md#routes-and-the-session-guard): private pages need a login; /login is for the logged out. */
describe('the session guard in the browser', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  async function registeredToken(): Promise<string> {
    const response = await fetch(`${shop.baseUrl}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: `guard${Date.now()}`, password: 'secret123', confirm_password: 'secret123' }),
    });
    const body = (await response.json()) as { data: { userinfo: { token: string } } };
    return body.data.userinfo.token;
  }

  it('sends a logged-out visit of /profile to /login with the login-first message', async () => {
    const context = await phoneContext(browser, shop.baseUrl);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await page.getByText('Please login first').waitFor({ state: 'visible' });
    await context.close();
  });

  it('sends a logged-in visit of /login to the home page', async () => {
    const context = await phoneContext(browser, shop.baseUrl);
    await context.addCookies([{ name: 'Admin-Token', value: await registeredToken(), url: shop.baseUrl }]);
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL('**/home');
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  it('lets a logged-out shopper open public pages: /searchshop, /shop/5 and /detail/1/2', async () => {
    const context = await phoneContext(browser, shop.baseUrl);
    const page = await context.newPage();
    // /searchshop without a keyword sends the shopper to /search to type one; with one it stays.
    for (const path of ['/searchshop?keyword=tea', '/shop/5', '/detail/1/2']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(path);
    }
    await context.close();
  });
});
