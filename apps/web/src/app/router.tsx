import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  redirect,
  type RouteObject,
} from 'react-router';
import { loadAllNamespaces } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { frozenNotice, sessionEnded } from '../lib/session-ended.ts';
import { queryClient } from './providers.tsx';
import { setUnauthorizedHandler } from '../lib/request.ts';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorBoundary } from './error-boundary.tsx';
import { ROUTES } from './route-table.ts';
import { guardLoader } from './session-loader.ts';

export interface RouteHandle {
  titleKey: string;
  keepAlive: boolean;
  tabs: boolean;
}

/**
 * A lazy route's module, never rejected: a screen whose code failed to download becomes a screen that throws that
 * error when it renders, so the route's error screen shows it. (React Router 7 leaves a route whose lazy() rejected
 * marked as still loading and renders nothing below the shell, not even the route's ErrorBoundary.)
 */
export async function lazyScreen(load: Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  try {
    return { Component: await load };
  } catch (error) {
    return {
      Component: function ScreenCodeMissing(): never {
        throw error;
      },
    };
  }
}

const children: RouteObject[] = [
  { index: true, loader: () => redirect('/home') },
  ...ROUTES.map(
    (route): RouteObject => ({
      id: route.path,
      path: route.path.slice(1),
      // A failing screen shows the shop's own error screen inside the shell (tabs and back still work).
      ErrorBoundary: RouteErrorBoundary,
      handle: {
        titleKey: route.titleKey,
        keepAlive: Boolean(route.keepAlive),
        tabs: Boolean(route.tabs),
      } satisfies RouteHandle,
      // A screen's texts load with its code, in parallel; the shell's texts are already there.
      lazy: () => lazyScreen(Promise.all([route.load(), loadAllNamespaces()]).then(([Component]) => Component)),
    }),
  ),
  {
    path: '*',
    ErrorBoundary: RouteErrorBoundary,
    lazy: () => lazyScreen(import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
    handle: { titleKey: 'notFound', keepAlive: false, tabs: false } satisfies RouteHandle,
  },
];

/**
 * The whole route tree: the shell (guard, layout) around every screen. The server renders the same tree with a guard
 * of its own (server/render-page.tsx): it has no session to read, only whether the request carries one.
 */
export function appRoutes(guard: LoaderFunction = guardLoader): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: AppLayout,
      loader: guard,
      // The guard must run on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      HydrateFallback: () => null,
      // The shell or the guard itself failed: the same screen, without the shell.
      ErrorBoundary: RouteErrorBoundary,
      children,
    },
  ];
}

/**
 * The browser's router. With `hydration`, the page came rendered from the server (app/hydrate.ts): the routes it
 * matched are already loaded and the guard's answer is known, so the first render is the server's markup.
 */
export function createAppRouter(routes = appRoutes(), hydration?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData: hydration });
  setUnauthorizedHandler((error) => {
    // The login page says why the shopper is there (lib/session-ended.ts): a frozen account in the server's words.
    sessionEnded.mark(frozenNotice(error));
    session.clear();
    // Nothing of the ended session may show to whoever logs in next.
    queryClient.clear();
    void router.navigate('/login', { replace: true });
  });
  return router;
}
