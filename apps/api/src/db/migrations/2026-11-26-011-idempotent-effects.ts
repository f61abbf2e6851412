import { type Kysely, sql } from 'kysely';

/**
 * Money-moving calls survive a crash and outlive their key's retention (docs/domain.md#idempotency):
 *   - a claimed Idempotency-Key is a lease: `lease_until` (15 s after the claim) and `holder` (the claim's own id).
 *     A claim whose request died before committing is free again once its lease ends, instead of answering
 *     "in progress" until the key is pruned a day later;
 *   - the key is also written on the row of the effect itself, as `<scope> <key>` (unique where one row is one
 *     effect): a payment's orders (`pay_key`), a withdrawal or recharge request (`idempotency_key`), an operator's or
 *     seller's decision on a withdrawal, recharge or refund (`decision_key`). A retry whose key was pruned finds the
 *     effect there and answers it instead of running again, for as long as the row exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table idempotency_keys
      add column lease_until timestamptz not null default now() + interval '15 seconds',
      add column holder text`.execute(db);
  // Keys claimed before leases existed and never answered belonged to requests that died: free them.
  await sql`update idempotency_keys set lease_until = created_at where response is null`.execute(db);

  await sql`alter table orders add column pay_key text`.execute(db);
  await sql`create index orders_pay_key on orders (pay_key) where pay_key is not null`.execute(db);

  for (const table of ['withdrawals', 'recharges']) {
    await sql`alter table ${sql.table(table)} add column idempotency_key text, add column decision_key text`.execute(
      db,
    );
    await sql`create unique index ${sql.id(`${table}_idempotency_key`)} on ${sql.table(table)} (idempotency_key)
      where idempotency_key is not null`.execute(db);
    await sql`create unique index ${sql.id(`${table}_decision_key`)} on ${sql.table(table)} (decision_key)
      where decision_key is not null`.execute(db);
  }
  // A refund takes several decisions (approve, then receive the return): the key is unique per decision taken.
  await sql`create table refund_decisions (
      decision_key text primary key,
      refund_id integer not null references refunds (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index refund_decisions_refund on refund_decisions (refund_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table refund_decisions`.execute(db);
  for (const table of ['withdrawals', 'recharges'])
    await sql`alter table ${sql.table(table)} drop column idempotency_key, drop column decision_key`.execute(db);
  await sql`alter table orders drop column pay_key`.execute(db);
  await sql`alter table idempotency_keys drop column lease_until, drop column holder`.execute(db);
}
