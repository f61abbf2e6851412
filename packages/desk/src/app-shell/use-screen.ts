import { useSyncExternalStore } from 'react';
import { useThemeToken } from './theme-token.ts';

interface WatchedQuery {
  subscribe(onChange: () => void): () => void;
  matches(): boolean;
}

/** One media query list per query for the page's life, shared by every component that asks the same question. */
const watched = new Map<string, WatchedQuery>();

function watch(query: string): WatchedQuery {
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    entry = {
      subscribe(onChange) {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      matches: () => list.matches,
    };
    watched.set(query, entry);
  }
  return entry;
}

/**
 * Whether a CSS media query matches, read while rendering and re-rendered only when the answer changes.
 *
 * antd's `Grid.useBreakpoint` answers nothing on the first render: it subscribes in a layout effect and then forces a
 * second render, in the same task as the first commit, even when the answer is the one the first render assumed. In
 * the frame of every desk page that second pass re-rendered the whole menu and header, and a phone drew the side menu
 * before taking it away. Read here, the first render already lays the page out for the screen it is on.
 */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = watch(query);
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** antd's breakpoints the desks lay out by (from the theme, as antd's grid reads them). */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/**
 * Whether the screen is at least as wide as antd's breakpoint (`md`: 768 px by default), as `Grid.useBreakpoint()[name]`
 * once it has subscribed. A desk is a phone below `md`; its menu folds to icons below `lg`.
 */
export function useScreenAtLeast(breakpoint: Breakpoint): boolean {
  const token = useThemeToken();
  const width = { sm: token.screenSM, md: token.screenMD, lg: token.screenLG, xl: token.screenXL }[breakpoint];
  return useMediaQuery(`(min-width: ${width}px)`);
}
