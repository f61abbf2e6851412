import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../apps/api/src/modules/console/operator.repo.ts';
import { findLedgerMismatches } from '../apps/api/src/modules/ledger/ledger.repo.ts';
import { putSetting } from '../apps/api/src/modules/settings/settings.repo.ts';
import { WALLET_SETTINGS_KEY, type WalletSettings } from '../apps/api/src/modules/wallet/wallet-settings.ts';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { recordApiAnswers, submitDialog } from './support/desk-dialog.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const PAY_CODE = '864209';
const TRC20 = { network: 'TRC20', address: 'TJourneyDepositAddress0000000000001', min_amount: 1_000 };

/**
 * Issue 5's journey through the production build: a shopper recharges on chain with an evidence picture, an
 * operator approves it in the console, the balance and the fund record show it; the shopper withdraws to a bank
 * card with the payment code, the operator refuses, the hold comes back; a withdrawal above the balance is
 * refused on the page.
 */
describe('a shopper recharges on chain and withdraws; an operator audits both', () => {
  let shop: ShopServer;
  let browser: Browser;
  let phone: BrowserContext;
  let page: Page;
  let desk: BrowserContext;
  let consolePage: Page;
  let consoleAnswers: () => string;
  let userId: number;
  let receipt: string;
  const shot = (name: string) => page.screenshot({ path: path.join(screenshotDir, `wallet-${name}.png`) });
  const balance = async () =>
    (await shop.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    receipt = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-receipt-')), 'receipt.png');
    await sharp({ create: { width: 320, height: 480, channels: 3, background: '#e8f0ff' } })
      .png()
      .toFile(receipt);
    const settings: WalletSettings = {
      networks: [TRC20],
      bank: { bank_name: 'Journey Bank', account_name: 'Shop', account_no: '0001', note: '' },
      recharge_min: 100,
      withdraw_fee_rate: 1,
      withdraw_fee_min: 100,
      withdraw_min: 1_000,
    };
    await putSetting(shop.db, WALLET_SETTINGS_KEY, settings);
    const post = async (url: string, body: unknown, token?: string) =>
      (await (
        await fetch(`${shop.baseUrl}/api${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; data: never };
    const account = `wallet${Date.now().toString(36)}`;
    const registered = await post('/user/register', { account, password: 'secret123', confirm_password: 'secret123' });
    const { token, id } = (registered.data as { userinfo: { token: string; id: number } }).userinfo;
    userId = id;
    await post('/user/resetPay', { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE }, token);
    await insertOperator(shop.db, {
      account: 'auditor',
      password_hash: await hashSecret('audit-it-now'),
      name: 'Auditor',
      roles: ['catalogue', 'finance', 'fulfilment', 'support'],
    });
    phone = await phoneContext(browser, shop.baseUrl);
    await phone.addCookies([{ name: 'Admin-Token', value: token, url: shop.baseUrl }]);
    page = await phone.newPage();
    desk = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 800 } });
    consolePage = await desk.newPage();
    consoleAnswers = recordApiAnswers(consolePage);
    await consolePage.goto('/console/login');
    await consolePage.getByLabel('Account').fill('auditor');
    await consolePage.getByLabel('Password').fill('audit-it-now');
    await consolePage.getByRole('button', { name: /sign in/i }).click();
    await consolePage.waitForURL('**/console/dashboard');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('recharges $25.00 on chain with an evidence picture', async () => {
    await page.goto('/walletTopUp');
    await page.locator('.wallet-chip', { hasText: 'TRC20' }).first().click();
    await page.getByText(TRC20.address).first().waitFor();
    await page.locator('#amount').fill('25');
    await page.locator('#txHash').fill(`0x${'e5'.repeat(32)}`);
    await page.locator('input[type=file]').setInputFiles(receipt);
    await page.getByText('Upload complete').waitFor();
    await shot('chain-en');
    await page.locator('.fixed-footer button').click();
    await page.getByText('Apply successful').waitFor();
    await page.waitForURL('**/topUpRecord**');
    const recharge = await shop.db
      .selectFrom('recharges')
      .select(['status', 'amount', 'evidence'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(recharge).toMatchObject({ status: 0, amount: 2_500 });
    expect(recharge.evidence).toMatch(/^\/uploads\/u\/.+\.webp$/);
    expect(await balance()).toBe(0);
  });

  it('an operator approves it in the console; the balance rises and the fund record shows it', async () => {
    await consolePage.goto('/console/recharges');
    await consolePage.getByRole('button', { name: 'Approve' }).first().click();
    // The modal opens prefilled with the requested amount; the operator types what arrived.
    await expect.poll(() => consolePage.getByLabel('Amount received').inputValue()).toBe('25.00');
    await consolePage.getByLabel('Amount received').fill('25');
    await submitDialog(consolePage, 'Approve', consoleAnswers);
    await consolePage.getByText('Approved').first().waitFor();
    await expect.poll(balance).toBe(2_500);
    await page.goto('/capitalRecord');
    await page.getByText('+$25.00').first().waitFor();
    await shot('capital-record-en');
  });

  it('refuses on the page a withdrawal above the balance', async () => {
    await page.goto('/withDraw');
    await page.locator('#bankCardNo').fill('6222 0000 1111 2222');
    await page.locator('#bankName').fill('Journey Bank');
    await page.locator('#amount').fill('25');
    await page.locator('.fixed-footer button').click();
    await page
      .getByText(/is more than your balance/)
      .first()
      .waitFor();
    expect(await shop.db.selectFrom('withdrawals').select('id').execute()).toHaveLength(0);
  });

  it('withdraws $20.00 to a bank card with the payment code: the hold leaves the balance at once', async () => {
    await page.locator('#amount').fill('20');
    await page.locator('.fixed-footer button').click();
    await page.locator('#pay-code').fill(PAY_CODE);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Draw success').waitFor();
    // $20.00 and the $1.00 minimum charge.
    expect(await balance()).toBe(400);
  });

  it('the operator refuses it; the balance is back and both entries show in the fund record', async () => {
    await consolePage.goto('/console/withdrawals');
    await consolePage.getByRole('button', { name: 'Refuse' }).first().click();
    await consolePage.getByLabel('Reason').fill('The bank card name does not match the account');
    await submitDialog(consolePage, 'Refuse', consoleAnswers);
    await consolePage.getByText('Refused').first().waitFor();
    await expect.poll(balance).toBe(2_500);
    await page.goto('/capitalRecord');
    await page.getByText('-$21.00').first().waitFor();
    await page.getByText('+$21.00').first().waitFor();
    await shot('capital-record-after-en');
    expect(await findLedgerMismatches(shop.db)).toEqual([]);
  });
});
