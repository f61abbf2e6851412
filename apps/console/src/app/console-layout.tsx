import { SafetyOutlined } from '@ant-design/icons';
import type { AccountLink } from '@shop/desk/app-shell/desk-layout.tsx';
import { SignedInLayout } from '@shop/desk/app-shell/signed-in-layout.tsx';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../features/auth/api.ts';
import { operatorQueryOptions } from '../lib/me.ts';
import { session } from '../lib/session.ts';
import { ACCOUNT_SECURITY_PATH } from '../lib/two-factor-setup.ts';
import { MENU } from './menu.tsx';
import { TwoFactorSetupGate } from './two-factor-gate.tsx';

/** The operator's own pages, under their name in the header. */
const ACCOUNT_LINKS: readonly AccountLink[] = [
  { path: ACCOUNT_SECURITY_PATH, label: 'console:nav.accountSecurity', icon: <SafetyOutlined /> },
];

/**
 * The frame of every signed-in page: desk's layout with the console's menu, the signed-in operator and their own
 * account's pages; an operator who owes two-factor sign-in is kept on the page that turns it on.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  return (
    // antd's App gives the pages `App.useApp()` (message, modal, notification); only signed-in pages use it.
    <App>
      <TwoFactorSetupGate>
        <SignedInLayout
          brand={t('brand')}
          menu={MENU}
          me={operatorQueryOptions()}
          user={(operator) => operator}
          logout={logout}
          endSession={() => session.endSession()}
          accountLinks={ACCOUNT_LINKS}
        />
      </TwoFactorSetupGate>
    </App>
  );
}
