import { describe, expect, it } from 'vitest';
import { backTo, fromList } from './back-to-list.ts';

describe('the way back to a list', () => {
  it('carries the list address with its filters and page, and goes back there', () => {
    const state = fromList({ pathname: '/products', search: '?stock=low&page=2' });
    expect(state).toEqual({ back: '/products?stock=low&page=2' });
    expect(backTo(state, '/products')).toBe('/products?stock=low&page=2');
  });

  it('opens the plain list without a state, or with one that leads outside the app', () => {
    expect(backTo(null, '/products')).toBe('/products');
    expect(backTo({ back: '//evil.example/products' }, '/products')).toBe('/products');
    expect(backTo({ back: 'https://evil.example' }, '/products')).toBe('/products');
    expect(backTo({ back: 42 }, '/products')).toBe('/products');
  });
});
