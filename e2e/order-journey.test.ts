import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import {
  ALL_ROLES,
  givenOperator,
  givenOrder,
  givenShopper,
  must,
  type Operator,
  type Shopper,
  shopperPhone,
  signedInDesk,
  skusInStock,
} from './support/given.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const PAY_CODE = '135790';
const ADDRESS = {
  addressee: 'Jordan Rivers',
  mobile: '+1 415 555 0199',
  country: 'US',
  area: 'San Francisco, CA',
  detail: '500 Howard Street, Floor 3',
  tag: 'home',
};

/**
 * The order journey, end to end through the production build: a shopper logs in, finds a product, picks a
 * specification, adds it to the cart, checks out with a new address, pays with the payment code; an operator
 * ships the order in the console; the shopper sees it delivered with the tracking number and confirms receipt. In
 * Thai and Korean, a received order and the cart read in the shopper's language. Each step makes what it needs through the API (docs/testing.md#each-step-makes-what-it-needs) and does its own
 * part in the browser.
 */
describe('a shopper buys a product, an operator ships it, the shopper confirms receipt', () => {
  let shop: ShopServer;
  let browser: Browser;
  let shipper: Operator;
  let skuId: number;

  /** A shopper with a payment code and money to spend, signed in on a phone. */
  const signedInShopper = async (wish: { address?: boolean } = {}): Promise<{ shopper: Shopper; page: Page }> => {
    const shopper = await givenShopper(shop, {
      prefix: 'buyer',
      country: 'US',
      payCode: PAY_CODE,
      funds: { cents: 5_000_000, finance: shipper },
      ...(wish.address ? { address: ADDRESS } : {}),
    });
    const phone = await shopperPhone(browser, shop, shopper);
    return { shopper, page: await phone.newPage() };
  };
  const orderRow = (orderNo: string) =>
    shop.db
      .selectFrom('orders')
      .select(['status', 'tracking_no'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await startShop({ catalogue: true });
    browser = await launchBrowser();
    shipper = await givenOperator(shop, {
      account: 'shipper',
      password: 'ship-it-now',
      name: 'Shipper',
      roles: ALL_ROLES,
    });
    skuId = (await skusInStock(shop, 1))[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('logs in', async () => {
    const shopper = await givenShopper(shop, { prefix: 'buyer', country: 'US' });
    const page = await (await shopperPhone(browser, shop, undefined)).newPage();
    await page.goto('/login');
    await page.getByPlaceholder('Enter your account').fill(shopper.account);
    await page.getByPlaceholder('Enter your password').fill(shopper.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('searches, opens a product, picks a specification and adds it to the cart', async () => {
    const { shopper, page } = await signedInShopper();
    await page.goto('/search');
    const input = page.locator('form[role="search"] input');
    await input.fill('earbuds');
    await input.press('Enter');
    await page.waitForURL('**/searchs?keyword=*');
    // A real card (a link), not one of the skeletons shown while the results load.
    await page.locator('a.product-card').first().click();
    await page.waitForURL('**/detail/**');
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
    await page.getByText('Added to cart').waitFor();
    const lines = await shop.db.selectFrom('cart_items').select('quantity').where('user_id', '=', shopper.id).execute();
    expect(lines).toEqual([{ quantity: 1 }]);
  });

  it('checks out from the cart with a new address', async () => {
    // A shopper without an address, with one line in the cart.
    const { shopper, page } = await signedInShopper();
    must(
      'adding to the cart',
      await callApi(shop.baseUrl, 'POST', '/cart/add', { sku_id: skuId, quantity: 1 }, { token: shopper.token }),
    );
    await page.goto('/bag');
    await page.getByRole('button', { name: /^Checkout/ }).click();
    await page.waitForURL('**/checkout');
    await page.getByText('Add a shipping address').click();
    await page.getByPlaceholder('Full name of the recipient').fill(ADDRESS.addressee);
    await page.getByPlaceholder('e.g. +1 555 0123').fill(ADDRESS.mobile);
    await page.getByPlaceholder('State, city, district').fill(ADDRESS.area);
    await page.getByPlaceholder('Street, building, apartment').fill(ADDRESS.detail);
    await page.getByText('Home', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Save and use this address' }).click();
    await page.getByText(ADDRESS.addressee).first().waitFor();
    await shoot(page, 'order-checkout-en');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.waitForURL('**/payment?orders=*');
    const order = await shop.db
      .selectFrom('orders')
      .select(['order_no', 'status'])
      .where('user_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(0);
  });

  it('pays with the payment code and finds the order waiting for delivery', async () => {
    // An order waiting for payment, on the page the checkout leads to.
    const { shopper, page } = await signedInShopper({ address: true });
    const { id, order_no: orderNo } = await givenOrder(shop, shopper, skuId, {});
    await page.goto(`/payment?orders=${id}`);
    await page.getByPlaceholder('6 to 12 digits').fill(PAY_CODE);
    await shoot(page, 'order-payment-en');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/order?orders=*');
    await page.getByText('Payment successful').waitFor();
    await page.getByRole('link', { name: 'View orders' }).click();
    await page.waitForURL('**/myPurchases/1');
    await page.getByText(orderNo).waitFor();
    await shoot(page, 'order-purchases-en');
    expect((await orderRow(orderNo)).status).toBe(1);
  });

  it('an operator ships it in the console', async () => {
    const { shopper } = await signedInShopper({ address: true });
    const { order_no: orderNo } = await givenOrder(shop, shopper, skuId, { paid: { payCode: PAY_CODE } });
    const tracking = `TRK${Date.now().toString().slice(-8)}`;
    const desk = await signedInDesk(browser, shop, 'console', shipper.token);
    const console_ = await desk.newPage();
    await console_.goto('/console/orders');
    await console_.getByPlaceholder('Order no').fill(orderNo);
    await console_.getByPlaceholder('Order no').press('Enter');
    await console_.getByText(orderNo).click();
    await console_.waitForURL('**/console/orders/*');
    await console_.getByLabel('Carrier').fill('DHL Express');
    await console_.getByLabel('Tracking number').fill(tracking);
    await console_.getByRole('button', { name: 'Ship', exact: true }).click();
    await console_.getByText('Shipped').first().waitFor();
    await shoot(console_, 'order-console-shipped');
    await desk.close();
    expect(await orderRow(orderNo)).toEqual({ status: 2, tracking_no: tracking });
  });

  it('the shopper sees it delivered with the tracking number and confirms receipt', async () => {
    const { shopper, page } = await signedInShopper({ address: true });
    const tracking = `TRK${Date.now().toString().slice(-8)}`;
    const { order_no: orderNo } = await givenOrder(shop, shopper, skuId, {
      paid: { payCode: PAY_CODE },
      shipped: { by: shipper, carrier: 'DHL Express', tracking },
    });
    await page.goto('/myPurchases/2');
    await page.getByText(orderNo).click();
    await page.waitForURL('**/orderInfo/*');
    await page.getByText(tracking).first().waitFor();
    await page.getByText('Delivered').first().waitFor();
    await shoot(page, 'order-order-info-en');
    await page.getByRole('button', { name: 'Confirm received' }).click();
    // The confirm prompt (docs/domain.md#the-order-state-machine), then the order moves on.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click();
    await page.getByText('Receipt confirmed').waitFor();
    expect((await orderRow(orderNo)).status).toBe(3);
  });

  it.each(['tai', 'han'] as const)(
    'in %s, shows a received order with its tracking number, lists it as received and names the cart line in it',
    async (lang) => {
      // A shopper of this language (kept on the server too, where it wins when user info arrives) with an order
      // bought, shipped and received, and a line in the cart.
      const shopper = await givenShopper(shop, {
        prefix: 'buyer',
        country: 'US',
        payCode: PAY_CODE,
        funds: { cents: 5_000_000, finance: shipper },
        address: {
          ...ADDRESS,
          addressee: 'Somchai Dee',
          mobile: '+66 81 234 5678',
          country: 'TH',
          area: 'Bangkok',
          detail: '1 Rama I Road',
        },
        lang,
      });
      const tracking = `TRK${Date.now().toString().slice(-8)}`;
      const order = await givenOrder(shop, shopper, skuId, {
        paid: { payCode: PAY_CODE },
        shipped: { by: shipper, carrier: 'Thailand Post', tracking },
        received: true,
      });
      must(
        'adding to the cart',
        await callApi(shop.baseUrl, 'POST', '/cart/add', { sku_id: skuId, quantity: 1 }, { token: shopper.token }),
      );
      const { title } = await shop.db
        .selectFrom('skus')
        .innerJoin('products', 'products.id', 'skus.product_id')
        .select('products.title')
        .where('skus.id', '=', skuId)
        .executeTakeFirstOrThrow();
      const page = await (await shopperPhone(browser, shop, shopper, lang)).newPage();
      await page.goto(`/orderInfo/${order.id}`);
      await page.getByText(tracking).first().waitFor();
      await shoot(page, `order-order-info-${lang}`);
      await page.goto('/myPurchases/3');
      await page.getByText(order.order_no).waitFor();
      await shoot(page, `order-purchases-${lang}`);
      await page.goto('/bag');
      const line = page.locator('.cart-line__title');
      await line.first().waitFor();
      expect(await line.allInnerTexts()).toEqual([title[lang] ?? title.en]);
      await shoot(page, `order-bag-${lang}`);
    },
  );
});
