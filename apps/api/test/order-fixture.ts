import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { hashSecret } from '../src/lib/password-hash.ts';
import { insertOperator } from '../src/modules/console/operator.repo.ts';
import { findLedgerMismatches } from '../src/modules/ledger/ledger.repo.ts';
import { creditBalance } from '../src/modules/ledger/ledger.service.ts';
import { ORDER_SETTINGS_KEY } from '../src/modules/settings/order-settings.ts';
import { putSetting } from '../src/modules/settings/settings.repo.ts';
import { WALLET_SETTINGS_KEY, type WalletSettings } from '../src/modules/wallet/wallet-settings.ts';
import type { OperatorRole } from '@shop/contract/console-access';
import type { OrderSettingsDto } from '@shop/contract/console-orders';
import { call, registerShopper, uniqueAccount } from './helper.ts';

/** Helpers for cart, checkout and payment tests: funded shoppers with an address, operators, the ledger check. */

export const PAY_CODE = '246810';

let ipCounter = 0;
/** A new client address per call: registrations are rate limited per address (20 an hour), tests need more shoppers. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${100 + ((ipCounter >> 16) & 127)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let clients = 0;
function nextClientIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export interface Shopper {
  id: number;
  token: string;
  account: string;
  addressId: number;
}

/**
 * A registered shopper with a payment code, a default address in `country`, and `balance` cents credited through
 * the ledger (as a recharge would), so the ledger invariant holds from the start.
 */
export async function fundedShopper(app: FastifyInstance, db: Db, balance = 0, country = 'US'): Promise<Shopper> {
  // Each from its own address: registration is rate limited per client address, and these are many shoppers.
  const shopper = await registerShopper(app, { country }, { ip: nextClientIp() });
  const code = await call(app, 'POST', '/api/user/resetPay', {
    token: shopper.token,
    body: { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE },
  });
  if (code.code !== 1) throw new Error(`resetPay failed: ${code.msg}`);
  const address = await call(app, 'POST', '/api/user/address_add', {
    token: shopper.token,
    body: {
      addressee: 'Test Buyer',
      mobile: '+1 555 0100',
      country,
      area: 'Springfield',
      detail: '742 Evergreen Terrace',
      tag: 'home',
      is_default: true,
    },
  });
  if (address.code !== 1) throw new Error(`address_add failed: ${address.msg}`);
  if (balance > 0)
    await db
      .transaction()
      .execute((trx) => creditBalance(trx, shopper.id, balance, { kind: 'adjustment', refType: 'test' }));
  return { id: shopper.id, token: shopper.token, account: shopper.account, addressId: address.data.id };
}

/** An operator session token; by default with every role but admin (what the old single `operator` role did). */
export async function operatorToken(
  app: FastifyInstance,
  db: Db,
  roles: OperatorRole[] = ['catalogue', 'finance', 'fulfilment', 'support'],
): Promise<string> {
  const account = uniqueAccount('op');
  const password = 'operator-secret-1';
  await insertOperator(db, {
    account,
    password_hash: await hashSecret(password),
    name: 'Clerk',
    roles,
  });
  const res = await call(app, 'POST', '/api/console/login', { body: { account, password } });
  if (res.code !== 1) throw new Error(`operator login failed: ${res.msg}`);
  return res.data.token as string;
}

/** The SKU ids of a product, in id order. */
export async function skusOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db.selectFrom('skus').select('id').where('product_id', '=', productId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function setStock(db: Db, skuId: number, stock: number): Promise<void> {
  const sku = await db
    .selectFrom('skus')
    .select(['product_id', 'stock'])
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('skus').set({ stock }).where('id', '=', skuId).execute();
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', stock - sku.stock) }))
      .where('id', '=', sku.product_id)
      .execute();
  });
}

export async function stockOf(db: Db, skuId: number): Promise<{ sku: number; product: number }> {
  const row = await db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .select(['skus.stock as sku', 'products.stock as product'])
    .where('skus.id', '=', skuId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Buys one SKU straight away (buy now) and returns the created orders' data. */
export async function buyNow(
  app: FastifyInstance,
  shopper: Shopper,
  skuId: number,
  quantity = 1,
  extra: Record<string, unknown> = {},
) {
  return call(app, 'POST', '/api/order/create', {
    token: shopper.token,
    body: { source: { buy_now: { sku_id: skuId, quantity } }, address_id: shopper.addressId, ...extra },
  });
}

export async function pay(
  app: FastifyInstance,
  shopper: Shopper,
  orderIds: number[],
  key?: string,
  payPassword = PAY_CODE,
) {
  return call(app, 'POST', '/api/order/pay', {
    token: shopper.token,
    body: { order_ids: orderIds, pay_password: payPassword },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** The ledger equation (docs/domain.md#the-ledger-equation): for every shopper the ledger entries sum to the balance, and no balance is negative. */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  expect(await findLedgerMismatches(db)).toEqual([]);
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.balance;
}

/** Writes the order settings (missing fields take their defaults), as the console would. */
export async function setOrderSettings(db: Db, settings: Partial<OrderSettingsDto>): Promise<void> {
  await putSetting(db, ORDER_SETTINGS_KEY, settings);
}

/** Back to the default order settings (every region open, 30 minutes, 10 and 7 days). */
export async function resetOrderSettings(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', ORDER_SETTINGS_KEY).execute();
}

/**
 * Plain wallet settings for money tests: a test bank account, recharges from $1.00, withdrawals from $1.00 with no
 * percentage charge and `withdraw_fee_min` as the whole charge (default $2.00); `networks` for on-chain tests.
 */
export async function putPlainWalletSettings(
  db: Db,
  overrides: Partial<Pick<WalletSettings, 'networks' | 'withdraw_fee_min'>> = {},
): Promise<void> {
  const settings: WalletSettings = {
    networks: [],
    bank: { bank_name: 'Test Bank', account_name: 'Shop', account_no: '123', note: '' },
    recharge_min: 100,
    withdraw_fee_rate: 0,
    withdraw_fee_min: 200,
    withdraw_min: 100,
    ...overrides,
  };
  await putSetting(db, WALLET_SETTINGS_KEY, settings);
}
