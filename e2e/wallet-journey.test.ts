import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '../apps/api/src/modules/ledger/ledger.repo.ts';
import { callApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { recordApiAnswers, submitDialog } from './support/desk-dialog.ts';
import {
  ALL_ROLES,
  givenOperator,
  givenShopper,
  givenUpload,
  must,
  type Operator,
  type Shopper,
  type ShopperWish,
  shopperPhone,
  signedInDesk,
} from './support/given.ts';
import { shoot } from './support/shoot.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const PAY_CODE = '864209';
const TRC20 = { network: 'TRC20', address: 'TJourneyDepositAddress0000000000001', min_amount: '10.00' };
const BANK_CARD = { bank_card_no: '6222 0000 1111 2222', bank_name: 'Journey Bank' };

/**
 * The wallet journey through the production build: a shopper recharges on chain with an evidence picture, an
 * operator approves it in the console, the balance and the fund record show it; the shopper withdraws to a bank
 * card with the payment code, the operator refuses, the hold comes back; a withdrawal above the balance is
 * refused on the page. Each step makes its own shopper and what it needs through the API
 * (docs/testing.md#each-step-makes-what-it-needs).
 */
describe('a shopper recharges on chain and withdraws; an operator audits both', () => {
  let shop: ShopServer;
  let browser: Browser;
  let auditor: Operator;
  let receipt: string;
  const balance = async (shopper: Shopper) =>
    (await shop.db.selectFrom('users').select('balance').where('id', '=', shopper.id).executeTakeFirstOrThrow())
      .balance;
  /** A new shopper, signed in on a phone. */
  const signedInShopper = async (wish: ShopperWish = {}): Promise<{ shopper: Shopper; page: Page }> => {
    const shopper = await givenShopper(shop, { prefix: 'wallet', ...wish });
    return { shopper, page: await (await shopperPhone(browser, shop, shopper)).newPage() };
  };
  /** The console, signed in as the auditor, with the last API answers for a dialog that stays open. */
  const auditorConsole = async () => {
    const consolePage = await (await signedInDesk(browser, shop, 'console', auditor.token)).newPage();
    return { consolePage, consoleAnswers: recordApiAnswers(consolePage) };
  };

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
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
      await callApi(
        shop.baseUrl,
        'POST',
        '/console/wallet_settings',
        {
          networks: [TRC20],
          bank: { bank_name: 'Journey Bank', account_name: 'Shop', account_no: '0001', note: '' },
          recharge_min: '1.00',
          withdraw_fee_rate: 1,
          withdraw_fee_min: '1.00',
          withdraw_min: '10.00',
        },
        { token: auditor.token },
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('recharges $25.00 on chain with an evidence picture', async () => {
    const { shopper, page } = await signedInShopper();
    await page.goto('/walletTopUp');
    await page.locator('.wallet-chip', { hasText: 'TRC20' }).first().click();
    await page.getByText(TRC20.address).first().waitFor();
    await page.locator('#amount').fill('25');
    await page.locator('#txHash').fill(`0x${'e5'.repeat(32)}`);
    await page.locator('input[type=file]').setInputFiles(receipt);
    await page.getByText('Upload complete').waitFor();
    await shoot(page, 'wallet-chain-en');
    await page.locator('.fixed-footer button').click();
    await page.getByText('Apply successful').waitFor();
    await page.waitForURL('**/topUpRecord**');
    const recharge = await shop.db
      .selectFrom('recharges')
      .select(['status', 'amount', 'evidence'])
      .where('user_id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(recharge).toMatchObject({ status: 0, amount: 2_500 });
    expect(recharge.evidence).toMatch(/^\/uploads\/u\/.+\.webp$/);
    expect(await balance(shopper)).toBe(0);
  });

  it('an operator approves it in the console; the balance rises and the fund record shows it', async () => {
    // The shopper's recharge of $25.00 on chain, waiting for the audit.
    const { shopper, page } = await signedInShopper();
    must(
      'the recharge',
      await callApi(
        shop.baseUrl,
        'POST',
        '/user/recharge',
        {
          method: 'chain',
          amount: '25.00',
          network: TRC20.network,
          address: TRC20.address,
          tx_hash: `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`,
          evidence: await givenUpload(shop, shopper),
        },
        { token: shopper.token },
      ),
    );
    const { consolePage, consoleAnswers } = await auditorConsole();
    await consolePage.goto('/console/recharges');
    await consolePage
      .getByRole('row')
      .filter({ hasText: shopper.account })
      .getByRole('button', { name: 'Approve' })
      .click();
    // The modal opens prefilled with the requested amount; the operator types what arrived.
    await expect.poll(() => consolePage.getByLabel('Amount received').inputValue()).toBe('25.00');
    await consolePage.getByLabel('Amount received').fill('25');
    await submitDialog(consolePage, 'Approve', consoleAnswers);
    await consolePage.getByText('Approved').first().waitFor();
    await expect.poll(() => balance(shopper)).toBe(2_500);
    await page.goto('/capitalRecord');
    await page.getByText('+$25.00').first().waitFor();
    await shoot(page, 'wallet-capital-record-en');
  });

  it('refuses on the page a withdrawal above the balance', async () => {
    const { shopper, page } = await signedInShopper({ payCode: PAY_CODE, funds: { cents: 2_500, finance: auditor } });
    await page.goto('/withDraw');
    await page.locator('#bankCardNo').fill(BANK_CARD.bank_card_no);
    await page.locator('#bankName').fill(BANK_CARD.bank_name);
    await page.locator('#amount').fill('25');
    await page.locator('.fixed-footer button').click();
    await page
      .getByText(/is more than your balance/)
      .first()
      .waitFor();
    expect(
      await shop.db.selectFrom('withdrawals').select('id').where('user_id', '=', shopper.id).execute(),
    ).toHaveLength(0);
  });

  it('withdraws $20.00 to a bank card with the payment code: the hold leaves the balance at once', async () => {
    const { shopper, page } = await signedInShopper({ payCode: PAY_CODE, funds: { cents: 2_500, finance: auditor } });
    await page.goto('/withDraw');
    await page.locator('#bankCardNo').fill(BANK_CARD.bank_card_no);
    await page.locator('#bankName').fill(BANK_CARD.bank_name);
    await page.locator('#amount').fill('20');
    await page.locator('.fixed-footer button').click();
    await page.locator('#pay-code').fill(PAY_CODE);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Draw success').waitFor();
    // $20.00 and the $1.00 minimum charge.
    expect(await balance(shopper)).toBe(400);
  });

  it('the operator refuses it; the balance is back and both entries show in the fund record', async () => {
    // The shopper's withdrawal of $20.00 to a bank card, held from a balance of $25.00.
    const { shopper, page } = await signedInShopper({ payCode: PAY_CODE, funds: { cents: 2_500, finance: auditor } });
    must(
      'the withdrawal',
      await callApi(
        shop.baseUrl,
        'POST',
        '/user/extract',
        { type: 'bank', amount: '20.00', pay_password: PAY_CODE, ...BANK_CARD },
        { token: shopper.token },
      ),
    );
    expect(await balance(shopper)).toBe(400);
    const { consolePage, consoleAnswers } = await auditorConsole();
    await consolePage.goto('/console/withdrawals');
    await consolePage
      .getByRole('row')
      .filter({ hasText: shopper.account })
      .getByRole('button', { name: 'Refuse' })
      .click();
    await consolePage.getByLabel('Reason').fill('The bank card name does not match the account');
    await submitDialog(consolePage, 'Refuse', consoleAnswers);
    await consolePage.getByText('Refused').first().waitFor();
    await expect.poll(() => balance(shopper)).toBe(2_500);
    await page.goto('/capitalRecord');
    await page.getByText('-$21.00').first().waitFor();
    await page.getByText('+$21.00').first().waitFor();
    await shoot(page, 'wallet-capital-record-after-en');
    expect(await findLedgerMismatches(shop.db)).toEqual([]);
  });
});
