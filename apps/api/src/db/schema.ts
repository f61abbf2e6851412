import type { OperatorRole } from '@shop/contract/console-access';
import type { BannerLinkType } from '@shop/contract/catalogue';
import type { StaffRole } from '@shop/contract/shop-staff';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

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
  /** Frozen by an operator: no sign-in, no payment, no withdrawal; told `frozen_reason`. */
  frozen: Generated<boolean>;
  frozen_reason: Generated<string>;
  frozen_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OperatorsTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  name: string;
  roles: ColumnType<OperatorRole[], OperatorRole[], OperatorRole[]>;
  disabled: Generated<boolean>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  /** Where a reset code is mailed; '' when none. */
  email: Generated<string>;
}

/** A shop's owner signs in as `seller`, its staff as `staff` (docs/domain.md#shop-staff). */
export type SessionActor = 'shopper' | 'operator' | 'seller' | 'staff';
/** The accounts with a password of the desks: what two-factor sign-in and desk password resets are for. */
export type DeskActor = 'operator' | 'seller' | 'staff';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  actor: SessionActor;
  subject_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  /** The address of the last use (at most a minute old). */
  ip: string;
  user_agent: string;
  last_used_at: Generated<Date>;
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

/** A text in the five languages, keyed by language code; English is always present and is the fallback. */
export type LocalizedText = Partial<Record<string, string>> & { en: string };
/** A square catalogue picture in two sizes (see IMAGE_SIZES in the contract). */
export interface ImagePair {
  small: string;
  large: string;
}
/** A product's specification dimension: its name and its values, each in the five languages. */
export interface SpecDimension {
  name: LocalizedText;
  values: LocalizedText[];
}
type Json<T> = ColumnType<T, string, string>;

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: Json<LocalizedText>;
  icon: Json<ImagePair>;
  sort: Generated<number>;
  /** null for a top-level category; a subcategory's parent is top-level (two levels). */
  parent_id: number | null;
  /** Hidden: its products (and a parent's subcategories' products) leave every shopper read. */
  hidden: Generated<boolean>;
}

export interface ShopsTable {
  id: Generated<number>;
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
  logo: Json<ImagePair>;
  banner: Json<ImagePair>;
  sales: Generated<number>;
  total_sales: Generated<number>;
  fans: Generated<number>;
  review_count: Generated<number>;
  good_review_count: Generated<number>;
  active: Generated<boolean>;
  /** Basis points of the order's base kept by the platform; null: the platform's default. */
  commission_bp: number | null;
  return_address: Json<ReturnAddress | null> | null;
  search_text: string;
  search_grams: string[];
  search_latin: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Where a shopper sends goods back (a refund with return). */
export interface ReturnAddress {
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
}

export interface ProductsTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  title: Json<LocalizedText>;
  description: Json<LocalizedText>;
  images: Json<ImagePair[]>;
  specs: Json<SpecDimension[]>;
  price: number;
  stock: Generated<number>;
  sales: Generated<number>;
  /** Visible reviews only (hidden ones leave every figure); moved with each review (review.repo.ts). */
  review_count: Generated<number>;
  /** Sum of the visible reviews' product scores; the other two sums are of the service and postage scores. */
  rating_total: Generated<number>;
  service_total: Generated<number>;
  postage_total: Generated<number>;
  /** The seller's choice. */
  on_sale: Generated<boolean>;
  /** On sale and its shop active: the only products a shopper sees, finds or buys. */
  listed: Generated<boolean>;
  /** The seller's product code, unique in its shop (the key of CSV updates). */
  code: ColumnType<string, string | undefined, string>;
  /** The compare-at ("was") price of the cheapest SKU. */
  compare_at_price: number | null;
  /** The packed product: whole grams and millimetres, null when not given (docs/domain.md#parcels-and-freight). */
  weight_g: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  /** The customs tariff number (6 to 10 digits) and the ISO 3166-1 alpha-2 country of origin. */
  hs_code: string | null;
  origin_country: string | null;
  search_text: string;
  search_grams: string[];
  search_latin: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A product's search columns, copied by triggers on products (migration 014): what search reads and ranks. */
export interface ProductSearchTable {
  product_id: number;
  listed: boolean;
  sales: number;
  search_text: string;
  search_grams: string[];
  /** The sales' half-octave, `{band}`, generated (migration 015): held in the grams' GIN index. */
  sales_band: GeneratedAlways<number[]>;
}

export interface SkusTable {
  id: Generated<number>;
  product_id: number;
  options: number[];
  price: number;
  compare_at_price: number | null;
  stock: number;
  sales: Generated<number>;
  /** This SKU's weight when it differs from the product's; null: the product's. */
  weight_g: number | null;
  /** Set when its combination left the product: kept for past orders and carts, never sold again. */
  retired_at: NullableTimestamp;
}

export interface BannersTable {
  id: Generated<number>;
  title: Json<LocalizedText>;
  subtitle: Json<LocalizedText>;
  image: Json<ImagePair>;
  category_id: number | null;
  /** Opens the products that have a compare-at price. */
  discounted_only: Generated<boolean>;
  sort: Generated<number>;
  active: Generated<boolean>;
  /** Where the banner leads (BANNER_LINK_TYPES); `link_value` is the id, the keyword or the https address. */
  link_type: Generated<BannerLinkType>;
  link_value: string | null;
  /** Shown from `starts_at` (null: at once) until `ends_at` (null: no end), while active. */
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export interface ProductHeartsTable {
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

export interface ShopFollowsTable {
  user_id: number;
  shop_id: number;
  created_at: CreatedAt;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  sku_id: number;
  quantity: number;
  selected: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off: number | null;
  max_discount: number | null;
  min_spend: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  total_limit: number | null;
  per_user_limit: number | null;
  used: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface FreightRulesTable {
  id: Generated<number>;
  shop_id: number | null;
  /** `flat`: `fee` per order; `weight`: `fee` for the first `first_weight_g`, then `step_fee` per started step. */
  mode: Generated<'flat' | 'weight'>;
  fee: number;
  free_above: number | null;
  first_weight_g: number | null;
  step_weight_g: number | null;
  step_fee: number | null;
  /** Moved by every save: a seller's save against an older one is refused (the console's edit wins). */
  version: Generated<number>;
}

/** The shipping address as it was when the order was placed. */
export interface OrderAddress {
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  checkout_no: string;
  user_id: number;
  shop_id: number;
  status: number;
  quantity: number;
  goods_amount: number;
  freight: number;
  /** The shop's voucher: the shop's cost. */
  shop_discount: Generated<number>;
  shop_voucher_id: number | null;
  /** The platform's promo code, this order's part of it: the platform's cost. */
  promo_discount: number;
  /** goods_amount + freight − shop_discount − promo_discount. */
  total: number;
  promo_id: number | null;
  promo_code: string | null;
  address: Json<OrderAddress>;
  remark: Generated<string>;
  carrier: string | null;
  tracking_no: string | null;
  created_at: CreatedAt;
  pay_deadline: Timestamp;
  paid_at: NullableTimestamp;
  shipped_at: NullableTimestamp;
  received_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  updated_at: Timestamp;
  /** `<scope> <key>` of the payment that paid the order: a retried payment finds its orders here. */
  pay_key: Generated<string | null>;
}

/** One chosen specification value of an order line, in every language (e.g. Colour: Red). */
export interface SpecChoice {
  name: LocalizedText;
  value: LocalizedText;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  sku_id: number;
  title: Json<LocalizedText>;
  spec: Json<SpecChoice[]>;
  image: Json<ImagePair>;
  price: number;
  quantity: number;
  /** The deal the line was bought at, if any: a cancellation gives its units back to it. */
  deal_id: number | null;
}

export type EventActor = 'shopper' | 'operator' | 'seller' | 'system';

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  from_status: number | null;
  status: number;
  actor: EventActor;
  actor_id: number | null;
  created_at: CreatedAt;
}

export interface LogisticsEventsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'shipped' | 'update';
  description: string;
  operator_id: number | null;
  seller_id: Generated<number | null>;
  created_at: CreatedAt;
}

export interface PromoRedemptionsTable {
  id: Generated<number>;
  promo_id: number;
  user_id: number;
  checkout_no: string;
  created_at: CreatedAt;
  released_at: NullableTimestamp;
}

export interface BalanceEntriesTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  kind: string;
  ref_type: string | null;
  ref_id: number | null;
  balance_after: number;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** The claim's lease: a key without a response is "in progress" only until then, and free again after. */
  lease_until: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The id of the claim holding the lease (a request whose lease was taken over records nothing). */
  holder: string | null;
}

/** A refund decision taken with an Idempotency-Key (`<scope> <key>`): found again by a retry after the key's retention. */
export interface RefundDecisionsTable {
  decision_key: string;
  refund_id: number;
  created_at: CreatedAt;
}

export interface RechargesTable {
  id: Generated<number>;
  user_id: number;
  method: 'manual' | 'chain' | 'card';
  amount: number;
  actual_amount: number | null;
  network: string | null;
  address: string | null;
  tx_hash: string | null;
  evidence: string | null;
  card_last4: string | null;
  provider: string | null;
  /** A card recharge's payment reference from the shopper's card provider (checked by the operator). */
  provider_ref: string | null;
  status: Generated<number>;
  reason: Generated<string>;
  created_at: CreatedAt;
  audited_at: NullableTimestamp;
  audited_by: number | null;
  /** `<scope> <key>` of the request that created the row (unique): a retry finds its effect here. */
  idempotency_key: Generated<string | null>;
  /** `<scope> <key>` of the audit decision taken on the row (unique). */
  decision_key: Generated<string | null>;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  /** A shopper's withdrawal, or (shop_id) a seller's from its shop's balance: exactly one is set. */
  user_id: number | null;
  shop_id: Generated<number | null>;
  type: 'bank' | 'chain';
  amount: number;
  fee: number;
  total: number;
  bank_card_no: string | null;
  bank_name: string | null;
  network: string | null;
  address: string | null;
  status: Generated<number>;
  reason: Generated<string>;
  created_at: CreatedAt;
  audited_at: NullableTimestamp;
  audited_by: number | null;
  /** `<scope> <key>` of the request that created the row (unique): a retry finds its effect here. */
  idempotency_key: Generated<string | null>;
  /** `<scope> <key>` of the audit decision taken on the row (unique). */
  decision_key: Generated<string | null>;
  /** A seller's withdrawal: its payout account as it was when asked. */
  payout_account: ColumnType<PayoutAccountSnapshot | null, string | null | undefined, string | null>;
}

/** A seller's saved payout account (where its withdrawals are paid). */
export interface PayoutAccountsTable {
  id: Generated<number>;
  shop_id: number;
  holder_name: string;
  bank_name: string;
  /** As kept: a local number as the bank writes it, an IBAN in groups of four. */
  account_no: string;
  kind: 'local' | 'iban';
  swift: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The copy of a payout account a withdrawal keeps. */
export interface PayoutAccountSnapshot {
  id: number;
  holder_name: string;
  bank_name: string;
  account_no: string;
  kind: 'local' | 'iban';
  swift: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  message_key: string;
  params: Json<Record<string, string | number>>;
  ref_type: string | null;
  ref_id: number | null;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ServiceConversationsTable {
  /** One conversation per shopper: the shopper's id is the conversation's. */
  user_id: number;
  last_message_id: number | null;
  last_message_at: Timestamp;
  created_at: CreatedAt;
}

export interface ServiceMessagesTable {
  id: Generated<number>;
  user_id: number;
  sender: 'shopper' | 'operator';
  operator_id: number | null;
  /** Stored exactly as sent (≤ 1000 characters); shown as text by every client. */
  text: Generated<string>;
  image: string | null;
  created_at: CreatedAt;
  read_by_shopper_at: NullableTimestamp;
  read_by_operator_at: NullableTimestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  type: 'refund_only' | 'return_refund';
  amount: number;
  goods_status: 'received' | 'not_received';
  reason: string;
  explanation: string;
  proofs: Json<string[]>;
  status: Generated<number>;
  status_before: number;
  reject_reason: Generated<string>;
  return_carrier: string | null;
  return_tracking_no: string | null;
  /** The order's shop: its seller decides first. */
  shop_id: number;
  decided_by: Generated<'operator' | 'seller' | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RefundItemsTable {
  refund_id: number;
  order_item_id: number;
}

export interface RefundEventsTable {
  id: Generated<number>;
  refund_id: number;
  kind: string;
  actor: 'shopper' | 'operator' | 'seller' | 'system';
  actor_id: number | null;
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  id: Generated<number>;
  order_item_id: number;
  order_id: number;
  user_id: number;
  product_id: number;
  shop_id: number;
  content: string;
  product_score: number;
  service_score: number;
  postage_score: number;
  images: Json<string[]>;
  hidden: Generated<boolean>;
  hidden_reason: Generated<string>;
  /** The seller's one public reply. */
  reply: Generated<string | null>;
  replied_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SellersTable {
  id: Generated<number>;
  account: string;
  /** lower-cased account: unique, case-insensitive sign-in */
  account_key: string;
  password_hash: string;
  shop_name: Json<LocalizedText>;
  contact_name: string;
  email: string;
  mobile: string;
  country: string;
  documents: Json<string[]>;
  /** 0 pending, 1 approved (shop_id set), 2 refused (reason). */
  status: Generated<number>;
  reason: Generated<string>;
  shop_id: number | null;
  pay_password_hash: string | null;
  pay_locked_until: NullableTimestamp;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
  decided_by: number | null;
  last_login_at: NullableTimestamp;
  /** When the application now on the row was sent: a re-application after a refusal moves it. */
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An earlier application of a seller, refused, kept when the seller applied again (the console shows them). */
export interface SellerRefusalsTable {
  id: Generated<number>;
  seller_id: number;
  shop_name: Json<LocalizedText>;
  contact_name: string;
  email: string;
  mobile: string;
  country: string;
  documents: Json<string[]>;
  applied_at: Date;
  reason: string;
  decided_at: Date;
  decided_by: number | null;
  created_at: CreatedAt;
}

export type LedgerAccountKind = 'shop' | 'escrow' | 'revenue';

/** Balances beyond shoppers': each shop's, the platform's escrow and revenue; `balance` caches their entries. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  shop_id: number | null;
  balance: Generated<number>;
}

export interface AccountEntriesTable {
  id: Generated<number>;
  account_id: number;
  amount: number;
  kind: string;
  ref_type: string | null;
  ref_id: number | null;
  /** A shop's balance after the entry; null on the platform's accounts, whose balance is the sum of entries. */
  balance_after: number | null;
  created_at: CreatedAt;
}

export interface SettlementsTable {
  id: Generated<number>;
  order_id: number;
  shop_id: number;
  /** goods + freight − shop discount − refunded, before the promo discount. */
  base: number;
  commission_bp: number;
  commission: number;
  /** The platform's cost, taken from revenue at settlement. */
  promo_discount: number;
  /** The shop's voucher, already out of the base. */
  shop_discount: Generated<number>;
  /** base − commission: what the shop is credited. */
  amount: number;
  created_at: CreatedAt;
}

export interface ShopVouchersTable {
  id: Generated<number>;
  shop_id: number;
  /** The seller's own label; shoppers see the terms. */
  name: string;
  /** Null for a public voucher (shown and preselected, no code). */
  code: string | null;
  kind: 'percent' | 'fixed';
  percent_off: number | null;
  amount_off: number | null;
  max_discount: number | null;
  min_spend: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  total_limit: number;
  per_user_limit: Generated<number>;
  used: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ShopVoucherUsesTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  order_id: number;
  created_at: CreatedAt;
  released_at: NullableTimestamp;
}

export interface CampaignsTable {
  id: Generated<number>;
  name: Json<LocalizedText>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface DealsTable {
  id: Generated<number>;
  shop_id: number;
  campaign_id: number | null;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DealItemsTable {
  id: Generated<number>;
  deal_id: number;
  sku_id: number;
  product_id: number;
  price: number;
  deal_stock: number;
  sold: Generated<number>;
  per_user_limit: number | null;
}

export interface DealTakesTable {
  deal_item_id: number;
  user_id: number;
  quantity: number;
}

/** One conversation per shopper and shop; each side's read mark is the last message id it has read. */
export interface ShopConversationsTable {
  id: GeneratedAlways<number>;
  user_id: number;
  shop_id: number;
  last_message_id: number | null;
  last_message_at: Timestamp;
  shopper_read_id: Generated<number>;
  seller_read_id: Generated<number>;
  reported_at: NullableTimestamp;
  report_reason: string | null;
  created_at: CreatedAt;
}

export interface ShopMessagesTable {
  id: GeneratedAlways<number>;
  conversation_id: number;
  sender: 'shopper' | 'seller';
  /** Stored exactly as sent (≤ 1000 characters); shown as text by every client. */
  text: Generated<string>;
  image: string | null;
  card_type: 'product' | 'order' | null;
  card_id: number | null;
  created_at: CreatedAt;
}

export interface ShopQuickRepliesTable {
  id: GeneratedAlways<number>;
  shop_id: number;
  text: string;
  created_at: CreatedAt;
}

export interface SellerNotificationsTable {
  id: GeneratedAlways<number>;
  shop_id: number;
  message_key: string;
  params: Json<Record<string, string | number>>;
  ref_type: string | null;
  ref_id: number | null;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SellerAlertSettingsTable {
  shop_id: number;
  low_stock_level: number;
  updated_at: Timestamp;
}

/** What the event streams send (written by triggers: migration 021); `id` is a bigint read as a number. */
export interface LiveEventsTable {
  id: GeneratedAlways<number>;
  audience: string;
  kind: string;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface ShopStaffTable {
  id: Generated<number>;
  shop_id: number;
  /** The shop's owner (the seller who applied). */
  owner_id: number;
  /** lower-cased; signs in as "<owner account>:<name>" */
  name: string;
  display_name: string;
  email: string;
  roles: ColumnType<StaffRole[], StaffRole[], StaffRole[]>;
  /** null until the invitation's code sets it */
  password_hash: string | null;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
  last_login_at: NullableTimestamp;
}

export interface SecondFactorsTable {
  actor: DeskActor;
  subject_id: number;
  /** base32 TOTP secret */
  secret: string;
  /** null while the setup waits for its first code */
  enabled_at: NullableTimestamp;
  /** the last time step a code was accepted for: a code of it or an earlier one is refused (no replay) */
  last_step: ColumnType<number, number | undefined, number>;
  failures: Generated<number>;
  failures_since: NullableTimestamp;
  locked_until: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  actor: DeskActor;
  subject_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface SignInChallengesTable {
  id: Generated<number>;
  token_hash: string;
  actor: DeskActor;
  subject_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface DeskResetCodesTable {
  id: Generated<number>;
  actor: DeskActor;
  subject_id: number;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface SellerAuditLogTable {
  id: GeneratedAlways<number>;
  shop_id: number;
  member_kind: 'owner' | 'staff';
  member_id: number;
  member_account: string;
  action: string;
  target_id: number | null;
  detail: Json<Record<string, unknown>>;
  ip: string;
  created_at: CreatedAt;
}

/** A closed UTC day's sales figures, rolled up once (docs/domain.md#statistics); money in cents. */
export interface SalesDaysTable {
  /** YYYY-MM-DD. */
  day: string;
  gmv: number;
  paid_orders: number;
  refunded: number;
  recharged: number;
  withdrawn: number;
  new_shoppers: number;
  rolled_at: CreatedAt;
}

/** A product's quantity and amount in the orders paid on a closed day. */
export interface SalesDayProductsTable {
  day: string;
  product_id: number;
  quantity: number;
  amount: number;
}

/** A shop's paid orders and their total on a closed day. */
export interface SalesDayShopsTable {
  day: string;
  shop_id: number;
  orders: number;
  amount: number;
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
  categories: CategoriesTable;
  shops: ShopsTable;
  products: ProductsTable;
  product_search: ProductSearchTable;
  skus: SkusTable;
  banners: BannersTable;
  product_hearts: ProductHeartsTable;
  shop_follows: ShopFollowsTable;
  cart_items: CartItemsTable;
  promo_codes: PromoCodesTable;
  freight_rules: FreightRulesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  logistics_events: LogisticsEventsTable;
  promo_redemptions: PromoRedemptionsTable;
  balance_entries: BalanceEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  refund_decisions: RefundDecisionsTable;
  recharges: RechargesTable;
  withdrawals: WithdrawalsTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  refunds: RefundsTable;
  refund_items: RefundItemsTable;
  refund_events: RefundEventsTable;
  reviews: ReviewsTable;
  service_conversations: ServiceConversationsTable;
  service_messages: ServiceMessagesTable;
  catalogue_version: CatalogueVersionTable;
  sellers: SellersTable;
  seller_refusals: SellerRefusalsTable;
  ledger_accounts: LedgerAccountsTable;
  account_entries: AccountEntriesTable;
  settlements: SettlementsTable;
  payout_accounts: PayoutAccountsTable;
  shop_vouchers: ShopVouchersTable;
  shop_voucher_uses: ShopVoucherUsesTable;
  campaigns: CampaignsTable;
  deals: DealsTable;
  deal_items: DealItemsTable;
  deal_takes: DealTakesTable;
  shop_conversations: ShopConversationsTable;
  shop_messages: ShopMessagesTable;
  shop_quick_replies: ShopQuickRepliesTable;
  seller_notifications: SellerNotificationsTable;
  seller_alert_settings: SellerAlertSettingsTable;
  live_events: LiveEventsTable;
  shop_staff: ShopStaffTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  desk_reset_codes: DeskResetCodesTable;
  seller_audit_log: SellerAuditLogTable;
  sales_days: SalesDaysTable;
  sales_day_products: SalesDayProductsTable;
  sales_day_shops: SalesDayShopsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OperatorRow = Selectable<OperatorsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AddressRow = Selectable<AddressesTable>;
