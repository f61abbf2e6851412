import type { DeskResources, Namespaces } from '@shop/desk/i18n/resources.ts';
import auth from './en/auth.json';
import chat from './en/chat.json';
import common from './en/common.json';
import dashboard from './en/dashboard.json';
import marketing from './en/marketing.json';
import money from './en/money.json';
import notices from './en/notices.json';
import orders from './en/orders.json';
import products from './en/products.json';
import refunds from './en/refunds.json';
import reviews from './en/reviews.json';
import seller from './en/seller.json';
import shop from './en/shop.json';
import staff from './en/staff.json';

/** The seller center's namespaces in English: one per feature, `seller` for the shell, `common` for shared parts. */
export const sellerEnglish = {
  auth,
  chat,
  common,
  dashboard,
  marketing,
  money,
  notices,
  orders,
  products,
  refunds,
  reviews,
  seller,
  shop,
  staff,
};

/** The English files are the key type of every `t` call in the seller center (src/i18next.d.ts). */
export type SellerCatalogue = typeof sellerEnglish;

/** One language's files, each namespace of the English catalogue (locales.test.ts checks every key). */
export type SellerTranslation = Record<keyof SellerCatalogue, unknown>;

/** English bundled; each other language downloaded when a seller picks it. */
export const sellerResources: DeskResources = {
  en: sellerEnglish as Namespaces,
  'zh-CN': () => import('./zh-CN/index.ts').then((m) => m.translation as Namespaces),
  ri: () => import('./ri/index.ts').then((m) => m.translation as Namespaces),
  han: () => import('./han/index.ts').then((m) => m.translation as Namespaces),
  tai: () => import('./tai/index.ts').then((m) => m.translation as Namespaces),
};
