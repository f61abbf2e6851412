import type { MultiImageViewerProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

const loadViewer = () => import('./picture-viewer-multi.tsx');
const Viewer = lazy(loadViewer);

/** Fetches the viewer's code ahead of the first tap (see `onFirstInteraction`). */
export function preloadPictureViewer(): void {
  // A failed fetch stays quiet here: opening the viewer asks again.
  loadViewer().catch(() => undefined);
}

/**
 * Pictures full screen, zoomable and swipeable (antd-mobile's ImageViewer.Multi). Its code (with the imperative
 * renderer it brings, about 25 KB of JavaScript) is fetched on first use rather than with the page: a product page
 * needs it only after a tap on a picture, and the page's start (Lighthouse's blocking time) pays for every module it
 * evaluates. `opened`: whether the viewer was ever opened on this page; it stays mounted after, so it can close with
 * its animation.
 */
export function PictureViewer({ opened, ...props }: MultiImageViewerProps & { opened: boolean }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
