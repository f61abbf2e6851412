import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';

/** A return-and-refund of order 202603010001 awaiting the goods, with what a test changes in `overrides` (tests only). */
export const refundOf = (overrides: Partial<ConsoleRefundDto> = {}): ConsoleRefundDto => ({
  id: 12,
  reference: 'RF10000012',
  order_id: 42,
  order_no: '202603010001',
  type: 'return_refund',
  amount: '25.50',
  goods_status: 'received',
  reason: 'damaged',
  explanation: 'Cracked',
  proofs: [],
  items: [],
  status: REFUND_STATUS.awaitingReturn,
  reject_reason: '',
  return_carrier: null,
  return_tracking_no: null,
  return_address: null,
  created_at: '2026-03-01T10:00:00.000Z',
  timeline: [],
  buyer: { id: 7, account: 'ann' },
  shop_id: 3,
  waiting_for: null,
  ...overrides,
});
