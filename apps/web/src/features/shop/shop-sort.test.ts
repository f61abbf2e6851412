import { describe, expect, it } from 'vitest';
import { sortAfterTap, tabOf } from './shop-sort.ts';

describe('the shop page sort tabs', () => {
  it('maps both price orders to the one Price tab', () => {
    expect(tabOf('price_asc')).toBe('price');
    expect(tabOf('price_desc')).toBe('price');
    expect(tabOf('sales')).toBe('sales');
    expect(tabOf('newest')).toBe('newest');
  });

  it('starts Price with the cheapest first and reverses it on the next tap', () => {
    expect(sortAfterTap('sales', 'price')).toBe('price_asc');
    expect(sortAfterTap('newest', 'price')).toBe('price_asc');
    expect(sortAfterTap('price_asc', 'price')).toBe('price_desc');
    expect(sortAfterTap('price_desc', 'price')).toBe('price_asc');
  });

  it('gives the other tabs their own order, whatever was showing', () => {
    expect(sortAfterTap('price_desc', 'sales')).toBe('sales');
    expect(sortAfterTap('sales', 'sales')).toBe('sales');
    expect(sortAfterTap('price_asc', 'newest')).toBe('newest');
  });
});
