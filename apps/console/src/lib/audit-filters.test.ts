import { describe, expect, it } from 'vitest';
import { apiParamsFromFilters, filtersFromParams, paramsFromFilters, withFilter } from './audit-filters.ts';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('audit queue filters in the URL', () => {
  it('opens on the auditing queue, page 1 of 10, for a plain address', () => {
    expect(parse('')).toEqual({ status: 0, account: undefined, page: 1, limit: 10 });
    expect(paramsFromFilters({ status: 0, page: 1, limit: 10 }).toString()).toBe('');
  });

  it('reads every filter from the search parameters', () => {
    expect(parse('status=2&account=alice&page=3&limit=20')).toEqual({
      status: 2,
      account: 'alice',
      page: 3,
      limit: 20,
    });
    expect(parse('status=all').status).toBe('all');
    expect(parse('status=1').status).toBe(1);
  });

  it('writes "all" and the non-default statuses, and leaves the default auditing out', () => {
    expect(paramsFromFilters({ status: 'all', page: 1, limit: 10 }).toString()).toBe('status=all');
    expect(paramsFromFilters({ status: 1, page: 1, limit: 10 }).toString()).toBe('status=1');
    expect(paramsFromFilters({ status: 0, account: ' bob ', page: 2, limit: 50 }).toString()).toBe(
      'account=bob&page=2&limit=50',
    );
  });

  it('ignores hand-edited values the server would refuse', () => {
    expect(parse('status=7&page=-2&limit=33')).toEqual({ status: 0, account: undefined, page: 1, limit: 10 });
    expect(parse('status=abc&page=x&limit=500&account=%20%20')).toEqual({
      status: 0,
      account: undefined,
      page: 1,
      limit: 10,
    });
    expect(parse(`account=${'a'.repeat(61)}`).account).toBeUndefined();
  });

  it('survives a round trip through the URL', () => {
    for (const filters of [
      { status: 'all' as const, account: 'carol@example.com', page: 4, limit: 50 },
      { status: 0 as const, account: undefined, page: 2, limit: 20 },
      { status: 2 as const, account: 'dave', page: 1, limit: 10 },
    ]) {
      expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    }
  });

  it('asks the server for every status with no status parameter, always with page and limit', () => {
    expect(apiParamsFromFilters({ status: 'all', page: 1, limit: 10 }).toString()).toBe('page=1&limit=10');
    expect(apiParamsFromFilters({ status: 0, account: ' ann ', page: 2, limit: 20 }).toString()).toBe(
      'status=0&account=ann&page=2&limit=20',
    );
  });

  it('goes back to page 1 when a filter changes, keeping the page size', () => {
    expect(withFilter(parse('status=1&page=5&limit=20'), { status: 'all' })).toEqual({
      status: 'all',
      account: undefined,
      page: 1,
      limit: 20,
    });
  });
});
