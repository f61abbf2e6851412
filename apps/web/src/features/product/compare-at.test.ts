import { describe, expect, it } from 'vitest';
import { discountPercent } from '../../lib/compare-at.ts';
import { shownCompareAt } from './compare-at.ts';

describe('the compare-at discount badge', () => {
  it('shows whole percents off a higher "was" price', () => {
    expect(discountPercent('75.00', '100.00')).toBe(25);
    expect(discountPercent('19.99', '26.65')).toBe(25);
    expect(discountPercent('70.00', '100.00')).toBe(30);
    expect(discountPercent('66.66', '100.00')).toBe(33);
  });

  it('shows nothing without a real discount: none, equal, lower, or under 1 %', () => {
    expect(discountPercent('10.00', null)).toBeNull();
    expect(discountPercent('10.00', undefined)).toBeNull();
    expect(discountPercent('10.00', '10.00')).toBeNull();
    expect(discountPercent('10.00', '9.00')).toBeNull();
    expect(discountPercent('99.60', '100.00')).toBeNull();
    expect(discountPercent('10.00', 'abc')).toBeNull();
  });

  it('pairs the product page price with the compare-at of the SKU that sells at it', () => {
    const skus = [
      { price: '70.00', compare_at_price: '100.00' },
      { price: '90.00', compare_at_price: null },
      { price: '70.00', compare_at_price: '95.00' },
    ];
    // Nothing chosen: "from $70", backed by the smallest "was" price among the SKUs at $70.
    expect(shownCompareAt(skus, { price: '70.00' })).toBe('95.00');
    // A chosen SKU without one shows none, even though a cheaper SKU has one.
    expect(shownCompareAt(skus, { sku: skus[1], price: '90.00' })).toBeNull();
    expect(shownCompareAt(skus, { sku: skus[0], price: '70.00' })).toBe('100.00');
    // A price no SKU sells at (another choice's range) borrows nothing.
    expect(shownCompareAt(skus, { price: '80.00' })).toBeNull();
  });
});
