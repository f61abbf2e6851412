import { type Kysely, sql } from 'kysely';

/**
 * Account security (docs/account-security.md) and shop staff (docs/domain.md#shop-staff).
 *
 * - `sessions.last_used_at`: when a session was last used, written at most once a minute by the guards of signed-in
 *   calls (never by catalogue reads), and `sessions.ip` becomes the address of that last use.
 * - `operators.email`: where an operator's reset code is mailed.
 * - `shop_staff`: a shop's staff members, each its own sign-in ("<shop account>:<name>"), password and roles; the
 *   password is null until the invitation's code sets it. Their sessions are of the actor `staff`.
 * - `second_factors`: one TOTP secret per account (operator, seller = a shop's owner, staff); pending until a first
 *   code proves it, `last_step` refuses a code of a time step already used, and the failure count locks the second
 *   step for a while.
 * - `recovery_codes`: one-time codes, hashed.
 * - `sign_in_challenges`: a sign-in whose password was right waiting for its second step (hashed token).
 * - `desk_reset_codes`: mailed password-reset codes (and staff invitations) of operators, owners and staff.
 * - `seller_audit_log`: every action of a shop's owner and staff, append only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column last_used_at timestamptz not null default now()`.execute(db);
  await sql`alter table sessions drop constraint sessions_actor_check`.execute(db);
  await sql`alter table sessions add constraint sessions_actor_check check (actor in ('shopper', 'operator', 'seller', 'staff'))`.execute(
    db,
  );

  await sql`alter table operators add column email text not null default ''`.execute(db);
  await sql`create unique index operators_email_key on operators (lower(email)) where email <> ''`.execute(db);

  await sql`
    create table shop_staff (
      id integer primary key generated always as identity,
      shop_id integer not null references shops (id),
      owner_id integer not null references sellers (id),
      name text not null check (name = lower(name) and char_length(name) between 2 and 30),
      display_name text not null check (char_length(display_name) between 1 and 60),
      email text not null,
      roles text[] not null check (cardinality(roles) > 0 and roles <@ array['products', 'orders', 'finance']),
      password_hash text,
      disabled boolean not null default false,
      created_at timestamptz not null default now(),
      last_login_at timestamptz,
      unique (shop_id, name)
    )
  `.execute(db);

  const accountActor = sql`actor text not null check (actor in ('operator', 'seller', 'staff'))`;
  await sql`
    create table second_factors (
      ${accountActor},
      subject_id integer not null,
      secret text not null,
      enabled_at timestamptz,
      last_step bigint not null default 0,
      failures integer not null default 0,
      failures_since timestamptz,
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      primary key (actor, subject_id)
    )
  `.execute(db);
  await sql`
    create table recovery_codes (
      id integer primary key generated always as identity,
      ${accountActor},
      subject_id integer not null,
      code_hash text not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index recovery_codes_subject_idx on recovery_codes (actor, subject_id)`.execute(db);
  await sql`
    create table sign_in_challenges (
      id integer primary key generated always as identity,
      token_hash text not null unique,
      ${accountActor},
      subject_id integer not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index sign_in_challenges_expires_idx on sign_in_challenges (expires_at)`.execute(db);
  await sql`
    create table desk_reset_codes (
      id integer primary key generated always as identity,
      ${accountActor},
      subject_id integer not null,
      code_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index desk_reset_codes_subject_idx on desk_reset_codes (actor, subject_id)`.execute(db);

  await sql`
    create table seller_audit_log (
      id bigint primary key generated always as identity,
      shop_id integer not null references shops (id),
      member_kind text not null check (member_kind in ('owner', 'staff')),
      member_id integer not null,
      member_account text not null,
      action text not null,
      target_id integer,
      detail jsonb not null default '{}',
      ip text not null default '',
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index seller_audit_log_shop_idx on seller_audit_log (shop_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seller_audit_log',
    'desk_reset_codes',
    'sign_in_challenges',
    'recovery_codes',
    'second_factors',
    'shop_staff',
  ]) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
  await sql`drop index if exists operators_email_key`.execute(db);
  await sql`alter table operators drop column if exists email`.execute(db);
  await sql`delete from sessions where actor = 'staff'`.execute(db);
  await sql`alter table sessions drop constraint sessions_actor_check`.execute(db);
  await sql`alter table sessions add constraint sessions_actor_check check (actor in ('shopper', 'operator', 'seller'))`.execute(
    db,
  );
  await sql`alter table sessions drop column if exists last_used_at`.execute(db);
}
