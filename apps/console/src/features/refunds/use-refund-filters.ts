import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type RefundFilters, filtersFromParams, paramsFromFilters } from './refund-filters.ts';

/** The refunds queue's filters, read from and written to the URL's search parameters. */
export function useRefundFilters(): [RefundFilters, (next: RefundFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Each change is a history entry, so Back returns to the previous filter as operators expect of a list.
  const setFilters = (next: RefundFilters) => setParams(paramsFromFilters(next));
  return [filters, setFilters];
}
