import type { RouteObject } from 'react-router';

/**
 * Fetches the module of every lazily loaded route ahead of a test file's tests. Pages load on use
 * (docs/desk-kit.md#loading-on-use); in a test the first load of a page also transforms its code, which on a busy
 * machine outlasts a `findBy…`: loaded before, a test's waits time the page, not the transform.
 */
export async function loadLazyRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}
