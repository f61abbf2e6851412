import type { LangCode } from '@shop/contract/languages';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { session } from '../lib/session.ts';
import { SERVER_RENDER_ID } from './server-render-id.ts';
import { queryClient } from './providers.tsx';
import { appRoutes, createAppRouter } from './router.tsx';
import { ensureUserInfo } from './session-loader.ts';

/** What the server rendered the page with (server/render-page.tsx writes it beside #root). */
export interface ServerRender {
  lang: LangCode;
  path: string;
  loaderData: Record<string, unknown>;
  /** Every read the page made, as the API answered it (TanStack's own dehydrate format is 1 KB of code more). */
  queries: { key: QueryKey; data: unknown }[];
}

/**
 * The page's server render, when it is one and it still fits: the same language as the app's (both come from the
 * Local_Lang cookie) and the same path (a page the service worker served from its cache is the empty shell).
 */
function readServerRender(lang: LangCode): ServerRender | undefined {
  const element = document.getElementById(SERVER_RENDER_ID);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as ServerRender;
    return state.lang === lang && state.path === window.location.pathname ? state : undefined;
  } catch {
    return undefined;
  }
}

/** index.html registers the service worker once the app's start is over (its first install downloads the whole app). */
const STARTED_EVENT = 'shop:started';

/**
 * Ends the current task, so the browser can paint and answer a tap before the next step of the start-up: each step
 * is then a short task of its own instead of one long one that blocks the page (Chromium's `scheduler.yield`
 * keeps the app's place at the front of the queue; elsewhere a timer does the same).
 */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Gets the browser to exactly where the server was before its render: the page's reads in the query cache and the
 * matched screens' code loaded (a lazy route would otherwise render nothing on the first pass), so hydration
 * reuses the server's markup instead of replacing it.
 */
async function prepareHydration(routes: RouteObject[], render: ServerRender): Promise<void> {
  for (const { key, data } of render.queries) queryClient.setQueryData(key, data);
  await yieldToMain();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Takes over the server's markup of this page: true when it did, false when the page is not (or no longer) the
 * server's render of this app, for main.tsx to render it from scratch.
 */
export async function hydrateServerRender(
  root: HTMLElement,
  lang: LangCode,
  app: (router: ReturnType<typeof createAppRouter>) => ReactNode,
): Promise<boolean> {
  const render = readServerRender(lang);
  if (!render) {
    window.dispatchEvent(new Event(STARTED_EVENT));
    return false;
  }
  const routes = appRoutes();
  await prepareHydration(routes, render);
  await yieldToMain();
  // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser between them: the page
  // is already on screen, and a tap meanwhile is answered first (the slice it lands in is hydrated at once).
  const router = createAppRouter(routes, { loaderData: render.loaderData });
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
  window.dispatchEvent(new Event(STARTED_EVENT));
  // The guard's work for a signed-in shopper (their user info and language), which the signed-out render skipped.
  void ensureUserInfo().catch(() => session.clear());
  return true;
}
