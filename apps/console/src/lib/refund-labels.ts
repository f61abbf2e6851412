import {
  type GoodsStatus,
  REFUND_STATUS,
  type RefundEventKind,
  type RefundReason,
  type RefundStatus,
  type RefundType,
} from '@shop/contract/after-sales-status';

export const REFUND_TYPE_LABELS: Record<RefundType, string> = {
  refund_only: 'Refund only',
  return_refund: 'Return and refund',
};

export const GOODS_STATUS_LABELS: Record<GoodsStatus, string> = {
  received: 'Received',
  not_received: 'Not received',
};

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  not_as_described: 'Not as described',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  missing_parts: 'Missing parts',
  not_received: 'Not received',
  changed_mind: 'Changed mind',
  other: 'Other',
};

export const REFUND_EVENT_LABELS: Record<RefundEventKind, string> = {
  applied: 'Applied',
  approved: 'Approved',
  returned: 'Goods sent back',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

/** The statuses in the order a request moves through them. */
const STATUS_LABELS: Record<RefundStatus, string> = {
  [REFUND_STATUS.pending]: 'Pending',
  [REFUND_STATUS.awaitingReturn]: 'Awaiting return',
  [REFUND_STATUS.returned]: 'Returned',
  [REFUND_STATUS.refunded]: 'Refunded',
  [REFUND_STATUS.rejected]: 'Rejected',
};

/** Gold and volcano ask for the operator's hand (pending, goods back); blue waits for the shopper; the rest is done. */
const STATUS_COLOURS: Record<RefundStatus, string> = {
  [REFUND_STATUS.pending]: 'gold',
  [REFUND_STATUS.awaitingReturn]: 'blue',
  [REFUND_STATUS.returned]: 'volcano',
  [REFUND_STATUS.refunded]: 'green',
  [REFUND_STATUS.rejected]: 'red',
};

export function refundStatusLabel(status: number): string {
  return STATUS_LABELS[status as RefundStatus] ?? String(status);
}

export function refundStatusColour(status: number): string {
  return STATUS_COLOURS[status as RefundStatus] ?? 'default';
}

export const REFUND_STATUS_VALUES = Object.values(REFUND_STATUS) as RefundStatus[];
