import { consoleReviewListQuery } from '@shop/contract/review';

/** Which reviews: every one, only those shown on the product page, or only those an operator hid. */
export type Visibility = 'all' | 'visible' | 'hidden';

/** What the reviews table shows; it lives in the URL so a reload, a bookmark or a shared link shows the same rows. */
export interface ReviewFilters {
  visibility: Visibility;
  product_id?: number;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = PAGE_SIZES[0];

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = { visibility: 'all', page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

const fields = consoleReviewListQuery.shape;

/** The value of one field when the contract accepts it; a hand-edited, broken parameter is ignored, not an error page. */
function accepted<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  raw: string | null,
) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** A product id as typed into the filter (digits only), or undefined when it is not one. */
export function productIdFrom(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return accepted(fields.product_id, raw.trim());
}

export function filtersFromParams(params: URLSearchParams): ReviewFilters {
  const hidden = params.get('hidden');
  const limit = accepted(fields.limit, params.get('limit'));
  return {
    visibility: hidden === 'true' ? 'hidden' : hidden === 'false' ? 'visible' : 'all',
    product_id: productIdFrom(params.get('product_id')),
    page: accepted(fields.page, params.get('page')) ?? DEFAULT_PAGE,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

/**
 * The search parameters of a set of filters, for the URL (defaults left out so plain /reviews stays plain) or for
 * the server (`api`: page and limit always sent). Both write hidden=true / hidden=false, and nothing for every review.
 */
export function paramsFromFilters(filters: ReviewFilters, { api = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.visibility !== 'all') params.set('hidden', String(filters.visibility === 'hidden'));
  if (filters.product_id !== undefined) params.set('product_id', String(filters.product_id));
  if (api || filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (api || filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** Applies a changed filter. The old page number means nothing in the new result, so it starts again at page 1. */
export function withFilter(
  filters: ReviewFilters,
  change: Partial<Pick<ReviewFilters, 'visibility' | 'product_id'>>,
): ReviewFilters {
  return { ...filters, ...change, page: DEFAULT_PAGE };
}
