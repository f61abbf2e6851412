import type { StatsDto, StatsFiguresDto, StatsQuery, StatsTopDto, StatsTopQuery } from '@shop/contract/console-stats';
import { formatCents } from '@shop/contract/money';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import type { AppDeps } from '../../app-deps.ts';
import { textIn } from '../../lib/order-text.ts';
import { REFUND_CREDIT } from '../refund/refund.service.ts';
import { RECHARGE_CREDIT } from '../wallet/wallet.service.ts';
import * as repo from './stats.repo.ts';

/**
 * Sales figures per UTC day (docs/domain.md#statistics): computed by the database's aggregates, never by loading rows.
 * A closed day is rolled up once, the first time a range holding it is asked for, and read from the rollup after;
 * the days that may still change are computed from the records each time.
 */

const DAY_MS = 86_400_000;

/**
 * How long after a UTC midnight the day before stays open. A payment is stamped by the API's clock when its
 * transaction starts and seen when it commits, a moment later; an hour also covers a clock a little apart from the
 * database's.
 */
export const ROLLUP_GRACE_MINUTES = 60;

/** The days one rollup statement adds up. */
const ROLLUP_CHUNK_DAYS = 7;

export const SERIES_KEYS: repo.SeriesKeys = {
  refundKind: REFUND_CREDIT.kind,
  rechargeKind: RECHARGE_CREDIT.kind,
  withdrawalPassed: AUDIT_STATUS.passed,
};

/** The query's days as the repo's half-open range of instants: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function dayRange(query: { from: string; to: string }): repo.DayRange {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  return { from: query.from, to: query.to, start: start.toISOString(), end: end.toISOString() };
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** The last day of the week-long chunk that starts on `from`, or `last` when that comes first. */
const chunkEnd = (from: string, last: string) => {
  const weekEnd = new Date(Date.parse(`${from}T00:00:00Z`) + (ROLLUP_CHUNK_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return weekEnd < last ? weekEnd : last;
};
const daysFromTo = (from: string, to: string) =>
  from > to ? 0 : Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * Which days of the range come from the rollup and which are computed from the records, given the first open day:
 * the closed ones (from > to when none), and the open ones as instants (start ≥ end when none).
 */
export function rangeSources(query: { from: string; to: string }, openFrom: string) {
  const closedTo = query.to < openFrom ? query.to : dayBefore(openFrom);
  const openFromDay = query.from > openFrom ? query.from : openFrom;
  const range = dayRange(query);
  const sources: repo.RangeSources = {
    closed: { from: query.from, to: closedTo },
    open: { start: openFromDay <= query.to ? `${openFromDay}T00:00:00.000Z` : range.end, end: range.end },
  };
  return { sources, openFromDay };
}

/** Rolls up the range's closed days not rolled up yet; answers which days come from the rollup and which are open. */
async function sourcesOf(db: AppDeps['db'], query: { from: string; to: string }) {
  const { openFrom, missing } = await repo.rollupState(db, query, ROLLUP_GRACE_MINUTES);
  // A week a statement: each stays far inside the statement time limit however busy the shop, and a request cut
  // short by its deadline leaves the weeks it finished rolled up for the next one.
  for (let from = missing?.from; from && missing && from <= missing.to; from = dayAfter(chunkEnd(from, missing.to))) {
    await repo.rollUpDays(db, dayRange({ from, to: chunkEnd(from, missing.to) }), SERIES_KEYS);
  }
  return rangeSources(query, openFrom);
}

/** How far back the background rollup looks: the dashboard's longest default range and a day. */
const RECENT_DAYS = 31;

/**
 * Rolls up the closed days of the last month not rolled up yet, so that no dashboard load pays for them. Each API
 * process runs it at start and every hour (server.ts); two at once write each day once (repo.rollUpDays).
 */
export async function rollUpRecentDays({ db }: Pick<AppDeps, 'db'>, now = new Date()): Promise<void> {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (RECENT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  await sourcesOf(db, { from, to });
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

/** The days of the range: the closed ones from the rollup, the open ones computed now. */
async function dailyFigures(db: AppDeps['db'], query: StatsQuery): Promise<repo.DayFigures[]> {
  const { sources, openFromDay } = await sourcesOf(db, query);
  const { from, to } = sources.closed;
  const closed = from <= to ? await repo.rolledDailyFigures(db, from, to) : [];
  // Every closed day was rolled up above (by this request or one beside it). Were one missing all the same, its
  // figures would read as zeros: the whole range is computed from the records instead.
  if (closed.length !== daysFromTo(from, to)) return repo.liveDailyFigures(db, dayRange(query), SERIES_KEYS);
  const open =
    openFromDay <= query.to
      ? await repo.liveDailyFigures(db, dayRange({ from: openFromDay, to: query.to }), SERIES_KEYS)
      : [];
  return [...closed, ...open];
}

/**
 * One row per day from `from` to `to` (both included; a day without anything is zeros) and the totals: GMV and
 * count of the orders paid that day, refund and recharge credits to balances, withdrawals passed (their amount),
 * new shoppers.
 */
export async function salesFigures({ db }: AppDeps, query: StatsQuery): Promise<StatsDto> {
  const days = await dailyFigures(db, query);
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
  const { sources } = await sourcesOf(db, query);
  const [products, shops] = await Promise.all([
    repo.topProducts(db, sources, query.limit),
    repo.topShops(db, sources, query.limit),
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
