import type { Executor } from '../../db/database.ts';
import { nextOrderSequence } from './order.repo.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Order numbers: the UTC date, then a database sequence's next value (at least 8 digits), e.g.
 * 2026112100000042. Unique by construction across processes (no retry on collisions inside a transaction, which
 * PostgreSQL would abort), sortable by time, and short enough to read over the phone.
 */
export async function nextOrderNo(db: Executor, now = new Date()): Promise<string> {
  const n = await nextOrderSequence(db);
  const date = pad(now.getUTCFullYear(), 4) + pad(now.getUTCMonth() + 1, 2) + pad(now.getUTCDate(), 2);
  return date + pad(n, 8);
}

/** The number grouping the orders of one checkout (one order per shop). */
export async function nextCheckoutNo(db: Executor, now = new Date()): Promise<string> {
  return `C${await nextOrderNo(db, now)}`;
}
