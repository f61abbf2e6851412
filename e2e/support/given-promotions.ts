import { type LangCode, localeOf } from '@shop/contract/languages';
import type { Browser, BrowserContext } from 'playwright-core';
import { callApi } from './api.ts';
import { must, type Operator } from './given.ts';
import type { ShopServer } from './shop-server.ts';

/**
 * The promotions of a shop and of the platform, made through the API as the seller center and the console make them
 * (docs/domain.md#promo-codes-and-vouchers): a shop's public voucher, a timed deal on its SKUs, a platform promo
 * code; and the seller center on a phone.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A window that has started (a minute ago, as a form saved now would start it) and runs for `days` days. */
export const runningWindow = (days: number, now = Date.now()) => ({
  starts_at: new Date(now - MINUTE).toISOString(),
  ends_at: new Date(now + days * DAY).toISOString(),
});

/** A shop's public voucher of an amount off (no code: shown on the product page, preselected at checkout). */
export interface VoucherWish {
  name: string;
  /** Dollars off, as the API takes them: "5.00". */
  amountOff: string;
  minSpend: string;
  totalLimit: number;
  perShopper: number;
}

/** The seller's public voucher, running now for a week: its id. */
export async function givenVoucher(shop: ShopServer, sellerToken: string, wish: VoucherWish): Promise<number> {
  return must<{ id: number }>(
    'the shop voucher',
    await callApi(
      shop.baseUrl,
      'POST',
      '/seller/voucher/save',
      {
        name: wish.name,
        code: null,
        kind: 'fixed',
        amount_off: wish.amountOff,
        min_spend: wish.minSpend,
        ...runningWindow(7),
        total_limit: wish.totalLimit,
        per_user_limit: wish.perShopper,
      },
      { token: sellerToken },
    ),
  ).id;
}

/** One SKU of a deal: its deal price, the units at that price and what one shopper may take. */
export interface DealItemWish {
  skuId: number;
  price: string;
  dealStock: number;
  perShopper: number | null;
}

/** The seller's timed deal in its own window, running now for three days: its id. */
export async function givenDeal(
  shop: ShopServer,
  sellerToken: string,
  wish: { name: string; items: DealItemWish[] },
): Promise<number> {
  return must<{ id: number }>(
    'the deal',
    await callApi(
      shop.baseUrl,
      'POST',
      '/seller/deal/save',
      {
        name: wish.name,
        campaign_id: null,
        ...runningWindow(3),
        items: wish.items.map((item) => ({
          sku_id: item.skuId,
          price: item.price,
          deal_stock: item.dealStock,
          per_user_limit: item.perShopper,
        })),
      },
      { token: sellerToken },
    ),
  ).id;
}

/** A platform promo code of a percent off, as a fulfilment operator saves it in the console. */
export interface PromoWish {
  code: string;
  percentOff: number;
  minSpend: string;
  totalLimit: number;
  perShopper: number;
}

/** The platform's promo code, running now for a week (saved by an operator with the fulfilment role): its id. */
export async function givenPromo(shop: ShopServer, operator: Operator, wish: PromoWish): Promise<number> {
  return must<{ id: number }>(
    'the promo code',
    await callApi(
      shop.baseUrl,
      'POST',
      '/console/promo/save',
      {
        code: wish.code,
        kind: 'percent',
        percent_off: wish.percentOff,
        min_spend: wish.minSpend,
        ...runningWindow(7),
        total_limit: wish.totalLimit,
        per_user_limit: wish.perShopper,
      },
      { token: operator.token },
    ),
  ).id;
}

/**
 * The seller center on a phone (390×844, touch), signed in by its token and in `lang`: the desk keeps both in
 * localStorage (`seller-token`, `seller-lang`: packages/desk/src/session/session.ts and
 * packages/desk/src/i18n/create-desk-i18n.ts), which the context starts with. Below 768 px the desk's menu is a
 * drawer and its lists scroll sideways.
 */
export function sellerPhone(
  browser: Browser,
  shop: ShopServer,
  token: string,
  lang: LangCode,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: shop.baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: localeOf(lang),
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(shop.baseUrl).origin,
          localStorage: [
            { name: 'seller-token', value: token },
            { name: 'seller-lang', value: lang },
          ],
        },
      ],
    },
  });
}
