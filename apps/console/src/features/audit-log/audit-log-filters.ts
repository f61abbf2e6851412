import { auditLogListQuery } from '@shop/contract/console-wallet';

/** The audit log's filter and page, in the URL so a reload or a shared link shows the same lines. */
export interface AuditLogFilters {
  target_type?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [20, 50] as const;
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = PAGE_SIZES[0];

/** What operators' actions are logged against (the server's target_type values). */
export const TARGET_TYPES = [
  { value: 'recharge', label: 'Recharges' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'order', label: 'Orders' },
  { value: 'refund', label: 'Refunds' },
  { value: 'review', label: 'Reviews' },
  { value: 'content', label: 'Help and law pages' },
  { value: 'promo', label: 'Promo codes' },
  { value: 'freight', label: 'Freight' },
  { value: 'settings', label: 'Settings' },
] as const;

const fields = auditLogListQuery.shape;

function accepted<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  raw: string | null,
) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

export function auditLogFiltersFromParams(params: URLSearchParams): AuditLogFilters {
  const limit = accepted(fields.limit, params.get('limit'));
  return {
    target_type: accepted(fields.target_type, params.get('target_type')) || undefined,
    page: accepted(fields.page, params.get('page')) ?? DEFAULT_PAGE,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

export function paramsFromAuditLogFilters(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.target_type) params.set('target_type', filters.target_type);
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** Compact one-line JSON of a logged state; "—" when nothing was recorded. */
export function compactJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
