import type { OperatorRole } from '@shop/contract/console-access';
import type { LangCode } from '@shop/contract/languages';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { hashSecret } from '../../apps/api/src/lib/password-hash.ts';
import { insertOperator } from '../../apps/api/src/modules/console/operator.repo.ts';
import { callApi, type Envelope } from './api.ts';
import { languageCookie, phoneContext } from './browser.ts';
import type { ShopServer } from './shop-server.ts';

/**
 * What a journey's step needs before its browser part, made through the shop's API as the front ends would make it:
 * each step builds its own (docs/testing.md#each-step-makes-what-it-needs), so the steps run alone and in any order.
 */

/** Every console role: the operator who can do anything a journey's set-up asks. */
export const ALL_ROLES: OperatorRole[] = ['catalogue', 'finance', 'fulfilment', 'support'];

/**
 * A fresh account name (letters and digits, as the shop asks): the prefix, the time and four random characters,
 * always as long for one prefix, so that no account's name contains another's (rows are found by their text).
 */
export function uniqueAccount(prefix: string): string {
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${prefix}${Date.now().toString(36)}${random}`;
}

/** The answer's data; a refused call stops the set-up with what the server said. */
export function must<T>(step: string, answer: Envelope): T {
  if (answer.code !== 1) throw new Error(`${step} was refused: ${answer.msg}`);
  return answer.data as T;
}

export interface Operator {
  account: string;
  password: string;
  token: string;
}

/**
 * A console operator with these roles, and a session of theirs. The first operator of a shop has no one to create
 * them through the console, so it is written as `npm run seed` writes the first admin; then it signs in by the API.
 */
export async function givenOperator(
  shop: ShopServer,
  operator: { account: string; password: string; name: string; roles: OperatorRole[] },
): Promise<Operator> {
  await insertOperator(shop.db, {
    account: operator.account,
    password_hash: await hashSecret(operator.password),
    name: operator.name,
    roles: operator.roles,
  });
  const { token } = must<{ token: string }>(
    'the console sign-in',
    await callApi(shop.baseUrl, 'POST', '/console/login', { account: operator.account, password: operator.password }),
  );
  return { account: operator.account, password: operator.password, token };
}

export interface Address {
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
  tag: string;
  is_default?: boolean;
}

export interface Shopper {
  id: number;
  account: string;
  password: string;
  token: string;
  /** The default address, when one was asked for. */
  addressId: number;
}

export interface ShopperWish {
  /** The start of the account's name. */
  prefix?: string;
  password?: string;
  country?: string;
  payCode?: string;
  /** Money on the balance, in cents: a recharge approved by this finance operator, as a shopper's money arrives. */
  funds?: { cents: number; finance: Operator };
  /** A default shipping address. */
  address?: Address;
  /** The shopper's own language on the server (what the app applies when user info arrives). */
  lang?: LangCode;
}

/** A registered shopper with what the step asks for: a payment code, money, a default address, a language. */
export async function givenShopper(shop: ShopServer, wish: ShopperWish = {}): Promise<Shopper> {
  const account = uniqueAccount(wish.prefix ?? 'shopper');
  const password = wish.password ?? 'secret123';
  const registered = must<{ userinfo: { token: string; id: number } }>(
    'the registration',
    await callApi(shop.baseUrl, 'POST', '/user/register', {
      account,
      password,
      confirm_password: password,
      ...(wish.country ? { country: wish.country } : {}),
    }),
  );
  const { token, id } = registered.userinfo;
  const shopper: Shopper = { id, account, password, token, addressId: 0 };
  const api = (url: string, body: unknown) => callApi(shop.baseUrl, 'POST', url, body, { token });
  if (wish.payCode) {
    must(
      'the payment code',
      await api('/user/resetPay', { pay_password: wish.payCode, confirm_pay_password: wish.payCode }),
    );
  }
  if (wish.funds) await givenFunds(shop, shopper, wish.funds.cents, wish.funds.finance);
  if (wish.address) {
    shopper.addressId = must<{ id: number }>(
      'the address',
      await api('/user/address_add', { is_default: true, ...wish.address }),
    ).id;
  }
  if (wish.lang) {
    must(
      'the language',
      await callApi(shop.baseUrl, 'GET', `/user/set_language?lang=${wish.lang}`, undefined, { token }),
    );
  }
  return shopper;
}

let evidence: Buffer | undefined;

/** A picture uploaded as the shopper's (a recharge's evidence, a refund's proof): its path on the shop. */
export async function givenUpload(shop: ShopServer, shopper: Shopper, png?: Buffer): Promise<string> {
  evidence ??= await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e8f0ff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png ?? evidence)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${shop.baseUrl}/api/common/upload`, {
    method: 'POST',
    headers: { token: shopper.token },
    body: form,
  });
  return must<{ url: string }>('the upload', (await response.json()) as Envelope).url;
}

/** Dollars as the API takes them: "25.00". */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/** Money on the shopper's balance: a manual recharge with its evidence, approved by a finance operator. */
export async function givenFunds(shop: ShopServer, shopper: Shopper, cents: number, finance: Operator): Promise<void> {
  const recharge = must<{ id: number }>(
    'the recharge',
    await callApi(
      shop.baseUrl,
      'POST',
      '/user/recharge',
      { method: 'manual', amount: dollarsOf(cents), evidence: await givenUpload(shop, shopper) },
      { token: shopper.token },
    ),
  );
  must(
    'the recharge approval',
    await callApi(
      shop.baseUrl,
      'POST',
      '/console/recharge/approve',
      { id: recharge.id, amount: dollarsOf(cents) },
      { token: finance.token },
    ),
  );
}

export interface GivenOrder {
  id: number;
  order_no: string;
}

/**
 * An order of one unit of a SKU, bought now to the shopper's default address and taken as far as asked: waiting
 * for payment, paid, shipped (by a fulfilment operator, with this tracking number) or received.
 */
export async function givenOrder(
  shop: ShopServer,
  shopper: Shopper,
  skuId: number,
  until: { paid?: { payCode: string }; shipped?: { by: Operator; carrier: string; tracking: string }; received?: true },
): Promise<GivenOrder> {
  const api = (url: string, body: unknown, token = shopper.token) =>
    callApi(shop.baseUrl, 'POST', url, body, { token });
  const created = must<{ orders: GivenOrder[] }>(
    'the order',
    await api('/order/create', { source: { buy_now: { sku_id: skuId, quantity: 1 } }, address_id: shopper.addressId }),
  );
  const order = created.orders[0]!;
  if (until.paid)
    must('the payment', await api('/order/pay', { order_ids: [order.id], pay_password: until.paid.payCode }));
  if (until.shipped) {
    const { by, carrier, tracking } = until.shipped;
    must('the shipment', await api('/console/order/ship', { id: order.id, carrier, tracking_no: tracking }, by.token));
  }
  if (until.received) must('the receipt', await api('/order/confirm', { id: order.id }));
  return { id: order.id, order_no: order.order_no };
}

/** SKUs with stock to spare for every step's orders, lowest id first: what a step buys when the product does not matter. */
export async function skusInStock(shop: ShopServer, count = 40): Promise<{ id: number; product_id: number }[]> {
  return shop.db
    .selectFrom('skus')
    .select(['id', 'product_id'])
    .where('stock', '>', 20)
    .orderBy('id')
    .limit(count)
    .execute();
}

/** A phone (390×844) signed in as the shopper by the session cookie the app keeps, in a language if asked. */
export async function shopperPhone(
  browser: Browser,
  shop: ShopServer,
  shopper: Shopper | undefined,
  lang?: LangCode,
): Promise<BrowserContext> {
  const phone = await phoneContext(browser, shop.baseUrl);
  await phone.addCookies([
    ...(shopper ? [{ name: 'Admin-Token', value: shopper.token, url: shop.baseUrl }] : []),
    ...(lang ? [languageCookie(lang, shop.baseUrl)] : []),
  ]);
  return phone;
}

/**
 * A desk (1280×800) already signed in: the console or the seller center keeps its token in localStorage under its
 * own key (packages/desk/src/session/session.ts), which the context starts with.
 */
export function signedInDesk(
  browser: Browser,
  shop: ShopServer,
  desk: 'console' | 'seller',
  token: string,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: shop.baseUrl,
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(shop.baseUrl).origin, localStorage: [{ name: `${desk}-token`, value: token }] }],
    },
  });
}
