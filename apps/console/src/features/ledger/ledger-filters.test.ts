import { describe, expect, it } from 'vitest';
import { ledgerFiltersFromParams, paramsFromLedgerFilters, withAccount } from './ledger-filters.ts';

describe('ledger account in the URL', () => {
  it('reads and writes the account and page, leaving defaults out', () => {
    const filters = ledgerFiltersFromParams(new URLSearchParams('account=ann&page=2&limit=20'));
    expect(filters).toEqual({ account: 'ann', page: 2, limit: 20 });
    expect(paramsFromLedgerFilters(filters).toString()).toBe('account=ann&page=2&limit=20');
    expect(paramsFromLedgerFilters({ page: 1, limit: 10 }).toString()).toBe('');
  });

  it('ignores broken values and starts another account on page 1', () => {
    expect(ledgerFiltersFromParams(new URLSearchParams('account=%20&page=0&limit=7'))).toEqual({
      account: undefined,
      page: 1,
      limit: 10,
    });
    expect(withAccount({ account: 'ann', page: 4, limit: 20 }, ' bob ')).toEqual({
      account: 'bob',
      page: 1,
      limit: 20,
    });
    expect(withAccount({ account: 'ann', page: 4, limit: 20 }, '')).toEqual({ account: undefined, page: 1, limit: 20 });
  });
});
