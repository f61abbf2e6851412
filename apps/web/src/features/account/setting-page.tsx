import '../../lib/antd-react19.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List } from 'antd-mobile';
import {
  EnvironmentOutline,
  FileOutline,
  GlobalOutline,
  QuestionCircleOutline,
  UserOutline,
  CheckShieldOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { session, useSession } from '../../lib/session.ts';
import { logout } from './api.ts';

const ROWS = [
  { to: '/profile', labelKey: 'common:titles.profile', Icon: UserOutline },
  { to: '/language', labelKey: 'common:titles.language', Icon: GlobalOutline },
  { to: '/security', labelKey: 'common:titles.security', Icon: CheckShieldOutline },
  { to: '/address', labelKey: 'common:titles.address', Icon: EnvironmentOutline },
  { to: '/helpAndSupport', labelKey: 'common:titles.helpAndSupport', Icon: QuestionCircleOutline },
  { to: '/law', labelKey: 'common:titles.law', Icon: FileOutline },
] as const;

export function SettingPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useSession((s) => s.setting.lang);
  const [leaving, setLeaving] = useState(false);

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('setting.logoutConfirm'),
      confirmText: t('setting.logout'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    setLeaving(true);
    try {
      await logout(lang.file_name);
    } catch {
      // Signing out locally is what matters; an expired session has nothing left to end.
    } finally {
      session.clear();
      queryClient.clear();
      void navigate('/login', { replace: true });
    }
  };

  return (
    <Page titleKey="setting">
      <div className="account-body">
        <List mode="card" className="account-list">
          {ROWS.map(({ to, labelKey, Icon }) => (
            <List.Item
              key={to}
              prefix={<Icon className="account-list__icon" aria-hidden="true" />}
              extra={to === '/language' ? lang.language_name : undefined}
              onClick={() => void navigate(to)}
              arrowIcon
            >
              {t(labelKey)}
            </List.Item>
          ))}
        </List>
        <div className="account-actions">
          <Button
            block
            shape="rounded"
            size="large"
            className="account-logout"
            loading={leaving}
            onClick={() => void confirmLogout()}
          >
            {t('setting.logout')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
