import { type Kysely, sql } from 'kysely';

/**
 * The wallet: recharges and withdrawals with their audits, the operators' audit log (append-only, like the ledger)
 * and shoppers' notifications. Money is integer cents; balance changes go through balance_entries (migration 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recharges')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('manual', 'chain', 'card')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('actual_amount', 'bigint', (c) => c.check(sql`actual_amount > 0`))
    .addColumn('network', 'text')
    .addColumn('address', 'text')
    .addColumn('tx_hash', 'text')
    .addColumn('evidence', 'text')
    // At most the last four digits: a full card number is never stored (nor logged).
    .addColumn('card_last4', 'text', (c) => c.check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('provider', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('audited_at', 'timestamptz')
    .addColumn('audited_by', 'integer', (c) => c.references('operators.id'))
    .addCheckConstraint('recharges_passed_amount_check', sql`(status = 1) = (actual_amount is not null)`)
    .execute();
  await sql`create index recharges_user_idx on recharges (user_id, id desc)`.execute(db);
  await sql`create index recharges_status_idx on recharges (status, id desc)`.execute(db);
  // A transaction hash serves one recharge only (docs/domain.md#recharge), however it is spelled: with or without 0x, any case.
  await sql`create unique index recharges_tx_hash_idx on recharges (lower(regexp_replace(tx_hash, '^0[xX]', ''))) where tx_hash is not null`.execute(
    db,
  );

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('bank', 'chain')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('bank_card_no', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('network', 'text')
    .addColumn('address', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1, 2)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('audited_at', 'timestamptz')
    .addColumn('audited_by', 'integer', (c) => c.references('operators.id'))
    .addCheckConstraint('withdrawals_total_check', sql`total = amount + fee`)
    .execute();
  await sql`create index withdrawals_user_idx on withdrawals (user_id, id desc)`.execute(db);
  await sql`create index withdrawals_status_idx on withdrawals (status, id desc)`.execute(db);

  // Who did what, when, with the state before and after. Rows are never changed or removed.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_log_target_idx on audit_log (target_type, id desc)`.execute(db);
  await sql`
    create function audit_log_immutable() returns trigger language plpgsql as $$
    begin raise exception 'audit_log rows are never changed'; end $$`.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_immutable()`.execute(db);

  // A message for a shopper, stored as a message key and its parameters, so it reads in the shopper's language.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_key', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'integer')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_user_idx on notifications (user_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists audit_log_no_change on audit_log`.execute(db);
  await sql`drop function if exists audit_log_immutable()`.execute(db);
  for (const table of ['notifications', 'audit_log', 'withdrawals', 'recharges']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
