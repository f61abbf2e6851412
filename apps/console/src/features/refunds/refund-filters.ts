import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';
import { consoleRefundListQuery } from '@shop/contract/refund';
import { REFUND_STATUS_VALUES } from '../../lib/refund-labels.ts';

/** A status tab of the refunds queue: one status, or every request. */
export type RefundTab = RefundStatus | 'all';

/**
 * What the refunds queue shows. It lives in the URL so a reload, a bookmark or a shared link shows the same rows.
 * The queue opens on what waits for the operator (pending), so "every status" is written as status=all.
 */
export interface RefundFilters {
  status: RefundTab;
  /** The order number, or its beginning. */
  order_no?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_STATUS: RefundTab = REFUND_STATUS.pending;
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = PAGE_SIZES[0];

export const DEFAULT_REFUND_FILTERS: RefundFilters = {
  status: DEFAULT_STATUS,
  page: DEFAULT_PAGE,
  limit: DEFAULT_LIMIT,
};

const fields = consoleRefundListQuery.shape;

/** The value of one field when the contract accepts it; a hand-edited, broken parameter is ignored, not an error page. */
function accepted<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  raw: string | null,
) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

function statusFrom(raw: string | null): RefundTab {
  if (raw === 'all') return 'all';
  const status = accepted(fields.status, raw);
  return REFUND_STATUS_VALUES.find((value) => value === status) ?? DEFAULT_STATUS;
}

export function filtersFromParams(params: URLSearchParams): RefundFilters {
  const limit = accepted(fields.limit, params.get('limit'));
  return {
    status: statusFrom(params.get('status')),
    order_no: accepted(fields.order_no, params.get('order_no')) || undefined,
    page: accepted(fields.page, params.get('page')) ?? DEFAULT_PAGE,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

/** The URL parameters of a set of filters; defaults and empty fields are left out so plain /refunds stays plain. */
export function paramsFromFilters(filters: RefundFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_STATUS) params.set('status', String(filters.status));
  const orderNo = filters.order_no?.trim();
  if (orderNo) params.set('order_no', orderNo);
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** The server's query: every status is no status parameter, and page and limit are always sent. */
export function apiParamsFromFilters(filters: RefundFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', String(filters.status));
  const orderNo = filters.order_no?.trim();
  if (orderNo) params.set('order_no', orderNo);
  params.set('page', String(filters.page));
  params.set('limit', String(filters.limit));
  return params;
}

/** Applies a changed filter. The old page number means nothing in the new result, so it starts again at page 1. */
export function withFilter(
  filters: RefundFilters,
  change: Partial<Pick<RefundFilters, 'status' | 'order_no'>>,
): RefundFilters {
  return { ...filters, ...change, page: DEFAULT_PAGE };
}
