import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  BLUE_M_PRICE,
  COMPARE_AT,
  type CatalogueDesk,
  drawFlask,
  type Flask,
  givenCatalogueDesk,
  PRICE,
  SHOP_NAME,
  STOCK,
} from './support/given-catalogue.ts';
import { givenShopper, shopperPhone, signedInDesk } from './support/given.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/**
 * What the operator writes; the shopper later looks for exactly these texts. Each step has its own category and
 * product, named as no other step names its own, so that what one step adds is never counted or found by another.
 */
/** The category the operator creates in the console. */
const NEW_CATEGORY = { en: 'Camp kitchen', zh: '露营厨房' };
/** The product the operator creates in the editor, under a category of its own. */
const EDITED: Flask = {
  category: { en: 'Hiking bottles', zh: '徒步水壶' },
  en: 'Boreal Ridge Steel Bottle',
  zh: '北方山脊钢水瓶',
  tai: 'ขวดเหล็กบอเรียลริดจ์',
  description: 'Single-walled steel bottle for long hikes. Screw cap, fits a bike bottle cage.',
};
/** The product the console's products list shows first: the newest edit. */
const LISTED: Flask = {
  category: { en: 'Picnic ware', zh: '野餐用具' },
  en: 'Summit Pass Camp Kettle',
  zh: '山口露营水壶',
  tai: 'กาต้มน้ำซัมมิทพาส',
  description: 'Aluminium kettle that boils a litre in four minutes on a camp stove.',
};
/** What shoppers find on their phones: a category with this one product. */
const CATEGORY = { en: 'Travel gear', zh: '旅行用品' };
const PRODUCT: Flask = {
  category: CATEGORY,
  en: 'Aurora Trail Insulated Flask',
  zh: '极光步道保温壶',
  tai: 'กระติกเก็บความร้อนออโรร่าเทรล',
  description: 'Double-walled steel flask that keeps tea hot for 12 hours. Leak-proof lid, fits a bike bottle cage.',
};
/** A top-level category the operator nests a subcategory under, and the product filed in that subcategory. */
const PARENT = { en: 'Trail cooking', zh: '户外烹饪' };
const SUBCATEGORY = { en: 'Camp stoves', zh: '露营炉具' };
const NESTED: Flask = {
  category: SUBCATEGORY,
  en: 'Ember Fold Camp Stove',
  zh: '余烬折叠露营炉',
  tai: 'เตาแคมป์พับได้เอ็มเบอร์',
  description: 'Folding gas stove, 2.6 kW, with a piezo igniter and a wind shield.',
};
/** The words a banner opens the search for, and the banner's title. */
const BANNER = { title: 'Flasks for the trail', keyword: 'Insulated Flask' };
/** How long a poll waits for what the screen shows: generous, for a slow two-core machine. */
const SLOW = { timeout: 15_000 };

/**
 * The catalogue release's operator journey through the production build: an operator with only the catalogue role
 * creates a category with an icon and a product with three titles, two pictures, two specifications and four SKUs
 * in the console; shoppers then find both on their phones (home, Explore, search in English and Chinese, detail).
 * The shoppers' steps find a category and product made through the console's API, as the console's steps make
 * theirs (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('an operator adds a category and a product in the console; shoppers find them on their phones', () => {
  let shop: ShopServer;
  let browser: Browser;
  let desk: CatalogueDesk;
  /** The shoppers' category and product, made once: the phone steps only read them. */
  let shelf: { categoryId: number; productId: number };
  let pictureDir = '';
  const pictures = { icon: '', front: '', side: '' };

  /** Every picture the page loads at once has arrived, so that what the step reads is the final page. */
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
  const upload = async (consolePage: Page, scope: Page | Locator, files: string[]) => {
    const chooser = consolePage.waitForEvent('filechooser');
    await scope.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(files);
  };
  /** Chooses an option of an antd select by typing its name, as an operator with many shops would. */
  const choose = async (consolePage: Page, label: string, option: string) => {
    // Labels of required fields carry their "*" in antd 6: "* Shop".
    const box = consolePage.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(option);
    await consolePage.locator('.ant-select-dropdown').getByTitle(option, { exact: true }).click();
    // The select shows the choice beside its input.
    await box.locator('..').filter({ hasText: option }).waitFor();
  };
  /** The console, signed in as the curator. */
  const curatorConsole = async (): Promise<Page> => {
    const context = await signedInDesk(browser, shop, 'console', desk.curator.token);
    context.setDefaultTimeout(45_000);
    return context.newPage();
  };
  /** A new shopper on a phone, in English. */
  const shopperOnPhone = async (): Promise<{ phone: BrowserContext; page: Page }> => {
    const phone = await shopperPhone(browser, shop, await givenShopper(shop), 'en');
    phone.setDefaultTimeout(45_000);
    return { phone, page: await phone.newPage() };
  };

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-console-catalogue-'));
    pictures.icon = path.join(pictureDir, 'travel-gear-icon.png');
    pictures.front = path.join(pictureDir, 'flask-front.png');
    pictures.side = path.join(pictureDir, 'flask-side.png');
    await drawFlask(pictures.icon, 256, '#e0f2f1', '#00897b');
    await drawFlask(pictures.front, 800, '#fff3e0', '#e53935');
    await drawFlask(pictures.side, 800, '#e3f2fd', '#1e88e5');
    desk = await givenCatalogueDesk(shop, pictures);
    shelf = await desk.givenFlask(PRODUCT);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
    if (pictureDir) fs.rmSync(pictureDir, { recursive: true, force: true });
  });

  it('signs in to the console with the catalogue role', async () => {
    const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(45_000);
    const consolePage = await context.newPage();
    await consolePage.goto('/console/login');
    await consolePage.getByLabel('Account').fill(desk.curator.account);
    await consolePage.getByLabel('Password').fill(desk.curator.password);
    await consolePage.getByRole('button', { name: /sign in/i }).click();
    await consolePage.waitForURL('**/console/dashboard');
    const header = consolePage.getByRole('banner');
    await header.getByText('Curator', { exact: true }).waitFor();
    await header.getByText('Catalogue', { exact: true }).waitFor();
    const menu = consolePage.getByRole('menu', { name: 'Menu' });
    await menu.getByRole('menuitem', { name: 'Products' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Categories' }).waitFor();
    // Only the catalogue's pages: the role opens no orders or money.
    expect(await menu.getByRole('menuitem', { name: 'Withdrawals' }).count()).toBe(0);
    await context.close();
  });

  it('creates a category named in English and Chinese with an uploaded icon', async () => {
    const consolePage = await curatorConsole();
    await consolePage.goto('/console/dashboard');
    await consolePage.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Categories' }).click();
    await consolePage.waitForURL('**/console/catalogue/categories');
    await consolePage.getByRole('heading', { name: 'Categories' }).waitFor();
    // The demo's ten categories are listed before a new one is added.
    await consolePage.getByRole('button', { name: 'Edit Computer' }).waitFor();
    await consolePage.getByRole('button', { name: 'New category' }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: 'English' }).fill(NEW_CATEGORY.en);
    await dialog.getByRole('textbox', { name: '简体中文', exact: true }).fill(NEW_CATEGORY.zh);
    await upload(consolePage, dialog, [pictures.icon]);
    await dialog.getByRole('img', { name: 'Picture 1' }).waitFor();
    // The pointer off the picture, whose preview and remove buttons it would otherwise show.
    await shoot(consolePage, 'console-catalogue-category-modal', { pointerAway: true });

    const saved = consolePage.waitForResponse(
      (r) => r.url().endsWith('/api/console/category/save') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await consolePage.getByText('Category created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = consolePage.getByRole('row').filter({ hasText: NEW_CATEGORY.en });
    await row.getByRole('button', { name: `Edit ${NEW_CATEGORY.en}` }).waitFor();
    // Left without a sort, it goes last, after the demo's ten (sorted 0 to 9; the other steps' categories are sorted
    // among them), with no products yet.
    // Name, sort, products, subcategories; an empty top-level category can take subcategories or go.
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      expect.stringContaining(NEW_CATEGORY.en),
      '10',
      '0',
      '0',
      expect.stringMatching(/Edit.*Add subcategory.*Delete/s),
    ]);
  });

  it('creates a product with three titles, two pictures, two specifications and four SKUs', async () => {
    // The category the product is filed under, made through the API.
    await desk.givenCategory(EDITED.category);
    const consolePage = await curatorConsole();
    await consolePage.goto('/console/dashboard');
    await consolePage.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Products' }).click();
    await consolePage.waitForURL('**/console/catalogue/products');
    await consolePage.getByRole('heading', { name: 'Products' }).waitFor();
    await consolePage.getByRole('button', { name: 'New product' }).click();
    await consolePage.waitForURL('**/console/catalogue/products/new');
    await consolePage.getByRole('heading', { name: 'New product' }).waitFor();

    await choose(consolePage, 'Shop', SHOP_NAME);
    await choose(consolePage, 'Category', EDITED.category.en);

    // Titles per language, one tab each; the shown tab's fields are the only ones visible.
    const texts = consolePage.getByRole('tabpanel');
    await texts.getByRole('textbox', { name: 'Title' }).fill(EDITED.en);
    await texts.getByRole('textbox', { name: 'Description' }).fill(EDITED.description);
    await consolePage.getByRole('tab', { name: /^简体中文/ }).click();
    await texts.getByRole('textbox', { name: 'Title' }).fill(EDITED.zh);
    await consolePage.getByRole('tab', { name: /^ไทย/ }).click();
    await texts.getByRole('textbox', { name: 'Title' }).fill(EDITED.tai);
    await consolePage.getByRole('tab', { name: /^English/ }).click();
    await expect.poll(() => texts.getByRole('textbox', { name: 'Title' }).inputValue(), SLOW).toBe(EDITED.en);

    // The editor's one picture field; one at a time, so that the front picture is the cover (two picked at once
    // line up in the order their uploads finish).
    await upload(consolePage, consolePage, [pictures.front]);
    await consolePage.getByRole('img', { name: 'Picture 1' }).waitFor();
    await upload(consolePage, consolePage, [pictures.side]);
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
    // Enter applies the value, as the Apply button does (the seller's journey clicks it). A key goes to the focused
    // field wherever the popover has moved to, and the popover closing says the value was applied.
    const priceForAll = consolePage.getByRole('textbox', { name: 'Price for every SKU', exact: true });
    await priceForAll.fill(PRICE);
    await priceForAll.press('Enter');
    await priceForAll.waitFor({ state: 'hidden' });
    const price = (sku: string) => consolePage.getByRole('textbox', { name: `Price of ${sku}`, exact: true });
    for (const sku of Object.keys(STOCK)) await expect.poll(() => price(sku).inputValue(), SLOW).toBe(PRICE);
    await price('Blue / M').fill(BLUE_M_PRICE);
    await consolePage.getByRole('textbox', { name: 'Compare-at price of Red / S', exact: true }).fill(COMPARE_AT);
    for (const [sku, stock] of Object.entries(STOCK)) {
      await consolePage.getByRole('spinbutton', { name: `Stock of ${sku}`, exact: true }).fill(String(stock));
    }
    await consolePage.getByText('Unsaved changes').waitFor();
    // The whole editor in one picture, the README's too.
    await shoot(consolePage, 'console-catalogue-product-editor', {
      tallWindow: true,
      docs: 'console-product-editor-en.png',
    });

    const saved = consolePage.waitForResponse(
      (r) => r.url().endsWith('/api/console/product/save') && r.request().method() === 'POST',
    );
    await consolePage.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await consolePage.getByText('Product created').waitFor();
    await consolePage.waitForURL(/\/console\/catalogue\/products\/\d+$/);
    const productId = Number(new URL(consolePage.url()).pathname.split('/').pop());
    expect(productId).toBeGreaterThan(0);
    // The editor now shows the saved product: its title above it, nothing left unsaved.
    await consolePage.getByRole('heading', { name: EDITED.en }).waitFor();
    const compareAt = consolePage.getByRole('textbox', { name: 'Compare-at price of Red / S', exact: true });
    await expect.poll(() => compareAt.inputValue(), SLOW).toBe(COMPARE_AT);
    await expect.poll(() => price('Blue / M').inputValue(), SLOW).toBe(BLUE_M_PRICE);
    expect(await consolePage.getByText('Unsaved changes').count()).toBe(0);
  }, 240_000);

  it('lists the new product first among the products, with its price, compare-at price and stock', async () => {
    // The newest edit: a product saved just now through the console's API.
    await desk.givenFlask(LISTED);
    const consolePage = await curatorConsole();
    await consolePage.goto('/console/catalogue/products');
    const row = consolePage.getByRole('row').filter({ has: consolePage.getByRole('link', { name: LISTED.en }) });
    await row.waitFor();
    // The row's cells after its choice box (for bulk edits) and its product.
    const texts = await row.getByRole('cell').allInnerTexts();
    expect(texts.slice(2, 8).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      SHOP_NAME,
      LISTED.category.en,
      `$${PRICE} $${COMPARE_AT}`,
      '28',
      '0',
      '4',
    ]);
    await row.getByText('On sale').waitFor();
    // The newest edit comes first.
    const first = consolePage.getByRole('row').nth(1);
    await first.getByRole('link', { name: LISTED.en }).waitFor();
    await shoot(consolePage, 'console-catalogue-products', { docs: 'console-products-en.png' });
  });

  it('shows the new category on the phone home page, which lists the new product', async () => {
    const { page } = await shopperOnPhone();
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
    await shoot(page, 'console-catalogue-phone-category');
  });

  it('lists the new category in Explore, with the product under it', async () => {
    const { page } = await shopperOnPhone();
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
    await shoot(page, 'console-catalogue-phone-explore');
  });

  it('finds the product by its English title and shows its pictures, specifications and SKU prices', async () => {
    const { page } = await shopperOnPhone();
    await page.goto('/home');
    await page.getByRole('link', { name: 'Search products and shops' }).click();
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await input.fill(PRODUCT.en);
    await input.press('Enter');
    await page.waitForURL('**/searchs?keyword=*');
    const card = page.getByRole('link', { name: PRODUCT.en });
    await card.first().waitFor();
    await card.first().click();
    await page.waitForURL(`**/detail/${shelf.productId}/**`);

    await page.getByRole('heading', { name: PRODUCT.en }).waitFor();
    const gallery = page.getByRole('region', { name: 'Product pictures' });
    await gallery.getByRole('button', { name: 'Open picture 1 of 2' }).waitFor();
    await gallery.getByText('1/2').waitFor();
    await page.getByText(PRODUCT.description).waitFor();
    await page.getByText(SHOP_NAME).waitFor();
    await page.getByText(`from $${PRICE}`).first().waitFor();
    await picturesLoaded(page);
    await shoot(page, 'console-catalogue-phone-detail');

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
    await shoot(page, 'console-catalogue-phone-sku');
    // Blue / M: the SKU with its own price.
    await colour.getByRole('button', { name: 'Blue' }).click();
    await size.getByRole('button', { name: 'M', exact: true }).click();
    await skuPrice.filter({ hasText: `$${BLUE_M_PRICE}` }).waitFor();
    await skuStock.filter({ hasText: `${STOCK['Blue / M']} in stock` }).waitFor();
  });

  it('in Chinese, finds the product by its Chinese title and shows the Chinese names', async () => {
    const { page } = await shopperOnPhone();
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
    await shoot(page, 'console-catalogue-phone-search-zh-CN');
    await card.first().click();
    await page.waitForURL(`**/detail/${shelf.productId}/**`);
    await page.getByRole('heading', { name: PRODUCT.zh }).waitFor();
    await page.getByRole('button', { name: /^规格/ }).click();
    // The colours have Chinese names; the sizes only English ones, which Chinese readers see.
    const colour = page.getByRole('group', { name: '颜色' });
    await colour.getByRole('button', { name: '红色' }).waitFor();
    await colour.getByRole('button', { name: '蓝色' }).waitFor();
    const size = page.getByRole('group', { name: 'Size' });
    await size.getByRole('button', { name: 'S', exact: true }).waitFor();
    await size.getByRole('button', { name: 'M', exact: true }).waitFor();
    await shoot(page, 'console-catalogue-phone-detail-zh-CN');
  });

  it('nests a subcategory under a category in the console; the shopper browses it in Explore', async () => {
    const parentId = await desk.givenCategory(PARENT);
    const consolePage = await curatorConsole();
    await consolePage.goto('/console/catalogue/categories');
    await consolePage.getByRole('button', { name: `Add a subcategory to ${PARENT.en}` }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: 'English' }).fill(SUBCATEGORY.en);
    await dialog.getByRole('textbox', { name: '简体中文', exact: true }).fill(SUBCATEGORY.zh);
    await upload(consolePage, dialog, [pictures.icon]);
    await dialog.getByRole('img', { name: 'Picture 1' }).waitFor();
    // Opened from the parent's row, the parent is already chosen.
    await dialog.locator('.ant-select').filter({ hasText: PARENT.en }).waitFor();
    const saved = consolePage.waitForResponse(
      (r) => r.url().endsWith('/api/console/category/save') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await (await saved).json()) as { code: number; data: { id: number; parent_id: number } };
    expect(body).toMatchObject({ code: 1, data: { parent_id: parentId } });
    await dialog.waitFor({ state: 'hidden' });
    // The subcategory's row comes right after its parent's, and the parent can no longer be deleted.
    const rows = await consolePage.getByRole('row').allInnerTexts();
    const parentRow = rows.findIndex((text) => text.includes(PARENT.en));
    expect(rows[parentRow + 1]).toContain(SUBCATEGORY.en);
    expect(
      await consolePage.getByRole('button', { name: `Delete ${PARENT.en}` }).isDisabled(),
      'a category with a subcategory cannot be deleted',
    ).toBe(true);
    await shoot(consolePage, 'console-catalogue-category-tree', { pointerAway: true });

    await desk.givenFlask(NESTED, body.data.id);
    const { page } = await shopperOnPhone();
    await page.goto(`/explore?category_id=${parentId}`);
    const chips = page.getByRole('group', { name: PARENT.en });
    await chips.getByRole('button', { name: 'All' }).waitFor();
    // The parent's list holds its subcategory's products.
    await page.getByRole('link', { name: NESTED.en }).waitFor();
    await chips.getByRole('button', { name: SUBCATEGORY.en }).click();
    await page.waitForURL(`**/explore?category_id=${body.data.id}`);
    await page.getByRole('link', { name: NESTED.en }).waitFor();
    expect(await chips.getByRole('button', { name: SUBCATEGORY.en }).getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'console-catalogue-phone-subcategory');
  });

  it('adds a banner that opens a search; the shopper taps it on Home and sees the results', async () => {
    const consolePage = await curatorConsole();
    await consolePage.goto('/console/catalogue/banners');
    await consolePage.getByRole('button', { name: 'New banner' }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'New banner' });
    // The English tab is open first; a required label may carry its "*".
    await dialog.getByRole('textbox', { name: /^\W*Title$/ }).fill(BANNER.title);
    await dialog.getByRole('textbox', { name: /^\W*Subtitle$/ }).fill('Hot tea for twelve hours');
    await upload(consolePage, dialog, [pictures.front]);
    await dialog.getByRole('img', { name: 'Picture 1' }).waitFor();
    await dialog.getByLabel('A search').check();
    await dialog.getByRole('textbox', { name: 'Search words' }).fill(BANNER.keyword);
    await shoot(consolePage, 'console-catalogue-banner-modal', { pointerAway: true });
    const saved = consolePage.waitForResponse(
      (r) => r.url().endsWith('/api/console/banner/save') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({
      code: 1,
      data: { link_type: 'search', link_value: BANNER.keyword, state: 'live' },
    });
    const row = consolePage.getByRole('row').filter({ hasText: BANNER.title });
    await row.getByText(`Search: “${BANNER.keyword}”`).waitFor();
    await row.getByText('Live').waitFor();

    const { page } = await shopperOnPhone();
    await page.goto('/home');
    const banner = page.getByRole('link', { name: new RegExp(BANNER.title) });
    await banner.scrollIntoViewIfNeeded();
    await banner.click();
    await page.waitForURL(`**/searchs?keyword=${new URLSearchParams({ k: BANNER.keyword }).toString().slice(2)}`);
    await page.getByRole('link', { name: PRODUCT.en }).first().waitFor();
  });
});
