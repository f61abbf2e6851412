export type SearchScope = 'products' | 'shops';

/** Where a search goes: product results, or seller results. */
export function resultsPath(scope: SearchScope, keyword: string): string {
  const query = new URLSearchParams({ keyword }).toString();
  return `${scope === 'shops' ? '/searchshop' : '/searchs'}?${query}`;
}

/** The search screen, prefilled with the words and the scope the shopper is refining. */
export function searchPath(scope: SearchScope, keyword: string): string {
  const query = new URLSearchParams();
  if (keyword) query.set('keyword', keyword);
  if (scope === 'shops') query.set('scope', 'shops');
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}

/** The scope asked for in a `scope` query parameter; products unless it says shops. */
export const scopeOf = (value: string | null): SearchScope => (value === 'shops' ? 'shops' : 'products');

/** Navigation state: the search screen was opened from a results screen to refine its words. */
export interface RefineState {
  refining: true;
}

export const isRefining = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<RefineState>).refining === true;
