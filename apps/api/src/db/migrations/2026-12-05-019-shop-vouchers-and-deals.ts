import { type Kysely, sql } from 'kysely';

/**
 * The shop's own promotions (docs/domain.md#shop-vouchers and #timed-deals).
 *
 * - `shop_vouchers`: amount or percent off (with a cap) a shop's goods, from a minimum spend, in a window, with a
 *   total quantity (`used` counted under it by one conditional update) and a per-shopper limit; public (no code) or
 *   by code (unique in its shop). `shop_voucher_uses`: one row per order that used one, released when the order is
 *   cancelled unpaid.
 * - `orders.discount` becomes `promo_discount` (the platform's code, the platform's cost) beside `shop_discount`
 *   (the shop's voucher, the shop's cost); the total is goods + freight − both. Settlements keep both the same way.
 * - `campaigns`: the platform's sales that shops join with their own deals. `deals`: a shop's window of deal prices
 *   (its own, or a campaign's), `deal_items`: one SKU's deal price, deal stock, units sold and per-shopper limit;
 *   `deal_takes`: the units each shopper took. A deal never moves `skus.stock`: the checkout takes a deal's units in
 *   the same statement as the SKU's (order module, stock.repo.ts and order.repo.ts).
 * - `order_items.deal_id`: the deal a line was bought at, so a cancellation gives the units back to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table shop_vouchers (
    id serial primary key,
    shop_id integer not null references shops (id),
    name text not null,
    code text,
    kind text not null check (kind in ('fixed', 'percent')),
    amount_off bigint check (amount_off > 0),
    percent_off integer check (percent_off between 1 and 90),
    max_discount bigint check (max_discount > 0),
    min_spend bigint not null default 0 check (min_spend >= 0),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    total_limit integer not null check (total_limit > 0),
    per_user_limit integer not null default 1 check (per_user_limit > 0),
    used integer not null default 0 check (used >= 0 and used <= total_limit),
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (starts_at < ends_at),
    check ((kind = 'fixed' and amount_off is not null) or (kind = 'percent' and percent_off is not null))
  )`.execute(db);
  await sql`create unique index shop_vouchers_code_idx on shop_vouchers (shop_id, code) where code is not null`.execute(
    db,
  );
  await sql`create index shop_vouchers_shop_idx on shop_vouchers (shop_id, ends_at)`.execute(db);
  await sql`create table shop_voucher_uses (
    id serial primary key,
    voucher_id integer not null references shop_vouchers (id),
    user_id integer not null references users (id),
    order_id integer not null unique references orders (id),
    created_at timestamptz not null default now(),
    released_at timestamptz
  )`.execute(db);
  await sql`create index shop_voucher_uses_shopper_idx on shop_voucher_uses (voucher_id, user_id) where released_at is null`.execute(
    db,
  );

  await sql`alter table orders drop constraint orders_amounts_check`.execute(db);
  await sql`alter table orders rename column discount to promo_discount`.execute(db);
  await sql`alter table orders add column shop_discount bigint not null default 0 check (shop_discount >= 0)`.execute(
    db,
  );
  await sql`alter table orders add column shop_voucher_id integer references shop_vouchers (id)`.execute(db);
  await sql`alter table orders add constraint orders_amounts_check
    check (total = goods_amount + freight - shop_discount - promo_discount)`.execute(db);
  await sql`alter table settlements rename column discount to promo_discount`.execute(db);
  await sql`alter table settlements add column shop_discount bigint not null default 0 check (shop_discount >= 0)`.execute(
    db,
  );

  await sql`create table campaigns (
    id serial primary key,
    name jsonb not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    check (starts_at < ends_at)
  )`.execute(db);
  await sql`create table deals (
    id serial primary key,
    shop_id integer not null references shops (id),
    campaign_id integer references campaigns (id),
    name text not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (starts_at < ends_at)
  )`.execute(db);
  await sql`create index deals_shop_idx on deals (shop_id, ends_at)`.execute(db);
  await sql`create index deals_window_idx on deals (ends_at, starts_at) where active`.execute(db);
  await sql`create table deal_items (
    id serial primary key,
    deal_id integer not null references deals (id) on delete cascade,
    sku_id integer not null references skus (id),
    product_id integer not null references products (id),
    price bigint not null check (price > 0),
    deal_stock integer not null check (deal_stock > 0),
    sold integer not null default 0 check (sold >= 0 and sold <= deal_stock),
    per_user_limit integer check (per_user_limit > 0),
    unique (deal_id, sku_id)
  )`.execute(db);
  await sql`create index deal_items_sku_idx on deal_items (sku_id)`.execute(db);
  await sql`create index deal_items_product_idx on deal_items (product_id)`.execute(db);
  await sql`create table deal_takes (
    deal_item_id integer not null references deal_items (id) on delete cascade,
    user_id integer not null references users (id),
    quantity integer not null check (quantity >= 0),
    primary key (deal_item_id, user_id)
  )`.execute(db);
  await sql`alter table order_items add column deal_id integer references deals (id)`.execute(db);
}
