import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { LockOutline, KeyOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../lib/session.ts';
import { accountQueries } from './api.ts';

/**
 * The signed-in devices load apart from the page: their dialogs, buttons and styles would otherwise lengthen the
 * list of files the shell keeps for this route (docs/shopper-app.md#the-first-load-budget). The page starts their
 * read itself, so the code and the sessions come at the same time, and shows their placeholder until both are in.
 * React's own lazy, not lib/lazy-part.ts: that module would be one more file in the shell's list. A failed download
 * reaches the route's error screen, whose "try again" reloads the page.
 */
const SignedInDevices = lazy(() => import('./signed-in-devices.tsx').then((m) => ({ default: m.SignedInDevices })));

/** The security centre (/security): the login password, the payment code, and where the shopper is signed in. */
export function SecurityPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const cachedUser = useSession((s) => s.userInfo);
  const { data: user } = useQuery({ ...accountQueries.info(), placeholderData: cachedUser ?? undefined });
  const paySet = user?.has_pay_password ?? false;
  useQuery(accountQueries.sessions());
  const devicesPlaceholder = (
    <section aria-label={t('sessions.title')}>
      <List mode="card" className="account-list" header={t('sessions.title')}>
        <List.Item aria-busy="true">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </List.Item>
      </List>
    </section>
  );

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
        <Suspense fallback={devicesPlaceholder}>
          <SignedInDevices placeholder={devicesPlaceholder} />
        </Suspense>
      </div>
    </Page>
  );
}
