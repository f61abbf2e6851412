import type { StatsDto, StatsFiguresDto, StatsQuery, StatsTopDto, StatsTopQuery } from '@shop/contract/console-stats';
import { formatCents } from '@shop/contract/money';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import type { AppDeps } from '../../app-deps.ts';
import { textIn } from '../../lib/order-text.ts';
import { REFUND_CREDIT } from '../refund/refund.service.ts';
import { RECHARGE_CREDIT } from '../wallet/wallet.service.ts';
import * as repo from './stats.repo.ts';

/** Sales figures per UTC day (docs/domain.md#statistics): computed by the database's aggregates, never by loading rows. */

const DAY_MS = 86_400_000;

/** The query's days as the repo's half-open range of instants: [from 00:00 UTC, the day after `to` 00:00 UTC). */
function dayRange(query: { from: string; to: string }): repo.DayRange {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  return { from: query.from, to: query.to, start: start.toISOString(), end: end.toISOString() };
}

function toFigures(row: Omit<repo.DayFigures, 'date'>): StatsFiguresDto {
  return {
    gmv: formatCents(row.gmv),
    paid_orders: row.paid_orders,
    refunded: formatCents(row.refunded),
    recharged: formatCents(row.recharged),
    withdrawn: formatCents(row.withdrawn),
    new_shoppers: row.new_shoppers,
  };
}

/**
 * One row per day from `from` to `to` (both included; a day without anything is zeros) and the totals: GMV and
 * count of the orders paid that day, refund and recharge credits to balances, withdrawals passed (their amount),
 * new shoppers.
 */
export async function salesFigures({ db }: AppDeps, query: StatsQuery): Promise<StatsDto> {
  const days = await repo.dailyFigures(db, dayRange(query), {
    refundKind: REFUND_CREDIT.kind,
    rechargeKind: RECHARGE_CREDIT.kind,
    withdrawalPassed: AUDIT_STATUS.passed,
  });
  const totals = days.reduce(
    (sum, day) => ({
      gmv: sum.gmv + day.gmv,
      paid_orders: sum.paid_orders + day.paid_orders,
      refunded: sum.refunded + day.refunded,
      recharged: sum.recharged + day.recharged,
      withdrawn: sum.withdrawn + day.withdrawn,
      new_shoppers: sum.new_shoppers + day.new_shoppers,
    }),
    { gmv: 0, paid_orders: 0, refunded: 0, recharged: 0, withdrawn: 0, new_shoppers: 0 },
  );
  return { days: days.map((day) => ({ date: day.date, ...toFigures(day) })), totals: toFigures(totals) };
}

/** The best-selling products and shops of the orders paid in the range, by amount, in the request's language. */
export async function topSellers({ db }: AppDeps, query: StatsTopQuery, lang: string): Promise<StatsTopDto> {
  const range = dayRange(query);
  const [products, shops] = await Promise.all([
    repo.topProducts(db, range, query.limit),
    repo.topShops(db, range, query.limit),
  ]);
  return {
    products: products.map((row) => ({
      id: row.id,
      title: textIn(row.title, lang),
      image: row.image,
      shop_name: textIn(row.shop_name, lang),
      quantity: row.quantity,
      amount: formatCents(row.amount),
    })),
    shops: shops.map((row) => ({
      id: row.id,
      name: textIn(row.name, lang),
      logo: row.logo,
      orders: row.orders,
      amount: formatCents(row.amount),
    })),
  };
}
