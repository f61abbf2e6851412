import { type Kysely, sql } from 'kysely';

/**
 * The seller side (docs/domain.md#sellers-and-shops): merchants apply and, once approved, sell through their shop; the money of an order is
 * held by the platform (escrow) until it completes, then settled to the shop less its commission; the platform's
 * revenue carries the commissions less the promo discounts. Shops, escrow and revenue are ledger accounts with
 * immutable entries, like shoppers' balances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A seller is an application until an operator approves it; then it owns exactly one shop.
  await sql`
    create table sellers (
      id integer primary key generated always as identity,
      account text not null,
      account_key text not null unique,
      password_hash text not null,
      shop_name jsonb not null,
      contact_name text not null,
      email text not null,
      mobile text not null,
      country text not null,
      documents jsonb not null default '[]',
      status smallint not null default 0 check (status in (0, 1, 2)),
      reason text not null default '',
      shop_id integer unique references shops (id),
      pay_password_hash text,
      pay_locked_until timestamptz,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by integer references operators (id),
      last_login_at timestamptz,
      check ((status = 1) = (shop_id is not null))
    )
  `.execute(db);
  await sql`create index sellers_status_idx on sellers (status, id desc)`.execute(db);

  // Sellers sign in with sessions of their own kind; their actions appear in order and refund timelines.
  await sql`alter table sessions drop constraint sessions_actor_check`.execute(db);
  await sql`alter table sessions add constraint sessions_actor_check check (actor in ('shopper', 'operator', 'seller'))`.execute(
    db,
  );
  await sql`alter table order_events drop constraint order_events_actor_check`.execute(db);
  await sql`alter table order_events add constraint order_events_actor_check check (actor in ('shopper', 'operator', 'seller', 'system'))`.execute(
    db,
  );
  await sql`alter table refund_events drop constraint refund_events_actor_check`.execute(db);
  await sql`alter table refund_events add constraint refund_events_actor_check check (actor in ('shopper', 'operator', 'seller', 'system'))`.execute(
    db,
  );
  await sql`alter table logistics_events add column seller_id integer references sellers (id)`.execute(db);

  // Ledger accounts beyond shoppers: one per shop, the platform's escrow and its revenue (which may go negative:
  // promo discounts are the platform's cost). Only shops cache their balance (withdrawals need a conditional
  // debit); the platform's two are the sums of their entries, so no payment waits for another on one hot row.
  await sql`
    create table ledger_accounts (
      id integer primary key generated always as identity,
      kind text not null check (kind in ('shop', 'escrow', 'revenue')),
      shop_id integer unique references shops (id),
      balance bigint not null default 0,
      check ((kind = 'shop') = (shop_id is not null)),
      check (kind = 'revenue' or balance >= 0)
    )
  `.execute(db);
  await sql`create unique index ledger_accounts_platform_idx on ledger_accounts (kind) where kind <> 'shop'`.execute(
    db,
  );
  await sql`insert into ledger_accounts (kind) values ('escrow'), ('revenue')`.execute(db);
  await sql`insert into ledger_accounts (kind, shop_id) select 'shop', id from shops`.execute(db);

  await sql`
    create table account_entries (
      id integer primary key generated always as identity,
      account_id integer not null references ledger_accounts (id),
      amount bigint not null check (amount <> 0),
      kind text not null,
      ref_type text,
      ref_id integer,
      -- a shop's balance after the entry; null on the platform's accounts (see above)
      balance_after bigint,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index account_entries_account_idx on account_entries (account_id, id desc)`.execute(db);
  await sql`create index account_entries_kind_time_idx on account_entries (kind, created_at)`.execute(db);
  // Each movement happens once per account and reference, whatever races.
  await sql`create unique index account_entries_once_idx on account_entries (account_id, kind, ref_type, ref_id) where ref_id is not null`.execute(
    db,
  );
  await sql`
    create function account_entries_immutable() returns trigger language plpgsql as $$
    begin raise exception 'account_entries rows are never changed'; end $$
  `.execute(db);
  await sql`
    create trigger account_entries_no_change before update or delete on account_entries
    for each row execute function account_entries_immutable()
  `.execute(db);

  // What each completed order paid its shop: once per order.
  await sql`
    create table settlements (
      id integer primary key generated always as identity,
      order_id integer not null unique references orders (id),
      shop_id integer not null references shops (id),
      base bigint not null check (base >= 0),
      commission_bp integer not null,
      commission bigint not null check (commission >= 0),
      discount bigint not null check (discount >= 0),
      amount bigint not null check (amount >= 0),
      created_at timestamptz not null default now(),
      check (amount = base - commission)
    )
  `.execute(db);
  await sql`create index settlements_shop_idx on settlements (shop_id, id desc)`.execute(db);

  // The escrow of orders paid before this migration, so it holds what it should: paid less refunded.
  await sql`
    insert into account_entries (account_id, amount, kind, ref_type, ref_id, created_at)
    select escrow.id, moves.amount, moves.kind, moves.ref_type, moves.ref_id, moves.created_at
    from (
      select -e.amount as amount, 'order_pay' as kind, 'order' as ref_type, e.ref_id, e.created_at
      from balance_entries e where e.kind = 'order_pay'
      union all
      select -e.amount, 'refund', 'refund', e.ref_id, e.created_at
      from balance_entries e where e.kind = 'refund'
    ) as moves, ledger_accounts escrow
    where escrow.kind = 'escrow'
    order by moves.created_at
  `.execute(db);

  // Sellers withdraw like shoppers, through the same audit queue: a withdrawal is a shopper's or a shop's.
  await sql`alter table withdrawals alter column user_id drop not null`.execute(db);
  await sql`alter table withdrawals add column shop_id integer references shops (id)`.execute(db);
  await sql`alter table withdrawals add constraint withdrawals_owner_check check ((user_id is null) <> (shop_id is null))`.execute(
    db,
  );
  await sql`create index withdrawals_shop_idx on withdrawals (shop_id, id desc) where shop_id is not null`.execute(db);

  // Refunds: who decided, and since when the request waits for the platform because its seller did not decide.
  await sql`alter table refunds add column decided_by text check (decided_by in ('operator', 'seller'))`.execute(db);
  await sql`alter table refunds add column shop_id integer references shops (id)`.execute(db);
  await sql`update refunds set shop_id = orders.shop_id from orders where orders.id = refunds.order_id`.execute(db);
  await sql`alter table refunds alter column shop_id set not null`.execute(db);
  await sql`create index refunds_shop_idx on refunds (shop_id, id desc)`.execute(db);

  // A seller's one public reply under a review.
  await sql`alter table reviews add column reply text`.execute(db);
  await sql`alter table reviews add column replied_at timestamptz`.execute(db);
  await sql`create index reviews_shop_idx on reviews (shop_id, id desc)`.execute(db);
  await sql`create index orders_shop_status_idx on orders (shop_id, status, id desc)`.execute(db);
}
