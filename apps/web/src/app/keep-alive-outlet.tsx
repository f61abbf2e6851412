import { Activity, type ComponentType, type ReactElement, useEffect, useRef, useState } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { loadAllNamespaces } from '../lib/i18n.ts';
import { afterPageLoad, whenIdle } from '../lib/when-idle.ts';
import { ScreenErrorBoundary } from './error-boundary.tsx';
import { type AppRoute, prefetchScreens, ROUTES } from './route-table.ts';
import type { RouteHandle } from './router.tsx';

/**
 * Renders the current route; views marked keepAlive (Home, Explore, Bag, Filter) stay mounted but hidden by
 * React's <Activity> when the shopper leaves, so their state and data survive. Other views unmount.
 *
 * Screens marked `prerender` (Explore) are rendered ahead, hidden, while the browser is idle on a screen that shows the
 * tabs: their tab then only shows them, no longer mounts them inside the tap
 * (docs/shopper-app.md#taps-that-answer-at-once). Such a screen stays the element rendered ahead when it is visited:
 * React Router's element for it is another tree, and would mount the screen a second time. Outside React Router's
 * route elements, it has an error screen of its own (ScreenErrorBoundary).
 */
export function KeepAliveOutlet({
  routes = ROUTES,
  idle = whenIdle,
}: {
  /** The route table and the idle scheduler; tests hand their own. */
  routes?: readonly AppRoute[];
  idle?: (work: () => void) => () => void;
}) {
  const outlet = useOutlet();
  const matches = useMatches();
  const current = matches[matches.length - 1];
  const handle = current?.handle as RouteHandle | undefined;
  const kept = useRef(new Map<string, ReactElement>());
  const renderedAhead = useRef(new Set<string>());
  const [, setAheadCount] = useState(0);

  const onTab = Boolean(handle?.tabs);
  useEffect(() => {
    if (!onTab) return undefined;
    const renderAhead = (route: AppRoute, Screen: ComponentType) => {
      if (kept.current.has(route.path)) return;
      renderedAhead.current.add(route.path);
      kept.current.set(
        route.path,
        <ScreenErrorBoundary routePattern={route.path}>
          <Screen />
        </ScreenErrorBoundary>,
      );
      setAheadCount(renderedAhead.current.size);
    };
    // A screen's texts load with its code, as its route's own loading does (app/router.tsx). Not before the page's
    // load event: the hidden screen's pictures (the rail's icons are eager) would join the page's own downloads and
    // hold its load back on a slow connection.
    return afterPageLoad(() =>
      prefetchScreens(
        idle,
        (route, Screen) =>
          void loadAllNamespaces().then(
            () => renderAhead(route, Screen),
            () => undefined,
          ),
        routes,
      ),
    );
  }, [onTab, idle, routes]);

  // The route ids are the route table's paths (app/router.tsx).
  const currentId = current?.id ?? '';
  if (handle?.keepAlive && outlet && !renderedAhead.current.has(currentId)) kept.current.set(currentId, outlet);

  return (
    <>
      {[...kept.current].map(([id, element]) => (
        <Activity key={id} mode={id === currentId ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {!handle?.keepAlive && outlet}
    </>
  );
}
