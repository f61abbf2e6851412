import { type Kysely, sql } from 'kysely';

/**
 * Categories nest in two levels and can be hidden; banners link to more than a category and run on a schedule
 * (docs/domain.md#categories-and-banners).
 *
 * - `categories.parent_id`: a top-level category has none; a subcategory's parent is top-level (the services keep
 *   the depth at two). Products sit on leaf categories.
 * - `categories.hidden`: a hidden category, or one under a hidden parent, takes its products out of every shopper
 *   read by the same column every read already filters on: `products.listed` is now "on sale, shop active and
 *   category shown" (no read gains a join).
 * - `banners.link_type` / `link_value`: where a banner leads (a category, the discounted products, a product, a
 *   shop, a search, an outside https address); `category_id` and `discounted_only` stay and agree with it.
 * - `banners.starts_at` / `ends_at`: shown only while live; the API moves the catalogue's generation at each start
 *   and end (modules/catalogue/catalogue-schedule.ts), since nothing in the catalogue is cached by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table categories add column parent_id integer references categories (id)`.execute(db);
  await sql`alter table categories add column hidden boolean not null default false`.execute(db);
  await sql`alter table categories add constraint categories_not_own_parent check (parent_id is distinct from id)`.execute(
    db,
  );
  await sql`create index categories_parent_idx on categories (parent_id, sort, id)`.execute(db);

  await sql`alter table banners add column link_type text not null default 'category'`.execute(db);
  await sql`alter table banners add column link_value text`.execute(db);
  await sql`update banners set link_type = case when discounted_only then 'discounted' else 'category' end,
    link_value = case when discounted_only or category_id is null then null else category_id::text end`.execute(db);
  await sql`alter table banners add constraint banners_link_type check
    (link_type in ('category', 'discounted', 'product', 'shop', 'search', 'url'))`.execute(db);
  await sql`alter table banners add column starts_at timestamptz`.execute(db);
  await sql`alter table banners add column ends_at timestamptz`.execute(db);
  await sql`alter table banners add constraint banners_schedule check (starts_at is null or ends_at is null or starts_at < ends_at)`.execute(
    db,
  );
}
