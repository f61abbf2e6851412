/**
 * Small JSON lists kept on the shopper's device (search history, recently viewed). Storage can be missing, full,
 * blocked (private mode, embedded webviews) or hand-edited, so reads validate every entry and writes never throw:
 * losing a history is better than breaking the screen.
 */
export function readStoredList<T>(key: string, isEntry: (value: unknown) => value is T): T[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writeStoredList(key: string, list: readonly unknown[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage blocked: the list lives on for this visit only.
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
