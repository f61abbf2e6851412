import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsFromFilters, type ReviewFilters } from './review-filters.ts';

/** The reviews table's filters, read from and written to the URL's search parameters. */
export function useReviewFilters(): [ReviewFilters, (next: ReviewFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Each change is a history entry, so Back returns to the previous filter as operators expect of a list.
  const setFilters = (next: ReviewFilters) => setParams(paramsFromFilters(next));
  return [filters, setFilters];
}
