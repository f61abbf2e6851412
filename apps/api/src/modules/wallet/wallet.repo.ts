import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { RechargesTable, WithdrawalsTable } from '../../db/schema.ts';

export interface AuditFilter {
  userId?: number;
  /** Withdrawals only: one shop's. */
  shopId?: number;
  /** Withdrawals only: shoppers' or sellers'. */
  owner?: 'shopper' | 'seller';
  status?: number;
  accountKey?: string;
}

const rechargeColumns = [
  'recharges.id',
  'recharges.user_id',
  'recharges.method',
  'recharges.amount',
  'recharges.actual_amount',
  'recharges.network',
  'recharges.address',
  'recharges.tx_hash',
  'recharges.evidence',
  'recharges.card_last4',
  'recharges.provider_ref',
  'recharges.status',
  'recharges.reason',
  'recharges.created_at',
  'recharges.audited_at',
  'users.account as buyer_account',
] as const;

export async function insertRecharge(db: Executor, recharge: Insertable<RechargesTable>): Promise<number> {
  const row = await db.insertInto('recharges').values(recharge).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findRecharge(db: Executor, id: number, userId?: number) {
  let query = db
    .selectFrom('recharges')
    .innerJoin('users', 'users.id', 'recharges.user_id')
    .select(rechargeColumns)
    .where('recharges.id', '=', id);
  if (userId !== undefined) query = query.where('recharges.user_id', '=', userId);
  return query.executeTakeFirst();
}
export type RechargeRow = NonNullable<Awaited<ReturnType<typeof findRecharge>>>;

/** The columns that hold an effect's `<scope> <key>`: the request that made the row, the audit decided on it. */
export type EffectKeyColumn = 'idempotency_key' | 'decision_key';

/** The recharge a keyed request made or a keyed audit decided (see migration 011). */
export async function findRechargeByKey(db: Executor, column: EffectKeyColumn, effectKey: string) {
  return db
    .selectFrom('recharges')
    .innerJoin('users', 'users.id', 'recharges.user_id')
    .select(rechargeColumns)
    .where(`recharges.${column}`, '=', effectKey)
    .executeTakeFirst();
}

export async function listRecharges(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  let query = db.selectFrom('recharges').innerJoin('users', 'users.id', 'recharges.user_id');
  if (filter.userId !== undefined) query = query.where('recharges.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('recharges.status', '=', filter.status);
  if (filter.accountKey) query = query.where('users.account_key', '=', filter.accountKey);
  const [list, total] = await Promise.all([
    query.select(rechargeColumns).orderBy('recharges.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** 0 → 1 or 2, only while auditing: of two operators (or two clicks) exactly one audit wins. */
export async function settleRecharge(
  db: Executor,
  id: number,
  change: (
    | { status: 1; actual_amount: number; operatorId: number }
    | { status: 2; reason: string; operatorId: number }
  ) & { decisionKey?: string },
) {
  return db
    .updateTable('recharges')
    .set({
      status: change.status,
      actual_amount: change.status === 1 ? change.actual_amount : null,
      reason: change.status === 2 ? change.reason : '',
      audited_at: sql`now()`,
      audited_by: change.operatorId,
      decision_key: change.decisionKey ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'amount', 'actual_amount', 'status', 'reason'])
    .executeTakeFirst();
}

const withdrawalColumns = [
  'withdrawals.id',
  'withdrawals.user_id',
  'withdrawals.type',
  'withdrawals.amount',
  'withdrawals.fee',
  'withdrawals.total',
  'withdrawals.bank_card_no',
  'withdrawals.bank_name',
  'withdrawals.network',
  'withdrawals.address',
  'withdrawals.status',
  'withdrawals.reason',
  'withdrawals.created_at',
  'withdrawals.audited_at',
  'withdrawals.shop_id',
  'withdrawals.payout_account',
  'users.account as buyer_account',
  'sellers.account as seller_account',
  sql<string | null>`shops.name->>'en'`.as('shop_name'),
] as const;

/** A withdrawal is a shopper's (users) or a shop's (its seller): both joined, one of them is there. */
function withdrawalsWithOwner(db: Executor) {
  return db
    .selectFrom('withdrawals')
    .leftJoin('users', 'users.id', 'withdrawals.user_id')
    .leftJoin('shops', 'shops.id', 'withdrawals.shop_id')
    .leftJoin('sellers', 'sellers.shop_id', 'withdrawals.shop_id');
}

export async function insertWithdrawal(db: Executor, withdrawal: Insertable<WithdrawalsTable>): Promise<number> {
  const row = await db.insertInto('withdrawals').values(withdrawal).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findWithdrawal(db: Executor, id: number, userId?: number) {
  let query = withdrawalsWithOwner(db).select(withdrawalColumns).where('withdrawals.id', '=', id);
  if (userId !== undefined) query = query.where('withdrawals.user_id', '=', userId);
  return query.executeTakeFirst();
}
export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

/** The withdrawal a keyed request made or a keyed audit decided (see migration 011). */
export async function findWithdrawalByKey(db: Executor, column: EffectKeyColumn, effectKey: string) {
  return withdrawalsWithOwner(db)
    .select(withdrawalColumns)
    .where(`withdrawals.${column}`, '=', effectKey)
    .executeTakeFirst();
}

export async function listWithdrawals(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  let query = withdrawalsWithOwner(db);
  if (filter.userId !== undefined) query = query.where('withdrawals.user_id', '=', filter.userId);
  if (filter.shopId !== undefined) query = query.where('withdrawals.shop_id', '=', filter.shopId);
  if (filter.owner === 'shopper') query = query.where('withdrawals.user_id', 'is not', null);
  if (filter.owner === 'seller') query = query.where('withdrawals.shop_id', 'is not', null);
  if (filter.status !== undefined) query = query.where('withdrawals.status', '=', filter.status);
  if (filter.accountKey) {
    const key = filter.accountKey;
    query = query.where((eb) => eb.or([eb('users.account_key', '=', key), eb('sellers.account_key', '=', key)]));
  }
  const [list, total] = await Promise.all([
    query.select(withdrawalColumns).orderBy('withdrawals.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function settleWithdrawal(
  db: Executor,
  id: number,
  change: { status: 1 | 2; reason?: string; operatorId: number; decisionKey?: string },
) {
  return db
    .updateTable('withdrawals')
    .set({
      status: change.status,
      reason: change.reason ?? '',
      audited_at: sql`now()`,
      audited_by: change.operatorId,
      decision_key: change.decisionKey ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'shop_id', 'amount', 'fee', 'total', 'status', 'reason'])
    .executeTakeFirst();
}

/** A shopper's ledger entries, newest first, with the order number of order payments. */
export async function listEntries(
  db: Executor,
  userId: number,
  kind: string | undefined,
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('balance_entries').where('balance_entries.user_id', '=', userId);
  if (kind) query = query.where('balance_entries.kind', '=', kind);
  const [list, total] = await Promise.all([
    query
      .leftJoin('orders', (join) =>
        join.onRef('orders.id', '=', 'balance_entries.ref_id').on('balance_entries.ref_type', '=', 'order'),
      )
      .select([
        'balance_entries.id',
        'balance_entries.kind',
        'balance_entries.amount',
        'balance_entries.balance_after',
        'balance_entries.ref_type',
        'balance_entries.ref_id',
        'balance_entries.created_at',
        'orders.order_no',
      ])
      .orderBy('balance_entries.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}
export type EntryRow = Awaited<ReturnType<typeof listEntries>>['list'][number];

export async function entriesTotal(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
