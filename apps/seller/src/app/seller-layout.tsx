import { ShopOutlined } from '@ant-design/icons';
import { DeskLayout } from '@shop/desk/app-shell/desk-layout.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
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
  const me = useQuery(meQueryOptions());
  const signOut = useMutation({
    mutationFn: logout,
    // Even if the server call fails this browser must forget the session: the seller asked to leave.
    onSettled: () => session.endSession(),
  });
  return (
    <DeskLayout
      brand={t('brand')}
      logo={<ShopOutlined />}
      menu={MENU}
      user={me.data && { name: me.data.shop.name || me.data.account }}
      userError={me.error}
      homePath="/dashboard"
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    />
  );
}
