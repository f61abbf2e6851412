import { describe, expect, it } from 'vitest';
import { bannerTarget } from '../../lib/catalogue/banner-target.ts';
import { readProductFilters, writeProductFilters } from './browse-filters.ts';

describe('a banner target', () => {
  it('opens the discounted products for a sale banner, else its category or everything', () => {
    expect(bannerTarget({ discounted_only: true, category_id: 4 })).toBe('/products?discounted=true');
    expect(bannerTarget({ discounted_only: false, category_id: 4 })).toBe('/products?category_id=4');
    expect(bannerTarget({ discounted_only: false, category_id: null })).toBe('/products');
  });

  it('keeps the discounted filter in the URL of the products page', () => {
    const filters = readProductFilters(new URLSearchParams('discounted=true&sort=newest'));
    expect(filters).toEqual({ category_id: undefined, sort: 'newest', discounted: true });
    expect(writeProductFilters(filters).toString()).toBe('sort=newest&discounted=true');
    expect(readProductFilters(new URLSearchParams('discounted=yes')).discounted).toBeUndefined();
  });
});
