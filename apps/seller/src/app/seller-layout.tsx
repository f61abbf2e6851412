import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { SellerMeDto } from '@shop/contract/seller-me';
import type { AccountLink } from '@shop/desk/app-shell/desk-layout.tsx';
import { SignedInLayout } from '@shop/desk/app-shell/signed-in-layout.tsx';
import { useCloseLiveStream } from '@shop/desk/live/live-state.ts';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxHeaderButton } from '../features/chat/inbox-badges.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { meQueryOptions } from '../lib/me.ts';
import { request } from '../lib/request.ts';
import { useSellerAccess } from '../lib/seller-access.ts';
import { session } from '../lib/session.ts';
import { menuFor } from './menu.tsx';
import { SellerLive } from './seller-live.tsx';

/** Ends the session on the server so the token stops working everywhere, not only in this tab. */
function logout() {
  return request('/api/seller/logout', { method: 'POST' });
}

/** Every member's own account page, opened from its name in the header. */
const ACCOUNT_LINKS: readonly AccountLink[] = [
  { path: '/account/security', label: 'seller:nav.accountSecurity', icon: <SafetyCertificateOutlined /> },
];

/**
 * The desk's layout with the member's menu, who is signed in ("Tea House · Owner", "anna · Staff": on a shared
 * computer a staff member must see it is not the owner's session) with its account security, and chat and the bell.
 */
function SellerFrame() {
  const { t } = useTranslation('seller');
  const closeLiveStream = useCloseLiveStream();
  const access = useSellerAccess();
  const menu = useMemo(() => menuFor(access.can), [access]);
  const user = (me: SellerMeDto) =>
    me.member.kind === 'owner'
      ? { name: t('member.ownerName', { name: me.shop.name || me.account }) }
      : { name: t('member.staffName', { name: me.member.name }) };
  return (
    <SignedInLayout
      brand={t('brand')}
      menu={menu}
      me={meQueryOptions()}
      user={user}
      accountLinks={ACCOUNT_LINKS}
      logout={logout}
      endSession={() => {
        // The stream would otherwise run on with a token the server has just ended, until the page unloads.
        closeLiveStream();
        session.endSession();
      }}
      headerExtra={
        <>
          {/* Chat is the orders role's: anyone else would only be refused its unread count. */}
          {access.can('orders') && <InboxHeaderButton />}
          <NotificationBell />
        </>
      }
    />
  );
}

/** The frame of every signed-in page, inside the seller's event stream: it is open exactly while someone is signed in. */
export function SellerLayout() {
  return (
    // antd's App gives the pages and the live notices `App.useApp()` (message, modal, notification); only signed-in
    // pages use it.
    <App>
      <SellerLive>
        <SellerFrame />
      </SellerLive>
    </App>
  );
}
