import type { ConsoleCatalogue } from '../index.ts';
import auditLog from './audit-log.json';
import auth from './auth.json';
import common from './common.json';
import consoleShell from './console.json';
import content from './content.json';
import dashboard from './dashboard.json';
import freight from './freight.json';
import ledger from './ledger.json';
import orderSettings from './order-settings.json';
import orders from './orders.json';
import promos from './promos.json';
import recharges from './recharges.json';
import refunds from './refunds.json';
import reviews from './reviews.json';
import service from './service.json';
import walletSettings from './wallet-settings.json';
import withdrawals from './withdrawals.json';

/** The console in Simplified Chinese: every namespace of the English catalogue (locales.test.ts checks each key). */
export const consoleChinese: Record<keyof ConsoleCatalogue, unknown> = {
  'audit-log': auditLog,
  auth,
  common,
  console: consoleShell,
  content,
  dashboard,
  freight,
  ledger,
  'order-settings': orderSettings,
  orders,
  promos,
  recharges,
  refunds,
  reviews,
  service,
  'wallet-settings': walletSettings,
  withdrawals,
};
