import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { LockOutline, KeyOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../lib/session.ts';
import { accountQueries } from './api.ts';

export function SecurityPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const cachedUser = useSession((s) => s.userInfo);
  const { data: user } = useQuery({ ...accountQueries.info(), placeholderData: cachedUser ?? undefined });
  const paySet = user?.has_pay_password ?? false;

  return (
    <Page titleKey="security">
      <div className="account-body">
        <List mode="card" className="account-list">
          <List.Item
            prefix={<LockOutline className="account-list__icon" aria-hidden="true" />}
            description={t('security.passwordHint')}
            onClick={() => void navigate('/passwords')}
            arrowIcon
          >
            {t('security.password')}
          </List.Item>
          <List.Item
            prefix={<KeyOutline className="account-list__icon" aria-hidden="true" />}
            description={t('security.payPasswordHint')}
            extra={
              user && (
                <Tag round color={paySet ? 'success' : 'warning'} fill="outline">
                  {paySet ? t('security.set') : t('security.notSet')}
                </Tag>
              )
            }
            onClick={() => void navigate('/changePayPwd')}
            arrowIcon
          >
            {t('security.payPassword')}
          </List.Item>
        </List>
        <p className="account-hint">{t('security.footnote')}</p>
      </div>
    </Page>
  );
}
