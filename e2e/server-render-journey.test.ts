import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie, launchBrowser, phoneContext } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

interface Card {
  id: number;
  shop_id: number;
  title: string;
}

/**
 * Home, product detail and search results come from the server already rendered with their data
 * (apps/api/src/plugins/server-pages.ts, apps/web/src/server/render-page.tsx): a phone paints them before any
 * JavaScript, and the app then takes over that very markup (hydration) instead of drawing the page again.
 */
describe('the first view of a catalogue page comes rendered from the server', () => {
  let shop: ShopServer;
  let browser: Browser;
  let product: Card;
  let token: string;

  const api = async <T>(url: string, init: RequestInit = {}, lang = 'en') =>
    (
      (await (
        await fetch(`${shop.baseUrl}/api${url}`, {
          ...init,
          headers: { 'content-type': 'application/json', lang, ...init.headers },
        })
      ).json()) as { data: T }
    ).data;
  const page = (path: string, cookie = '', encoding = 'identity') =>
    fetch(`${shop.baseUrl}${path}`, { headers: { cookie, 'accept-encoding': encoding } });
  /** Text as React writes it into HTML. */
  const escapeText = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
  const cookieOf = ({ name, value }: { name: string; value: string }) => `${name}=${value}`;

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    product = (await api<{ list: Card[] }>('/goods/hot?limit=1')).list[0]!;
    const registered = await api<{ userinfo: { token: string } }>('/user/register', {
      method: 'POST',
      body: JSON.stringify({
        account: `ssr${Date.now().toString(36)}`,
        password: 'secret123',
        confirm_password: 'secret123',
      }),
    });
    token = registered.userinfo.token;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('sends home, detail and results with their data, in the language of the shopper’s cookie', async () => {
    const japanese = cookieOf(languageCookie('ri', shop.baseUrl));
    const hot = await api<{ list: Card[] }>('/goods/hot?limit=2', {}, 'ri');
    const home = await page('/home', japanese);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<html lang="ja-JP">');
    expect(homeHtml).toMatch(/<title>ホーム · [^<]+<\/title>/);
    for (const card of hot.list) expect(homeHtml).toContain(card.title);
    // The page's styles are inlined (nothing between the HTML and its paint) and its banner is preloaded; its code
    // starts once the page has loaded, fetching the screen's modules at once.
    // Only disabled links name the inlined files (for the app's screen loader; never fetched).
    expect(homeHtml).not.toMatch(/rel="stylesheet"(?![^>]*disabled>)/);
    expect(homeHtml).toMatch(
      /<style>[^<]*\.home__header[^<]*<\/style>(<link rel="stylesheet" href="[^"]+\.css" disabled>)+<link rel="preload" as="image"/,
    );
    expect(homeHtml.slice(0, homeHtml.indexOf('</head>'))).not.toContain('<script type="module"');
    expect(homeHtml).toMatch(/"\/assets\/home-page-[^"]+\.js"/);

    const detail = await (await page(`/detail/${product.id}/${product.shop_id}`)).text();
    expect(detail).toContain(`<title>`);
    expect(detail).toContain(product.title);
    expect(detail).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+ \d+w, [^"]+ \d+w"/);

    const results = await (await page('/searchs?keyword=earbuds')).text();
    expect(results).toMatch(/products found|product found/);
    expect(results).toContain('id="server-render"');
  });

  it('renders Chinese, Korean and Thai pages in their own language, with their own titles', async () => {
    for (const [lang, tag] of [
      ['zh-CN', 'zh-CN'],
      ['han', 'ko-KR'],
      ['tai', 'th-TH'],
    ] as const) {
      const cookie = cookieOf(languageCookie(lang, shop.baseUrl));
      const detail = await api<{ title: string }>(`/goods/detail?id=${product.id}`, {}, lang);
      const html = await (await page(`/detail/${product.id}/${product.shop_id}`, cookie)).text();
      expect(html, lang).toContain(`<html lang="${tag}">`);
      expect(html, lang).toContain(escapeText(detail.title));
      // The state the browser hydrates from is in the same language as the markup.
      expect(html, lang).toContain(`"lang":"${lang}"`);
      // ICU's number data is warmed for that language while the page paints.
      expect(html, lang).toContain(`new Intl.NumberFormat(\\"${tag}\\"`);
    }
  });

  it('paints the product page without any JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const phone = await context.newPage();
      await phone.goto(`${shop.baseUrl}/detail/${product.id}/${product.shop_id}`);
      await expect.poll(() => phone.getByText(product.title, { exact: true }).first().isVisible()).toBe(true);
      // Styled: the gallery holds the product's picture at its reserved size, not an unstyled column of images.
      const gallery = await phone.locator('.detail-gallery__image').first().boundingBox();
      expect(gallery?.width).toBeGreaterThan(300);
    } finally {
      await context.close();
    }
  });

  /** A phone that records every element the app removes from the page while it starts. */
  async function watchedPhone(context: BrowserContext): Promise<{ phone: Page; errors: string[] }> {
    const phone = await context.newPage();
    const errors: string[] = [];
    phone.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedElements: string[] }).removedElements = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    return { phone, errors };
  }
  const removedElements = (phone: Page) =>
    phone.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);

  it('takes over the server’s markup without redrawing it, and the page then works', async () => {
    const context = await phoneContext(browser, shop.baseUrl);
    try {
      const { phone, errors } = await watchedPhone(context);
      const stylesheets: string[] = [];
      phone.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await phone.goto(`/detail/${product.id}/${product.shop_id}`);
      await phone.waitForLoadState('networkidle');
      expect(await removedElements(phone)).toEqual([]);
      // Every style the page needs came inlined (each listed as a disabled link, for the app's loader to see):
      // starting the app fetches none of them again. (The styles of the parts a tap opens, the specification sheet,
      // the picture viewer and the toast, come with their code at the first touch: they are not the page's.)
      const inlined = await phone.$$eval('link[rel="stylesheet"][disabled]', (links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      );
      expect(inlined.length).toBeGreaterThan(0);
      expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
      // Hydrated: React answers clicks (adding to the cart first asks for the product's options).
      await phone.getByRole('button', { name: 'Add to cart' }).click();
      await phone.locator('.spec-sheet__dimension').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a shop with its products, and a category’s listing to a shopper whose session cookie lets it show', async () => {
    const shopHtml = await (await page(`/shop/${product.shop_id}`)).text();
    const detail = await api<{ name: string; products: { list: Card[] } }>(`/shop/detail?id=${product.shop_id}`);
    expect(shopHtml).toContain('id="server-render"');
    expect(shopHtml).toContain(escapeText(detail.name));
    expect(shopHtml).toContain(escapeText(detail.products.list[0]!.title));

    const categories = await api<{ id: number; name: string; parent_id: number | null }[]>('/goods/categories');
    const category = categories.find((c) => c.parent_id === null)!;
    const listing = await api<{ list: Card[] }>(`/goods/list?category_id=${category.id}&sort=sales&page=1&limit=10`);
    const path = `/products?category_id=${category.id}`;
    // Behind the login: without the session's cookie the browser's guard sends the shopper to log in.
    const signedOut = await (await page(path)).text();
    expect(signedOut).not.toContain('id="server-render"');
    const signedIn = await (await page(path, `Admin-Token=${token}`)).text();
    expect(signedIn).toContain('id="server-render"');
    expect(signedIn).toContain(escapeText(listing.list[0]!.title));

    // Both are taken over without a redraw, and answer taps.
    const context = await phoneContext(browser, shop.baseUrl);
    try {
      await context.addCookies([{ name: 'Admin-Token', value: token, url: shop.baseUrl }]);
      const { phone, errors } = await watchedPhone(context);
      // Signed in, the app holds its live stream open: the network never goes idle, so wait for React's own mark
      // on the products' cards (hydrated) instead.
      const hydratedCards = () =>
        phone.waitForFunction(() => {
          const card = document.querySelector('.product-card');
          return card !== null && Object.keys(card).some((key) => key.startsWith('__reactFiber'));
        });
      await phone.goto(`/shop/${product.shop_id}`);
      await hydratedCards();
      expect(await removedElements(phone)).toEqual([]);
      await phone.goto(path);
      await hydratedCards();
      expect(await removedElements(phone)).toEqual([]);
      await phone.locator('.product-card').first().click();
      await phone.waitForURL(/\/detail\//);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('registers the service worker only once the app has taken the page over, not while it starts', async () => {
    const context = await phoneContext(browser, shop.baseUrl, { serviceWorkers: 'allow' });
    try {
      const phone = await context.newPage();
      // When the app announced its start, and when the page asked for the worker (index.html's registration).
      await phone.addInitScript(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { marks: typeof marks }).marks = marks;
        addEventListener('shop:started', () => (marks.started ??= performance.now()));
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = (...args) => {
          marks.registered ??= performance.now();
          return register(...args);
        };
      });
      await phone.goto(`/detail/${product.id}/${product.shop_id}`);
      await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const marks = await phone.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
      expect(marks.started).toBeGreaterThan(0);
      expect(marks.registered).toBeGreaterThan(marks.started!);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in shopper the same page as everyone, and shows their own cart once the app runs', async () => {
    const signedOut = await (await page('/home')).text();
    const signedIn = await (await page('/home', `Admin-Token=${token}`)).text();
    expect(signedIn).toBe(signedOut);
    const [sku] = (await api<{ skus: { id: number; stock: number }[] }>(`/goods/detail?id=${product.id}`)).skus.filter(
      (s) => s.stock > 0,
    );
    await api('/cart/add', {
      method: 'POST',
      headers: { token },
      body: JSON.stringify({ sku_id: sku!.id, quantity: 1 }),
    });

    const context = await phoneContext(browser, shop.baseUrl);
    try {
      await context.addCookies([{ name: 'Admin-Token', value: token, url: shop.baseUrl }]);
      const { phone, errors } = await watchedPhone(context);
      await phone.goto('/home');
      await expect.poll(() => phone.locator('.cart-tab-badge').textContent()).toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a catalogue edit at once, compressed and revalidated with an ETag', async () => {
    // A product of its own to rename: the other steps read the first hot product's title, in any order.
    const { list } = await api<{ list: Card[] }>('/goods/hot?limit=20');
    const edited = list.at(-1)!;
    const url = `/detail/${edited.id}/${edited.shop_id}`;
    const first = await page(url, '', 'br');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${shop.baseUrl}${url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const renamed = `${edited.title} (renamed)`;
    await sql`update products set title = jsonb_set(title, '{en}', to_jsonb(${renamed}::text)) where id = ${edited.id}`.execute(
      shop.db,
    );
    await expect.poll(async () => (await (await page(url)).text()).includes(renamed)).toBe(true);
    const changed = await fetch(`${shop.baseUrl}${url}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  it('leaves personal screens and empty searches to the browser', async () => {
    for (const path of ['/me', '/bag', '/searchs', '/detail/999999/1', '/shop/abc', '/shop/999999']) {
      const html = await (await page(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="server-render"');
    }
  });
});
