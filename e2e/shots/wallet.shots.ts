import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { ALL_ROLES, givenOperator, givenShopper, must, type Operator, shopperPhone } from '../support/given.ts';
import { startShop, type ShopServer } from '../support/shop-server.ts';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const PAY_CODE = '864209';
const TRC20 = { network: 'TRC20', address: 'TJourneyDepositAddress0000000000001', min_amount: '10.00' };

/**
 * Screenshots of the wallet at phone size (e2e/screenshots/, by `npm run screenshots`): a recharge on chain about to
 * be sent, the fund record after an approved recharge, and after a withdrawal refused.
 */
describe('wallet screenshots at 390×844', () => {
  let shop: ShopServer;
  let browser: Browser;
  let auditor: Operator;
  let receipt = '';
  const api = (url: string, body: unknown, token: string) => callApi(shop.baseUrl, 'POST', url, body, { token });

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    fs.mkdirSync(screenshotDir, { recursive: true });
    receipt = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-receipt-')), 'receipt.png');
    await sharp({ create: { width: 320, height: 480, channels: 3, background: '#e8f0ff' } })
      .png()
      .toFile(receipt);
    auditor = await givenOperator(shop, {
      account: 'auditor',
      password: 'audit-it-now',
      name: 'Auditor',
      roles: ALL_ROLES,
    });
    must(
      'the wallet settings',
      await api(
        '/console/wallet_settings',
        {
          networks: [TRC20],
          bank: { bank_name: 'Journey Bank', account_name: 'Shop', account_no: '0001', note: '' },
          recharge_min: '1.00',
          withdraw_fee_rate: 1,
          withdraw_fee_min: '1.00',
          withdraw_min: '10.00',
        },
        auditor.token,
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('shows a recharge on chain and the fund record after an approval and after a refusal', async () => {
    const shopper = await givenShopper(shop, { prefix: 'wallet', payCode: PAY_CODE });
    const page = await (await shopperPhone(browser, shop, shopper)).newPage();
    const shot = (name: string) => page.screenshot({ path: path.join(screenshotDir, `wallet-${name}.png`) });
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

    const recharge = await shop.db
      .selectFrom('recharges')
      .select('id')
      .where('user_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    must('the approval', await api('/console/recharge/approve', { id: recharge.id, amount: '25.00' }, auditor.token));
    await page.goto('/capitalRecord');
    await page.getByText('+$25.00').first().waitFor();
    await shot('capital-record-en');

    const withdrawal = must<{ id: number }>(
      'the withdrawal',
      await api(
        '/user/extract',
        {
          type: 'bank',
          amount: '20.00',
          pay_password: PAY_CODE,
          bank_card_no: '6222 0000 1111 2222',
          bank_name: 'Journey Bank',
        },
        shopper.token,
      ),
    );
    must(
      'the refusal',
      await api(
        '/console/withdrawal/refuse',
        { id: withdrawal.id, reason: 'The bank card name does not match the account' },
        auditor.token,
      ),
    );
    await page.goto('/capitalRecord');
    await page.getByText('-$21.00').first().waitFor();
    await page.getByText('+$21.00').first().waitFor();
    await shot('capital-record-after-en');
  });
});
