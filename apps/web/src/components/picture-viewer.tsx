import type { MultiImageViewerProps } from 'antd-mobile';
import { lazyPart, useLazyPart } from '../lib/lazy-part.ts';

const viewer = lazyPart<MultiImageViewerProps>(() => import('./picture-viewer-multi.tsx'));

/** Fetches the viewer's code ahead of the first tap (lib/on-first-interaction.ts); opening it tries again if this fails. */
export function preloadPictureViewer(): void {
  viewer.preload().catch(() => undefined);
}

/**
 * Pictures full screen, zoomable and swipeable (antd-mobile's ImageViewer.Multi). Its code (with the imperative
 * renderer it brings, about 25 KB of JavaScript) is fetched on first use rather than with the page: a product page
 * needs it only after a tap on a picture, and the page's start (Lighthouse's blocking time) pays for every module it
 * evaluates. `opened`: whether the viewer was ever opened on this page; it stays mounted after, so it can close with
 * its animation. Opened before its code came, it shows as soon as the code is here.
 */
export function PictureViewer({ opened, ...props }: MultiImageViewerProps & { opened: boolean }) {
  const Viewer = useLazyPart(viewer, opened);
  if (!opened || !Viewer) return null;
  return <Viewer {...props} />;
}
