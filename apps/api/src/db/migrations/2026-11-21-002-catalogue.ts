import { type Kysely, sql } from 'kysely';

/**
 * The catalogue: categories, shops, products with their SKUs, banners, and the shopper's hearts and follows.
 * Texts shoppers read are jsonb objects keyed by language code (English always present, the fallback).
 * Search columns (search_text, search_grams, search_latin) are written by the catalogue repo from the texts;
 * the catalogue module's search-text.ts says why they look the way they do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('icon', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('shops')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('logo', 'jsonb', (c) => c.notNull())
    .addColumn('banner', 'jsonb', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sales >= 0`))
    .addColumn('total_sales', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`total_sales >= 0`))
    .addColumn('fans', 'integer', (c) => c.notNull().defaultTo(0).check(sql`fans >= 0`))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('good_review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_grams', sql`text[]`, (c) => c.notNull())
    .addColumn('search_latin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index shops_hot_idx on shops (sales desc, id desc) where active`.execute(db);
  await sql`create index shops_search_grams_idx on shops using gin (search_grams)`.execute(db);
  await sql`create index shops_search_latin_idx on shops using gin (search_latin gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('specs', 'jsonb', (c) => c.notNull())
    // The lowest SKU price and the sum of SKU stock, kept in step with skus by whoever changes them.
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sales >= 0`))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_grams', sql`text[]`, (c) => c.notNull())
    .addColumn('search_latin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One index per listing order the shop offers, so no listing sorts the whole table.
  await sql`create index products_hot_idx on products (sales desc, id desc) where on_sale`.execute(db);
  await sql`create index products_category_hot_idx on products (category_id, sales desc, id desc) where on_sale`.execute(
    db,
  );
  await sql`create index products_category_price_idx on products (category_id, price, id) where on_sale`.execute(db);
  await sql`create index products_category_new_idx on products (category_id, created_at desc, id desc) where on_sale`.execute(
    db,
  );
  await sql`create index products_price_idx on products (price, id) where on_sale`.execute(db);
  await sql`create index products_new_idx on products (created_at desc, id desc) where on_sale`.execute(db);
  await sql`create index products_shop_hot_idx on products (shop_id, sales desc, id desc) where on_sale`.execute(db);
  await sql`create index products_search_grams_idx on products using gin (search_grams)`.execute(db);
  await sql`create index products_search_latin_idx on products using gin (search_latin gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('skus')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('options', sql`smallint[]`, (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sales >= 0`))
    .addUniqueConstraint('skus_product_options_key', ['product_id', 'options'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('subtitle', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'jsonb', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('product_hearts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('product_hearts_pk', ['user_id', 'product_id'])
    .execute();
  await sql`create index product_hearts_recent_idx on product_hearts (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('shop_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('shop_follows_pk', ['user_id', 'shop_id'])
    .execute();
  await sql`create index shop_follows_recent_idx on shop_follows (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['shop_follows', 'product_hearts', 'banners', 'skus', 'products', 'shops', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}
