import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface EntryRef {
  kind: string;
  refType?: string;
  refId?: number;
}

/**
 * Moves `amount` cents (signed) into or out of a balance and writes its immutable entry, in one statement: the
 * balance moves only when it covers a debit (one conditional update), and the entry is written from the row that
 * update returned, so there is an entry exactly when the balance moved, with the balance after it. One round trip,
 * so the shopper's row is held no longer than needed. Returns the balance after, or undefined when it was too low.
 */
export async function applyWithEntry(
  db: Executor,
  userId: number,
  amount: number,
  ref: EntryRef,
): Promise<number | undefined> {
  const row = await db
    .with('moved', (qb) =>
      qb
        .updateTable('users')
        .set({ balance: sql`balance + ${amount}` })
        .where('id', '=', userId)
        .where(sql<boolean>`balance + ${amount} >= 0`)
        .returning(['id', 'balance']),
    )
    .insertInto('balance_entries')
    .columns(['user_id', 'amount', 'kind', 'ref_type', 'ref_id', 'balance_after'])
    .expression((eb) =>
      eb
        .selectFrom('moved')
        .select([
          'moved.id',
          sql<number>`${amount}::bigint`.as('amount'),
          sql<string>`${ref.kind}::text`.as('kind'),
          sql<string | null>`${ref.refType ?? null}::text`.as('ref_type'),
          sql<number | null>`${ref.refId ?? null}::integer`.as('ref_id'),
          'moved.balance',
        ]),
    )
    .returning('balance_after')
    .executeTakeFirst();
  return row?.balance_after;
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** Shoppers whose cached balance is not the sum of their entries, or is negative (should always be empty). */
export async function findLedgerMismatches(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('balance_entries')
          .select(['user_id', (e) => e.fn.sum<number>('amount').as('total')])
          .groupBy('user_id')
          .as('sums'),
      (join) => join.onRef('sums.user_id', '=', 'users.id'),
    )
    .select(['users.id', 'users.balance', sql<number>`coalesce(sums.total, 0)`.as('entries_total')])
    .where((eb) => eb.or([sql<boolean>`users.balance <> coalesce(sums.total, 0)`, eb('users.balance', '<', 0)]))
    .execute();
}

/** The balance after the last debit of a payment of these orders (its entries are written in ascending order). */
export async function findBalanceAfterPayment(db: Executor, userId: number, orderIds: number[]): Promise<number> {
  const row = await db
    .selectFrom('balance_entries')
    .select('balance_after')
    .where('user_id', '=', userId)
    .where('kind', '=', 'order_pay')
    .where('ref_type', '=', 'order')
    .where('ref_id', 'in', orderIds)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.balance_after ?? 0;
}
