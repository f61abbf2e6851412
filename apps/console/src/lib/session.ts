/**
 * The operator's session in this browser. The token has its own key so a shopper session of the shop on the
 * same origin never mixes with the console's.
 */
const TOKEN_KEY = 'console-token';

/** A full address, not a route: it works from outside the router too. */
const LOGIN_PATH = '/console/login';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/**
 * Forgets the token and loads the login page afresh. A full load rather than a route change, so no cached
 * query of the old session survives or refetches on the way out.
 */
export function endSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  // Already on the login page: reloading it would only lose what the operator typed.
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
}
