import type { DeskResources, Namespaces } from '@shop/desk/i18n/resources.ts';
import account from './en/account.json';
import auditLog from './en/audit-log.json';
import auth from './en/auth.json';
import common from './en/common.json';
import consoleShell from './en/console.json';
import content from './en/content.json';
import dashboard from './en/dashboard.json';
import freight from './en/freight.json';
import ledger from './en/ledger.json';
import operators from './en/operators.json';
import orderSettings from './en/order-settings.json';
import orders from './en/orders.json';
import promos from './en/promos.json';
import recharges from './en/recharges.json';
import refunds from './en/refunds.json';
import reviews from './en/reviews.json';
import service from './en/service.json';
import shoppers from './en/shoppers.json';
import walletSettings from './en/wallet-settings.json';
import withdrawals from './en/withdrawals.json';
import banners from './en/banners.json';
import campaigns from './en/campaigns.json';
import catalogue from './en/catalogue.json';
import categories from './en/categories.json';
import hotKeywords from './en/hot-keywords.json';
import products from './en/products.json';
import sellerApplications from './en/seller-applications.json';
import shops from './en/shops.json';
import commission from './en/commission.json';
import settlements from './en/settlements.json';

/** The console's namespaces in English: one per feature, `console` for the shell, `common` for shared parts. */
export const consoleEnglish = {
  account,
  'audit-log': auditLog,
  auth,
  common,
  console: consoleShell,
  content,
  dashboard,
  freight,
  ledger,
  operators,
  'order-settings': orderSettings,
  orders,
  promos,
  recharges,
  refunds,
  reviews,
  service,
  shoppers,
  'wallet-settings': walletSettings,
  withdrawals,
  banners,
  campaigns,
  catalogue,
  categories,
  'hot-keywords': hotKeywords,
  products,
  shops,
  'seller-applications': sellerApplications,
  commission,
  settlements,
};

/** The English files are the key type of every `t` call in the console (src/i18next.d.ts). */
export type ConsoleCatalogue = typeof consoleEnglish;

/** English bundled; Chinese downloaded when an operator picks it. */
export const consoleResources: DeskResources = {
  en: consoleEnglish as Namespaces,
  'zh-CN': () => import('./zh-CN/index.ts').then((m) => m.consoleChinese as Namespaces),
};
