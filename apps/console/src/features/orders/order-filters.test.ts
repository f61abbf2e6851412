import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, withFilter } from './order-filters.ts';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('order filters in the URL', () => {
  it('reads every filter from the search parameters', () => {
    expect(parse('status=-4&order_no=2026&account=alice&page=3&limit=20')).toEqual({
      status: -4,
      order_no: '2026',
      account: 'alice',
      page: 3,
      limit: 20,
    });
  });

  it('reads an empty query as page 1 of 10 with no filter', () => {
    expect(parse('')).toEqual({ status: undefined, order_no: undefined, account: undefined, page: 1, limit: 10 });
  });

  it('accepts status 0 (waiting pay), which is falsy but a real filter', () => {
    expect(parse('status=0').status).toBe(0);
    expect(paramsFromFilters({ status: 0, page: 1, limit: 10 }).toString()).toBe('status=0');
  });

  it('ignores hand-edited values the server would refuse', () => {
    expect(parse('status=7&page=-2&limit=33')).toMatchObject({ status: undefined, page: 1, limit: 10 });
    expect(parse('status=abc&page=x&limit=500')).toMatchObject({ status: undefined, page: 1, limit: 10 });
    expect(parse('order_no=%20%20&account=').order_no).toBeUndefined();
  });

  it('writes only what differs from the defaults, trimmed', () => {
    expect(paramsFromFilters({ page: 1, limit: 10 }).toString()).toBe('');
    expect(paramsFromFilters({ order_no: ' 20260101 ', account: '', page: 2, limit: 50 }).toString()).toBe(
      'order_no=20260101&page=2&limit=50',
    );
  });

  it('survives a round trip through the URL', () => {
    const filters = { status: -2 as const, order_no: 'A1', account: 'bob@example.com', page: 4, limit: 50 };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('goes back to page 1 when a filter changes, keeping the page size', () => {
    const filters = parse('status=1&page=5&limit=20');
    expect(withFilter(filters, { account: 'carol' })).toEqual({
      status: 1,
      order_no: undefined,
      account: 'carol',
      page: 1,
      limit: 20,
    });
  });
});
