import type { LangCode } from '@shop/contract/languages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { givenShopper, shopperPhone, uniqueAccount } from './support/given.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

/**
 * A new shopper's first visit, on a phone, through the real server and the production build. Each step has its own
 * account, registered through the API unless registering is the step (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('a shopper sets up an account on a phone', () => {
  let shop: ShopServer;
  let browser: Browser;
  const password = 'secret123';

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  /** A new account, signed in on a phone by its session cookie (in that language, when one is given). */
  const signedIn = async (lang?: LangCode): Promise<{ account: string; context: BrowserContext; page: Page }> => {
    const shopper = await givenShopper(shop, { prefix: 'e2e', password, ...(lang ? { lang } : {}) });
    const context = await shopperPhone(browser, shop, shopper, lang);
    return { account: shopper.account, context, page: await context.newPage() };
  };

  it('registers, and the new session lands on the home page', async () => {
    const account = uniqueAccount('e2e');
    const page = await (await phoneContext(browser, shop.baseUrl)).newPage();
    await page.goto('/register');
    await page.getByPlaceholder('3–40 letters or digits').fill(account);
    await page.getByPlaceholder('At least 6 characters').fill(password);
    await page.getByPlaceholder('Enter the password again').fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/home');
    const user = await shop.db.selectFrom('users').select('account').where('account', '=', account).executeTakeFirst();
    expect(user?.account).toBe(account);
  });

  it('logs in with the new account after the cookies are gone', async () => {
    // Registered and signed in on this phone, whose cookies are then cleared.
    const { account, context, page } = await signedIn();
    await context.clearCookies();
    await page.goto('/login');
    await page.getByPlaceholder('Enter your account').fill(account);
    await page.getByPlaceholder('Enter your password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/home');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();
  });

  it('sets a payment code for the first time without an old one', async () => {
    const { account, page } = await signedIn();
    await page.goto('/changePayPwd');
    await page.getByPlaceholder('6 to 12 digits').fill('246810');
    await page.getByPlaceholder('Enter the payment code again').fill('246810');
    await page.getByRole('button', { name: 'Set payment code' }).click();
    await page.getByText('Setting success').waitFor();
    const user = await shop.db
      .selectFrom('users')
      .select('pay_password_hash')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(user.pay_password_hash).toMatch(/^scrypt\$/);
  });

  it('adds a shipping address that becomes the default', async () => {
    const { account, page } = await signedIn();
    await page.goto('/addressForm');
    await page.getByPlaceholder('Full name of the recipient').fill('Mali Suksan');
    await page.getByPlaceholder('e.g. +1 555 0123').fill('+66 81 234 5678');
    await page.getByPlaceholder('State, city, district').fill('Bangkok, Pathum Wan');
    await page.getByPlaceholder('Street, building, apartment').fill('99 Rama I Road, Room 1204');
    await page.getByText('Home', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Save success').waitFor();
    const addresses = await shop.db
      .selectFrom('addresses')
      .innerJoin('users', 'users.id', 'addresses.user_id')
      .select(['addresses.addressee', 'addresses.is_default'])
      .where('users.account', '=', account)
      .execute();
    expect(addresses).toEqual([{ addressee: 'Mali Suksan', is_default: true }]);
  });

  it('switches the shop to Thai and shows Thai text', async () => {
    const { account, context, page } = await signedIn();
    await page.goto('/language');
    await page.getByText('ไทย', { exact: true }).click();
    await page.getByText('ตั้งค่าสำเร็จ').waitFor();
    await page.goto('/setting');
    await page.getByText('ออกจากระบบ', { exact: true }).first().waitFor();
    const user = await shop.db
      .selectFrom('users')
      .select('lang')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(user.lang).toBe('tai');
    const langCookie = (await context.cookies()).find((c) => c.name === 'Local_Lang');
    expect(JSON.parse(decodeURIComponent(langCookie?.value ?? '{}')).file_name).toBe('tai');
  });

  it('sends one request when the save button is tapped twice quickly', async () => {
    const { page } = await signedIn();
    await page.goto('/profile');
    await page.getByPlaceholder(/.+/).first().waitFor();
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/user/profile')) profileCalls.push(request.url());
    });
    const save = page.locator('button[type="submit"]').first();
    await save.dblclick();
    await page.waitForTimeout(1500);
    expect(profileCalls).toHaveLength(1);
  });

  it('logs out from the settings in Thai and lands on the login page', async () => {
    // A shopper whose shop speaks Thai, on the server and in the phone's language cookie.
    const { account, context, page } = await signedIn('tai');
    const path = () => new URL(page.url()).pathname;
    await page.goto('/setting');
    await page.getByText('ออกจากระบบ', { exact: true }).first().click();
    // The confirm dialog asks once more.
    await page.locator('.adm-dialog-button').last().click();
    await page.waitForURL('**/login');
    expect(path()).toBe('/login');
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    const lastSession = await shop.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.subject_id')
      .select('sessions.revoked_at')
      .where('sessions.actor', '=', 'shopper')
      .where('users.account', '=', account)
      .orderBy('sessions.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(lastSession.revoked_at).not.toBeNull();
  });
});
