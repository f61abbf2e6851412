import type { ProductDetailDto } from '@shop/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { dealsBySku, priceView, type SkuDeal } from './deal-pricing.ts';

const sku = (id: number, options: number[], price: string, stock = 5, compare_at_price: string | null = null) => ({
  id,
  options,
  price,
  compare_at_price,
  stock,
});

/** One dimension, three SKUs: A $10 (was $12), B $20, C $30 sold out. */
const PRODUCT = {
  price: '10.00',
  stock: 10,
  specs: [
    {
      name: 'Size',
      values: [
        { index: 0, name: 'A' },
        { index: 1, name: 'B' },
        { index: 2, name: 'C' },
      ],
    },
  ],
  skus: [sku(1, [0], '10.00', 5, '12.00'), sku(2, [1], '20.00'), sku(3, [2], '30.00', 0)],
} as unknown as ProductDetailDto;

const deal = (skuId: number, price: string, left = 4): SkuDeal => ({
  sku_id: skuId,
  deal_id: 70 + skuId,
  price,
  was_price: '25.00',
  ends_at: '2099-01-01T00:00:00.000Z',
  left,
  per_user_limit: null,
});

describe("the product page's price with deals", () => {
  it('is the normal price, with its compare-at, when no deal runs', () => {
    expect(priceView(PRODUCT, [null], dealsBySku([]))).toEqual({
      price: '10.00',
      from: true,
      compareAt: '12.00',
      deal: undefined,
    });
  });

  it("before the choice, is the deal of the SKU that costs least once deals count, as a price 'from'", () => {
    const deals = dealsBySku([deal(2, '8.00')]);
    expect(priceView(PRODUCT, [null], deals)).toMatchObject({ price: '8.00', from: true, compareAt: '25.00' });
    expect(priceView(PRODUCT, [null], deals).deal?.deal_id).toBe(72);
  });

  it("keeps the normal price when the cheapest SKU is not on its deal, and the chosen SKU's deal once chosen", () => {
    const deals = dealsBySku([deal(2, '15.00')]);
    expect(priceView(PRODUCT, [null], deals)).toMatchObject({ price: '10.00', deal: undefined });
    expect(priceView(PRODUCT, [1], deals)).toMatchObject({ price: '15.00', from: false, compareAt: '25.00' });
    expect(priceView(PRODUCT, [0], deals)).toMatchObject({ price: '10.00', compareAt: '12.00', deal: undefined });
  });

  it('leaves out a deal whose units are all sold', () => {
    expect(dealsBySku([deal(2, '8.00', 0)]).size).toBe(0);
    expect(dealsBySku(undefined).size).toBe(0);
  });
});
