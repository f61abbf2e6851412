import { type Kysely, sql } from 'kysely';

/**
 * Cart, orders with their items, timeline and logistics, promo codes, freight rules, the balance ledger and
 * idempotency keys. Money is integer cents (bigint). Every order transition is a conditional update on the
 * expected status and writes an order_events row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('selected', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_items_user_sku_key', ['user_id', 'sku_id'])
    .execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off between 1 and 100`))
    .addColumn('amount_off', 'bigint', (c) => c.check(sql`amount_off > 0`))
    .addColumn('max_discount', 'bigint', (c) => c.check(sql`max_discount > 0`))
    .addColumn('min_spend', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`min_spend >= 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('total_limit', 'integer')
    .addColumn('per_user_limit', 'integer')
    // Redemptions not released; the cap is enforced by a conditional update on this column.
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'promo_codes_value_check',
      sql`(kind = 'percent') = (percent_off is not null) and (kind = 'fixed') = (amount_off is not null)`,
    )
    .addCheckConstraint('promo_codes_cap_check', sql`total_limit is null or used <= total_limit`)
    .execute();

  // One freight rule per shop; the row without a shop is the default for every other shop.
  await db.schema
    .createTable('freight_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('cascade'))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('free_above', 'bigint', (c) => c.check(sql`free_above >= 0`))
    .execute();
  await sql`create unique index freight_rules_shop_idx on freight_rules (coalesce(shop_id, 0))`.execute(db);

  await sql`create sequence order_no_seq`.execute(db);
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('checkout_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (0, 1, 2, 3, 4, -1, -2, -3, -4)`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('goods_amount', 'bigint', (c) => c.notNull().check(sql`goods_amount >= 0`))
    .addColumn('freight', 'bigint', (c) => c.notNull().check(sql`freight >= 0`))
    .addColumn('discount', 'bigint', (c) => c.notNull().check(sql`discount >= 0`))
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('promo_id', 'integer', (c) => c.references('promo_codes.id'))
    .addColumn('promo_code', 'text')
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('pay_deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('shipped_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('orders_amounts_check', sql`total = goods_amount + freight - discount`)
    .execute();
  await sql`create index orders_user_idx on orders (user_id, id desc)`.execute(db);
  await sql`create index orders_user_status_idx on orders (user_id, status, id desc)`.execute(db);
  await sql`create index orders_checkout_idx on orders (checkout_no)`.execute(db);
  await sql`create index orders_status_idx on orders (status, id desc)`.execute(db);
  // The scheduler's sweeps: unpaid past their deadline, shipped and received long enough ago.
  await sql`create index orders_unpaid_idx on orders (pay_deadline) where status = 0`.execute(db);
  await sql`create index orders_shipped_idx on orders (shipped_at) where status = 2`.execute(db);
  await sql`create index orders_received_idx on orders (received_at) where status = 3`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    // What was bought, as it was then: the product may change or leave the shelf later.
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('spec', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'jsonb', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'smallint')
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('shopper', 'operator', 'system')`))
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('logistics_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // 'shipped' (written when the operator ships; its text is composed in the reader's language) or 'update'.
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('shipped', 'update')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('logistics_events_order_idx')
    .on('logistics_events')
    .columns(['order_id', 'id'])
    .execute();

  // A use of a promo code by one checkout; released (once) when every order of that checkout is cancelled.
  await db.schema
    .createTable('promo_redemptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('promo_id', 'integer', (c) => c.notNull().references('promo_codes.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('checkout_no', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('promo_redemptions_user_idx')
    .on('promo_redemptions')
    .columns(['promo_id', 'user_id'])
    .execute();

  // The balance ledger (docs/domain.md#the-ledger-equation): immutable rows; users.balance is their running sum, kept in the same transaction.
  await db.schema
    .createTable('balance_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'integer')
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index balance_entries_user_idx on balance_entries (user_id, id desc)`.execute(db);
  // A payment debits an order once, whatever races: the database refuses a second entry of the same kind.
  await sql`create unique index balance_entries_once_idx on balance_entries (kind, ref_type, ref_id) where ref_id is not null`.execute(
    db,
  );
  await sql`
    create function balance_entries_immutable() returns trigger language plpgsql as $$
    begin raise exception 'balance_entries rows are never changed'; end $$`.execute(db);
  await sql`
    create trigger balance_entries_no_change before update or delete on balance_entries
    for each row execute function balance_entries_immutable()`.execute(db);

  // The first response to each Idempotency-Key, per caller: a retry with the same key replays it.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists balance_entries_no_change on balance_entries`.execute(db);
  await sql`drop function if exists balance_entries_immutable()`.execute(db);
  for (const table of [
    'idempotency_keys',
    'balance_entries',
    'promo_redemptions',
    'logistics_events',
    'order_events',
    'order_items',
    'orders',
    'freight_rules',
    'promo_codes',
    'cart_items',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists order_no_seq`.execute(db);
}
