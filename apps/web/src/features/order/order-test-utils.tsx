import type { OrderDetailDto, OrderDto } from '@shop/contract/order';
import { actionsOf, type OrderStatus } from '@shop/contract/order-status';
import { session } from '../../lib/session.ts';

/** Fixtures of the order screens' tests; the harness itself is test-support/screen-harness.tsx. */
export function logIn(): void {
  session.setToken('token-1');
}

export const image = { small: '/uploads/p-360.webp', large: '/uploads/p-720.webp' };
export const shop = (id: number, name: string) => ({ id, name, logo: image });

export const line = (skuId: number, title: string, price: string, quantity: number) => ({
  id: skuId * 10,
  product_id: skuId + 100,
  sku_id: skuId,
  title,
  image,
  spec: 'Red · XL',
  price,
  compare_at_price: null as string | null,
  quantity,
  subtotal: price,
  deal_id: null as number | null,
});

/** An order as My orders lists it; its actions are the contract's for its status. */
export function order(id: number, status: OrderStatus, overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id,
    order_no: `20251121${String(id).padStart(7, '0')}`,
    status,
    shop: shop(1, 'Volt Digital'),
    items: [line(1, 'Slim Laptop', '649.99', 1), line(2, 'USB-C Hub', '25.00', 2)],
    quantity: 3,
    goods_amount: '699.99',
    freight: '5.00',
    discount: '0.00',
    shop_discount: '0.00',
    promo_discount: '0.00',
    total: '704.99',
    created_at: '2025-11-21T08:00:00.000Z',
    pay_deadline: status === 0 ? '2099-01-01T00:00:00.000Z' : null,
    actions: actionsOf(status),
    ...overrides,
  };
}

export function orderDetail(id: number, status: OrderStatus, overrides: Partial<OrderDetailDto> = {}): OrderDetailDto {
  return {
    ...order(id, status),
    address: {
      addressee: 'Ada Lovelace',
      mobile: '+44 20 7946 0000',
      country: 'GB',
      area: 'London',
      detail: '12 St James Square',
    },
    promo_code: null,
    remark: '',
    paid_at: null,
    timeline: [{ kind: 'created', status: 0, actor: 'shopper', at: '2025-11-21T08:00:00.000Z' }],
    logistics: null,
    refunds: [],
    return_address: null,
    ...overrides,
  };
}

export const page = <T,>(list: T[], total = list.length) => ({ list, total, page: 1, limit: 10 });
