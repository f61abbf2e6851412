import type { ConsoleCatalogue } from '../index.ts';
import account from './account.json';
import auditLog from './audit-log.json';
import auth from './auth.json';
import common from './common.json';
import consoleShell from './console.json';
import content from './content.json';
import dashboard from './dashboard.json';
import freight from './freight.json';
import ledger from './ledger.json';
import operators from './operators.json';
import orderSettings from './order-settings.json';
import orders from './orders.json';
import promos from './promos.json';
import recharges from './recharges.json';
import refunds from './refunds.json';
import reviews from './reviews.json';
import service from './service.json';
import shoppers from './shoppers.json';
import walletSettings from './wallet-settings.json';
import withdrawals from './withdrawals.json';
import banners from './banners.json';
import campaigns from './campaigns.json';
import catalogue from './catalogue.json';
import categories from './categories.json';
import hotKeywords from './hot-keywords.json';
import products from './products.json';
import sellerApplications from './seller-applications.json';
import shops from './shops.json';
import commission from './commission.json';
import settlements from './settlements.json';

/** The console in Simplified Chinese: every namespace of the English catalogue (locales.test.ts checks each key). */
export const consoleChinese: Record<keyof ConsoleCatalogue, unknown> = {
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
