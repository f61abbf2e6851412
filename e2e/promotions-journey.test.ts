import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LangCode, localeOf } from '@shop/contract/languages';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../apps/api/src/modules/ledger/ledger-check.service.ts';
import { launchBrowser } from './support/browser.ts';
import { givenOperator, givenShopper, type Operator, shopperPhone } from './support/given.ts';
import { givenStory, type MarketplaceCast, newStory, type Stage, type Story } from './support/given-marketplace.ts';
import { givenDeal, givenPromo, givenVoucher, sellerPhone } from './support/given-promotions.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/** The merchant, a Chinese seller who runs the shop from a phone; each step's seller and shop add a tag of their own. */
const SELLER = {
  account: `lanshan${Date.now().toString(36)}`,
  password: 'blue-mountain-7',
  shop: { en: 'Lanshan Trail Outfitters', zh: '蓝山户外' },
  contact: 'Lin Qiao',
  email: 'lin@lanshan-trail.example',
  mobile: '+86 138 0013 8000',
  country: 'China (CN)',
};
/** What the seller sells: two colours at $64.90, which ship free (from $49.00) at their normal price. */
const PRODUCT = {
  en: 'Cloudline Down Sleeping Bag',
  zh: '云线羽绒睡袋',
  description: 'Goose down sleeping bag rated to −5 °C. Packs to the size of a loaf of bread.',
  category: 'Outdoors',
  colours: ['Moss', 'Dusk'],
  price: '64.90',
  stock: { Moss: 6, Dusk: 4 } as Record<string, number>,
};
/** The colour the seller puts on the deal. */
const DEAL_COLOUR = 'Dusk';
/** The shop's public voucher: $5.00 off from $30.00 of the shop's goods, once per shopper. */
const VOUCHER = { name: '秋季露营券', amountOff: '5.00', minSpend: '30.00', totalLimit: 100, perShopper: 1 };
/** The timed deal: the one colour at $39.90, three units at that price, one per shopper. */
const DEAL = { name: '周末睡袋特价', price: '39.90', dealStock: 3, perShopper: 1 };
/** The platform's promo code: 15 % off what the shop vouchers leave, from $20.00. Each step's code adds its tag. */
const PROMO = { code: 'TRAIL15', percentOff: 15, minSpend: '20.00', totalLimit: 100, perShopper: 1 };
const SHOPPER = { payCode: '468024' };
const SHOPPER_ADDRESS = {
  addressee: 'Haruto Sato',
  mobile: '+81 90 2468 1357',
  country: 'JP',
  area: 'Sapporo, Hokkaido',
  detail: '3-1 Kita 2-jo Nishi, Chuo-ku',
  tag: 'home',
};
/** The seller center's language, and the shopper app's. */
const SELLER_LANG: LangCode = 'zh-CN';
const SHOPPER_LANG: LangCode = 'ri';

/**
 * What the checkout costs, in cents (docs/domain.md#what-a-checkout-costs): the goods at the deal price; freight by
 * the platform's default rule ($4.99, free from $49.00) on the goods at that price; the shop's voucher on the shop's
 * goods; the promo code's 15 % on what the voucher left, rounded half up to the cent (523.5 → 524).
 */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const GOODS = cents(DEAL.price);
const FREIGHT = GOODS >= 4_900 ? 0 : 499;
const SHOP_DISCOUNT = GOODS >= cents(VOUCHER.minSpend) ? cents(VOUCHER.amountOff) : 0;
const AFTER_VOUCHERS = GOODS - SHOP_DISCOUNT;
const PROMO_DISCOUNT =
  AFTER_VOUCHERS >= cents(PROMO.minSpend) ? Math.floor((AFTER_VOUCHERS * PROMO.percentOff + 50) / 100) : 0;
const TOTAL = GOODS + FREIGHT - SHOP_DISCOUNT - PROMO_DISCOUNT;
const FUNDS = 100_000;

/** An amount in cents as the shopper app shows it in `lang` (apps/web/src/lib/money.ts). */
const shopperMoney = (value: number, lang: LangCode = SHOPPER_LANG) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    value / 100,
  );
/** An amount in cents as the desks show it in `lang` (packages/desk/src/i18n/format.ts): "US$5.00" in Chinese. */
const deskMoney = (value: number, lang: LangCode = SELLER_LANG) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'USD' }).format(value / 100);

/**
 * A shop's promotions through the seller center, the console's API and the shopper app: a Chinese seller on a phone
 * creates a public shop voucher and a timed deal on one colour of a product; the platform runs a promo code; a
 * Japanese shopper on a phone finds the deal price with its countdown, buys that colour now, keeps the voucher the
 * checkout preselects, adds the promo code and pays what the money rule says, on screen and in the database; every
 * ledger still adds up. Each step makes its own merchant and promotions through the API as far as it starts
 * (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('a seller runs a voucher and a deal from a phone; a shopper buys at the deal with a promo code', () => {
  let shop: ShopServer;
  let browser: Browser;
  let cast: MarketplaceCast;
  /** An operator with the fulfilment role, who runs the platform's promo codes. */
  let promoter: Operator;
  let pictureDir = '';
  const pictures = { licence: '', front: '', folded: '' };
  /** Uncaught errors of any page of the journey: none may happen. */
  const pageErrors: string[] = [];
  const watch = (context: BrowserContext) => {
    context.on('weberror', (error) => pageErrors.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`));
    context.setDefaultTimeout(45_000);
    return context;
  };

  /** No list or card is loading (antd's Spin marks itself aria-busy): what a read sees is final. */
  const idle = (target: Page) =>
    target.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { polling: 100 });
  /** A desk text field by its label. */
  const field = (scope: Page | Locator, label: string) =>
    scope.getByRole('textbox', { name: new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  /** antd puts a space between the two characters of a two-character Chinese button ("保 存"). */
  const twoCharacters = (label: string) => new RegExp(`^${label[0]} ?${label[1]}$`);
  /** Waits for the answer to one API call the page makes. */
  const answer = (target: Page, pathname: string, method = 'POST') =>
    target.waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === method);
  /** The texts of a table row's cells, spaces folded. */
  const cells = async (row: Locator) =>
    (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  /** The current minute as a datetime-local input holds it, in the browser's zone: a window that starts now. */
  const thisMinute = (target: Page) =>
    target.evaluate(() => {
      const now = new Date();
      const two = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}T${two(now.getHours())}:${two(now.getMinutes())}`;
    });
  /** The seller center on the seller's phone, in Chinese, on its dashboard. */
  const sellerOnPhone = async (token: string) => {
    const phone = watch(await sellerPhone(browser, shop, token, SELLER_LANG));
    const target = await phone.newPage();
    await target.goto('/seller/dashboard');
    return target;
  };
  /** Opens a page from the desk's menu, which a phone keeps in a drawer; an entry's name is its icon's and its label. */
  const menu = async (target: Page, entry: string) => {
    await target.getByRole('button', { name: '打开菜单' }).click();
    await target
      .getByRole('menu', { name: '菜单' })
      .getByRole('menuitem', { name: new RegExp(`(^|\\s)${entry}$`) })
      .click();
  };
  /** A merchant's story of its own, told through the API up to `stage`. */
  const story = (stage: Stage): Promise<Story> =>
    givenStory(shop, cast, newStory(SELLER, PRODUCT), pictures, stage, {
      payCode: SHOPPER.payCode,
      address: SHOPPER_ADDRESS,
      carrier: 'SF Express',
      review: { content: 'Warm and light.', product: 5, service: 5, postage: 5 },
    });
  /** The story's SKU of a colour (the product's SKUs follow its colours). */
  const skuOf = async (productId: number, colour: string) => {
    const skus = await shop.db
      .selectFrom('skus')
      .select(['id', 'stock'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
    return skus[PRODUCT.colours.indexOf(colour)]!;
  };

  beforeAll(async () => {
    // The demo's categories, which the seller files the product under; the merchant's own product is the catalogue.
    shop = await startShop({ catalogue: 'categories' });
    browser = await launchBrowser();
    pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-promotions-'));
    pictures.licence = path.join(pictureDir, 'business-licence.png');
    pictures.front = path.join(pictureDir, 'bag-front.png');
    pictures.folded = path.join(pictureDir, 'bag-packed.png');
    for (const [file, ground, bag] of [
      [pictures.licence, '#fdf6e3', '#b58900'],
      [pictures.front, '#e8eef5', '#3b5b7a'],
      [pictures.folded, '#eef3e2', '#6b4f7a'],
    ] as const) {
      await sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
          <rect width="800" height="800" fill="${ground}"/>
          <rect x="220" y="120" width="360" height="560" rx="120" fill="${bag}"/>
          <rect x="220" y="300" width="360" height="20" fill="#ffffff" opacity="0.5"/>
          <rect x="220" y="480" width="360" height="20" fill="#ffffff" opacity="0.5"/></svg>`),
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
    promoter = await givenOperator(shop, {
      account: 'promoter',
      password: 'run-the-codes',
      name: 'Promoter',
      roles: ['fulfilment'],
    });
  }, 300_000);
  // No page of a step may throw an uncaught error.
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (pictureDir) fs.rmSync(pictureDir, { recursive: true, force: true });
  });

  it('the seller creates a public shop voucher on a phone, in Chinese, starting now', async () => {
    // The merchant's shop, approved, with no voucher yet.
    const { shopId, sellerToken } = await story('approved');
    const seller = await sellerOnPhone(sellerToken);
    await menu(seller, '优惠券');
    await seller.waitForURL('**/seller/marketing/vouchers');
    await seller.getByRole('heading', { name: '店铺优惠券' }).waitFor();
    await seller.getByText('还没有优惠券：创建一张，给买家一个今天下单的理由').waitFor();

    await seller.getByRole('button', { name: '创建优惠券' }).click();
    const drawer = seller.getByRole('dialog', { name: '创建优惠券' });
    await field(drawer, '名称').fill(VOUCHER.name);
    // A new voucher is public and an amount off, once per shopper, 100 of them: as this one.
    expect(await drawer.getByRole('radio', { name: '公开（显示在商品页和结算页）' }).isChecked()).toBe(true);
    expect(await drawer.getByRole('radio', { name: '立减金额' }).isChecked()).toBe(true);
    expect(await drawer.getByRole('spinbutton', { name: '发放总量' }).inputValue()).toBe(String(VOUCHER.totalLimit));
    expect(await drawer.getByRole('spinbutton', { name: '每人限用' }).inputValue()).toBe(String(VOUCHER.perShopper));
    await field(drawer, '减免金额').fill(VOUCHER.amountOff);
    await field(drawer, '最低消费').fill(VOUCHER.minSpend);
    // It opens at the next full hour unless told otherwise: this one starts now.
    await drawer.getByLabel('开始时间').fill(await thisMinute(seller));
    await shoot(seller, 'promotions-seller-voucher-drawer-zh');
    const saved = answer(seller, '/api/seller/voucher/save');
    await drawer.getByRole('button', { name: twoCharacters('保存') }).click();
    expect((await saved).ok()).toBe(true);
    await seller.getByText('优惠券已创建').waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const row = seller.getByRole('row').filter({ hasText: VOUCHER.name });
    await row.getByText('进行中').waitFor();
    await idle(seller);
    const [name, terms, , used, perShopper, state] = await cells(row);
    expect([name, terms, used, perShopper, state]).toEqual([
      `${VOUCHER.name} 公开`,
      `满 ${deskMoney(cents(VOUCHER.minSpend))} 减 ${deskMoney(cents(VOUCHER.amountOff))}`,
      `0 / ${VOUCHER.totalLimit}`,
      String(VOUCHER.perShopper),
      '进行中',
    ]);
    await seller.getByText('共 1 张优惠券').waitFor();
    await shoot(seller, 'promotions-seller-voucher-zh', { gone: [seller.getByText('优惠券已创建')] });

    const voucher = await shop.db
      .selectFrom('shop_vouchers')
      .selectAll()
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({
      name: VOUCHER.name,
      code: null,
      kind: 'fixed',
      amount_off: cents(VOUCHER.amountOff),
      min_spend: cents(VOUCHER.minSpend),
      total_limit: VOUCHER.totalLimit,
      per_user_limit: VOUCHER.perShopper,
      used: 0,
      active: true,
    });
    expect(voucher.starts_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('the seller puts one colour of its product on a timed deal on a phone, in Chinese, starting now', async () => {
    // The merchant's product on sale in two colours, on no deal yet.
    const { product: listing, productId, sellerToken } = await story('listed');
    const sku = await skuOf(productId, DEAL_COLOUR);
    const seller = await sellerOnPhone(sellerToken);
    await menu(seller, '限时特价');
    await seller.waitForURL('**/seller/marketing/deals');
    await seller.getByRole('heading', { name: '限时特价' }).waitFor();
    await seller.getByText('还没有特价：特价商品会出现在首页的限时特价栏').waitFor();

    await seller.getByRole('button', { name: '创建特价' }).click();
    const drawer = seller.getByRole('dialog', { name: '创建特价' });
    await field(drawer, '名称').fill(DEAL.name);
    expect(await drawer.getByRole('radio', { name: '自定开始和结束时间' }).isChecked()).toBe(true);
    await drawer.getByLabel('开始时间').fill(await thisMinute(seller));
    // The product found by its Chinese title, then the one colour ticked among its SKUs.
    const finder = drawer.getByRole('combobox', { name: '查找商品' });
    await finder.click();
    await finder.fill(listing.zh);
    await seller.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: listing.zh }).click();
    await drawer.getByText('勾选要参加特价的 SKU：').waitFor();
    await drawer
      .getByRole('checkbox', {
        name: `${DEAL_COLOUR} · ${deskMoney(cents(listing.price))} · 库存 ${listing.stock[DEAL_COLOUR]}`,
      })
      .check();
    await drawer.getByRole('button', { name: '添加 1 个 SKU' }).click();
    const item = drawer.getByRole('group', { name: `${listing.zh} · ${DEAL_COLOUR}` });
    await item.getByText(`现价 ${deskMoney(cents(listing.price))}`).waitFor();
    await field(item, '特价').fill(DEAL.price);
    await item.getByRole('spinbutton', { name: '特价库存' }).fill(String(DEAL.dealStock));
    await item.getByRole('spinbutton', { name: '每人限购' }).fill(String(DEAL.perShopper));
    await drawer.getByText('SKU（1 / 50）').waitFor();
    await shoot(seller, 'promotions-seller-deal-drawer-zh', { show: item });
    const saved = answer(seller, '/api/seller/deal/save');
    await drawer.getByRole('button', { name: twoCharacters('保存') }).click();
    expect((await saved).ok()).toBe(true);
    await seller.getByText('特价已创建').waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const row = seller.getByRole('row').filter({ hasText: DEAL.name });
    await row.getByText('进行中').waitFor();
    await idle(seller);
    const [name, skus, , state] = await cells(row);
    expect([name, state]).toEqual([DEAL.name, '进行中']);
    // The SKU at its deal price against its price now, and what sold of the deal stock.
    expect(skus).toBe(
      `${listing.zh} ${DEAL_COLOUR} ${deskMoney(cents(DEAL.price))} ${deskMoney(cents(listing.price))} ` +
        `已售 0 / ${DEAL.dealStock} · 每人限购 ${DEAL.perShopper}`,
    );
    await seller.getByText('共 1 个特价').waitFor();
    await shoot(seller, 'promotions-seller-deal-zh', { gone: [seller.getByText('特价已创建')] });

    const deal = await shop.db
      .selectFrom('deal_items')
      .innerJoin('deals', 'deals.id', 'deal_items.deal_id')
      .select(['deals.name', 'deals.starts_at', 'deal_items.price', 'deal_items.deal_stock', 'deal_items.sold'])
      .select(['deal_items.per_user_limit', 'deal_items.sku_id'])
      .where('deal_items.product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(deal).toMatchObject({
      name: DEAL.name,
      sku_id: sku.id,
      price: cents(DEAL.price),
      deal_stock: DEAL.dealStock,
      sold: 0,
      per_user_limit: DEAL.perShopper,
    });
    expect(deal.starts_at.getTime()).toBeLessThanOrEqual(Date.now());
    // A deal never moves stock.
    expect((await skuOf(productId, DEAL_COLOUR)).stock).toBe(listing.stock[DEAL_COLOUR]);
  });

  it('a shopper on a phone, in Japanese, buys the deal with the shop voucher and a promo code', async () => {
    // The merchant's product with one colour on a running deal and a public voucher running, a platform promo
    // code of its own, and a Japanese shopper with money, a payment code and an address.
    const { seller: merchant, product: listing, productId, sellerToken } = await story('listed');
    const sku = await skuOf(productId, DEAL_COLOUR);
    const voucherId = await givenVoucher(shop, sellerToken, VOUCHER);
    const dealId = await givenDeal(shop, sellerToken, {
      name: DEAL.name,
      items: [{ skuId: sku.id, price: DEAL.price, dealStock: DEAL.dealStock, perShopper: DEAL.perShopper }],
    });
    const code = `${PROMO.code}${merchant.account.slice(-4).toUpperCase()}`;
    const promoId = await givenPromo(shop, promoter, { ...PROMO, code });
    const shopper = await givenShopper(shop, {
      prefix: 'hiker',
      country: 'JP',
      payCode: SHOPPER.payCode,
      funds: { cents: FUNDS, finance: cast.treasurer },
      address: SHOPPER_ADDRESS,
      lang: SHOPPER_LANG,
    });
    const page = await watch(await shopperPhone(browser, shop, shopper, SHOPPER_LANG)).newPage();

    // The product page: the deal price, the crossed-out price, the time left ticking, the units left at that price
    // and the shop's voucher.
    await page.goto(`/detail/${productId}`);
    await page.getByRole('heading', { name: listing.en }).waitFor();
    const banner = page.locator('.deal-banner');
    await banner.getByText('特価', { exact: true }).waitFor();
    await banner.getByText(shopperMoney(cents(DEAL.price)), { exact: true }).waitFor();
    await banner.getByLabel(`通常価格 ${shopperMoney(cents(listing.price))}`).waitFor();
    await banner.getByText('終了まで').waitFor();
    // Dashes until the browser has taken the server-rendered page over; then days and a clock, ticking.
    const countdown = banner.getByRole('timer');
    await expect.poll(() => countdown.innerText()).toMatch(/^\d+日 \d{2}:\d{2}:\d{2}$/);
    const shown = await countdown.innerText();
    await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(shown);
    await page.getByText(`この価格で残り${DEAL.dealStock}点`).waitFor();
    await page.getByText(`お一人様${DEAL.perShopper}点まで`).waitFor();
    await page
      .getByRole('region', { name: 'クーポン' })
      .getByText(`${shopperMoney(cents(VOUCHER.minSpend))}以上のご注文で${shopperMoney(cents(VOUCHER.amountOff))}OFF`)
      .waitFor();
    await shoot(page, 'promotions-detail-deal-ri');

    // Buy now: the colour on the deal, at the deal price in the sheet, then the checkout.
    await page.getByRole('button', { name: '今すぐ購入' }).first().click();
    await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: DEAL_COLOUR }).click();
    await page
      .getByTestId('sku-price')
      .filter({ hasText: shopperMoney(cents(DEAL.price)) })
      .waitFor();
    await page.getByRole('button', { name: '今すぐ購入' }).last().click();
    await page.waitForURL(`**/checkout?sku=${sku.id}&qty=1&deal=${dealId}`);

    // The shop's group: the line at the deal price, freight on the goods at that price, the voucher preselected.
    const group = page.getByRole('region', { name: merchant.shop.en });
    await group.getByText(listing.en).waitFor();
    await group.locator('.order-item__deal').getByText('特価').waitFor();
    await group.locator('.order-item__price').getByText(shopperMoney(GOODS), { exact: true }).waitFor();
    await group.getByText(FREIGHT === 0 ? '送料無料' : shopperMoney(FREIGHT), { exact: true }).waitFor();
    const voucherRow = group.getByRole('button', { name: /^ショップクーポン/ });
    await voucherRow
      .locator('.voucher-row__terms')
      .getByText(`${shopperMoney(cents(VOUCHER.minSpend))}以上のご注文で${shopperMoney(cents(VOUCHER.amountOff))}OFF`)
      .waitFor();
    await voucherRow
      .locator('.voucher-row__amount')
      .getByText(`−${shopperMoney(SHOP_DISCOUNT)}`)
      .waitFor();
    await page
      .getByTestId('checkout-total')
      .getByText(shopperMoney(TOTAL + PROMO_DISCOUNT))
      .waitFor();

    // The promo code, typed in small letters: on what the voucher left.
    const priced = answer(page, '/api/order/preview');
    await page.getByPlaceholder('プロモーションコードを入力').fill(code.toLowerCase());
    await page.getByRole('button', { name: '適用', exact: true }).click();
    expect((await priced).ok()).toBe(true);
    await page.getByText(`${code} を適用：−${shopperMoney(PROMO_DISCOUNT)}`).waitFor();
    await page.getByTestId('checkout-total').getByText(shopperMoney(TOTAL), { exact: true }).waitFor();
    await group.getByText(`1 点、小計 ${shopperMoney(TOTAL)}`).waitFor();
    const summary = page.getByRole('region', { name: '注文内容' });
    const amounts = await summary
      .locator('.amount-row')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [row.querySelector('.amount-row__label'), row.querySelector('.amount-row__value')].map(
            (part) => part?.textContent?.trim() ?? '',
          ),
        ),
      );
    expect(amounts).toEqual([
      ['商品代金（1 点）', shopperMoney(GOODS)],
      ['送料', shopperMoney(FREIGHT)],
      ['ショップクーポン', `−${shopperMoney(SHOP_DISCOUNT)}`],
      ['プロモーションコード', `−${shopperMoney(PROMO_DISCOUNT)}`],
      ['お支払い金額', shopperMoney(TOTAL)],
    ]);
    // The page scrolls inside the app's frame, under its fixed bar: the group first, then the summary.
    await shoot(page, 'promotions-checkout-ri');
    const balanceLine = summary.getByText(`残高：${shopperMoney(FUNDS)}`);
    await balanceLine.waitFor();
    await shoot(page, 'promotions-checkout-summary-ri', { show: balanceLine });

    const created = answer(page, '/api/order/create');
    await page.getByRole('button', { name: '送信' }).click();
    expect((await created).ok()).toBe(true);
    await page.waitForURL('**/payment?orders=*');
    const order = await shop.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    await page.getByText(`注文番号 ${order.order_no}`).waitFor();
    await page.getByPlaceholder('6〜12 桁の数字').fill(SHOPPER.payCode);
    await page.getByRole('button', { name: `${shopperMoney(TOTAL)} を支払う` }).click();
    await page.waitForURL('**/order?orders=*');
    await page.getByText('お支払いが完了しました').first().waitFor();

    // The money rule, kept by the order: goods at the deal price, the voucher then the promo code, the total paid.
    expect([GOODS, FREIGHT, SHOP_DISCOUNT, PROMO_DISCOUNT, TOTAL]).toEqual([3_990, 499, 500, 524, 3_465]);
    const paid = await shop.db
      .selectFrom('orders')
      .select(['status', 'goods_amount', 'freight', 'shop_discount', 'shop_voucher_id', 'promo_discount'])
      .select(['promo_id', 'promo_code', 'total'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({
      status: 1,
      goods_amount: GOODS,
      freight: FREIGHT,
      shop_discount: SHOP_DISCOUNT,
      shop_voucher_id: voucherId,
      promo_discount: PROMO_DISCOUNT,
      promo_id: promoId,
      promo_code: code,
      total: GOODS + FREIGHT - SHOP_DISCOUNT - PROMO_DISCOUNT,
    });
    const lines = await shop.db
      .selectFrom('order_items')
      .select(['sku_id', 'price', 'quantity', 'deal_id'])
      .where('order_id', '=', order.id)
      .execute();
    expect(lines).toEqual([{ sku_id: sku.id, price: cents(DEAL.price), quantity: 1, deal_id: dealId }]);
    // One unit sold at the deal; the SKU's stock is what is left to sell at any price.
    const dealItem = await shop.db
      .selectFrom('deal_items')
      .select(['sold', 'deal_stock'])
      .where('deal_id', '=', dealId)
      .executeTakeFirstOrThrow();
    expect(dealItem).toEqual({ sold: 1, deal_stock: DEAL.dealStock });
    expect((await skuOf(productId, DEAL_COLOUR)).stock).toBe(listing.stock[DEAL_COLOUR]! - 1);
    const uses = await Promise.all([
      shop.db.selectFrom('shop_vouchers').select('used').where('id', '=', voucherId).executeTakeFirstOrThrow(),
      shop.db.selectFrom('promo_codes').select('used').where('id', '=', promoId).executeTakeFirstOrThrow(),
    ]);
    expect(uses).toEqual([{ used: 1 }, { used: 1 }]);
    const { balance } = await shop.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(balance).toBe(FUNDS - TOTAL);

    // Every ledger still adds up: the shopper's payment sits in escrow.
    const check = await checkLedger({ db: shop.db });
    expect(check.mismatches).toEqual([]);
    expect(check.balanced).toBe(true);
  }, 180_000);
});
