/**
 * Stable machine keys of business failures, sent in `data.error`. The server maps each key to an HTTP status in
 * one place (apps/api/src/plugins/errors.ts) and to a translated message through the messages catalogue.
 */
export const ERROR_KEYS = [
  'VALIDATION',
  'UNKNOWN_FIELD',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'WRONG_CREDENTIALS',
  'ACCOUNT_TAKEN',
  'ACCOUNT_DISABLED',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'PASSWORDS_DO_NOT_MATCH',
  'RESET_CODE_INVALID',
  'PAY_PASSWORD_NOT_SET',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_LOCKED',
  'OLD_PAY_PASSWORD_REQUIRED',
  'OLD_PAY_PASSWORD_NOT_ALLOWED',
  'ADDRESS_LIMIT',
  'PRODUCT_NOT_FOUND',
  'SHOP_NOT_FOUND',
  'REGION_CLOSED',
  'OUT_OF_STOCK',
  'CART_FULL',
  'NOTHING_SELECTED',
  'ADDRESS_REQUIRED',
  'PROMO_NOT_FOUND',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_MIN_SPEND',
  'PROMO_USED_UP',
  'PROMO_LIMIT_REACHED',
  'PROMO_CODE_TAKEN',
  'ORDER_NOT_FOUND',
  'ORDER_STATUS_CHANGED',
  'INSUFFICIENT_BALANCE',
  'ORDER_PAY_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_IN_PROGRESS',
  'AMOUNT_TOO_SMALL',
  'WITHDRAW_ABOVE_BALANCE',
  'NETWORK_UNKNOWN',
  'DEPOSIT_ADDRESS_MISMATCH',
  'TX_HASH_USED',
  'RECHARGE_METHOD_OFF',
  'RECHARGE_NOT_FOUND',
  'WITHDRAWAL_NOT_FOUND',
  'AUDIT_DONE',
  'UPLOAD_TYPE',
  'REFUND_EXISTS',
  'REFUND_AMOUNT_TOO_HIGH',
  'ORDER_NOT_REFUNDABLE',
  'REFUND_NOT_FOUND',
  'REFUND_STATUS_CHANGED',
  'ORDER_NOT_REVIEWABLE',
  'REVIEW_EXISTS',
  'REVIEW_NOT_FOUND',
  'ACCOUNT_FROZEN',
  'CATEGORY_NOT_FOUND',
  'PRODUCT_CODE_TAKEN',
  'STOCK_BELOW_ZERO',
  'PICTURE_NOT_FOUND',
  'PICTURE_STORE_FAILED',
  'BANNER_NOT_FOUND',
  'OPERATOR_NOT_FOUND',
  'OPERATOR_ACCOUNT_TAKEN',
  'LAST_ADMIN',
  'SHOPPER_NOT_FOUND',
  'PASSWORD_REQUIRED_FOR_NEW',
  'SELLER_PENDING',
  'SELLER_REFUSED',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_DECIDED',
  'REVIEW_REPLIED',
  'CSV_INVALID',
  'SHOP_INACTIVE',
  'REFUND_WAITS_FOR_PLATFORM',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/** The body of every response: code 1 is success, 0 a business failure, 401/403/429/… transport-level failures. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface FailureData {
  error: ErrorKey;
  /** For validation failures: the message key of each failing field, by dotted path. */
  fields?: Record<string, string>;
}
