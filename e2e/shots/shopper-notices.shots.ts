import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LangCode } from '@shop/contract/languages';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { languageCookie, launchBrowser } from '../support/browser.ts';
import { givenShopper, must } from '../support/given.ts';
import { type ShopServer, startShop } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * Screenshots of what a shopper notices (e2e/screenshots/, by `npm run screenshots`): the shop's own error screen
 * when a screen's code cannot load, and the login page saying why a session ended elsewhere, in Thai and English.
 */
describe('shopper notices screenshots at 390×844', () => {
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

  /** A phone whose pages never register the service worker (as in the journey). */
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

  for (const [lang, title] of [
    ['tai', 'เกิดข้อผิดพลาด'],
    ['en', 'Something went wrong'],
  ] as const) {
    it(`shows the error screen and the ended session in ${lang}`, async () => {
      const broken = await plainPhone(lang);
      await broken.route(/\/assets\/forgot-password-page-[^/]*\.js$/, (route) => route.abort());
      await broken.addInitScript(() => sessionStorage.setItem('shop.reloadedAt', String(Date.now())));
      const page = await broken.newPage();
      await page.goto('/forgotPassword');
      await page.getByText(title).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screenshotDir, `error-screen-${lang}.png`) });
      await broken.close();

      // Another phone signs in and changes the password: every session of the account ends.
      const shopper = await givenShopper(shop, { prefix: 'notice' });
      const other = must<{ userinfo: { token: string } }>(
        'the other sign-in',
        await callApi(shop.baseUrl, 'POST', '/user/login', { account: shopper.account, password: shopper.password }),
      );
      must(
        'the new password',
        await callApi(
          shop.baseUrl,
          'POST',
          '/user/resetpwd',
          { old_password: shopper.password, new_password: 'secret456', confirm_password: 'secret456' },
          { token: other.userinfo.token },
        ),
      );
      const ended = await plainPhone(lang);
      await ended.addCookies([{ name: 'Admin-Token', value: shopper.token, url: shop.baseUrl }]);
      const login = await ended.newPage();
      await login.goto('/me');
      await login.waitForURL('**/login');
      await login.locator('.auth-notice').waitFor();
      await login.screenshot({ path: path.join(screenshotDir, `login-session-ended-${lang}.png`) });
      await ended.close();
    });
  }
});
