import { type Kysely, sql } from 'kysely';

/**
 * A refused merchant may apply again with the same account (its password proving it): the new application replaces
 * the old one on the sellers row (status back to 0), and the earlier refusal is kept here, with what was applied for
 * and the reason, for the console's review. `applied_at` is when the application now on the row was sent (the
 * account's `created_at` stays when it was first made).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sellers add column applied_at timestamptz`.execute(db);
  await sql`update sellers set applied_at = created_at`.execute(db);
  await sql`alter table sellers alter column applied_at set not null, alter column applied_at set default now()`.execute(
    db,
  );
  await sql`
    create table seller_refusals (
      id integer primary key generated always as identity,
      seller_id integer not null references sellers (id),
      shop_name jsonb not null,
      contact_name text not null,
      email text not null,
      mobile text not null,
      country text not null,
      documents jsonb not null default '[]',
      applied_at timestamptz not null,
      reason text not null,
      decided_at timestamptz not null,
      decided_by integer references operators (id),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index seller_refusals_seller_idx on seller_refusals (seller_id, id)`.execute(db);
}
