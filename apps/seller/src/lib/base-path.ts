/**
 * Where the seller center lives in the address: the API serves the same build at /seller/ on every host and at / of
 * a `merchant.` host (docs/operations.md#configuration), so the router's basename and the login page are chosen when the page opens.
 */
export const SELLER_PREFIX = '/seller';

/** '/seller' when the page was opened under /seller, '' otherwise (a merchant. host). */
export function basenameFor(pathname: string): string {
  return pathname === SELLER_PREFIX || pathname.startsWith(`${SELLER_PREFIX}/`) ? SELLER_PREFIX : '';
}

/** The app's basename for this page. */
export const APP_BASENAME = basenameFor(typeof window === 'undefined' ? '' : window.location.pathname);

/** A path inside the app as a full address ('/login' → '/seller/login' under /seller). */
export function appPath(path: string, basename = APP_BASENAME): string {
  return `${basename}${path}`;
}
