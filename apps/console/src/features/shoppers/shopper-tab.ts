import { shopperOrdersQuery } from '@shop/contract/console-shoppers';
import { limit, page } from '@shop/contract/validation';
import {
  type FilterChange,
  filtersFromParams,
  type ListFilters,
  listSpec,
  paramsFromFilters,
  withFilter,
  withPage,
} from '@shop/desk/list/list-filters.ts';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** The shopper page's tabs, in the order they show. */
export const SHOPPER_TABS = [
  'addresses',
  'orders',
  'ledger',
  'refunds',
  'recharges',
  'withdrawals',
  'reviews',
] as const;
export type ShopperTab = (typeof SHOPPER_TABS)[number];

/** The open tab and its page (and the orders' status) in the URL: a link to a shopper's refunds can be shared. */
export const shopperTabQuery = z.object({
  tab: z.enum(SHOPPER_TABS).optional(),
  status: shopperOrdersQuery.shape.status,
  page,
  limit,
});

const spec = listSpec(shopperTabQuery, { tab: 'addresses' });

type Filters = ListFilters<typeof shopperTabQuery>;

export interface ShopperTabState {
  filters: Filters & { tab: ShopperTab };
  pageSizes: readonly number[];
  /** Another tab (from its first page, without the orders' status). */
  open(tab: ShopperTab): void;
  change(change: FilterChange<typeof shopperTabQuery>): void;
  paginate(page: number, limit: number): void;
  /** Whether the orders' status filter is applied (the empty table then says nothing matches). */
  filtered: boolean;
}

/**
 * The tab, page and status of the shopper page, read with desk's list kit from the URL. Written in place (replace):
 * tabs are views of one page, so Back leaves the shopper's page for wherever the operator came from.
 */
export function useShopperTab(): ShopperTabState {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(spec, params);
  const write = (next: Filters) => setParams(paramsFromFilters(spec, next), { replace: true });
  return {
    filters: { ...filters, tab: filters.tab ?? 'addresses' },
    pageSizes: spec.pageSizes,
    open: (tab) => write(withFilter(filters, { tab, status: undefined })),
    change: (change) => write(withFilter(filters, change)),
    paginate: (page, limit) => write(withPage(filters, page, limit)),
    filtered: filters.status !== undefined,
  };
}

/** The server query of the open tab: the shopper, the page, and the status filter for the orders only. */
export function recordsParams(id: number, { tab, status, page, limit }: Filters): URLSearchParams {
  const params = new URLSearchParams({ id: String(id), page: String(page), limit: String(limit) });
  if (tab === 'orders' && status !== undefined) params.set('status', String(status));
  return params;
}
