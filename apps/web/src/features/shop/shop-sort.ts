import type { ProductSort } from '@shop/contract/catalogue';

/**
 * The shop page's sort tabs. Price is one tab that flips between cheapest and dearest first, as shoppers know it
 * from the big marketplaces; the other tabs each hold one order.
 */
export type ShopSortTab = 'sales' | 'newest' | 'price';

export const SHOP_SORT_TABS: readonly ShopSortTab[] = ['sales', 'newest', 'price'];

/** The order the server's first page of a shop (shop/detail `products`) comes in. */
export const DEFAULT_SHOP_SORT: ProductSort = 'sales';

export function tabOf(sort: ProductSort): ShopSortTab {
  return sort === 'price_asc' || sort === 'price_desc' ? 'price' : sort;
}

/** The order after tapping a tab: a second tap on Price reverses it, a tap on the current other tab keeps it. */
export function sortAfterTap(current: ProductSort, tab: ShopSortTab): ProductSort {
  if (tab !== 'price') return tab;
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}
