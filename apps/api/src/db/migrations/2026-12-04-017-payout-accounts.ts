import { type Kysely, sql } from 'kysely';

/**
 * Sellers' saved payout accounts, and the copy of the chosen one that a seller's withdrawal keeps: the operator pays
 * what the seller chose then, whatever the seller edits or deletes later (docs/decisions/payout-account-formats.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payout_accounts (
      id integer primary key generated always as identity,
      shop_id integer not null references shops (id),
      holder_name text not null,
      bank_name text not null,
      account_no text not null,
      kind text not null check (kind in ('local', 'iban')),
      swift text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index payout_accounts_shop_idx on payout_accounts (shop_id, id)`.execute(db);
  await sql`alter table withdrawals add column payout_account jsonb`.execute(db);
}
