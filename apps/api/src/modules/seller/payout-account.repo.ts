import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Sellers' payout accounts. Every read and write takes the shop's id and filters by it here: another shop's
 * account is simply not found.
 */

const columns = ['id', 'holder_name', 'bank_name', 'account_no', 'kind', 'swift'] as const;

export interface PayoutAccountFields {
  holder_name: string;
  bank_name: string;
  account_no: string;
  kind: 'local' | 'iban';
  swift: string | null;
}

export async function listPayoutAccounts(db: Executor, shopId: number) {
  return db.selectFrom('payout_accounts').select(columns).where('shop_id', '=', shopId).orderBy('id').execute();
}

export async function findPayoutAccount(db: Executor, shopId: number, id: number) {
  return db
    .selectFrom('payout_accounts')
    .select(columns)
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type PayoutAccountRow = NonNullable<Awaited<ReturnType<typeof findPayoutAccount>>>;

/** Locks the shop's seller row: adding accounts one after another keeps the count under its cap. */
export async function lockShopSeller(db: Executor, shopId: number): Promise<void> {
  await db.selectFrom('sellers').select('id').where('shop_id', '=', shopId).forUpdate().execute();
}

export async function countPayoutAccounts(db: Executor, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('payout_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPayoutAccount(db: Executor, shopId: number, fields: PayoutAccountFields) {
  return db
    .insertInto('payout_accounts')
    .values({ shop_id: shopId, ...fields })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** The account as changed; undefined when the shop has no account of that id. */
export async function updatePayoutAccount(db: Executor, shopId: number, id: number, fields: PayoutAccountFields) {
  return db
    .updateTable('payout_accounts')
    .set({ ...fields, updated_at: sql`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

/** Whether the shop had an account of that id (now deleted). */
export async function deletePayoutAccount(db: Executor, shopId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('payout_accounts')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
