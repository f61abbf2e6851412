import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditFilters, filtersFromParams, paramsFromFilters } from './audit-filters.ts';

/** An audit queue's filters, read from and written to the URL's search parameters. */
export function useAuditFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Each change is a history entry, so Back returns to the previous filter as operators expect of a list.
  const setFilters = (next: AuditFilters) => setParams(paramsFromFilters(next));
  return [filters, setFilters];
}
