import { type ComponentType, useEffect, useState } from 'react';

/**
 * A part of a screen whose code is fetched on first use (the product page's picture viewer): `preload` fetches it
 * ahead of the tap, `useLazyPart` renders it once it is here.
 */
export interface LazyPart<P extends object> {
  /** Fetches the part's code; a failure is forgotten, so the next use tries again. */
  preload(): Promise<void>;
  /** The part's component if its code is here already. */
  readonly loaded: ComponentType<P> | undefined;
}

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  return {
    preload() {
      pending ??= load().then(
        (module) => {
          loaded = module.default;
        },
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      );
      return pending;
    },
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The part's component, or undefined while its code is not here; once `wanted`, its code is fetched and the caller
 * renders again when it comes. No React.lazy and no Suspense boundary: React holds a boundary's content back until
 * 300 ms after its fallback was shown (so that content does not flash in and out), which made a sheet opened before
 * its code came appear a third of a second late. A failed fetch is thrown from the render, for the screen's error
 * boundary to show (main.tsx reloads onto a new release when a chunk went missing online); the next render of a new
 * screen tries again.
 */
export function useLazyPart<P extends object>(part: LazyPart<P>, wanted: boolean): ComponentType<P> | undefined {
  // How the fetch this render asked for ended: setting it renders again, and a failure is thrown from that render.
  const [settled, setSettled] = useState<{ error?: unknown }>();
  const missing = wanted && part.loaded === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    part.preload().then(
      () => current && setSettled({}),
      (error: unknown) => current && setSettled({ error }),
    );
    return () => {
      current = false;
    };
  }, [part, missing]);
  if (settled && 'error' in settled) throw settled.error;
  return part.loaded;
}
