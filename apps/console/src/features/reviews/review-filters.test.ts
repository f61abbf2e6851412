import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, productIdFrom, withFilter } from './review-filters.ts';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('review filters in the URL', () => {
  it('shows every review, page 1 of 10, for a plain address', () => {
    expect(parse('')).toEqual({ visibility: 'all', product_id: undefined, page: 1, limit: 10 });
    expect(paramsFromFilters({ visibility: 'all', page: 1, limit: 10 }).toString()).toBe('');
  });

  it('reads hidden=true / hidden=false and the product id', () => {
    expect(parse('hidden=true&product_id=9&page=2&limit=20')).toEqual({
      visibility: 'hidden',
      product_id: 9,
      page: 2,
      limit: 20,
    });
    expect(parse('hidden=false').visibility).toBe('visible');
    expect(parse('hidden=maybe&product_id=abc').visibility).toBe('all');
    expect(parse('product_id=-3').product_id).toBeUndefined();
    expect(parse('product_id=1.5').product_id).toBeUndefined();
  });

  it('survives a round trip through the URL', () => {
    for (const filters of [
      { visibility: 'hidden' as const, product_id: 9, page: 3, limit: 50 },
      { visibility: 'visible' as const, product_id: undefined, page: 1, limit: 10 },
      { visibility: 'all' as const, product_id: 1, page: 2, limit: 20 },
    ]) {
      expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    }
  });

  it('always sends the server page and limit, and hidden only when a side is chosen', () => {
    expect(paramsFromFilters({ visibility: 'all', page: 1, limit: 10 }, { api: true }).toString()).toBe(
      'page=1&limit=10',
    );
    expect(
      paramsFromFilters({ visibility: 'visible', product_id: 4, page: 1, limit: 10 }, { api: true }).toString(),
    ).toBe('hidden=false&product_id=4&page=1&limit=10');
  });

  it('takes only whole positive numbers as product ids, and starts again at page 1 on a change', () => {
    expect(productIdFrom(' 12 ')).toBe(12);
    expect(productIdFrom('12a')).toBeUndefined();
    expect(productIdFrom('0')).toBeUndefined();
    expect(withFilter({ visibility: 'all', page: 4, limit: 20 }, { product_id: 3 })).toEqual({
      visibility: 'all',
      product_id: 3,
      page: 1,
      limit: 20,
    });
  });
});
