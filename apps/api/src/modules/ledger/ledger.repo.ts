import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface EntryRef {
  kind: string;
  refType?: string;
  refId?: number;
}

/**
 * Moves `amount` cents (signed) into or out of a balance in one conditional statement: a debit only happens when
 * the balance covers it. Returns the balance after, or undefined when the balance was too low.
 */
export async function applyToBalance(db: Executor, userId: number, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('users')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', userId)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row?.balance;
}

export async function insertEntry(db: Executor, userId: number, amount: number, balanceAfter: number, ref: EntryRef) {
  return db
    .insertInto('balance_entries')
    .values({
      user_id: userId,
      amount,
      kind: ref.kind,
      ref_type: ref.refType ?? null,
      ref_id: ref.refId ?? null,
      balance_after: balanceAfter,
    })
    .returning(['id', 'balance_after'])
    .executeTakeFirstOrThrow();
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
