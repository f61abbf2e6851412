import { type Kysely, sql } from 'kysely';

/**
 * After-sales: refund requests (with the order lines they cover and a timeline) and reviews of order lines.
 * One open refund request per order is enforced by a partial unique index; one review per order line by a unique key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('refund_only', 'return_refund')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('goods_status', 'text', (c) => c.notNull().check(sql`goods_status in ('received', 'not_received')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('proofs', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 4`))
    // The order's status when the request was made: a rejected request puts the order back there.
    .addColumn('status_before', 'smallint', (c) => c.notNull())
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('return_carrier', 'text')
    .addColumn('return_tracking_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index refunds_order_idx on refunds (order_id, id desc)`.execute(db);
  await sql`create index refunds_status_idx on refunds (status, id desc)`.execute(db);
  await sql`create unique index refunds_one_open_idx on refunds (order_id) where status in (0, 1, 2)`.execute(db);

  await db.schema
    .createTable('refund_items')
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addPrimaryKeyConstraint('refund_items_pk', ['refund_id', 'order_item_id'])
    .execute();

  await db.schema
    .createTable('refund_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('shopper', 'operator')`))
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refund_events_refund_idx').on('refund_events').columns(['refund_id', 'id']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_item_id', 'integer', (c) => c.notNull().unique().references('order_items.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('product_score', 'smallint', (c) => c.notNull().check(sql`product_score between 1 and 5`))
    .addColumn('service_score', 'smallint', (c) => c.notNull().check(sql`service_score between 1 and 5`))
    .addColumn('postage_score', 'smallint', (c) => c.notNull().check(sql`postage_score between 1 and 5`))
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index reviews_product_idx on reviews (product_id, id desc) where not hidden`.execute(db);
  await sql`create index reviews_user_idx on reviews (user_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reviews', 'refund_events', 'refund_items', 'refunds']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
