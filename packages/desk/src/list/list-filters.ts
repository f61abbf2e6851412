import type { z } from 'zod';

/** A list query schema from the contract: its filter fields, with `page` and `limit`. */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;

/**
 * A list's filters as the page holds them: each filter of the schema, absent when not applied, and the page.
 * A filter with a default (a queue opening on "pending") that the user clears is undefined: "every status".
 */
export type ListFilters<S extends ListQuerySchema> = Partial<Omit<z.output<S>, 'page' | 'limit'>> & {
  page: number;
  limit: number;
};

/** The filter fields alone, for a filter bar's changes. */
export type FilterChange<S extends ListQuerySchema> = Partial<Omit<z.output<S>, 'page' | 'limit'>>;

export const PAGE_SIZES: readonly number[] = [10, 20, 50];

/** How a list reads its URL: the contract's schema, what applies without parameters, and the page sizes offered. */
export interface ListSpec<S extends ListQuerySchema> {
  schema: S;
  defaults: ListFilters<S>;
  pageSizes: readonly number[];
}

export interface ListSpecOptions {
  /** The sizes offered; the first is the default unless `defaults.limit` says otherwise. Default 10, 20, 50. */
  pageSizes?: readonly number[];
}

/** A cleared filter that has a default is written "all", so "every status" survives a reload and Back. */
const ALL = 'all';

export function listSpec<S extends ListQuerySchema>(
  schema: S,
  defaults: FilterChange<S> & { limit?: number } = {},
  { pageSizes = PAGE_SIZES }: ListSpecOptions = {},
): ListSpec<S> {
  const limit = defaults.limit ?? pageSizes[0] ?? 10;
  return { schema, pageSizes, defaults: { ...defaults, page: 1, limit } as ListFilters<S> };
}

const filterKeys = (spec: ListSpec<ListQuerySchema>) =>
  Object.keys(spec.schema.shape).filter((key) => key !== 'page' && key !== 'limit');

/** The value of one field when the contract accepts it; a hand-edited, broken parameter is ignored, not an error. */
function accepted(field: unknown, raw: string): unknown {
  const result = (field as z.ZodType).safeParse(raw);
  if (!result.success) return undefined;
  return typeof result.data === 'string' && result.data === '' ? undefined : result.data;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value));

/** Reads a list's filters from the URL; whatever the schema refuses falls back to its default. */
export function filtersFromParams<S extends ListQuerySchema>(
  spec: ListSpec<S>,
  params: URLSearchParams,
): ListFilters<S> {
  const { shape } = spec.schema;
  const defaults = spec.defaults as Record<string, unknown>;
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys(spec)) {
    const raw = params.get(key)?.trim();
    if (raw === undefined || raw === '') filters[key] = defaults[key];
    else if (raw === ALL && defaults[key] !== undefined) filters[key] = undefined;
    else filters[key] = accepted(shape[key], raw) ?? defaults[key];
  }
  const page = params.get('page');
  const limit = params.get('limit');
  const pageValue = page ? accepted(shape.page, page) : undefined;
  const limitValue = limit ? accepted(shape.limit, limit) : undefined;
  filters.page = typeof pageValue === 'number' ? pageValue : 1;
  filters.limit = spec.pageSizes.find((size) => size === limitValue) ?? spec.defaults.limit;
  return filters as ListFilters<S>;
}

/** The URL of a set of filters: defaults left out, so the plain address stays plain; cleared defaults as "all". */
export function paramsFromFilters<S extends ListQuerySchema>(
  spec: ListSpec<S>,
  filters: ListFilters<S>,
): URLSearchParams {
  const params = new URLSearchParams();
  const values = filters as Record<string, unknown>;
  const defaults = spec.defaults as Record<string, unknown>;
  for (const key of filterKeys(spec)) {
    const value = values[key];
    if (!present(value)) {
      if (defaults[key] !== undefined) params.set(key, ALL);
    } else if (text(value) !== text(defaults[key])) {
      params.set(key, text(value));
    }
  }
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.limit !== spec.defaults.limit) params.set('limit', String(filters.limit));
  return params;
}

/** The server's query: every applied filter, and always page and limit. */
export function apiParamsFromFilters<S extends ListQuerySchema>(
  spec: ListSpec<S>,
  filters: ListFilters<S>,
): URLSearchParams {
  const params = new URLSearchParams();
  const values = filters as Record<string, unknown>;
  for (const key of filterKeys(spec)) if (present(values[key])) params.set(key, text(values[key]));
  params.set('page', String(filters.page));
  params.set('limit', String(filters.limit));
  return params;
}

/** Applies changed filters. The old page number means nothing in the new result, so it starts again at page 1. */
export function withFilter<S extends ListQuerySchema>(
  filters: ListFilters<S>,
  change: FilterChange<S>,
): ListFilters<S> {
  return { ...filters, ...change, page: 1 };
}

/** Back to what the list opens on, keeping the page size the user chose. */
export function resetFilters<S extends ListQuerySchema>(spec: ListSpec<S>, filters: ListFilters<S>): ListFilters<S> {
  return { ...spec.defaults, limit: filters.limit };
}

/** A page of the table; a new page size starts again at page 1. */
export function withPage<S extends ListQuerySchema>(
  filters: ListFilters<S>,
  page: number,
  limit: number,
): ListFilters<S> {
  return { ...filters, page: limit === filters.limit ? page : 1, limit };
}
