import type { Permission } from '@shop/contract/console-access';
import type { ReactNode } from 'react';
import type { Access } from '../access/access.tsx';
import type { TranslationKey } from '../i18n/translation-key.ts';

/** One entry of the side menu. The menu is drawn from the app's list, filtered by what the user may do. */
export interface MenuEntry {
  /** Route path inside the app; the entry is highlighted on it and below it. */
  path: string;
  label: TranslationKey;
  icon: ReactNode;
  /** Shown only to users with it (the route declares the same permission and refuses the page without it). */
  permission?: Permission;
  /**
   * The heading the entry is listed under ("Catalogue"). Entries next to each other with the same group form one
   * section; an entry without one stands on its own.
   */
  group?: TranslationKey;
}

/** A run of entries under one heading (none for entries without a group). */
export interface MenuSection {
  group?: TranslationKey;
  entries: MenuEntry[];
}

/**
 * The entries cut into sections at each change of group, in the app's order. Call it on the visible entries: a
 * group whose every entry the user may not open has no section, so no heading stands over nothing.
 */
export function menuSections(entries: readonly MenuEntry[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const entry of entries) {
    const last = sections.at(-1);
    if (last && last.group !== undefined && last.group === entry.group) last.entries.push(entry);
    else sections.push({ group: entry.group, entries: [entry] });
  }
  return sections;
}

/** The entries the user may open; none that need a permission while the user is still loading. */
export function visibleEntries(entries: readonly MenuEntry[], access: Access): MenuEntry[] {
  return entries.filter((entry) => !entry.permission || access.can(entry.permission));
}

/** The entry to highlight for a location: the longest path that is the location or one of its parents. */
export function entryFor(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
