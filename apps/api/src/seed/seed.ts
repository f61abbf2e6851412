import { LANG_CODES } from '@shop/contract/languages';
import type { Db } from '../db/database.ts';
import { hashSecret } from '../lib/password-hash.ts';
import { newReadablePassword, newNumericCode } from '../lib/tokens.ts';
import { upsertPage } from '../modules/content/content.repo.ts';
import { countOperators, insertOperator } from '../modules/console/operator.repo.ts';
import { creditBalance } from '../modules/ledger/ledger.service.ts';
import { ensureDefaultFreightRule } from '../modules/order/freight.repo.ts';
import { insertPromo } from '../modules/order/promo.repo.ts';
import { putSettingIfMissing } from '../modules/settings/settings.repo.ts';
import { seedDemoWalletSettings } from '../modules/wallet/wallet-settings.ts';
import { insertAddress, setDefault } from '../modules/address/address.repo.ts';
import { findUserByAccountKey, insertUser } from '../modules/user/user.repo.ts';
import { HELP_SUPPORT, LAW, SERVICE_CHANNELS, SERVICE_HOURS } from './seed-content.ts';

/** Content and settings every install needs; written only where missing, so operators' edits survive. */
export async function seedEssentials(db: Db): Promise<void> {
  for (const lang of LANG_CODES) {
    await upsertPage(db, { key: 'help_support', lang, ...HELP_SUPPORT[lang] });
    await upsertPage(db, { key: 'law', lang, ...LAW[lang] });
  }
  await putSettingIfMissing(db, 'service_channels', SERVICE_CHANNELS);
  await putSettingIfMissing(db, 'service_hours', SERVICE_HOURS);
  // Shipping costs $4.99 per shop, free from $49 of goods, until an operator sets other rules in the console.
  await ensureDefaultFreightRule(db, 499, 4900);
}

/** The demo shopper starts with this balance (a ledger entry, like any other money). */
export const DEMO_BALANCE_CENTS = 200_000;

export interface DemoCredentials {
  shopper: { id: number; account: string; password: string; payPassword: string };
  operator: { id: number; account: string; password: string };
}

/**
 * On an empty database: one demo shopper (with a payment code and an address) and one admin operator, with
 * random passwords returned so the caller can print them once. Returns undefined when accounts already exist.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoCredentials | undefined> {
  if ((await countOperators(db)) > 0 || (await findUserByAccountKey(db, 'demo'))) return undefined;
  const credentials: DemoCredentials = {
    shopper: { id: 0, account: 'demo', password: newReadablePassword(), payPassword: newNumericCode() },
    operator: { id: 0, account: 'admin', password: newReadablePassword() },
  };
  await db.transaction().execute(async (trx) => {
    const shopper = await insertUser(trx, {
      account: credentials.shopper.account,
      account_key: credentials.shopper.account,
      password_hash: await hashSecret(credentials.shopper.password),
      pay_password_hash: await hashSecret(credentials.shopper.payPassword),
      family_name: 'Lee',
      given_name: 'Alex',
      email: 'demo@shop.example',
      mobile: '+1 555 0123',
      country: 'US',
    });
    if (!shopper) throw new Error('demo shopper could not be created');
    credentials.shopper.id = shopper.id;
    const address = await insertAddress(trx, shopper.id, {
      addressee: 'Alex Lee',
      mobile: '+1 555 0123',
      country: 'US',
      area: 'San Francisco, CA',
      detail: '1 Market Street, Apt 5',
      tag: 'home',
    });
    await setDefault(trx, shopper.id, address.id);
    await creditBalance(trx, shopper.id, DEMO_BALANCE_CENTS, { kind: 'adjustment', refType: 'demo' });
    await seedDemoWalletSettings(trx);
    const now = new Date();
    await insertPromo(trx, {
      code: 'WELCOME10',
      kind: 'percent',
      percent_off: 10,
      amount_off: null,
      max_discount: 2000,
      min_spend: 2000,
      starts_at: now,
      ends_at: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
      total_limit: 1000,
      per_user_limit: 1,
      active: true,
    });
    const operator = await insertOperator(trx, {
      account: credentials.operator.account,
      password_hash: await hashSecret(credentials.operator.password),
      name: 'Administrator',
      roles: ['admin'],
      email: 'admin@shop.example',
    });
    if (!operator) throw new Error('demo operator could not be created');
    credentials.operator.id = operator.id;
  });
  return credentials;
}
