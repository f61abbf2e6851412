import { consoleWalletListQuery } from '@shop/contract/console-wallet';
import { AUDIT_STATUS, AUDIT_TABS } from '@shop/contract/wallet-status';

/** A status tab of an audit queue: one status, or every request. */
export type AuditTab = (typeof AUDIT_TABS)[number];

/**
 * What a recharge or withdrawal queue shows. It lives in the URL so a reload, a bookmark or a shared link shows the
 * same rows. The queue opens on what waits for the operator (auditing), so "every status" is written as status=all.
 */
export interface AuditFilters {
  status: AuditTab;
  /** The shopper's account, exact. */
  account?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_STATUS: AuditTab = AUDIT_STATUS.auditing;
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = PAGE_SIZES[0];

export const DEFAULT_AUDIT_FILTERS: AuditFilters = { status: DEFAULT_STATUS, page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

const fields = consoleWalletListQuery.shape;

/** The value of one field when the contract accepts it; a hand-edited, broken parameter is ignored, not an error page. */
function accepted<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  raw: string | null,
) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

function statusFrom(raw: string | null): AuditTab {
  if (raw === 'all') return 'all';
  const status = accepted(fields.status, raw);
  return AUDIT_TABS.find((tab) => tab === status) ?? DEFAULT_STATUS;
}

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const limit = accepted(fields.limit, params.get('limit'));
  return {
    status: statusFrom(params.get('status')),
    account: accepted(fields.account, params.get('account')) || undefined,
    page: accepted(fields.page, params.get('page')) ?? DEFAULT_PAGE,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

/** The URL parameters of a set of filters; defaults and empty fields are left out so plain /recharges stays plain. */
export function paramsFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_STATUS) params.set('status', String(filters.status));
  const account = filters.account?.trim();
  if (account) params.set('account', account);
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** The server's query: every status is no status parameter, and page and limit are always sent. */
export function apiParamsFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', String(filters.status));
  const account = filters.account?.trim();
  if (account) params.set('account', account);
  params.set('page', String(filters.page));
  params.set('limit', String(filters.limit));
  return params;
}

/** Applies a changed filter. The old page number means nothing in the new result, so it starts again at page 1. */
export function withFilter(
  filters: AuditFilters,
  change: Partial<Pick<AuditFilters, 'status' | 'account'>>,
): AuditFilters {
  return { ...filters, ...change, page: DEFAULT_PAGE };
}
