import type { Plugin } from 'vite';

/**
 * Paths of the shop's origin that belong to something other than the shopper app: the API, the console, the
 * seller center, uploaded pictures and the metrics. The shopper app's service worker has scope / (its routes sit at
 * the root), so these are in its scope by path; none of them may ever be answered by it.
 */
export const OUTSIDE_THE_SHOP = ['/api', '/console', '/seller', '/uploads', '/metrics'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Workbox's `navigateFallbackDenylist`: a page of the console or the seller center never gets the shop's index.html. */
export function navigationDenylist(prefixes: readonly string[] = OUTSIDE_THE_SHOP): RegExp[] {
  return [new RegExp(`^(?:${prefixes.map(escape).join('|')})(?:[/?#]|$)`)];
}

/** The classic script the generated worker imports first (Workbox's `importScripts`). */
export const BYPASS_SCRIPT = 'sw-bypass.js';

/**
 * Emits BYPASS_SCRIPT: on install it asks the browser (static routing, `InstallEvent.addRoutes`, Chrome 123+) to
 * send every request under those paths straight to the network without starting the worker, so an API call from a
 * controlled page never waits for the worker to wake. Browsers without static routing dispatch the fetch event, and
 * the Workbox worker answers none of these paths (no runtime routes; navigations denied by navigationDenylist).
 */
export function serviceWorkerBypass(prefixes: readonly string[] = OUTSIDE_THE_SHOP): Plugin {
  const rules = prefixes.flatMap((prefix) =>
    [prefix, `${prefix}/*`].map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' })),
  );
  const source = `self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(event.addRoutes(${JSON.stringify(rules)}).catch(() => undefined));
});
`;
  return {
    name: 'service-worker-bypass',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BYPASS_SCRIPT, source });
    },
  };
}
