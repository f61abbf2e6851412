import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';
import { ReasonedStatusTag } from '../business/reasoned-status-tag.tsx';

/** The name of each refund status (the key of its words in a desk's `refund.status`). */
export type RefundStatusName = keyof typeof REFUND_STATUS;

const STATUS_NAMES = Object.fromEntries(Object.entries(REFUND_STATUS).map(([name, value]) => [value, name])) as Record<
  RefundStatus,
  RefundStatusName
>;

/** Gold and volcano ask for the desk user's hand (pending, goods back); blue waits for the shopper; the rest is done. */
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

/** A label per status from a desk's words for the names (the number itself for one this build does not know). */
export function refundStatusLabeler(words: (name: RefundStatusName) => string): (status: number) => string {
  return (status) => {
    const name = refundStatusName(status);
    return name ? words(name) : String(status);
  };
}

/** The status, with the rejection reason under it when there is one. */
export function RefundStatusTag({
  status,
  reason,
  label,
}: {
  status: number;
  reason?: string;
  label(status: number): string;
}) {
  return (
    <ReasonedStatusTag
      colour={refundStatusColour(status)}
      label={label(status)}
      reason={status === REFUND_STATUS.rejected ? reason : undefined}
    />
  );
}
