/**
 * Where the app keeps the last personal reads a shopper saw (orders, balance), to show them offline: one
 * localStorage entry per account, `shop.lastSeen.<user id>` (lib/last-seen.ts writes and reads them, in a chunk of
 * its own). This part is in the first-load shell because the session calls it: a logout deletes every entry, and a
 * login deletes every other account's, so nothing personal outlives a session or crosses to another account.
 */
export const LAST_SEEN_PREFIX = 'shop.lastSeen.';

export const lastSeenKey = (userId: number): string => `${LAST_SEEN_PREFIX}${userId}`;

/** The `meta` of a query whose answer is kept for offline use (personal reads only worth showing when offline). */
export const KEEP_LAST_SEEN = { lastSeen: true } as const;

/** Deletes what is kept for every account, or for every account but `keepUserId`. Never throws. */
export function forgetLastSeen(keepUserId?: number): void {
  try {
    const keep = keepUserId === undefined ? undefined : lastSeenKey(keepUserId);
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(LAST_SEEN_PREFIX) && key !== keep) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked (private mode, a webview): nothing was kept either.
  }
}
