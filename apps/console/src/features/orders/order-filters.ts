import { consoleOrderListQuery } from '@shop/contract/console-orders';
import type { OrderStatus } from '@shop/contract/order-status';

/** What the orders table shows; it lives in the URL so a reload, a bookmark or a shared link shows the same rows. */
export interface OrderFilters {
  status?: OrderStatus;
  /** Order number or its beginning. */
  order_no?: string;
  /** Shopper account, exact. */
  account?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = PAGE_SIZES[0];

const fields = consoleOrderListQuery.shape;

/** The value of one field when the contract accepts it; a hand-edited, broken parameter is ignored, not an error page. */
function accepted<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  raw: string | null,
) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const limit = accepted(fields.limit, params.get('limit'));
  return {
    status: accepted(fields.status, params.get('status')),
    order_no: accepted(fields.order_no, params.get('order_no')) || undefined,
    account: accepted(fields.account, params.get('account')) || undefined,
    page: accepted(fields.page, params.get('page')) ?? DEFAULT_PAGE,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

/** The URL parameters of a set of filters; defaults and empty fields are left out so plain /orders stays plain. */
export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== undefined) params.set('status', String(filters.status));
  const orderNo = filters.order_no?.trim();
  if (orderNo) params.set('order_no', orderNo);
  const account = filters.account?.trim();
  if (account) params.set('account', account);
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** Applies a changed filter. The old page number means nothing in the new result, so it starts again at page 1. */
export function withFilter(
  filters: OrderFilters,
  change: Partial<Pick<OrderFilters, 'status' | 'order_no' | 'account'>>,
): OrderFilters {
  return { ...filters, ...change, page: DEFAULT_PAGE };
}
