import { ShopOutlined } from '@ant-design/icons';
import { DeskLayout } from '@shop/desk/app-shell/desk-layout.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logout, operatorQueryOptions } from '../features/auth/api.ts';
import { session } from '../lib/session.ts';
import { MENU } from './menu.tsx';

/** The frame of every signed-in page: desk's layout with the console's menu and the signed-in operator. */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const operator = useQuery(operatorQueryOptions());

  const signOut = useMutation({
    mutationFn: logout,
    // Even if the server call fails this browser must forget the session: the operator asked to leave.
    onSettled: () => session.endSession(),
  });

  return (
    <DeskLayout
      brand={t('brand')}
      logo={<ShopOutlined />}
      menu={MENU}
      user={operator.data}
      userError={operator.error}
      homePath="/dashboard"
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    />
  );
}
