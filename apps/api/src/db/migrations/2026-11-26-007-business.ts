import { type Kysely, sql } from 'kysely';

/**
 * The business side (docs/domain.md#sellers-and-shops): operators hold several roles; shoppers can be frozen; products carry the
 * seller's code, a compare-at price and the seller's own on/off-sale choice beside `listed` (on sale and its shop
 * active: what shoppers may see and buy); SKUs can be retired; shops carry a commission rate and a return address;
 * banners may open the discounted products; a catalogue version that every edit bumps; indexes for sales figures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Operators: one role → several. The old 'operator' role did everything but manage operators.
  await sql`alter table operators add column roles text[] not null default '{}'`.execute(db);
  await sql`
    update operators set roles = case role
      when 'admin' then array['admin']
      else array['catalogue', 'finance', 'fulfilment', 'support'] end
  `.execute(db);
  await sql`alter table operators drop column role`.execute(db);
  await sql`alter table operators add column last_login_at timestamptz`.execute(db);
  await sql`
    alter table operators add constraint operators_roles_check
      check (roles <@ array['admin', 'catalogue', 'finance', 'fulfilment', 'support'] and cardinality(roles) > 0)
  `.execute(db);

  // Shoppers: frozen by an operator, with the reason they are told; when they last signed in.
  await sql`alter table users rename column disabled to frozen`.execute(db);
  await sql`alter table users add column frozen_reason text not null default ''`.execute(db);
  await sql`alter table users add column frozen_at timestamptz`.execute(db);
  await sql`alter table users add column last_login_at timestamptz`.execute(db);
  await sql`create index users_created_idx on users (created_at)`.execute(db);

  // Products: `listed` is what every shopper read filters on (the old on_sale, so its partial indexes follow the
  // rename); `on_sale` becomes the seller's choice. listed = on_sale and the shop is active.
  await sql`alter table products rename column on_sale to listed`.execute(db);
  await sql`alter table products add column on_sale boolean not null default true`.execute(db);
  await sql`update products set on_sale = listed`.execute(db);
  await sql`alter table products add column code text`.execute(db);
  await sql`update products set code = 'P' || id`.execute(db);
  await sql`alter table products alter column code set not null`.execute(db);
  await sql`create unique index products_shop_code_idx on products (shop_id, code)`.execute(db);
  // A product saved without a code gets P<id> (docs/domain.md#catalogue-and-search); the id exists before a BEFORE INSERT trigger runs.
  await sql`
    create function products_default_code() returns trigger language plpgsql as $$
    begin
      if new.code is null or new.code = '' then new.code := 'P' || new.id; end if;
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger products_default_code before insert on products
      for each row execute function products_default_code()
  `.execute(db);
  // The compare-at ("was") price of the cheapest SKU, shown crossed out on cards.
  await sql`alter table products add column compare_at_price bigint`.execute(db);
  await sql`alter table products add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create index products_shop_updated_idx on products (shop_id, updated_at desc, id desc)`.execute(db);
  await sql`create index products_updated_idx on products (updated_at desc, id desc)`.execute(db);
  await sql`create index products_discounted_idx on products (sales desc, id desc) where listed and compare_at_price is not null`.execute(
    db,
  );

  // SKUs: a compare-at price above the price; retired when its combination leaves the product (kept for orders).
  await sql`alter table skus add column compare_at_price bigint`.execute(db);
  await sql`alter table skus add constraint skus_compare_at_check check (compare_at_price is null or compare_at_price > price)`.execute(
    db,
  );
  await sql`alter table skus add column retired_at timestamptz`.execute(db);
  await sql`alter table skus drop constraint skus_product_options_key`.execute(db);
  await sql`create unique index skus_product_options_idx on skus (product_id, options) where retired_at is null`.execute(
    db,
  );

  // Shops: commission in basis points (null: the platform's default), the return address, the last edit.
  await sql`alter table shops add column commission_bp integer check (commission_bp between 0 and 10000)`.execute(db);
  await sql`alter table shops add column return_address jsonb`.execute(db);
  await sql`alter table shops add column updated_at timestamptz not null default now()`.execute(db);

  await sql`alter table banners add column discounted_only boolean not null default false`.execute(db);

  // One row: bumped in the transaction of every catalogue edit, so caches and ETags can key on it (docs/architecture.md#caches).
  await sql`create table catalogue_version (id smallint primary key check (id = 1), version bigint not null)`.execute(
    db,
  );
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);

  // Sales figures by day: each series is a range scan of one index.
  await sql`create index orders_paid_at_idx on orders (paid_at) where paid_at is not null`.execute(db);
  await sql`create index balance_entries_kind_time_idx on balance_entries (kind, created_at)`.execute(db);
  await sql`create index withdrawals_audited_idx on withdrawals (audited_at) where status = 1`.execute(db);
}
