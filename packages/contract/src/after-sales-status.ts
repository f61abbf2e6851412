/**
 * Refund types, goods status, reasons and refund statuses; review scores. Zod-free, so the web app may import the
 * values. The order itself moves 1/2/3 → -4 (in after-sale) → -2 (drawbacking, waiting for returned goods) → -3
 * (refunded), or back to its previous status when the request is rejected (docs/domain.md#refunds-and-after-sales).
 */
export const REFUND_TYPES = ['refund_only', 'return_refund'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

export const GOODS_STATUSES = ['received', 'not_received'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** The reasons a shopper picks from (translated on both sides). */
export const REFUND_REASONS = [
  'not_as_described',
  'damaged',
  'wrong_item',
  'missing_parts',
  'not_received',
  'changed_mind',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_STATUS = {
  /** Applied, waiting for an operator. */
  pending: 0,
  /** Approved refund-and-return: waiting for the shopper to send the goods back. */
  awaitingReturn: 1,
  /** The shopper sent the goods back (carrier and tracking number given): waiting for the operator to receive them. */
  returned: 2,
  /** Credited to the balance. */
  refunded: 3,
  rejected: 4,
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

export const REFUND_EVENT_KINDS = ['applied', 'approved', 'returned', 'refunded', 'rejected'] as const;
export type RefundEventKind = (typeof REFUND_EVENT_KINDS)[number];

export const MAX_PROOF_IMAGES = 6;
export const MAX_REVIEW_IMAGES = 6;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
