import type { Location } from 'react-router';

/**
 * The way back from an editor to the list it was opened from, with that list's filters and page: the list passes
 * its address in the link's state (`state={fromList(location)}`), the editor's Back goes there (`backTo`). Opened
 * directly (a shared link, a new tab) there is no list behind, so Back opens the plain list.
 */
export interface FromList {
  back: string;
}

export function fromList(location: Pick<Location, 'pathname' | 'search'>): FromList {
  return { back: `${location.pathname}${location.search}` };
}

export function backTo(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'back' in state && typeof state.back === 'string') {
    // Only a path inside the app: the state is whatever the history entry holds.
    if (state.back.startsWith('/') && !state.back.startsWith('//')) return state.back;
  }
  return fallback;
}
