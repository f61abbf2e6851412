import { Typography } from 'antd';
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';

/** Where a page puts its heading and actions inside DeskLayout's header row. */
export interface PageHeaderSlots {
  title: HTMLElement | null;
  extra: HTMLElement | null;
  /** The page replaces the route's title with its own (e.g. "Order 2026…" with its status). */
  setCustomTitle(custom: boolean): void;
}

export const PageHeaderContext = createContext<PageHeaderSlots | null>(null);

/**
 * The page's own heading in place of the route's title. Outside DeskLayout (a test rendering the page alone) it is
 * an ordinary heading where it stands.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const slots = useContext(PageHeaderContext);
  const setCustomTitle = slots?.setCustomTitle;
  useLayoutEffect(() => {
    if (!setCustomTitle) return;
    setCustomTitle(true);
    return () => setCustomTitle(false);
  }, [setCustomTitle]);
  if (!slots) {
    return (
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {children}
      </Typography.Title>
    );
  }
  return slots.title ? createPortal(children, slots.title) : null;
}

/** The page's actions ("New promo code", "Refresh", "Back"), at the right of the header row. */
export function PageExtra({ children }: { children: ReactNode }) {
  const slots = useContext(PageHeaderContext);
  if (!slots) return <div style={{ marginBottom: 16 }}>{children}</div>;
  return slots.extra ? createPortal(children, slots.extra) : null;
}
