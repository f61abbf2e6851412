import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

/** What a route declares in its `handle`: the page title shown in the browser tab. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string';
}

/** Wraps every page so the tab names the deepest route that has a title; operators keep many tabs open. */
export function RootRoute() {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;

  useEffect(() => {
    document.title = title ? `${title} · Shop console` : 'Shop console';
  }, [title]);

  return <Outlet />;
}
