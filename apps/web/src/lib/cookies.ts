/**
 * The session's two cookies (docs/shopper-app.md#the-session-and-its-cookies), written with the platform's
 * document.cookie (path /, 3-day expiry).
 */
export const TOKEN_COOKIE = 'Admin-Token';
export const LANG_COOKIE = 'Local_Lang';
export const COOKIE_DAYS = 3;

export function setCookie(name: string, value: string, days = COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function getCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
