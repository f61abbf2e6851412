import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { EntryRef } from './ledger.repo.ts';

/** The ledger accounts beyond shoppers' (docs/domain.md#escrow-and-revenue): each shop's, and the platform's escrow and revenue. */

export type PlatformAccount = 'escrow' | 'revenue';

/** An entry of the platform's escrow or revenue (no cached balance), its account found in the same statement. */
export async function insertPlatformEntry(
  db: Executor,
  kind: PlatformAccount,
  amount: number,
  ref: EntryRef,
): Promise<void> {
  const result = await db
    .insertInto('account_entries')
    .columns(['account_id', 'amount', 'kind', 'ref_type', 'ref_id', 'balance_after'])
    .expression((eb) =>
      eb
        .selectFrom('ledger_accounts')
        .select([
          'ledger_accounts.id',
          sql<number>`${amount}::bigint`.as('amount'),
          sql<string>`${ref.kind}::text`.as('kind'),
          sql<string | null>`${ref.refType ?? null}::text`.as('ref_type'),
          sql<number | null>`${ref.refId ?? null}::integer`.as('ref_id'),
          sql<number | null>`null::bigint`.as('balance_after'),
        ])
        .where('ledger_accounts.kind', '=', kind),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw new Error(`no single ${kind} account`);
}

/** The shop's account, created the first time the shop's money moves. */
export async function shopAccountId(db: Executor, shopId: number): Promise<number> {
  await db
    .insertInto('ledger_accounts')
    .values({ kind: 'shop', shop_id: shopId })
    .onConflict((oc) => oc.column('shop_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves a shop's cached balance by `amount` (signed) in one conditional statement: a debit only when the balance
 * covers it. The balance after, or undefined when it does not.
 */
export async function applyToShopBalance(db: Executor, accountId: number, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance);
}

export async function insertAccountEntry(
  db: Executor,
  accountId: number,
  amount: number,
  balanceAfter: number | null,
  ref: EntryRef,
): Promise<void> {
  await db
    .insertInto('account_entries')
    .values({
      account_id: accountId,
      amount,
      kind: ref.kind,
      ref_type: ref.refType ?? null,
      ref_id: ref.refId ?? null,
      balance_after: balanceAfter,
    })
    .execute();
}

export async function shopBalance(db: Executor, shopId: number): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('shop_id', '=', shopId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** A shop's entries, newest first, with the running balance after each. */
export async function listShopEntries(db: Executor, shopId: number, limit: number, offset: number) {
  const base = db
    .selectFrom('account_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'account_entries.account_id')
    .where('ledger_accounts.shop_id', '=', shopId);
  const [list, total] = await Promise.all([
    base
      .select([
        'account_entries.id',
        'account_entries.amount',
        'account_entries.kind',
        'account_entries.ref_type',
        'account_entries.ref_id',
        'account_entries.balance_after',
        'account_entries.created_at',
      ])
      .orderBy('account_entries.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** Every account's cached balance against the sum of its entries, and the platform's sums (the ledger check). */
export async function accountTotals(db: Executor) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('account_entries')
          .select(['account_id', (e) => e.fn.sum<number>('amount').as('total')])
          .groupBy('account_id')
          .as('sums'),
      (join) => join.onRef('sums.account_id', '=', 'ledger_accounts.id'),
    )
    .select([
      'ledger_accounts.id',
      'ledger_accounts.kind',
      'ledger_accounts.shop_id',
      'ledger_accounts.balance',
      sql<number>`coalesce(sums.total, 0)`.as('entries_total'),
    ])
    .execute();
  return rows.map((row) => ({ ...row, balance: Number(row.balance), entries_total: Number(row.entries_total) }));
}

/** Signed sums of the accounts' entries per kind (settlement, commission, promo_discount, withdraw_hold, …). */
export async function accountSumsByKind(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('account_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'account_entries.account_id')
    .select([
      'ledger_accounts.kind as account',
      'account_entries.kind',
      (eb) => eb.fn.sum<number>('amount').as('total'),
    ])
    .groupBy(['ledger_accounts.kind', 'account_entries.kind'])
    .execute();
  return Object.fromEntries(rows.map((row) => [`${row.account}:${row.kind}`, Number(row.total)]));
}
