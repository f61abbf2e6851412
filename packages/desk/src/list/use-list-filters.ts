import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  apiParamsFromFilters,
  type FilterChange,
  filtersFromParams,
  type ListFilters,
  type ListQuerySchema,
  type ListSpecOptions,
  listSpec,
  paramsFromFilters,
  resetFilters,
  withFilter,
  withPage,
} from './list-filters.ts';

/** A list's filters and page, kept in the URL, and the ways to change them. */
export interface ListFiltersState<S extends ListQuerySchema> {
  filters: ListFilters<S>;
  pageSizes: readonly number[];
  /** Applies changed filters from page 1. */
  change(change: FilterChange<S>): void;
  /** Back to the defaults, keeping the page size. */
  reset(): void;
  /** Another page or page size (a new size starts at page 1). */
  paginate(page: number, limit: number): void;
  /** The server's query for these filters (page and limit always sent). */
  apiParams: URLSearchParams;
  /** Whether anything differs from what the list opens on (the empty table then says "nothing matches"). */
  filtered: boolean;
}

/**
 * Filters and paging of a list, in the URL's search parameters so a reload, a bookmark or a shared link shows the
 * same rows, parsed with the contract's query schema (a bad parameter falls back to its default). Each change is a
 * history entry, so Back returns to the previous filter.
 */
export function useListFilters<S extends ListQuerySchema>(
  schema: S,
  defaults: FilterChange<S> & { limit?: number } = {},
  options: ListSpecOptions = {},
): ListFiltersState<S> {
  const [params, setParams] = useSearchParams();
  // The defaults and sizes are usually literals: the spec is keyed by their content, not their identity.
  const defaultsKey = JSON.stringify(defaults);
  const sizesKey = options.pageSizes?.join(',') ?? '';
  const spec = useMemo(
    () =>
      listSpec(schema, JSON.parse(defaultsKey) as FilterChange<S>, {
        pageSizes: sizesKey ? sizesKey.split(',').map(Number) : undefined,
      }),
    [schema, defaultsKey, sizesKey],
  );
  const filters = useMemo(() => filtersFromParams(spec, params), [spec, params]);
  const write = (next: ListFilters<S>) => setParams(paramsFromFilters(spec, next));
  return {
    filters,
    pageSizes: spec.pageSizes,
    change: (change) => write(withFilter(filters, change)),
    reset: () => write(resetFilters(spec, filters)),
    paginate: (page, limit) => write(withPage(filters, page, limit)),
    apiParams: apiParamsFromFilters(spec, filters),
    filtered: paramsFromFilters(spec, { ...filters, page: 1, limit: spec.defaults.limit }).size > 0,
  };
}
