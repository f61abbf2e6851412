import { describe, expect, it } from 'vitest';
import { nextPriceSort, readCategoryId, readProductFilters, readSort, writeProductFilters } from './browse-filters.ts';

const params = (query: string) => new URLSearchParams(query);

describe('readCategoryId', () => {
  it('reads a positive id', () => expect(readCategoryId(params('category_id=7'))).toBe(7));
  it.each(['', 'category_id=', 'category_id=0', 'category_id=-2', 'category_id=3.5', 'category_id=abc'])(
    'is "All" for %j',
    (query) => expect(readCategoryId(params(query))).toBeUndefined(),
  );
});

describe('readSort', () => {
  it('reads a known sort', () => expect(readSort(params('sort=price_desc'))).toBe('price_desc'));
  it('falls back to sales', () => {
    expect(readSort(params(''))).toBe('sales');
    expect(readSort(params('sort=cheapest'))).toBe('sales');
  });
});

describe('product filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = { category_id: 3, sort: 'price_asc' as const, min_price: '10', max_price: '99.5' };
    expect(readProductFilters(writeProductFilters(filters))).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeProductFilters({ sort: 'sales' }).toString()).toBe('');
    expect(writeProductFilters({ sort: 'newest', category_id: 2 }).toString()).toBe('category_id=2&sort=newest');
  });

  it('ignores bad values from a hand-edited link', () => {
    expect(readProductFilters(params('category_id=x&sort=zzz&min_price=-1&max_price=20'))).toEqual({
      category_id: undefined,
      sort: 'sales',
      max_price: '20',
    });
  });
});

describe('nextPriceSort', () => {
  it('starts cheapest first and then flips', () => {
    expect(nextPriceSort('sales')).toBe('price_asc');
    expect(nextPriceSort('newest')).toBe('price_asc');
    expect(nextPriceSort('price_asc')).toBe('price_desc');
    expect(nextPriceSort('price_desc')).toBe('price_asc');
  });
});
