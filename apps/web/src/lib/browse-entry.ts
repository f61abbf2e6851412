import { useCallback } from 'react';
import { useSession } from './session.ts';

/** The browse screens the session guard keeps behind the login: the full listing and the ranking. */
const SIGNED_IN_ONLY = new Set(['/products', '/popular']);

/**
 * Where a browse link (a banner, a category icon, "Ranking") takes the shopper. Signed in: where it says. Signed out:
 * the public screen that shows the same thing, so browsing never meets the login wall while the guard stays as it
 * is: a keyword opens the search results (/searchs), a category opens Explore on that category (its best
 * sellers, as the ranking shows them), anything else Explore.
 */
export function browseEntry(target: string, signedIn: boolean): string {
  if (signedIn) return target;
  const url = new URL(target, 'http://shop.invalid');
  if (!SIGNED_IN_ONLY.has(url.pathname)) return target;
  const keyword = url.searchParams.get('keyword');
  if (keyword) return `/searchs?${new URLSearchParams({ keyword })}`;
  const category = url.searchParams.get('category_id');
  return category ? `/explore?${new URLSearchParams({ category_id: category })}` : '/explore';
}

/** browseEntry for the current session, re-rendering when the shopper signs in or out. */
export function useBrowseEntry(): (target: string) => string {
  const signedIn = useSession((s) => Boolean(s.token));
  return useCallback((target: string) => browseEntry(target, signedIn), [signedIn]);
}
