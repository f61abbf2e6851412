import type { Permission } from '@shop/contract/console-access';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { type TranslationKey, useTranslateKey } from '../i18n/translation-key.ts';

/** What a desk route declares in its `handle`: its title, and the permission it needs (access as data). */
export interface DeskRouteHandle {
  title?: TranslationKey;
  permission?: Permission;
}

function isDeskHandle(handle: unknown): handle is DeskRouteHandle {
  return typeof handle === 'object' && handle !== null && ('title' in handle || 'permission' in handle);
}

/** The deepest matched route's title key, and every permission the matched routes need. */
export function useRouteHandles(): { title?: TranslationKey; permissions: Permission[] } {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isDeskHandle);
  return {
    title: handles.findLast((handle) => handle.title)?.title,
    permissions: handles.flatMap((handle) => (handle.permission ? [handle.permission] : [])),
  };
}

/** The translated title of the route on screen, if it has one. */
export function useRouteTitle(): string | undefined {
  const translate = useTranslateKey();
  const { title } = useRouteHandles();
  return title ? translate(title) : undefined;
}

/** Names the browser tab after the page ("Orders · Shop console"): operators keep many tabs open. */
export function useDocumentTitle(brand: string): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
