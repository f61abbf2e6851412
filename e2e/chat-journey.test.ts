import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LangCode, localeOf } from '@shop/contract/languages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { givenOperator, givenShopper, shopperPhone } from './support/given.ts';
import { givenStory, type MarketplaceCast, newStory } from './support/given-marketplace.ts';
import { shoot } from './support/shoot.ts';
import { type ShopServer, startShop } from './support/shop-server.ts';

/** The merchant and the product a shopper asks about. */
const SELLER = {
  account: `chatty${Date.now().toString(36)}`,
  password: 'answer-them-fast-7',
  shop: { en: 'Kyoto Linen Works', zh: '京都麻布工坊' },
  contact: 'Aiko Mori',
  email: 'aiko@kyoto-linen.example',
  mobile: '+81 75 000 0000',
  country: 'Japan (JP)',
};
const PRODUCT = {
  en: 'Linen Apron',
  zh: '亚麻围裙',
  description: 'Washed linen, one size, with two deep pockets.',
  category: "Women's clothing",
  colours: ['Natural', 'Indigo'],
  price: '36.00',
  stock: { Natural: 30, Indigo: 30 } as Record<string, number>,
};

/** The journey's words, read from the apps' own catalogues: the screens say exactly these. */
function words(app: 'web' | 'seller', lang: LangCode, namespace: string): Record<string, any> {
  const file = path.resolve(import.meta.dirname, `../apps/${app}/src/locales/${lang}/${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;
}

const LANGS: LangCode[] = ['zh-CN', 'tai'];

/** A button's accessible name that ends with `word` (antd names an icon button by its icon, then its text). */
const endsWith = (word: string) => new RegExp(`${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * A shopper asks a shop about a product and gets the answer without reloading (docs/live-events.md): the shopper
 * on a phone taps Chat on the product, sends the product's card and a question; the seller, on a phone too, finds
 * the conversation in the seller center's inbox with its unread mark, opens it and answers; the answer appears on
 * the shopper's open screen, pushed by the event stream. Then the same with the stream blocked: the open screen
 * polls, and the next answer still arrives. Run in Chinese and in Thai.
 */
describe('a shopper asks a shop about a product and the seller answers from the inbox on a phone', () => {
  let shop: ShopServer;
  let browser: Browser;
  let cast: MarketplaceCast;
  let workDir = '';
  const pictures = { licence: '', front: '', folded: '' };
  const pageErrors: string[] = [];
  const watch = (context: BrowserContext) => {
    context.on('weberror', (error) => pageErrors.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`));
    context.setDefaultTimeout(45_000);
    return context;
  };

  /** The seller center on a phone (390×844), signed in and in `lang`, both kept in localStorage as the desk does. */
  const sellerPhone = async (token: string, lang: LangCode) =>
    watch(
      await browser.newContext({
        baseURL: shop.baseUrl,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: localeOf(lang),
        storageState: {
          cookies: [],
          origins: [
            {
              origin: new URL(shop.baseUrl).origin,
              localStorage: [
                { name: 'seller-token', value: token },
                { name: 'seller-lang', value: lang },
              ],
            },
          ],
        },
      }),
    );

  /** A mark on the page's window: gone if the page reloads. */
  const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __stillThisPage: true }));
  const stillThisPage = (page: Page) =>
    page.evaluate(() => (window as unknown as { __stillThisPage?: boolean }).__stillThisPage === true);

  beforeAll(async () => {
    shop = await startShop({ catalogue: 'categories' });
    browser = await launchBrowser();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-chat-'));
    pictures.licence = path.join(workDir, 'licence.png');
    pictures.front = path.join(workDir, 'natural.png');
    pictures.folded = path.join(workDir, 'indigo.png');
    for (const [file, ground, cloth] of [
      [pictures.licence, '#fdf6e3', '#586e75'],
      [pictures.front, '#f4efe6', '#c8b591'],
      [pictures.folded, '#eef1f6', '#2d3f73'],
    ] as const) {
      await sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
          <rect width="800" height="800" fill="${ground}"/>
          <path d="M280 160h240l60 120v360H220V280z" fill="${cloth}"/></svg>`),
      )
        .png()
        .toFile(file);
    }
    cast = {
      curator: await givenOperator(shop, {
        account: 'curator',
        password: 'curate-the-shops',
        name: 'Curator',
        roles: ['catalogue'],
      }),
      treasurer: await givenOperator(shop, {
        account: 'treasurer',
        password: 'count-the-coins',
        name: 'Treasurer',
        roles: ['finance'],
      }),
    };
  }, 300_000);
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  for (const lang of LANGS) {
    it(`in ${lang}: asks with the product's card, the seller answers on a phone, the answer arrives pushed, then polled`, async () => {
      const web = { chat: words('web', lang, 'chat'), product: words('web', lang, 'product') };
      const seller = { chat: words('seller', lang, 'chat') };
      const story = await givenStory(shop, cast, newStory(SELLER, PRODUCT), pictures, 'listed', {
        payCode: '135790',
        address: {
          addressee: 'Nok',
          mobile: '+66 81 000 0000',
          country: 'TH',
          area: 'Bangkok',
          detail: '1 Sukhumvit',
          tag: 'home',
        },
        carrier: 'SF Express',
        review: { content: '', product: 5, service: 5, postage: 5 },
      });
      const shopper = await givenShopper(shop, { lang });
      const question = lang === 'tai' ? 'ผ้ากันเปื้อนนี้ซักเครื่องได้ไหมคะ' : '这条围裙可以机洗吗？';
      const answer = lang === 'tai' ? 'ได้ค่ะ ซักน้ำเย็นได้เลย' : '可以的，冷水机洗即可。';
      const second = lang === 'tai' ? 'ส่งไปกรุงเทพฯ ภายใน 5 วันค่ะ' : '寄到曼谷大约 5 天。';

      // The shopper, on the product, taps Chat: the conversation opens with the product pinned to send.
      const phone = watch(await shopperPhone(browser, shop, shopper, lang));
      const asking = await phone.newPage();
      await asking.goto(`/detail/${story.productId}`);
      // A tap before the server-rendered page has hydrated does nothing yet: tap again until the chat opens.
      const chat = asking.getByRole('button', { name: web.product.chat, exact: true }).first();
      await expect
        .poll(
          async () => {
            if (!asking.url().includes('/chat/')) await chat.click({ timeout: 5000 }).catch(() => undefined);
            return asking.url();
          },
          { timeout: 45_000, interval: 500 },
        )
        .toMatch(new RegExp(`/chat/${story.shopId}\\?product_id=${story.productId}$`));
      await asking.getByRole('button', { name: web.chat.pinned.sendProduct }).waitFor();
      await shoot(asking, `chat-shopper-pinned-${lang}`);
      await asking.getByRole('button', { name: web.chat.pinned.sendProduct }).click();
      await asking.getByPlaceholder(web.chat.placeholder).fill(question);
      await asking.getByRole('button', { name: web.chat.send, exact: true }).click();
      await asking.getByText(question).waitFor();
      await markWindow(asking);

      // The seller, on a phone, sees the conversation with its unread mark, opens it, reads the card and answers.
      const sellerContext = await sellerPhone(story.sellerToken, lang);
      const inbox = await sellerContext.newPage();
      await inbox.goto('/seller/inbox');
      const row = inbox.locator('a[href*="/inbox/"]', { hasText: question }).first();
      await row.waitFor();
      // Two unread: the product's card and the question.
      expect(await row.getAttribute('aria-label')).toContain('2');
      await shoot(inbox, `chat-seller-inbox-phone-${lang}`);
      await row.click();
      await inbox.waitForURL(/\/seller\/inbox\/\d+/);
      await inbox.getByText(question).waitFor();
      await inbox
        .getByText(lang === 'tai' ? PRODUCT.en : PRODUCT.zh, { exact: false })
        .first()
        .waitFor();
      await inbox.getByPlaceholder(seller.chat.composer.placeholder).fill(answer);
      await inbox.getByRole('button', { name: endsWith(seller.chat.composer.send) }).click();
      await inbox.getByText(answer).waitFor();
      await shoot(
        inbox,
        `chat-seller-conversation-phone-${lang}`,
        lang === 'zh-CN' ? { docs: 'chat-seller-phone-zh-CN.png' } : {},
      );

      // The answer arrives on the shopper's open screen, pushed: no reload, no waiting for a poll.
      await asking.getByText(answer).waitFor({ timeout: 10_000 });
      expect(await stillThisPage(asking)).toBe(true);
      await shoot(asking, `chat-shopper-answered-${lang}`, lang === 'zh-CN' ? { docs: 'chat-shopper-zh-CN.png' } : {});

      // The same with the event stream blocked: the screen says nothing is wrong and polls instead.
      const blocked = watch(await shopperPhone(browser, shop, shopper, lang));
      let streamAttempts = 0;
      await blocked.route('**/api/user/events', (route) => {
        streamAttempts += 1;
        return route.abort();
      });
      const polling = await blocked.newPage();
      await polling.goto(`/chat/${story.shopId}`);
      await polling.getByText(answer).waitFor();
      await markWindow(polling);
      await inbox.getByPlaceholder(seller.chat.composer.placeholder).fill(second);
      await inbox.getByRole('button', { name: endsWith(seller.chat.composer.send) }).click();
      await inbox.getByText(second).waitFor();
      await polling.getByText(second).waitFor({ timeout: 15_000 });
      expect(await stillThisPage(polling)).toBe(true);
      expect(streamAttempts).toBeGreaterThan(0);
      // The pushed screen has it too.
      await asking.getByText(second).waitFor({ timeout: 10_000 });

      // The same inbox at a desk: the conversations and the open one side by side.
      const desk = watch(
        await browser.newContext({
          baseURL: shop.baseUrl,
          viewport: { width: 1280, height: 800 },
          locale: localeOf(lang),
          storageState: {
            cookies: [],
            origins: [
              {
                origin: new URL(shop.baseUrl).origin,
                localStorage: [
                  { name: 'seller-token', value: story.sellerToken },
                  { name: 'seller-lang', value: lang },
                ],
              },
            ],
          },
        }),
      );
      const deskInbox = await desk.newPage();
      await deskInbox.goto(new URL(inbox.url()).pathname);
      // The list's preview and the open conversation both show the last answer.
      await deskInbox.locator('a[href*="/inbox/"]', { hasText: second }).waitFor();
      await deskInbox.getByText(second).nth(1).waitFor();
      await shoot(deskInbox, `chat-seller-desk-${lang}`, lang === 'tai' ? { docs: 'chat-seller-desk-tai.png' } : {});
      const list = await phone.newPage();
      await list.goto('/chat');
      await list.getByText(second).first().waitFor();
      await shoot(list, `chat-shopper-list-${lang}`);

      await phone.close();
      await blocked.close();
      await sellerContext.close();
      await desk.close();
    });
  }
});
