import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import * as accounts from './migrations/2026-11-21-001-accounts.ts';
import * as catalogue from './migrations/2026-11-21-002-catalogue.ts';
import * as orders from './migrations/2026-11-21-003-orders.ts';
import * as wallet from './migrations/2026-11-21-004-wallet.ts';
import * as afterSales from './migrations/2026-11-21-005-after-sales.ts';
import * as serviceChat from './migrations/2026-11-21-006-service-chat.ts';
import * as business from './migrations/2026-11-26-007-business.ts';
import * as consoleReads from './migrations/2026-11-26-008-console-reads.ts';
import * as sellers from './migrations/2026-11-26-009-sellers.ts';
import * as catalogueNotify from './migrations/2026-11-26-010-catalogue-notify.ts';
import * as idempotentEffects from './migrations/2026-11-26-011-idempotent-effects.ts';
import * as honestNumbers from './migrations/2026-11-26-012-honest-numbers.ts';
import * as searchRanking from './migrations/2026-11-26-013-search-ranking.ts';
import * as productSearch from './migrations/2026-11-26-014-product-search.ts';
import * as searchSalesBands from './migrations/2026-11-27-015-search-sales-bands.ts';
import * as sellerReapply from './migrations/2026-12-04-016-seller-reapply.ts';
import * as payoutAccounts from './migrations/2026-12-04-017-payout-accounts.ts';
import * as categoryTree from './migrations/2026-12-05-018-category-tree-and-banner-links.ts';
import * as shopVouchersAndDeals from './migrations/2026-12-05-019-shop-vouchers-and-deals.ts';
import * as parcelsAndFreightByWeight from './migrations/2026-12-05-020-parcels-and-freight-by-weight.ts';
import * as shopChatAndLiveEvents from './migrations/2026-12-05-021-shop-chat-and-live-events.ts';
import * as accountSecurity from './migrations/2026-12-06-022-account-security.ts';
import * as salesDays from './migrations/2026-12-06-023-sales-days.ts';

/**
 * Dated migrations, listed here rather than read from disk so they work the same from sources, tests and any
 * bundler. Names sort by date; append new ones at the end.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-accounts': accounts,
  '2026-11-21-002-catalogue': catalogue,
  '2026-11-21-003-orders': orders,
  '2026-11-21-004-wallet': wallet,
  '2026-11-21-005-after-sales': afterSales,
  '2026-11-21-006-service-chat': serviceChat,
  '2026-11-26-007-business': business,
  '2026-11-26-008-console-reads': consoleReads,
  '2026-11-26-009-sellers': sellers,
  '2026-11-26-010-catalogue-notify': catalogueNotify,
  '2026-11-26-011-idempotent-effects': idempotentEffects,
  '2026-11-26-012-honest-numbers': honestNumbers,
  '2026-11-26-013-search-ranking': searchRanking,
  '2026-11-26-014-product-search': productSearch,
  '2026-11-27-015-search-sales-bands': searchSalesBands,
  '2026-12-04-016-seller-reapply': sellerReapply,
  '2026-12-04-017-payout-accounts': payoutAccounts,
  '2026-12-05-018-category-tree-and-banner-links': categoryTree,
  '2026-12-05-019-shop-vouchers-and-deals': shopVouchersAndDeals,
  '2026-12-05-020-parcels-and-freight-by-weight': parcelsAndFreightByWeight,
  '2026-12-05-021-shop-chat-and-live-events': shopChatAndLiveEvents,
  '2026-12-06-022-account-security': accountSecurity,
  '2026-12-06-023-sales-days': salesDays,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date. Safe when several processes start at once (Kysely takes a lock). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
