import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OrderFilters, filtersFromParams, paramsFromFilters } from './order-filters.ts';

/** The orders table's filters, read from and written to the URL's search parameters. */
export function useOrderFilters(): [OrderFilters, (next: OrderFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Each change is a history entry, so Back returns to the previous filter as operators expect of a list.
  const setFilters = (next: OrderFilters) => setParams(paramsFromFilters(next));
  return [filters, setFilters];
}
