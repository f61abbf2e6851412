import { request } from './request.ts';

/** At most this many reports leave one page load: a screen that fails on every render must not flood the server. */
const MAX_REPORTS_PER_PAGE = 5;
const reported = new WeakSet<object>();
let sent = 0;

/**
 * Which build the shopper runs: the hashed name of the entry script (index-<hash>.js), so a report names the
 * release without a version number to keep in step; "dev" under the development server.
 */
export function appVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]');
  return entry?.src.match(/index-([\w-]+)\.js/)?.[1] ?? 'dev';
}

/** The error's kind and message only: no stack, no component tree (the server masks anything personal too). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'status' in error) {
    const response = error as { status: number; statusText?: string };
    return `Response ${response.status} ${response.statusText ?? ''}`.trim();
  }
  return String(error);
}

/**
 * Tells the server's log that a screen failed (POST /api/client-errors), once per error object and a few times per
 * page load at most. Silent: no toast, no 401 handling, and a failed report is dropped.
 */
export function reportClientError(error: unknown, route: string): void {
  const key = error !== null && typeof error === 'object' ? error : null;
  if ((key && reported.has(key)) || sent >= MAX_REPORTS_PER_PAGE) return;
  if (key) reported.add(key);
  sent += 1;
  request('/client-errors', {
    method: 'POST',
    body: { message: describeError(error), route, app_version: appVersion() },
    withoutToken: true,
    allowDuplicate: true,
    silent: true,
  }).catch(() => {});
}
