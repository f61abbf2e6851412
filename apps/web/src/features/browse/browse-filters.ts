import type { ProductSort } from '@shop/contract/catalogue';
import type { ProductFilters } from '../../lib/catalogue/api.ts';
import { readPriceRange } from './price-range.ts';

/**
 * The browsing screens keep their choices in the URL (category, sort, price range), so back, reload and a shared
 * link show the same listing. These read and write those search params; a bad value falls back to the default.
 */

// Repeated from the contract (PRODUCT_SORTS): importing it would pull zod into the bundle.
const SORTS = ['sales', 'price_asc', 'price_desc', 'newest'] as const satisfies readonly ProductSort[];

/** A positive whole number id from the URL, else undefined ("All"). */
export function readCategoryId(params: URLSearchParams): number | undefined {
  const text = params.get('category_id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  return Number(text);
}

export function readSort(params: URLSearchParams): ProductSort {
  const value = params.get('sort');
  return SORTS.find((sort) => sort === value) ?? 'sales';
}

/** The goods/list filters of /products from its URL. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const range = readPriceRange(params);
  return {
    category_id: readCategoryId(params),
    sort: readSort(params),
    ...(range.min === undefined ? {} : { min_price: range.min }),
    ...(range.max === undefined ? {} : { max_price: range.max }),
    ...(params.get('discounted') === 'true' ? { discounted: true } : {}),
  };
}

/** The URL of the filters; the default sort and empty bounds stay out, so the plain link is /products. */
export function writeProductFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category_id !== undefined) params.set('category_id', String(filters.category_id));
  if (filters.sort !== 'sales') params.set('sort', filters.sort);
  if (filters.min_price) params.set('min_price', filters.min_price);
  if (filters.max_price) params.set('max_price', filters.max_price);
  if (filters.discounted) params.set('discounted', 'true');
  return params;
}

/** The price button of the sort bar: first tap sorts cheapest first, each further tap flips the order. */
export function nextPriceSort(current: ProductSort): ProductSort {
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}
