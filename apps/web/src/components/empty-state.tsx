import { lazy, type ReactNode, Suspense } from 'react';
import type { EmptyKind } from './empty-picture.tsx';
import './empty-state.css';

/**
 * The pictures draw seventeen antd-mobile icons (about 12 KB gzip): a chunk of their own, fetched when a screen is
 * first empty, not part of every first page (the error screen and the not-found page are in the shell). Until it
 * arrives the disc is drawn in its place, at the same size, so nothing moves.
 */
const EmptyPicture = lazy(() => import('./empty-picture.tsx').then((module) => ({ default: module.EmptyPicture })));

/**
 * A light empty state (antd-mobile's ErrorBlock carries large illustrations we do not want on first load). `kind`
 * picks its picture; without one, the plain disc of a screen with nothing particular to say.
 */
export function EmptyState({
  title,
  description,
  kind,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  kind?: EmptyKind;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {kind ? (
        <Suspense fallback={<div className="empty-picture" aria-hidden="true" />}>
          <EmptyPicture kind={kind} />
        </Suspense>
      ) : (
        <div className="empty-state__icon" aria-hidden="true" />
      )}
      <div className="empty-state__title">{title}</div>
      {description && <div className="empty-state__description">{description}</div>}
      {children}
    </div>
  );
}
