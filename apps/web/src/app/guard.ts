/**
 * The session guard as pure functions (docs/shopper-app.md#routes-and-the-session-guard). Every route is declared
 * public, but:
 * - a path is public if it equals or contains one of PUBLIC_ENTRIES (so /searchshop, /shop/5 and /detail/1/2 are
 *   public, and 'filter' is listed without a slash, so any path containing "filter" is public);
 * - any other path needs a token, else 'loginFirst' is shown and the shopper goes to /login;
 * - a logged-in shopper visiting /login goes to /.
 */
export const PUBLIC_ENTRIES = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/bag',
  'filter',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
] as const;

export function isPublicPath(path: string): boolean {
  return PUBLIC_ENTRIES.some((entry) => path === entry || path.includes(entry));
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string; message?: 'loginFirst' };

export function decideNavigation(path: string, hasToken: boolean): GuardDecision {
  if (hasToken) return path === '/login' ? { action: 'redirect', to: '/' } : { action: 'allow' };
  if (path === '/' || isPublicPath(path)) return { action: 'allow' };
  return { action: 'redirect', to: '/login', message: 'loginFirst' };
}

// The /filter target shares its rule with the platform page, so it lives in lib/.
export { merchantLoginUrl } from '../lib/merchant-url.ts';
