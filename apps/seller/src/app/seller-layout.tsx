import { SignedInLayout } from '@shop/desk/app-shell/signed-in-layout.tsx';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../lib/me.ts';
import { request } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { MENU } from './menu.tsx';

/** Ends the session on the server so the token stops working everywhere, not only in this tab. */
function logout() {
  return request('/api/seller/logout', { method: 'POST' });
}

/** The frame of every signed-in page: desk's layout with the seller center's menu, and the shop's name as the user. */
export function SellerLayout() {
  const { t } = useTranslation('seller');
  return (
    <SignedInLayout
      brand={t('brand')}
      menu={MENU}
      me={meQueryOptions()}
      user={(me) => ({ name: me.shop.name || me.account })}
      logout={logout}
      endSession={() => session.endSession()}
    />
  );
}
