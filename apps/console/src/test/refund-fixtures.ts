import type { ConsoleRefundDto } from '@shop/contract/refund';

/** A pending refund-only request, for the tests. */
export const pendingRefund: ConsoleRefundDto = {
  id: 12,
  reference: 'RF31415912',
  order_id: 42,
  order_no: '202603010001',
  type: 'refund_only',
  amount: '25.50',
  goods_status: 'not_received',
  reason: 'damaged',
  explanation: 'The box was crushed',
  proofs: ['/uploads/u/proofaaaaaaaaaaaa.webp'],
  items: [
    {
      order_item_id: 5,
      product_id: 9,
      title: 'Green tea',
      image: { small: '/s.png', large: '/l.png' },
      spec: '250 g',
      price: '25.50',
      quantity: 1,
      subtotal: '25.50',
    },
  ],
  status: 0,
  reject_reason: '',
  return_carrier: null,
  return_tracking_no: null,
  created_at: '2026-03-01T10:00:00.000Z',
  timeline: [{ kind: 'applied', actor: 'shopper', note: '', at: '2026-03-01T10:00:00.000Z' }],
  buyer: { id: 7, account: 'ann' },
  shop_id: 3,
  waiting_for: 'platform',
  return_address: null,
};

/** A return-and-refund whose goods are on their way back. */
export const returnedRefund: ConsoleRefundDto = {
  ...pendingRefund,
  id: 13,
  type: 'return_refund',
  goods_status: 'received',
  status: 2,
  return_carrier: 'DHL',
  return_tracking_no: 'RT0001',
  // Approved, so it had somewhere to go back to.
  return_address: {
    addressee: 'Tea returns',
    mobile: '+86 20 1234 5678',
    country: 'CN',
    area: 'Guangzhou',
    detail: '9 Pearl Rd',
  },
};

export const rejectedRefund: ConsoleRefundDto = {
  ...pendingRefund,
  id: 14,
  status: 4,
  reject_reason: 'Photos do not show damage',
};
