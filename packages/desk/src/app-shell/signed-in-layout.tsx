import { ShopOutlined } from '@ant-design/icons';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AccountLink, DeskLayout, type DeskUser } from './desk-layout.tsx';
import type { MenuEntry } from './menu.ts';
import { useSignOut } from './use-sign-out.ts';

export interface SignedInLayoutProps<T, K extends QueryKey> {
  /** The app's name, at the top of the menu ("Shop console"). */
  brand: string;
  /** Shown instead of the name when the menu is folded to its icons; by default the shop's mark both desks show. */
  logo?: ReactNode;
  menu: readonly MenuEntry[];
  /** Where "no access" and the brand send the user; by default the dashboard both desks open on. */
  homePath?: string;
  /** The desk's query of who is signed in: the operator, the seller's account and shop. */
  me: UseQueryOptions<T, Error, T, K>;
  /** How the header names who is signed in, from the query's answer. */
  user(me: T): DeskUser;
  /** The desk's sign-out call; whatever it answers, `endSession` then forgets the session in this browser. */
  logout(): Promise<unknown>;
  endSession(): void;
  /** The app's own buttons in the header (DeskLayout's `headerExtra`). */
  headerExtra?: ReactNode;
  /** The user's own pages in the account menu (DeskLayout's `accountLinks`). */
  accountLinks?: readonly AccountLink[];
}

/**
 * The frame of every signed-in page of a desk: DeskLayout with the desk's menu, the user its `me` query names, and
 * sign-out (useSignOut: the server call, and the session forgotten even when that call fails).
 */
export function SignedInLayout<T, K extends QueryKey>({
  brand,
  logo = <ShopOutlined />,
  menu,
  homePath = '/dashboard',
  me,
  user,
  logout,
  endSession,
  headerExtra,
  accountLinks,
}: SignedInLayoutProps<T, K>) {
  const answer = useQuery(me);
  const signOut = useSignOut(logout, endSession);
  return (
    <DeskLayout
      brand={brand}
      logo={logo}
      menu={menu}
      user={answer.data === undefined ? undefined : user(answer.data)}
      userError={answer.error}
      homePath={homePath}
      headerExtra={headerExtra}
      accountLinks={accountLinks}
      {...signOut}
    />
  );
}
