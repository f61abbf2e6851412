import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely's view of the tables. Keep in step with migrations/. Money columns are integer cents. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  account: string;
  /** lower-cased account: uniqueness and login are case-insensitive */
  account_key: string;
  password_hash: string;
  pay_password_hash: string | null;
  pay_locked_until: NullableTimestamp;
  family_name: Generated<string>;
  given_name: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  avatar: Generated<string>;
  country: Generated<string>;
  lang: Generated<string>;
  balance: Generated<number>;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OperatorsTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  name: string;
  role: 'admin' | 'operator';
  disabled: Generated<boolean>;
  created_at: CreatedAt;
}

export type SessionActor = 'shopper' | 'operator';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  actor: SessionActor;
  subject_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  ip: string;
  user_agent: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
  tag: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  purpose: string;
  status: 'logged' | 'sent' | 'failed';
  error: string | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface ContentPagesTable {
  key: string;
  lang: string;
  title: string;
  content: string;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  operators: OperatorsTable;
  sessions: SessionsTable;
  addresses: AddressesTable;
  password_reset_codes: PasswordResetCodesTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
  content_pages: ContentPagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OperatorRow = Selectable<OperatorsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AddressRow = Selectable<AddressesTable>;
