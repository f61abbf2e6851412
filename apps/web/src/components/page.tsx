import type { ReactNode } from 'react';
import { NavBar } from './nav-bar.tsx';

interface PageProps {
  titleKey: string;
  children: ReactNode;
  right?: ReactNode;
  noBack?: boolean;
}

/** A screen: the navigation bar with its title, then the content. */
export function Page({ titleKey, children, right, noBack }: PageProps) {
  return (
    <div className="page">
      <NavBar titleKey={titleKey} right={right} noBack={noBack} />
      {children}
    </div>
  );
}
