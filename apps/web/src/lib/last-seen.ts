import type { UserDto } from '@shop/contract/user';
import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { getCookie, TOKEN_COOKIE } from './cookies.ts';
import { LAST_SEEN_PREFIX, lastSeenKey } from './last-seen-storage.ts';
import { session } from './session.ts';

/**
 * The last answers of the personal reads marked KEEP_LAST_SEEN (order lists, order counts, the account with its
 * balance, the wallet's balance), kept in localStorage so that offline those screens show what the shopper saw
 * last. Nothing else is kept, and the service worker keeps no API answer at all.
 *
 * Written with TanStack Query's own dehydrate/hydrate rather than its persister packages: those save the whole
 * cache under one key and would still need all of this (one entry per account, readable only by the session that
 * wrote it, deleted by logout), and this module is a lazy chunk loaded after the first screen.
 */

/** Most reads kept per account: order lists per tab and language, the counts and the two balances. */
const MAX_QUERIES = 24;

interface Snapshot {
  /** SHA-256 of the session's token: only the session that wrote it may read it back. */
  session: string;
  user: UserDto;
  queries: DehydratedState['queries'];
}

let fingerprinted: { token: string; digest: Promise<string> } | undefined;

/** The token's SHA-256, never the token itself: storage is not where a credential belongs. */
function fingerprint(token: string): Promise<string> {
  if (fingerprinted?.token !== token) {
    const digest = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(token))
      .then((bytes) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join(''));
    fingerprinted = { token, digest };
  }
  return fingerprinted.digest;
}

function read(key: string): Snapshot | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Snapshot> | null;
    return value && typeof value.session === 'string' && value.user && Array.isArray(value.queries)
      ? (value as Snapshot)
      : null;
  } catch {
    return null;
  }
}

const isKept = (query: Query) => query.meta?.lastSeen === true && query.state.status === 'success';

/** Web Crypto exists only on secure pages, like service workers: without it there is no offline app to feed. */
const canKeep = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/** Puts the answer of one kept read into its account's snapshot, if that session is still the one signed in. */
export async function saveLastSeen(queryClient: QueryClient, queryHash: string): Promise<void> {
  const { token, userInfo } = session.get();
  // Another tab may have signed out, or in as someone else: the cookie says who is signed in now.
  if (!canKeep() || !token || !userInfo || getCookie(TOKEN_COOKIE) !== token) return;
  const digest = await fingerprint(token);
  const user = session.get().userInfo;
  // A logout during the await has already deleted everything: do not write it back.
  if (session.get().token !== token || !user || user.id !== userInfo.id) return;
  const [query] = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.queryHash === queryHash && isKept(q),
  }).queries;
  if (!query) return;
  const key = lastSeenKey(userInfo.id);
  const previous = read(key);
  const others = previous?.session === digest ? previous.queries.filter((q) => q.queryHash !== queryHash) : [];
  const snapshot: Snapshot = { session: digest, user, queries: [query, ...others].slice(0, MAX_QUERIES) };
  try {
    localStorage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: this visit simply has nothing to show offline.
  }
}

/**
 * Puts the snapshot this session wrote back into the query cache (newer answers already there win) and returns its
 * user; a snapshot written by any other session is deleted unread.
 */
export async function restoreLastSeen(queryClient: QueryClient): Promise<UserDto | null> {
  const { token } = session.get();
  if (!canKeep() || !token) return null;
  const digest = await fingerprint(token);
  let user: UserDto | null = null;
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(LAST_SEEN_PREFIX)) continue;
      const snapshot = read(key);
      if (snapshot?.session === digest) {
        hydrate(queryClient, { mutations: [], queries: snapshot.queries });
        user = snapshot.user;
      } else {
        localStorage.removeItem(key);
      }
    }
  } catch {
    return null;
  }
  return user;
}

/** The caches already kept: the app has one, and starting twice would save every answer twice. */
const keeping = new WeakSet<QueryClient>();

/**
 * From now on, every successful answer of a read marked KEEP_LAST_SEEN is saved for the signed-in account, and
 * going offline puts back what the cache has dropped since (a list read minutes ago and garbage-collected). Returns
 * what stops it.
 */
export function keepLastSeen(queryClient: QueryClient): () => void {
  if (keeping.has(queryClient)) return () => {};
  keeping.add(queryClient);
  const cache = queryClient.getQueryCache();
  // Answers that arrived while this chunk was loading.
  for (const query of cache.getAll()) if (isKept(query)) void saveLastSeen(queryClient, query.queryHash);
  const stopSaving = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.meta?.lastSeen !== true) return;
    void saveLastSeen(queryClient, event.query.queryHash);
  });
  const restore = () => void restoreLastSeen(queryClient);
  window.addEventListener('offline', restore);
  return () => {
    stopSaving();
    window.removeEventListener('offline', restore);
    keeping.delete(queryClient);
  };
}
