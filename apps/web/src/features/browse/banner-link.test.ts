import { describe, expect, it } from 'vitest';
import { bannerTarget, isOutsideAddress } from '../../lib/catalogue/banner-target.ts';

const banner = { category_id: null, discounted_only: false };

describe('bannerTarget', () => {
  it('opens the discounted products, a category, or every product (the first kinds of banner)', () => {
    expect(bannerTarget({ discounted_only: true, category_id: 4 })).toBe('/products?discounted=true');
    expect(bannerTarget({ discounted_only: false, category_id: 4 })).toBe('/products?category_id=4');
    expect(bannerTarget({ discounted_only: false, category_id: null })).toBe('/products');
    expect(bannerTarget({ ...banner, category_id: 4, link_type: 'category', link_value: '4' })).toBe(
      '/products?category_id=4',
    );
    expect(bannerTarget({ ...banner, discounted_only: true, link_type: 'discounted', link_value: null })).toBe(
      '/products?discounted=true',
    );
  });

  it('opens a product, a shop and the results of a search', () => {
    expect(bannerTarget({ ...banner, link_type: 'product', link_value: '12' })).toBe('/detail/12');
    expect(bannerTarget({ ...banner, link_type: 'shop', link_value: '3' })).toBe('/shop/3');
    expect(bannerTarget({ ...banner, link_type: 'search', link_value: 'linen & silk' })).toBe(
      '/searchs?keyword=linen+%26+silk',
    );
  });

  it('opens an outside https address as it is, and never anything else as one', () => {
    const target = bannerTarget({ ...banner, link_type: 'url', link_value: 'https://example.com/sale?x=1' });
    expect(target).toBe('https://example.com/sale?x=1');
    expect(isOutsideAddress(target)).toBe(true);
    expect(bannerTarget({ ...banner, link_type: 'url', link_value: 'javascript:alert(1)' })).toBe('/products');
    expect(isOutsideAddress('/products')).toBe(false);
  });
});
