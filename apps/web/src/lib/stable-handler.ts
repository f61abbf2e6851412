import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * An event handler whose identity never changes but which always runs the latest `handler` given: for a handler
 * passed to a memoised part, so that a change elsewhere in its owner (a sheet opening) does not render the part
 * again. Not for use during rendering: it reads the handler of the last commit.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
