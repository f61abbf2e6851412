import { SignedInLayout } from '@shop/desk/app-shell/signed-in-layout.tsx';
import { useLiveStream } from '@shop/desk/live/live-state.ts';
import { useTranslation } from 'react-i18next';
import { InboxHeaderButton } from '../features/chat/inbox-badges.tsx';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { meQueryOptions } from '../lib/me.ts';
import { request } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { MENU } from './menu.tsx';
import { SellerLive } from './seller-live.tsx';

/** Ends the session on the server so the token stops working everywhere, not only in this tab. */
function logout() {
  return request('/api/seller/logout', { method: 'POST' });
}

/** The desk's layout with the seller center's menu, the shop's name as the user, and chat and the bell beside them. */
function SellerFrame() {
  const { t } = useTranslation('seller');
  const live = useLiveStream();
  return (
    <SignedInLayout
      brand={t('brand')}
      menu={MENU}
      me={meQueryOptions()}
      user={(me) => ({ name: me.shop.name || me.account })}
      logout={logout}
      endSession={() => {
        // The stream would otherwise run on with a token the server has just ended, until the page unloads.
        live.close();
        session.endSession();
      }}
      headerExtra={
        <>
          <InboxHeaderButton />
          <NotificationBell />
        </>
      }
    />
  );
}

/** The frame of every signed-in page, inside the seller's event stream: it is open exactly while someone is signed in. */
export function SellerLayout() {
  return (
    <SellerLive>
      <SellerFrame />
    </SellerLive>
  );
}
