import { useSyncExternalStore } from 'react';
import { readStoredList, writeStoredList } from '../../lib/catalogue/device-storage.ts';

/** The shopper's past searches, kept on the device only (never sent to the server), newest first. */
export const SEARCH_HISTORY_KEY = 'shop.searchHistory';
export const SEARCH_HISTORY_MAX = 15;
/** The API's limit for a search term (contract `keyword`). */
export const KEYWORD_MAX_LENGTH = 60;

/** Trims, folds runs of spaces and cuts to the API's limit: what is searched and what is remembered. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH).trim();
}

const sameKeyword = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The list after searching `keyword`: it moves to the front (with the spelling just typed), an earlier entry
 * differing only in letter case goes, and the oldest fall off past `max`.
 */
export function withKeyword(list: readonly string[], keyword: string, max = SEARCH_HISTORY_MAX): string[] {
  const term = normalizeKeyword(keyword);
  if (!term) return [...list];
  return [term, ...list.filter((entry) => !sameKeyword(entry, term))].slice(0, max);
}

const isKeyword = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

// One parsed snapshot shared by every reader (useSyncExternalStore needs a stable value between changes).
let snapshot: string[] | undefined;
const listeners = new Set<() => void>();

function publish(next: string[]): void {
  snapshot = next;
  writeStoredList(SEARCH_HISTORY_KEY, next);
  for (const listener of listeners) listener();
}

export function readSearchHistory(): string[] {
  snapshot ??= readStoredList(SEARCH_HISTORY_KEY, isKeyword).slice(0, SEARCH_HISTORY_MAX);
  return snapshot;
}

export function rememberSearch(keyword: string): void {
  const current = readSearchHistory();
  const next = withKeyword(current, keyword);
  if (next.length !== current.length || next.some((entry, i) => entry !== current[i])) publish(next);
}

export function clearSearchHistory(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the shop searched or cleared: read again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SEARCH_HISTORY_KEY && event.key !== null) return;
    snapshot = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A server-rendered page knows no device's history. */
const NO_HISTORY: string[] = [];
const serverHistory = () => NO_HISTORY;

export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, readSearchHistory, serverHistory);
}

/** For tests: forget the cached snapshot so the next read parses storage again. */
export function resetSearchHistoryCacheForTests(): void {
  snapshot = undefined;
}
