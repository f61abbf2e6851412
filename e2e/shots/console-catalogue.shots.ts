import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie, launchBrowser, phoneContext } from '../support/browser.ts';
import { repoRoot } from '../support/build-apps.ts';
import { drawFlask, givenCatalogueDesk } from '../support/given-catalogue.ts';
import { givenShopper } from '../support/given.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const docsDir = path.join(repoRoot, 'docs/screenshots');
/** The README's pictures stay small enough for the repository. */
const DOCS_MAX_BYTES = 400 * 1024;

/** What the operator writes; the shopper later looks for exactly these texts. */
const CATEGORY = { en: 'Travel gear', zh: '旅行用品' };
const PRODUCT = {
  en: 'Aurora Trail Insulated Flask',
  zh: '极光步道保温壶',
  tai: 'กระติกเก็บความร้อนออโรร่าเทรล',
  description: 'Double-walled steel flask that keeps tea hot for 12 hours. Leak-proof lid, fits a bike bottle cage.',
};
/** A demo shop (apps/api/src/seed/demo/data/shops.json) that sells outdoor goods. */
const SHOP_NAME = 'Hokkaido Camp Supply';
/** The SKUs: every one at the filled price but Blue / M; Red / S has a compare-at price. */
const PRICE = '19.90';
const BLUE_M_PRICE = '24.90';
const COMPARE_AT = '29.90';
const STOCK: Record<string, number> = { 'Red / S': 12, 'Red / M': 8, 'Blue / S': 5, 'Blue / M': 3 };
/** How long a poll waits for what the screen shows: generous, for a slow two-core machine. */
const SLOW = { timeout: 15_000 };

/**
 * Screenshots of the catalogue release (e2e/screenshots/, by `npm run screenshots`; the README's two console pictures
 * into docs/screenshots/ with UPDATE_DOCS_SCREENSHOTS=1): an operator with only the catalogue role creates a category
 * and a product in the console, in this order; shoppers then find both on their phones. The checks are the console
 * catalogue journey's; this only takes the pictures.
 */
describe('console catalogue screenshots', () => {
  let shop: ShopServer;
  let browser: Browser;
  let desk: BrowserContext;
  let consolePage: Page;
  let phone: BrowserContext;
  let page: Page;
  let token = '';
  let productId = 0;
  let pictureDir = '';
  const pictures = { icon: '', front: '', side: '' };

  const shot = (target: Page, name: string) =>
    target.screenshot({ path: path.join(screenshotDir, `console-catalogue-${name}.png`) });
  /**
   * A screenshot into e2e/screenshots/ and, for the README, into docs/screenshots/: re-encoded to a palette PNG
   * there when the plain one is over the size limit.
   */
  const docsShot = async (target: Page, name: string, docsName: string, options: { fullPage?: boolean } = {}) => {
    let png = await target.screenshot(options);
    fs.writeFileSync(path.join(screenshotDir, `console-catalogue-${name}.png`), png);
    if (png.length > DOCS_MAX_BYTES) png = await sharp(png).png({ palette: true, effort: 10 }).toBuffer();
    expect(png.length).toBeLessThan(DOCS_MAX_BYTES);
    // The README's copies change only when asked (UPDATE_DOCS_SCREENSHOTS=1), so a test run leaves the tree clean.
    if (process.env.UPDATE_DOCS_SCREENSHOTS) fs.writeFileSync(path.join(docsDir, docsName), png);
  };
  /** Every picture the page loads at once has arrived, so that a screenshot shows them. */
  const picturesLoaded = (target: Page) =>
    target.waitForFunction(() =>
      Array.from(document.images)
        .filter((img) => img.loading !== 'lazy')
        .every((img) => img.complete),
    );
  /**
   * Picks the files in the chooser a click on the picture field's "Upload" opens. Not a button by role: antd 6's
   * Upload leaves the role and focus to a control inside it, and the desk's picture field puts plain text there.
   */
  const upload = async (scope: Page | Locator, files: string[]) => {
    const chooser = consolePage.waitForEvent('filechooser');
    await scope.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(files);
  };
  /** Chooses an option of an antd select by typing its name, as an operator with many shops would. */
  const choose = async (label: string, option: string) => {
    // Labels of required fields carry their "*" in antd 6: "* Shop".
    const box = consolePage.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(option);
    await consolePage.locator('.ant-select-dropdown').getByTitle(option, { exact: true }).click();
    // The select shows the choice beside its input.
    await box.locator('..').filter({ hasText: option }).waitFor();
  };

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    fs.mkdirSync(docsDir, { recursive: true });
    pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-console-catalogue-'));
    pictures.icon = path.join(pictureDir, 'travel-gear-icon.png');
    pictures.front = path.join(pictureDir, 'flask-front.png');
    pictures.side = path.join(pictureDir, 'flask-side.png');
    await drawFlask(pictures.icon, 256, '#e0f2f1', '#00897b');
    await drawFlask(pictures.front, 800, '#fff3e0', '#e53935');
    await drawFlask(pictures.side, 800, '#e3f2fd', '#1e88e5');
    await givenCatalogueDesk(shop, pictures);
    token = (await givenShopper(shop)).token;
    desk = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 800 } });
    desk.setDefaultTimeout(45_000);
    consolePage = await desk.newPage();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (pictureDir) fs.rmSync(pictureDir, { recursive: true, force: true });
  });

  it('signs in to the console', async () => {
    await consolePage.goto('/console/login');
    await consolePage.getByLabel('Account').fill('curator');
    await consolePage.getByLabel('Password').fill('curate-the-shelves');
    await consolePage.getByRole('button', { name: /sign in/i }).click();
    await consolePage.waitForURL('**/console/dashboard');
    const header = consolePage.getByRole('banner');
    await header.getByText('Curator', { exact: true }).waitFor();
    await header.getByText('Catalogue', { exact: true }).waitFor();
    const menu = consolePage.getByRole('menu', { name: 'Menu' });
    await menu.getByRole('menuitem', { name: 'Products' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Categories' }).waitFor();
  });

  it('creates a category named in English and Chinese with an uploaded icon', async () => {
    await consolePage.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Categories' }).click();
    await consolePage.waitForURL('**/console/catalogue/categories');
    await consolePage.getByRole('heading', { name: 'Categories' }).waitFor();
    // The demo's ten categories are listed before a new one is added.
    await consolePage.getByRole('button', { name: 'Edit Computer' }).waitFor();
    await consolePage.getByRole('button', { name: 'New category' }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: 'English' }).fill(CATEGORY.en);
    await dialog.getByRole('textbox', { name: '简体中文', exact: true }).fill(CATEGORY.zh);
    await upload(dialog, [pictures.icon]);
    await dialog.getByRole('img', { name: 'Picture 1' }).waitFor();
    await picturesLoaded(consolePage);
    // The pointer off the picture, whose preview and remove buttons it would otherwise show.
    await consolePage.mouse.move(0, 0);
    await shot(consolePage, 'category-modal');

    const saved = consolePage.waitForResponse(
      (r) => r.url().endsWith('/api/console/category/save') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    await consolePage.getByText('Category created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = consolePage.getByRole('row').filter({ hasText: CATEGORY.en });
    await row.getByRole('button', { name: `Edit ${CATEGORY.en}` }).waitFor();
  });

  it('creates a product with three titles, two pictures, two specifications and four SKUs', async () => {
    await consolePage.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Products' }).click();
    await consolePage.waitForURL('**/console/catalogue/products');
    await consolePage.getByRole('heading', { name: 'Products' }).waitFor();
    await consolePage.getByRole('button', { name: 'New product' }).click();
    await consolePage.waitForURL('**/console/catalogue/products/new');
    await consolePage.getByRole('heading', { name: 'New product' }).waitFor();

    await choose('Shop', SHOP_NAME);
    await choose('Category', CATEGORY.en);

    // Titles per language, one tab each; the shown tab's fields are the only ones visible.
    const texts = consolePage.getByRole('tabpanel');
    await texts.getByRole('textbox', { name: 'Title' }).fill(PRODUCT.en);
    await texts.getByRole('textbox', { name: 'Description' }).fill(PRODUCT.description);
    await consolePage.getByRole('tab', { name: /^简体中文/ }).click();
    await texts.getByRole('textbox', { name: 'Title' }).fill(PRODUCT.zh);
    await consolePage.getByRole('tab', { name: /^ไทย/ }).click();
    await texts.getByRole('textbox', { name: 'Title' }).fill(PRODUCT.tai);
    await consolePage.getByRole('tab', { name: /^English/ }).click();
    await expect.poll(() => texts.getByRole('textbox', { name: 'Title' }).inputValue(), SLOW).toBe(PRODUCT.en);

    // The editor's one picture field; one at a time, so that the front picture is the cover (two picked at once
    // line up in the order their uploads finish).
    await upload(consolePage, [pictures.front]);
    await consolePage.getByRole('img', { name: 'Picture 1' }).waitFor();
    await upload(consolePage, [pictures.side]);
    await consolePage.getByRole('img', { name: 'Picture 2' }).waitFor();
    await consolePage.getByRole('button', { name: 'Move picture 2 left' }).waitFor();

    // Two specifications; the colours are named in Chinese too.
    const cell = (name: string) => consolePage.getByRole('textbox', { name, exact: true });
    await consolePage.getByRole('button', { name: 'Add specification' }).click();
    await cell('Specification 1, Name, English').fill('Colour');
    await cell('Colour, Name, 简体中文').fill('颜色');
    await cell('Colour, Value 1, English').fill('Red');
    await cell('Colour, Value 1, 简体中文').fill('红色');
    await consolePage.getByRole('button', { name: 'Add a value to Colour' }).click();
    await cell('Colour, Value 2, English').fill('Blue');
    await cell('Colour, Value 2, 简体中文').fill('蓝色');
    await consolePage.getByRole('button', { name: 'Add specification' }).click();
    await cell('Specification 2, Name, English').fill('Size');
    await cell('Size, Value 1, English').fill('S');
    await consolePage.getByRole('button', { name: 'Add a value to Size' }).click();
    await cell('Size, Value 2, English').fill('M');
    await consolePage.getByText('SKUs: 4, one for each combination of the specification values.').waitFor();

    // One price for every SKU, then another for one of them; a compare-at price on one; stock for each.
    await consolePage.getByRole('button', { name: 'Fill column: Price', exact: true }).click();
    await consolePage.getByRole('textbox', { name: 'Price for every SKU', exact: true }).fill(PRICE);
    await consolePage.getByRole('button', { name: 'Apply to all' }).click();
    const price = (sku: string) => consolePage.getByRole('textbox', { name: `Price of ${sku}`, exact: true });
    for (const sku of Object.keys(STOCK)) await expect.poll(() => price(sku).inputValue(), SLOW).toBe(PRICE);
    await price('Blue / M').fill(BLUE_M_PRICE);
    await consolePage.getByRole('textbox', { name: 'Compare-at price of Red / S', exact: true }).fill(COMPARE_AT);
    for (const [sku, stock] of Object.entries(STOCK)) {
      await consolePage.getByRole('spinbutton', { name: `Stock of ${sku}`, exact: true }).fill(String(stock));
    }
    await consolePage.getByText('Unsaved changes').waitFor();
    await picturesLoaded(consolePage);
    // The whole editor in one picture, taken with the window as tall as the page: the side menu (as tall as the
    // window) and the save bar (stuck to its bottom) then sit where a screen that tall would show them.
    const height = await consolePage.evaluate(() => document.documentElement.scrollHeight);
    await consolePage.evaluate(() => window.scrollTo(0, 0));
    await consolePage.setViewportSize({ width: 1280, height });
    // The page has taken the new size (a picture taken sooner can be laid out half in the old one).
    await consolePage.waitForFunction(
      (tall) => window.innerHeight === tall && document.documentElement.scrollHeight === tall,
      height,
      { polling: 'raf' },
    );
    await docsShot(consolePage, 'product-editor', 'console-product-editor-en.png', { fullPage: true });
    await consolePage.setViewportSize({ width: 1280, height: 800 });

    const saved = consolePage.waitForResponse(
      (r) => r.url().endsWith('/api/console/product/save') && r.request().method() === 'POST',
    );
    await consolePage.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;
    await consolePage.getByText('Product created').waitFor();
    await consolePage.waitForURL(/\/console\/catalogue\/products\/\d+$/);
    productId = Number(new URL(consolePage.url()).pathname.split('/').pop());
    // The editor now shows the saved product: its title above it, nothing left unsaved.
    await consolePage.getByRole('heading', { name: PRODUCT.en }).waitFor();
    const compareAt = consolePage.getByRole('textbox', { name: 'Compare-at price of Red / S', exact: true });
    await expect.poll(() => compareAt.inputValue(), SLOW).toBe(COMPARE_AT);
    await expect.poll(() => price('Blue / M').inputValue(), SLOW).toBe(BLUE_M_PRICE);
  }, 240_000);

  it('lists the new product first among the products, with its price, compare-at price and stock', async () => {
    await consolePage.getByRole('button', { name: 'Back to products' }).click();
    await consolePage.waitForURL('**/console/catalogue/products');
    const row = consolePage.getByRole('row').filter({ has: consolePage.getByRole('link', { name: PRODUCT.en }) });
    await row.waitFor();
    await row.getByText('On sale').waitFor();
    // The newest edit comes first.
    const first = consolePage.getByRole('row').nth(1);
    await first.getByRole('link', { name: PRODUCT.en }).waitFor();
    await picturesLoaded(consolePage);
    await consolePage.getByText('Product created').waitFor({ state: 'hidden' });
    await docsShot(consolePage, 'products', 'console-products-en.png');
  });

  it('shows the new category on the phone home page, which lists the new product', async () => {
    phone = await phoneContext(browser, shop.baseUrl);
    phone.setDefaultTimeout(45_000);
    await phone.addCookies([
      { name: 'Admin-Token', value: token, url: shop.baseUrl },
      languageCookie('en', shop.baseUrl),
    ]);
    page = await phone.newPage();
    await page.goto('/home');
    // Home lists hot products by sales: a product with none sold is last of the demo's 320. Its category is on
    // home's category grid, which opens the category's products.
    const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: CATEGORY.en });
    await category.scrollIntoViewIfNeeded();
    await category.click();
    await page.waitForURL('**/products?category_id=*');
    // The category row scrolls (smoothly) to show the chosen category.
    const chosen = page.getByRole('tab', { name: CATEGORY.en, selected: true });
    await expect
      .poll(async () => {
        const box = await chosen.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390;
      }, SLOW)
      .toBe(true);
    await page.getByText('1 product', { exact: true }).waitFor();
    await page.getByRole('link', { name: PRODUCT.en }).waitFor();
    await picturesLoaded(page);
    await shot(page, 'phone-category');
  });

  it('lists the new category in Explore, with the product under it', async () => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/explore**');
    const rail = page.getByRole('navigation', { name: 'Categories' });
    await rail.getByRole('button', { name: 'Computer' }).waitFor();
    const category = rail.getByRole('button', { name: CATEGORY.en });
    await category.scrollIntoViewIfNeeded();
    await category.click();
    await page.getByRole('link', { name: new RegExp(`${CATEGORY.en}.*1 product`) }).waitFor();
    await page.getByRole('link', { name: PRODUCT.en }).waitFor();
    await picturesLoaded(page);
    await shot(page, 'phone-explore');
  });

  it('finds the product by its English title and shows its pictures, specifications and SKU prices', async () => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Search products and shops' }).click();
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill(PRODUCT.en);
    await input.press('Enter');
    await page.waitForURL('**/searchs?keyword=*');
    const card = page.getByRole('link', { name: PRODUCT.en });
    await card.first().waitFor();
    await card.first().click();
    await page.waitForURL(`**/detail/${productId}/**`);

    await page.getByRole('heading', { name: PRODUCT.en }).waitFor();
    const gallery = page.getByRole('region', { name: 'Product pictures' });
    await gallery.getByRole('button', { name: 'Open picture 1 of 2' }).waitFor();
    await gallery.getByText('1/2').waitFor();
    await page.getByText(PRODUCT.description).waitFor();
    await page.getByText(SHOP_NAME).waitFor();
    await page.getByText(`from $${PRICE}`).first().waitFor();
    await picturesLoaded(page);
    await shot(page, 'phone-detail');

    await page.getByRole('button', { name: 'Options Select: Colour, Size' }).click();
    const colour = page.getByRole('group', { name: 'Colour' });
    const size = page.getByRole('group', { name: 'Size' });
    const skuPrice = page.getByTestId('sku-price');
    const skuStock = page.getByTestId('sku-stock');
    // Red / S: the SKU with the compare-at price. The shopper app shows the price and stock of a SKU, not yet its
    // compare-at price (the API sends it; no screen renders it).
    await colour.getByRole('button', { name: 'Red' }).click();
    await size.getByRole('button', { name: 'S', exact: true }).click();
    await skuPrice.filter({ hasText: `$${PRICE}` }).waitFor();
    await skuStock.filter({ hasText: `${STOCK['Red / S']} in stock` }).waitFor();
    await page.getByText('Selected: Red, S').first().waitFor();
    await shot(page, 'phone-sku');
    // Blue / M: the SKU with its own price.
    await colour.getByRole('button', { name: 'Blue' }).click();
    await size.getByRole('button', { name: 'M', exact: true }).click();
    await skuPrice.filter({ hasText: `$${BLUE_M_PRICE}` }).waitFor();
    await skuStock.filter({ hasText: `${STOCK['Blue / M']} in stock` }).waitFor();
  });

  it('in Chinese, finds the product by its Chinese title and shows the Chinese names', async () => {
    await page.goto('/language');
    await page.getByText('简体中文', { exact: true }).click();
    await page.getByText('设置成功').waitFor();
    await page.goto('/search');
    const input = page.getByRole('searchbox', { name: '搜索商品' });
    await input.fill(PRODUCT.zh);
    await input.press('Enter');
    await page.waitForURL('**/searchs?keyword=*');
    const card = page.getByRole('link', { name: PRODUCT.zh });
    await card.first().waitFor();
    await picturesLoaded(page);
    await shot(page, 'phone-search-zh-CN');
    await card.first().click();
    await page.waitForURL(`**/detail/${productId}/**`);
    await page.getByRole('heading', { name: PRODUCT.zh }).waitFor();
    await page.getByRole('button', { name: /^规格/ }).click();
    // The colours have Chinese names; the sizes only English ones, which Chinese readers see.
    const colour = page.getByRole('group', { name: '颜色' });
    await colour.getByRole('button', { name: '红色' }).waitFor();
    await colour.getByRole('button', { name: '蓝色' }).waitFor();
    const size = page.getByRole('group', { name: 'Size' });
    await size.getByRole('button', { name: 'S', exact: true }).waitFor();
    await size.getByRole('button', { name: 'M', exact: true }).waitFor();
    await picturesLoaded(page);
    await shot(page, 'phone-detail-zh-CN');
  });
});
