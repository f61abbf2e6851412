import type { ProductEditDto } from '@shop/contract/console-catalogue';
import { dealSaveBody } from '@shop/contract/promotion';
import { describe, expect, it } from 'vitest';
import { dealRowsOf, newDealValues, skuSpec, toDealBody } from './deal-form-values.ts';

const product: Pick<ProductEditDto, 'title' | 'specs' | 'skus'> = {
  title: { en: 'Oolong tea', 'zh-CN': '乌龙茶' },
  specs: [
    { name: { en: 'Weight' }, values: [{ en: '100 g' }, { en: '250 g' }] },
    { name: { en: 'Tin' }, values: [{ en: 'Plain', 'zh-CN': '素罐' }, { en: 'Gift' }] },
  ],
  skus: [
    { id: 301, options: [0, 0], price: '12.00', compare_at_price: null, stock: 40, sales: 0, weight_g: null },
    { id: 302, options: [0, 1], price: '14.00', compare_at_price: null, stock: 0, sales: 0, weight_g: null },
    { id: 303, options: [1, 0], price: '25.00', compare_at_price: '30.00', stock: 9, sales: 3, weight_g: null },
  ],
};

describe('the deal form', () => {
  it('names a SKU by its option values in the language, else in English', () => {
    expect(skuSpec(product, [0, 1], 'en')).toBe('100 g · Gift');
    expect(skuSpec(product, [0, 0], 'zh-CN')).toBe('100 g · 素罐');
    expect(skuSpec({ specs: [] }, [], 'en')).toBe('');
  });

  it('makes a row of each ticked SKU, in the product’s order, with its price now and nothing typed yet', () => {
    const rows = dealRowsOf(product, [303, 301], { lang: 'en', image: '/uploads/d/tea-s.webp' });
    expect(rows).toEqual([
      {
        sku_id: 301,
        title: 'Oolong tea',
        spec: '100 g · Plain',
        image: '/uploads/d/tea-s.webp',
        normal_price: '12.00',
        price: '',
        deal_stock: null,
        per_user_limit: null,
      },
      expect.objectContaining({ sku_id: 303, spec: '250 g · Plain', normal_price: '25.00' }),
    ]);
  });

  it('sends its own window, or only the campaign whose window it takes, and each row’s price, stock and limit', () => {
    const rows = dealRowsOf(product, [301], { lang: 'en', image: '/t.webp' }).map((row) => ({
      ...row,
      price: ' 9.60 ',
      deal_stock: 20,
    }));
    const own = toDealBody({ ...newDealValues(), name: ' Week of tea ', items: rows });
    expect(own).toMatchObject({
      name: 'Week of tea',
      campaign_id: null,
      items: [{ sku_id: 301, price: '9.60', deal_stock: 20, per_user_limit: null }],
    });
    expect(dealSaveBody.safeParse(own).success).toBe(true);

    const joined = toDealBody({ ...newDealValues(), name: 'Tea', mode: 'campaign', campaign_id: 4, items: rows });
    expect(joined).not.toHaveProperty('starts_at');
    expect(joined).not.toHaveProperty('ends_at');
    expect(joined.campaign_id).toBe(4);
  });
});
