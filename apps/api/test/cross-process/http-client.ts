import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { hashSecret } from '../../src/lib/password-hash.ts';
import { insertOperator } from '../../src/modules/console/operator.repo.ts';
import { creditBalance } from '../../src/modules/ledger/ledger.service.ts';

/**
 * Calls over real HTTP, for the cross-process tests: the same envelope as helper.ts's `call`, sent with fetch to a
 * process or to nginx. Calling a process directly, the test stands where nginx would: the processes trust one hop
 * (TRUST_PROXY=1), so `ip` (sent as X-Forwarded-For) is the client address that process sees. Through nginx, nginx
 * appends the address it saw, and that is what counts.
 */
export interface HttpOptions {
  token?: string;
  lang?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as X-Forwarded-For. */
  ip?: string;
}

export interface HttpAnswer {
  status: number;
  code: number;
  msg: string;
  data: any;
}

export async function http(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: HttpOptions = {},
): Promise<HttpAnswer> {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.lang) headers.lang = options.lang;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: any };
  return { status: response.status, ...json };
}

let addresses = 0;
/** A client address of its own per call (registrations are limited per address): 10.200.x.y. */
export function nextAddress(): string {
  addresses += 1;
  return `10.200.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface HttpShopper {
  id: number;
  account: string;
  password: string;
  token: string;
}

/** Registers a shopper on the process at `base`, from an address of its own. */
export async function registerOver(base: string, extra: Record<string, unknown> = {}): Promise<HttpShopper> {
  const account = uniqueName('xp');
  const password = 'secret123';
  const res = await http(base, 'POST', '/api/user/register', {
    body: { account, password, confirm_password: password, ...extra },
    ip: nextAddress(),
  });
  if (res.code !== 1) throw new Error(`register failed: ${res.msg}`);
  return { id: res.data.userinfo.id, account, password, token: res.data.userinfo.token };
}

export async function loginOver(base: string, account: string, password: string, ip = nextAddress()) {
  return http(base, 'POST', '/api/user/login', { body: { account, password }, ip });
}

export const PAY_CODE = '246810';

/** A shopper with a payment code, a default address and `balance` cents credited through the ledger. */
export async function fundedShopperOver(
  base: string,
  db: Db,
  balance: number,
): Promise<HttpShopper & { addressId: number }> {
  const shopper = await registerOver(base, { country: 'US' });
  const code = await http(base, 'POST', '/api/user/resetPay', {
    token: shopper.token,
    body: { pay_password: PAY_CODE, confirm_pay_password: PAY_CODE },
  });
  if (code.code !== 1) throw new Error(`resetPay failed: ${code.msg}`);
  const address = await http(base, 'POST', '/api/user/address_add', {
    token: shopper.token,
    body: {
      addressee: 'Test Buyer',
      mobile: '+1 555 0100',
      country: 'US',
      area: 'Springfield',
      detail: '742 Evergreen Terrace',
      tag: 'home',
      is_default: true,
    },
  });
  if (address.code !== 1) throw new Error(`address_add failed: ${address.msg}`);
  if (balance > 0) {
    await db
      .transaction()
      .execute((trx) => creditBalance(trx, shopper.id, balance, { kind: 'adjustment', refType: 'test' }));
  }
  return { ...shopper, addressId: address.data.id };
}

/** An operator with every role but admin, signed in on the process at `base`. */
export async function operatorOver(base: string, db: Db): Promise<string> {
  const account = uniqueName('op');
  const password = 'operator-secret-1';
  await insertOperator(db, {
    account,
    password_hash: await hashSecret(password),
    name: 'Clerk',
    roles: ['catalogue', 'finance', 'fulfilment', 'support'],
  });
  const res = await http(base, 'POST', '/api/console/login', { body: { account, password }, ip: nextAddress() });
  if (res.code !== 1) throw new Error(`operator login failed: ${res.msg}`);
  return res.data.token as string;
}

/** An approved seller of `shopId` written straight into the database (the application flow is tested elsewhere), signed in at `base`. */
export async function sellerOver(base: string, db: Db, shopId: number): Promise<{ id: number; token: string }> {
  const account = uniqueName('seller');
  const password = 'seller-secret-1';
  const row = await db
    .insertInto('sellers')
    .values({
      account,
      account_key: account.toLowerCase(),
      password_hash: await hashSecret(password),
      shop_name: JSON.stringify({ en: 'Test shop' }),
      contact_name: 'Mia Chen',
      email: `${account}@shop.example`,
      mobile: '+86 138 0000 0000',
      country: 'CN',
      documents: JSON.stringify([]),
      status: 1,
      shop_id: shopId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await http(base, 'POST', '/api/seller/login', { body: { account, password }, ip: nextAddress() });
  if (res.code !== 1) throw new Error(`seller login failed: ${res.msg}`);
  return { id: row.id, token: res.data.token as string };
}
