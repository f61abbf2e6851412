import { describe, expect, it } from 'vitest';
import { auditLogFiltersFromParams, compactJson, paramsFromAuditLogFilters } from './audit-log-filters.ts';

describe('audit log filters', () => {
  it('reads the target type and page from the URL and writes only what differs from the defaults', () => {
    const filters = auditLogFiltersFromParams(new URLSearchParams('target_type=recharge&page=3&limit=50'));
    expect(filters).toEqual({ target_type: 'recharge', page: 3, limit: 50 });
    expect(paramsFromAuditLogFilters(filters).toString()).toBe('target_type=recharge&page=3&limit=50');
    expect(paramsFromAuditLogFilters({ page: 1, limit: 20 }).toString()).toBe('');
    expect(auditLogFiltersFromParams(new URLSearchParams('target_type=&page=-1&limit=13'))).toEqual({
      target_type: undefined,
      page: 1,
      limit: 20,
    });
  });

  it('shows logged states as compact one-line JSON', () => {
    expect(compactJson({ status: 1, actual_amount: '98.50' })).toBe('{"status":1,"actual_amount":"98.50"}');
    expect(compactJson(null)).toBe('—');
    expect(compactJson(undefined)).toBe('—');
  });
});
