import type { LangCode } from '@shop/contract/languages';
import { expect } from 'vitest';
import { callApi } from './api.ts';
import { ALL_ROLES, givenOperator, givenOrder, givenShopper, givenUpload, must, type Shopper } from './given.ts';
import type { ShopServer } from './shop-server.ts';

const PAY_CODE = '975310';
const RETURN_ADDRESS = {
  addressee: 'Returns Desk',
  mobile: '+66 2 000 0000',
  country: 'TH',
  area: 'Bangkok',
  detail: '99 Sukhumvit Rd',
};

export interface HonestNumbers {
  /** A product on sale (a compare-at price above its price). */
  discounted: { id: number; shop_id: number };
  /** A new shopper in this language, with nothing bought. */
  shopper(lang: LangCode): Promise<Shopper>;
  /**
   * A new shopper in this language whose received order of the discounted product has a refund with return
   * approved: the order page says where to send the goods.
   */
  shopperWithApprovedReturn(lang: LangCode): Promise<{ shopper: Shopper; orderId: number }>;
}

/**
 * The honest numbers journey's shop: the demo catalogue's first discounted product, its shop with a return address,
 * an operator who ships and approves refunds.
 */
export async function givenHonestNumbers(shop: ShopServer): Promise<HonestNumbers> {
  const operator = await givenOperator(shop, {
    account: 'honest',
    password: 'honest-numbers-1',
    name: 'Honest',
    roles: ALL_ROLES,
  });
  const list = must<{ list: { id: number; shop_id: number }[] }>(
    'the sale list',
    await callApi(shop.baseUrl, 'GET', '/goods/list?discounted=true&limit=10'),
  );
  const discounted = list.list[0]!;
  await shop.db
    .updateTable('shops')
    .set({ return_address: JSON.stringify(RETURN_ADDRESS) })
    .where('id', '=', discounted.shop_id)
    .execute();
  const sku = await shop.db
    .selectFrom('skus')
    .select('id')
    .where('product_id', '=', discounted.id)
    .where('stock', '>', 0)
    .orderBy('stock', 'desc')
    .executeTakeFirstOrThrow();
  const shopper = (lang: LangCode) => givenShopper(shop, { prefix: 'honest', lang });
  return {
    discounted,
    shopper,
    async shopperWithApprovedReturn(lang) {
      const buyer = await givenShopper(shop, {
        prefix: 'honest',
        lang,
        payCode: PAY_CODE,
        funds: { cents: 500_000, finance: operator },
        address: {
          addressee: 'Ploy Srisuk',
          mobile: '+66 81 234 5678',
          country: 'TH',
          area: 'Chiang Mai',
          detail: '12 Nimman Rd',
          tag: 'home',
        },
      });
      const order = await givenOrder(shop, buyer, sku.id, {
        paid: { payCode: PAY_CODE },
        shipped: { by: operator, carrier: 'Thailand Post', tracking: 'EF1' },
        received: true,
      });
      const api = (method: 'GET' | 'POST', url: string, body?: unknown, token = buyer.token) =>
        callApi(shop.baseUrl, method, url, body, { token });
      const detail = must<{ items: { id: number }[] }>('the order', await api('GET', `/order/detail?id=${order.id}`));
      const applied = await api('POST', '/refund/apply', {
        order_id: order.id,
        item_ids: [detail.items[0]!.id],
        type: 'return_refund',
        amount: '10.00',
        goods_status: 'received',
        reason: 'damaged',
        explanation: 'The zip broke on the first day.',
        proofs: [await givenUpload(shop, buyer)],
      });
      expect(applied.code, applied.msg).toBe(1);
      const approved = await api(
        'POST',
        '/console/refund/approve',
        { id: (applied.data as { id: number }).id },
        operator.token,
      );
      expect(approved.code, approved.msg).toBe(1);
      return { shopper: buyer, orderId: order.id };
    },
  };
}
