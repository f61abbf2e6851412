import { Activity, type ReactElement, useRef } from 'react';
import { useMatches, useOutlet } from 'react-router';
import type { RouteHandle } from './router.tsx';

/**
 * Renders the current route; views marked keepAlive (Home, Explore, Bag, Filter) stay mounted but hidden by
 * React's <Activity> when the shopper leaves, so their state and data survive. Other views unmount.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const current = matches[matches.length - 1];
  const handle = current?.handle as RouteHandle | undefined;
  const kept = useRef(new Map<string, ReactElement>());

  const currentId = current?.id ?? '';
  if (handle?.keepAlive && outlet) kept.current.set(currentId, outlet);

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
