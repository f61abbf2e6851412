import type { RefundDto, RefundInfoDto } from '@shop/contract/refund';
import type { ReviewPendingDto } from '@shop/contract/review';
import { session } from '../../lib/session.ts';

/** Fixtures of the after-sales screens' tests; the harness itself is test-support/screen-harness.tsx. */
export function logIn(): void {
  session.setToken('token-1');
}

export const image = { small: '/uploads/p-360.webp', large: '/uploads/p-720.webp' };
export const PROOF = '/uploads/u/abcdefghijklmnop1234.webp';
export const picture = (name = 'proof.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A line of order 3: a laptop (product 101) and two hubs (product 102). */
export const LAPTOP = {
  order_item_id: 30,
  product_id: 101,
  title: 'Slim Laptop',
  image,
  spec: 'Silver',
  price: '649.99',
  quantity: 1,
  subtotal: '649.99',
};
export const HUBS = {
  order_item_id: 40,
  product_id: 102,
  title: 'USB-C Hub',
  image,
  spec: '',
  price: '25.00',
  quantity: 2,
  subtotal: '50.00',
};

export function refundInfo(overrides: Partial<RefundInfoDto> = {}): RefundInfoDto {
  return {
    order: { id: 3, order_no: '202511210000003', status: 2, total: '704.99' },
    items: [LAPTOP, HUBS],
    refundable: '704.99',
    open_refund: null,
    ...overrides,
  };
}

export function refund(overrides: Partial<RefundDto> = {}): RefundDto {
  return {
    id: 5,
    reference: 'RF31415930',
    order_id: 3,
    order_no: '202511210000003',
    type: 'return_refund',
    amount: '649.99',
    goods_status: 'received',
    reason: 'damaged',
    explanation: 'The screen is cracked',
    proofs: [PROOF],
    items: [LAPTOP],
    status: 0,
    reject_reason: '',
    return_address: {
      addressee: 'Returns desk',
      mobile: '+86 755 8888 0000',
      country: 'CN',
      area: 'Shenzhen, Nanshan',
      detail: '18 Keyuan Road, Unit 3',
    },
    return_carrier: null,
    return_tracking_no: null,
    created_at: '2025-11-24T09:00:00.000Z',
    timeline: [{ kind: 'applied', actor: 'shopper', note: '', at: '2025-11-24T09:00:00.000Z' }],
    ...overrides,
  };
}

export function pending(items: Array<Partial<ReviewPendingDto['items'][number]>>, status = 3): ReviewPendingDto {
  return {
    order: { id: 4, order_no: '202511210000004', status },
    items: items.map((item, index) => ({
      order_item_id: 40 + index,
      product_id: 100 + index,
      title: `Item ${index + 1}`,
      image,
      spec: '',
      reviewed: false,
      ...item,
    })),
  };
}
