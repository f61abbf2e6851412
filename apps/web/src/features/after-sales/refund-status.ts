import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';

export type RefundStatusName = keyof typeof REFUND_STATUS;

const NAMES = Object.fromEntries(Object.entries(REFUND_STATUS).map(([name, value]) => [value, name])) as Record<
  RefundStatus,
  RefundStatusName
>;

/** A refund status value's name (its label key in the `refund` namespace and its colour class); unknown → pending. */
export const refundStatusName = (status: number): RefundStatusName => NAMES[status as RefundStatus] ?? 'pending';
