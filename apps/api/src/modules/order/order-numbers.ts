import type { Executor } from '../../db/database.ts';
import { mixOrderSequence } from '../../lib/order-no-mix.ts';
import { nextOrderSequences } from './order.repo.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Order numbers (16 digits): the UTC date, then a database sequence's next value (at least 8 digits)
 * mixed by mixOrderSequence, e.g. 2026112157302914. Unique by construction across processes (no retry on
 * collisions inside a transaction, which PostgreSQL would abort), grouped by day, and short enough to read over
 * the phone; they make no claim to count anything.
 */
function orderNo(n: number, now: Date): string {
  return orderNoDay(now) + pad(mixOrderSequence(n), 8);
}

/** The date part of an order number (for numbers drawn in SQL: order.repo.ts placeOrderTakingStock). */
export function orderNoDay(now = new Date()): string {
  return pad(now.getUTCFullYear(), 4) + pad(now.getUTCMonth() + 1, 2) + pad(now.getUTCDate(), 2);
}

/**
 * `count` order numbers in one round trip, ascending. A checkout takes the first for itself (its number is `C` and
 * that order number, grouping its orders) and one per order (one order per shop).
 */
export async function nextOrderNos(db: Executor, count: number, now = new Date()): Promise<string[]> {
  return (await nextOrderSequences(db, count)).map((n) => orderNo(n, now));
}
