import { ledgerQuery } from '@shop/contract/console-wallet';

/** The ledger page's account and page, in the URL so a link to one shopper's ledger can be shared. */
export interface LedgerFilters {
  account?: string;
  page: number;
  limit: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = PAGE_SIZES[0];

const fields = ledgerQuery.shape;

function accepted<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } },
  raw: string | null,
) {
  if (raw === null || raw.trim() === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

export function ledgerFiltersFromParams(params: URLSearchParams): LedgerFilters {
  const limit = accepted(fields.limit, params.get('limit'));
  return {
    account: accepted(fields.account, params.get('account')) || undefined,
    page: accepted(fields.page, params.get('page')) ?? DEFAULT_PAGE,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

export function paramsFromLedgerFilters(filters: LedgerFilters): URLSearchParams {
  const params = new URLSearchParams();
  const account = filters.account?.trim();
  if (account) params.set('account', account);
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

/** Another account starts on its first page. */
export function withAccount(filters: LedgerFilters, account: string | undefined): LedgerFilters {
  return { ...filters, account: account?.trim() || undefined, page: DEFAULT_PAGE };
}
