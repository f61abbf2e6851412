import type { ReactNode } from 'react';

/** A light empty state (antd-mobile's ErrorBlock carries large illustrations we do not want on first load). */
export function EmptyState({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden="true" />
      <div className="empty-state__title">{title}</div>
      {description && <div className="empty-state__description">{description}</div>}
      {children}
    </div>
  );
}
