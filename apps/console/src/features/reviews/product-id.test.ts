import { describe, expect, it } from 'vitest';
import { productIdFrom } from './product-id.ts';

describe('product id filter', () => {
  it('takes only whole positive numbers as product ids', () => {
    expect(productIdFrom(' 12 ')).toBe(12);
    expect(productIdFrom('12a')).toBeUndefined();
    expect(productIdFrom('1.5')).toBeUndefined();
    expect(productIdFrom('0')).toBeUndefined();
    expect(productIdFrom('-3')).toBeUndefined();
  });
});
