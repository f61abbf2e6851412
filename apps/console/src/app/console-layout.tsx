import { SignedInLayout } from '@shop/desk/app-shell/signed-in-layout.tsx';
import { useTranslation } from 'react-i18next';
import { logout, operatorQueryOptions } from '../features/auth/api.ts';
import { session } from '../lib/session.ts';
import { MENU } from './menu.tsx';

/** The frame of every signed-in page: desk's layout with the console's menu and the signed-in operator. */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  return (
    <SignedInLayout
      brand={t('brand')}
      menu={MENU}
      me={operatorQueryOptions()}
      user={(operator) => operator}
      logout={logout}
      endSession={() => session.endSession()}
    />
  );
}
