import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LangCode, localeOf } from '@shop/contract/languages';
import { ORDER_EXPORT_COLUMNS, SHIP_IMPORT_COLUMNS } from '@shop/contract/order-bulk';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slipLabel } from '../apps/api/src/modules/order/packing-slip-labels.ts';
import { comparable, pdfPages } from '../apps/api/test/pdf-text.ts';
import { launchBrowser } from './support/browser.ts';
import { givenOperator } from './support/given.ts';
import { givenPaidOrders, givenReturnAddress } from './support/given-fulfilment.ts';
import { givenStory, type MarketplaceCast, newStory } from './support/given-marketplace.ts';
import { shootPdf } from './support/pdf-picture.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/** The merchant: a shop that sells to shoppers abroad and ships a morning's orders at once. */
const SELLER = {
  account: `parcels${Date.now().toString(36)}`,
  password: 'pack-and-post-9',
  shop: { en: 'Lanshan Tea Garden', zh: '蓝山茶园' },
  contact: 'Lin Qiao',
  email: 'lin@lanshan-tea.example',
  mobile: '+86 138 0013 8000',
  country: 'China (CN)',
};
const PRODUCT = {
  en: 'Longjing Green Tea 250 g',
  zh: '西湖龙井 250 克',
  description: 'First-flush Longjing from the hills above West Lake, in a sealed tin.',
  category: 'Food',
  colours: ['Tin', 'Gift box'],
  price: '24.90',
  stock: { Tin: 40, 'Gift box': 40 } as Record<string, number>,
};
/** Where the shop takes its returns: on every slip. */
const RETURN_ADDRESS = {
  addressee: '林巧',
  mobile: '+86 571 8888 0000',
  country: 'CN',
  area: '浙江省杭州市西湖区',
  detail: '龙井路 18 号 蓝山茶园仓库',
};
/** The morning's shoppers, each in their own country, one with a remark that a spreadsheet would run as a formula. */
const BUYERS = [
  {
    payCode: '135790',
    address: {
      addressee: 'สมชาย ประเสริฐ',
      mobile: '+66 81 234 5678',
      country: 'TH',
      area: 'เชียงใหม่',
      detail: '99/1 ถนนนิมมานเหมินท์',
      tag: 'home',
    },
  },
  {
    payCode: '246801',
    address: {
      addressee: '=HYPERLINK("http://evil.example","Sato")',
      mobile: '+81 90 2468 1357',
      country: 'JP',
      area: 'Sapporo, Hokkaido',
      detail: '3-1 Kita 2-jo Nishi, Chuo-ku',
      tag: 'home',
    },
  },
  {
    payCode: '975310',
    address: {
      addressee: 'Kim Jisoo',
      mobile: '+82 10 1234 5678',
      country: 'KR',
      area: 'Busan',
      detail: '55 Haeundae-ro',
      tag: 'home',
    },
  },
];
/** How many orders the seller ships from one file. */
const ORDER_COUNT = 20;
const CARRIER = 'SF Express';

/** What the seller center says, in the two languages the journey runs it in (the kit's and the desk's words). */
const WORDS = {
  'zh-CN': {
    export: '导出 CSV',
    shipFromCsv: '批量发货（CSV）',
    shipTitle: '用 CSV 文件批量发货',
    shipped: '已发货',
    allShipped: '所有行都已处理：订单已发出。',
    deliveredTab: '已发货',
    selected: (count: number) => `已选 ${count} 个`,
    printSlips: '打印装箱单',
    // antd puts a space between the two characters of a two-character Chinese button.
    close: /^关 ?闭$/,
  },
  tai: {
    export: 'ส่งออก CSV',
    shipFromCsv: 'จัดส่งจาก CSV',
    shipTitle: 'จัดส่งคำสั่งซื้อจากไฟล์ CSV',
    shipped: 'จัดส่งแล้ว',
    allShipped: 'อ่านครบทุกแถวแล้ว คำสั่งซื้อถูกจัดส่งแล้ว',
    deliveredTab: 'จัดส่งแล้ว',
    selected: (count: number) => `เลือกแล้ว ${count} รายการ`,
    printSlips: 'พิมพ์ใบรายการบรรจุสินค้า',
    close: 'ปิด',
  },
} satisfies Partial<Record<LangCode, unknown>>;
type JourneyLang = keyof typeof WORDS;

/**
 * A morning's parcels through the seller center at a desk (docs/domain.md#bulk-order-work): the seller exports the
 * orders waiting to ship, fills a carrier and a tracking number per order into a CSV, uploads it and sees all twenty
 * shipped; then chooses the shipped orders across the list's two pages and prints their packing slips as one PDF,
 * in the language on screen, with the shop's return address. Run in Chinese and in Thai, each with a merchant and
 * orders of its own (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('a seller exports a morning of orders, ships twenty from a CSV and prints their packing slips', () => {
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
  const idle = (target: Page) =>
    target.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { polling: 100 });

  /** The seller center at a desk (1280×800), signed in and in `lang`, both kept in localStorage as the desk does. */
  const sellerDesk = async (token: string, lang: LangCode) => {
    const context = watch(
      await browser.newContext({
        baseURL: shop.baseUrl,
        viewport: { width: 1280, height: 800 },
        locale: localeOf(lang),
        acceptDownloads: true,
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
    return context.newPage();
  };

  /** The file a click downloads, read whole. */
  const downloaded = async (target: Page, click: () => Promise<void>) => {
    const [download] = await Promise.all([target.waitForEvent('download'), click()]);
    const file = path.join(workDir, download.suggestedFilename());
    await download.saveAs(file);
    return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
  };

  beforeAll(async () => {
    shop = await startShop({ catalogue: 'categories' });
    browser = await launchBrowser();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fulfilment-'));
    pictures.licence = path.join(workDir, 'licence.png');
    pictures.front = path.join(workDir, 'tin.png');
    pictures.folded = path.join(workDir, 'gift-box.png');
    for (const [file, ground, tin] of [
      [pictures.licence, '#fdf6e3', '#b58900'],
      [pictures.front, '#eef3e2', '#4f7a3b'],
      [pictures.folded, '#f5ece2', '#7a3b3b'],
    ] as const) {
      await sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
          <rect width="800" height="800" fill="${ground}"/>
          <rect x="250" y="180" width="300" height="440" rx="40" fill="${tin}"/></svg>`),
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

  for (const lang of Object.keys(WORDS) as JourneyLang[]) {
    it(`in ${lang}: exports the orders to ship, ships all ${ORDER_COUNT} from a CSV, prints their slips`, async () => {
      const words = WORDS[lang];
      const story = await givenStory(shop, cast, newStory(SELLER, PRODUCT), pictures, 'listed', {
        payCode: BUYERS[0]!.payCode,
        address: BUYERS[0]!.address,
        carrier: CARRIER,
        review: { content: '', product: 5, service: 5, postage: 5 },
      });
      await givenReturnAddress(shop, story, RETURN_ADDRESS);
      const orders = await givenPaidOrders(shop, cast, story, ORDER_COUNT, BUYERS);
      const orderNos = orders.map((order) => order.order_no);

      // The orders waiting to ship, as a spreadsheet.
      const seller = await sellerDesk(story.sellerToken, lang);
      await seller.goto('/seller/orders');
      await idle(seller);
      const exported = await downloaded(seller, () => seller.getByRole('button', { name: words.export }).click());
      expect(exported.name).toMatch(/^orders-\d{8}-\d{4}\.csv$/);
      const [header, ...rows] = parse(exported.bytes.toString('utf8')) as string[][];
      expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
      const column = (name: (typeof ORDER_EXPORT_COLUMNS)[number]) => ORDER_EXPORT_COLUMNS.indexOf(name);
      expect(rows.map((row) => row[column('order_no')]).sort()).toEqual([...orderNos].sort());
      expect(new Set(rows.map((row) => row[column('status')]))).toEqual(
        new Set([String(ORDER_STATUS.waitingDelivery)]),
      );
      // A shopper's name that a spreadsheet would run is written as text.
      expect(rows.map((row) => row[column('receiver')])).toContain(`'${BUYERS[1]!.address.addressee}`);

      // A carrier and a tracking number for each, from the export's order numbers, uploaded.
      const tracking = (orderNo: string) => `SF${orderNo.slice(-10)}`;
      const shipFile = path.join(workDir, `shipments-${lang}.csv`);
      fs.writeFileSync(
        shipFile,
        stringify([
          [...SHIP_IMPORT_COLUMNS],
          ...rows.map((row) => [row[column('order_no')], CARRIER, tracking(row[column('order_no')]!)]),
        ]),
      );
      await seller.getByRole('button', { name: words.shipFromCsv }).click();
      const dialog = seller.getByRole('dialog', { name: words.shipTitle });
      await dialog.locator('input[type=file]').setInputFiles(shipFile);
      await dialog.getByText(words.allShipped).waitFor();
      const figures = await dialog.locator('.ant-statistic-content-value').allInnerTexts();
      expect(figures).toEqual([String(ORDER_COUNT), '0', '0']);
      await shoot(seller, `fulfilment-ship-report-${lang}`);
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: words.close }).click();

      const shipped = await shop.db
        .selectFrom('orders')
        .select(['order_no', 'status', 'carrier', 'tracking_no'])
        .where('shop_id', '=', story.shopId)
        .execute();
      expect(shipped).toHaveLength(ORDER_COUNT);
      for (const order of shipped) {
        expect(order).toEqual({
          order_no: order.order_no,
          status: ORDER_STATUS.delivered,
          carrier: CARRIER,
          tracking_no: tracking(order.order_no),
        });
      }

      // The shipped orders, chosen across the list's two pages, printed as one PDF.
      await seller.getByRole('tab', { name: words.deliveredTab }).click();
      await seller.waitForURL(/status=2/);
      await idle(seller);
      const allShown = seller.locator('thead').getByRole('checkbox');
      await allShown.check();
      await seller.getByRole('toolbar', { name: words.selected(10) }).waitFor();
      await seller.locator('.ant-pagination-item-2').click();
      await seller.waitForURL(/page=2/);
      // The second page's rows replace the first's (kept on screen while they load): none of them chosen yet.
      // The list is newest first: the first order bought is on the second page.
      await seller.getByRole('link', { name: orderNos[0] }).waitFor();
      await expect.poll(() => allShown.isChecked()).toBe(false);
      await allShown.check();
      const bar = seller.getByRole('toolbar', { name: words.selected(ORDER_COUNT) });
      await bar.waitFor();
      await shoot(seller, `fulfilment-orders-chosen-${lang}`);
      const slips = await downloaded(seller, () => bar.getByRole('button', { name: words.printSlips }).click());
      expect(slips.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = (await pdfPages(new Uint8Array(slips.bytes))).map(comparable);
      expect(pages).toHaveLength(ORDER_COUNT);
      for (const orderNo of orderNos) expect(pages.filter((page) => page.includes(orderNo))).toHaveLength(1);
      for (const page of pages) {
        expect(page).toContain(comparable(slipLabel(lang, 'title')));
        expect(page).toContain(comparable(RETURN_ADDRESS.detail));
        // The product's title in the slip's language, else its English.
        expect(page).toContain(comparable(lang === 'zh-CN' ? story.product.zh : story.product.en));
      }
      await shootPdf(browser, new Uint8Array(slips.bytes), `fulfilment-packing-slip-${lang}`, {
        docs: `packing-slip-${lang}.png`,
      });
      await seller.context().close();
    }, 240_000);
  }
});
