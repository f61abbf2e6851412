import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemoSeller } from '../apps/api/src/seed/demo/seed-seller.ts';
import { readOrderRefunds } from '../apps/api/src/modules/refund/refund.service.ts';
import { seedDemoAccounts } from '../apps/api/src/seed/seed.ts';
import { callApi } from './support/api.ts';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { repoRoot } from './support/build-apps.ts';
import { must } from './support/given.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const BANNER = "You're offline — showing what you saw last";
const REFUSED = "You're offline: nothing was sent. Try again when you're back online.";
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** First contentful paint and the document's arrival, in ms from the navigation's start. */
interface LoadTiming {
  fcp: number;
  documentReady: number;
}

/**
 * Performance target 6 through the production build: the shopper app is installable, a service worker precaches
 * it and answers the second visit, offline it shows the last orders and balance with a banner and refuses writes
 * before sending them, logout leaves nothing personal behind for the next account, the console, the seller center
 * and the API never go through the worker, and a new release takes over on the next navigation. Each step is a phone
 * of its own (a fresh browser context: its own service worker, caches and storage) brought to where the step starts:
 * the worker installed, the demo shopper signed in, the orders seen once online
 * (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('the shopper app offline: installable, instant the second time, nothing personal after logout', () => {
  let shop: ShopServer;
  let browser: Browser;
  /** This step's phone and its page; each step starts with a new one (see `newPhone`). */
  let phone: BrowserContext;
  let page: Page;
  const phones: BrowserContext[] = [];
  let demo: { id: number; account: string; password: string; payPassword: string };
  let orderNos: string[] = [];
  let balance = 0;
  /** The API writes (not GET) this step's page sent. */
  const writes: string[] = [];
  let started = 0;

  const timing = () =>
    page.evaluate((): LoadTiming => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { fcp: Math.round(paint?.startTime ?? -1), documentReady: Math.round(navigation.responseEnd) };
    });
  /** Every localStorage entry of the page, and the URLs in the worker's caches. */
  const deviceState = () =>
    page.evaluate(async () => {
      const storage = Object.fromEntries(Object.entries(localStorage));
      const cached: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname);
      }
      return { storage, cached };
    });
  const logIn = async (account: string, password: string) => {
    await page.goto('/login');
    await page.getByPlaceholder('Enter your account').fill(account);
    await page.getByPlaceholder('Enter your password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  };
  /** A new phone for this step: its own browser context, so no worker, cache or storage of another step. */
  const newPhone = async () => {
    await Promise.all(phones.splice(0).map((old) => old.close()));
    phone = await phoneContext(browser, shop.baseUrl, { serviceWorkers: 'allow' });
    phones.push(phone);
    page = await phone.newPage();
    writes.length = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(request.url());
    });
  };
  /** The app visited once: the service worker installed, controlling the page, its precache filled. */
  const installed = async () => {
    await page.goto('/home');
    await page.locator('a.product-card').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  };
  /** The demo shopper's session on this phone (the app's session cookie), from a sign-in through the API. */
  const signedInAsDemo = async () => {
    const { userinfo } = must<{ userinfo: { token: string } }>(
      'the demo sign-in',
      await callApi(shop.baseUrl, 'POST', '/user/login', { account: demo.account, password: demo.password }),
    );
    await phone.addCookies([{ name: 'Admin-Token', value: userinfo.token, url: shop.baseUrl }]);
  };
  /** The orders, Me and the withdrawal page seen once online: what the phone keeps to show offline. */
  const seenOnline = async () => {
    await page.goto('/myPurchases/all');
    for (const no of orderNos) await page.getByText(no).waitFor();
    await page.goto('/me');
    await page.getByText(money(balance)).first().waitFor();
    await page.goto('/withDraw');
    await page.getByText(money(balance)).first().waitFor();
    await expect.poll(async () => Object.keys((await deviceState()).storage)).toContain(`shop.lastSeen.${demo.id}`);
  };

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    // The demo shopper of `npm start`: a balance, an address and three orders bought from the demo seller.
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
    const user = await shop.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', demo.id)
      .executeTakeFirstOrThrow();
    balance = Number(user.balance);
    expect(orderNos.length).toBeGreaterThan(0);
    browser = await launchBrowser();
    started = Date.now();
  }, 300_000);
  beforeEach(newPhone);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    console.info(`offline journey: ${Math.round((Date.now() - started) / 1000)} s`);
  });

  it('is installable: a web app manifest with its icons, fetched afresh like the worker itself', async () => {
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const body = (await manifest.json()) as { icons: { src: string; sizes: string; purpose?: string }[] };
    expect(body).toMatchObject({
      name: 'Shop',
      short_name: 'Shop',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#ff5000',
    });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of body.icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });

  it('registers a service worker that controls the page; the second load comes from it, without the network', async () => {
    // A phone on a slow mobile connection (Lighthouse's mobile throttling): 150 ms round trips, 1.6 Mbit/s down.
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
    try {
      await firstAndSecondLoad();
    } finally {
      // Lift the throttling whatever happened, or the later steps' offline switch fights this session's conditions.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
  });

  async function firstAndSecondLoad() {
    await page.goto('/home');
    await page.locator('a.product-card').first().waitFor();
    const first = await timing();
    // The worker registers once the app is idle after its start, then precaches the whole app (about 220 files) over
    // this slow link before it takes the page: 30 s once ran out on a busy CI machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${shop.baseUrl}/`);

    const appFiles: Response[] = [];
    const collect = (response: Response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/home' || pathname.startsWith('/assets/')) appFiles.push(response);
    };
    page.on('response', collect);
    const document = await page.reload();
    await page.locator('a.product-card').first().waitFor();
    page.off('response', collect);
    const second = await timing();
    expect(document?.fromServiceWorker()).toBe(true);
    expect(appFiles.length).toBeGreaterThan(3);
    expect(appFiles.filter((response) => !response.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    // The proof is that no app file crossed the (slow) network; the paint times are reported, never asserted:
    // on a shared machine a CPU stall can outweigh the saved round trips.
    console.info(`first load: ${JSON.stringify(first)} ms; second load (service worker): ${JSON.stringify(second)} ms`);
  }

  it('signs in as the demo shopper and sees the orders and the balance', async () => {
    await logIn(demo.account, demo.password);
    await page.goto('/myPurchases/all');
    for (const no of orderNos) await page.getByText(no).waitFor();
    await page.goto('/me');
    await page.getByText(money(balance)).first().waitFor();
    await page.goto('/withDraw');
    await page.getByText(money(balance)).first().waitFor();
    // The kept copy lives under the shopper's id.
    await expect.poll(async () => Object.keys((await deviceState()).storage)).toContain(`shop.lastSeen.${demo.id}`);
  });

  it('offline: a write is refused before it is sent, with the translated message', async () => {
    await signedInAsDemo();
    await installed();
    await page.goto('/home');
    await page.locator('a.product-card').first().click();
    await page.waitForURL('**/detail/**');
    await page.getByText(/^Select: /).waitFor();
    await phone.setOffline(true);
    writes.length = 0;
    await page.getByText(BANNER).waitFor();
    await page.getByText(/^Select: /).click();
    // The sheet's code may still be on its way (it loads from the first touch of the page on).
    await page.locator('.spec-sheet__dimension').first().waitFor();
    for (const dimension of await page.locator('.spec-sheet__dimension').all()) {
      const chips = dimension.locator('button.spec-chip');
      for (let i = 0; i < (await chips.count()); i++) {
        if (await chips.nth(i).isEnabled()) {
          await chips.nth(i).click();
          break;
        }
      }
    }
    await page.getByRole('button', { name: 'Add to cart' }).last().click();
    await page.getByText(REFUSED).waitFor();
    expect(writes).toEqual([]);
  });

  it('offline after a reload: the banner, the last orders and the balance, and a withdrawal refused', async () => {
    // The second visit is this step's own: the first, online, installed the worker and kept the orders and balance.
    await signedInAsDemo();
    await installed();
    await seenOnline();
    await phone.setOffline(true);
    writes.length = 0;
    await page.goto('/myPurchases/all');
    await page.getByText(BANNER).waitFor();
    for (const no of orderNos) await page.getByText(no).waitFor();
    await shoot(page, 'offline-orders-en');
    await page.goto('/me');
    await page.getByText(money(balance)).first().waitFor();
    await page.goto('/withDraw');
    await page.getByText(money(balance)).first().waitFor();
    await page.locator('#bankCardNo').fill('6222 0000 1111 2222');
    await page.locator('#bankName').fill('Journey Bank');
    await page.locator('#amount').fill('10');
    await page.locator('.fixed-footer button').click();
    await page.locator('#pay-code').fill(demo.payPassword);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(REFUSED).first().waitFor();
    await shoot(page, 'offline-withdraw-refused-en');
    expect(writes).toEqual([]);
    expect(await shop.db.selectFrom('withdrawals').select('id').execute()).toEqual([]);

    // In Thai (every language is precached): the Me page with the balance kept. Order lists are kept per language,
    // as the server words them: the Thai ones were never seen.
    await phone.addCookies([languageCookie('tai', shop.baseUrl)]);
    await page.goto('/me');
    await page.getByText('คุณออฟไลน์อยู่ — กำลังแสดงข้อมูลล่าสุดที่คุณเห็น').waitFor();
    await page.getByText(money(balance)).first().waitFor();
    await shoot(page, 'offline-me-tai');
    await phone.setOffline(false);
  });

  it('back online, logout leaves nothing personal on the phone, nor for the next account', async () => {
    // The demo shopper's orders kept on this phone, from a visit with the worker installed.
    await signedInAsDemo();
    await installed();
    await seenOnline();
    await page.goto('/setting');
    await page.getByText('Log out', { exact: true }).first().click();
    await page.locator('.adm-dialog-button').last().click();
    await page.waitForURL('**/login');
    const { storage, cached } = await deviceState();
    expect(Object.keys(storage).filter((key) => key.startsWith('shop.lastSeen.'))).toEqual([]);
    for (const no of orderNos) expect(JSON.stringify(storage)).not.toContain(no);
    expect(cached.length).toBeGreaterThan(100);
    expect(cached.filter((pathname) => /^\/(api|uploads|console|seller)\//.test(pathname))).toEqual([]);

    // Offline again: My orders has nothing to show but the login.
    await phone.setOffline(true);
    await page.goto('/myPurchases/all');
    await page.waitForURL('**/login');
    for (const no of orderNos) expect(await page.getByText(no).count()).toBe(0);
    await phone.setOffline(false);

    // Another account on the same phone sees none of it, online or off.
    const other = `other${Date.now().toString(36)}`;
    const registered = await page.request.post('/api/user/register', {
      data: { account: other, password: 'secret123', confirm_password: 'secret123' },
    });
    expect(((await registered.json()) as { code: number }).code).toBe(1);
    await logIn(other, 'secret123');
    await page.goto('/myPurchases/all');
    await page.getByText('No orders here').waitFor();
    await phone.setOffline(true);
    await page.reload();
    await page.getByText(BANNER).waitFor();
    for (const no of orderNos) expect(await page.getByText(no).count()).toBe(0);
    expect(JSON.stringify((await deviceState()).storage)).not.toContain(orderNos[0] ?? '');
    await phone.setOffline(false);
  });

  it('leaves the console, the seller center and the API to the network, outside the worker', async () => {
    await installed();
    const consolePage = await page.goto('/console/');
    expect(consolePage?.fromServiceWorker()).toBe(false);
    await page.waitForURL('**/console/**');
    expect(await page.locator('#root').innerHTML()).not.toContain('bottom-tabs');
    expect(await page.title()).not.toBe('Home · Shop');
    const seller = await page.goto('/seller/');
    expect(seller?.fromServiceWorker()).toBe(false);

    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const [health] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/health')),
      page.evaluate(() => fetch('/api/health').then((response) => response.status)),
    ]);
    expect(health.fromServiceWorker()).toBe(false);
    expect(health.ok()).toBe(true);
  });

  it('takes a new release over on the next navigation', async () => {
    await installed();
    // A release that changes only index.html, as a deploy would write it: the page and the worker's precache list.
    const dist = path.join(repoRoot, 'apps/web/dist');
    const files = ['index.html', 'index.html.gz', 'index.html.br', 'sw.js'].map((name) => path.join(dist, name));
    const saved = new Map(files.filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file)]));
    try {
      const [index, gz, br, sw] = files as [string, string, string, string];
      fs.writeFileSync(
        index,
        String(saved.get(index)).replace('</head>', '<meta name="release" content="next"></head>'),
      );
      fs.rmSync(gz, { force: true });
      fs.rmSync(br, { force: true });
      fs.writeFileSync(sw, String(saved.get(sw)).replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1next-release'));
      const releaseOf = () => page.locator('meta[name="release"]').count();

      // This navigation still shows the release the worker holds; the browser checks the worker meanwhile. Chromium
      // starts that check a while after the navigation and installs the new worker in the background: seconds on a
      // quiet machine, more while CI's other lanes hold both cores, hence the poll's generous limit.
      await page.goto('/home');
      expect(await releaseOf()).toBe(0);
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              const cached = await Promise.all(
                (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
              );
              const installed = cached.flat().some((request) => request.url.includes('next-release'));
              return installed && !registration?.installing && !registration?.waiting;
            }),
          { timeout: 60_000 },
        )
        .toBe(true);

      // The next one is the new release, from the new worker: no prompt, no second reload.
      const next = await page.goto('/me');
      expect(next?.fromServiceWorker()).toBe(true);
      expect(await releaseOf()).toBe(1);
    } finally {
      for (const [file, bytes] of saved) fs.writeFileSync(file, bytes);
    }
  });
});
