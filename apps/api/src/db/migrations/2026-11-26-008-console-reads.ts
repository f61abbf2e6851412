import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the console's reads (docs/architecture.md#the-read-path).
 *
 * Shoppers: search (part of an account, email or mobile, any case) uses trigram indexes, so a term of three or more
 * characters is an index lookup rather than a scan of every shopper; shorter terms match too many shoppers for an
 * index to help, and the newest-first page is then found by walking the primary key. One shopper's refund requests,
 * like their orders, recharges and withdrawals, are read through an index by shopper.
 *
 * Sales figures: the paid-orders index of migration 007 becomes covering (total, shop, id), so a month of orders is
 * summed per day, per shop and joined to its lines from the index alone (an index-only scan, no visit to the table's
 * pages once they are all-visible): about half the time of the statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_account_trgm_idx on users using gin (account_key gin_trgm_ops)`.execute(db);
  await sql`create index users_email_trgm_idx on users using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index users_mobile_trgm_idx on users using gin (mobile gin_trgm_ops)`.execute(db);
  await sql`create index refunds_user_idx on refunds (user_id, id desc)`.execute(db);

  await sql`drop index orders_paid_at_idx`.execute(db);
  await sql`create index orders_paid_at_idx on orders (paid_at) include (total, shop_id, id) where paid_at is not null`.execute(
    db,
  );
}
