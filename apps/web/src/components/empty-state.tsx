import type { ReactNode } from 'react';
import { type EmptyKind, EmptyPicture } from './empty-picture.tsx';
import './empty-state.css';

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
      {kind ? <EmptyPicture kind={kind} /> : <div className="empty-state__icon" aria-hidden="true" />}
      <div className="empty-state__title">{title}</div>
      {description && <div className="empty-state__description">{description}</div>}
      {children}
    </div>
  );
}
