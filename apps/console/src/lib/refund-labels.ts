import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';

/** The name of each refund status (its key in `common:refund.status`). */
export type RefundStatusName = keyof typeof REFUND_STATUS;

const STATUS_NAMES = Object.fromEntries(Object.entries(REFUND_STATUS).map(([name, value]) => [value, name])) as Record<
  RefundStatus,
  RefundStatusName
>;

/** Gold and volcano ask for the operator's hand (pending, goods back); blue waits for the shopper; the rest is done. */
const STATUS_COLOURS: Record<RefundStatus, string> = {
  [REFUND_STATUS.pending]: 'gold',
  [REFUND_STATUS.awaitingReturn]: 'blue',
  [REFUND_STATUS.returned]: 'volcano',
  [REFUND_STATUS.refunded]: 'green',
  [REFUND_STATUS.rejected]: 'red',
};

/** The status's name, or undefined for a number this build does not know. */
export function refundStatusName(status: number): RefundStatusName | undefined {
  return STATUS_NAMES[status as RefundStatus];
}

export function refundStatusColour(status: number): string {
  return STATUS_COLOURS[status as RefundStatus] ?? 'default';
}
