import { describe, expect, it } from 'vitest';
import { apiParamsFromFilters, filtersFromParams, paramsFromFilters, withFilter } from './refund-filters.ts';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('refund queue filters in the URL', () => {
  it('opens on the pending queue, page 1 of 10, for a plain address', () => {
    expect(parse('')).toEqual({ status: 0, order_no: undefined, page: 1, limit: 10 });
    expect(paramsFromFilters({ status: 0, page: 1, limit: 10 }).toString()).toBe('');
  });

  it('reads every filter from the search parameters', () => {
    expect(parse('status=2&order_no=2026&page=3&limit=20')).toEqual({
      status: 2,
      order_no: '2026',
      page: 3,
      limit: 20,
    });
    expect(parse('status=all').status).toBe('all');
    expect(parse('status=4').status).toBe(4);
  });

  it('writes "all" and the non-default statuses, and leaves the default pending out', () => {
    expect(paramsFromFilters({ status: 'all', page: 1, limit: 10 }).toString()).toBe('status=all');
    expect(paramsFromFilters({ status: 3, page: 1, limit: 10 }).toString()).toBe('status=3');
    expect(paramsFromFilters({ status: 0, order_no: ' 2026 ', page: 2, limit: 50 }).toString()).toBe(
      'order_no=2026&page=2&limit=50',
    );
  });

  it('ignores hand-edited values the server would refuse', () => {
    expect(parse('status=5&page=-2&limit=33')).toEqual({ status: 0, order_no: undefined, page: 1, limit: 10 });
    expect(parse('status=x&page=x&limit=500&order_no=%20')).toEqual({
      status: 0,
      order_no: undefined,
      page: 1,
      limit: 10,
    });
    expect(parse(`order_no=${'1'.repeat(41)}`).order_no).toBeUndefined();
  });

  it('survives a round trip through the URL', () => {
    for (const filters of [
      { status: 'all' as const, order_no: '202603010001', page: 4, limit: 50 },
      { status: 0 as const, order_no: undefined, page: 2, limit: 20 },
      { status: 2 as const, order_no: undefined, page: 1, limit: 10 },
    ]) {
      expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    }
  });

  it('asks the server for every status with no status parameter, always with page and limit', () => {
    expect(apiParamsFromFilters({ status: 'all', page: 1, limit: 10 }).toString()).toBe('page=1&limit=10');
    expect(apiParamsFromFilters({ status: 0, order_no: ' 2026 ', page: 2, limit: 20 }).toString()).toBe(
      'status=0&order_no=2026&page=2&limit=20',
    );
  });

  it('goes back to page 1 when a filter changes, keeping the page size', () => {
    expect(withFilter(parse('status=1&page=5&limit=20'), { status: 'all' })).toEqual({
      status: 'all',
      order_no: undefined,
      page: 1,
      limit: 20,
    });
  });
});
