import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthFrame } from '@shop/desk/app-shell/auth-frame.tsx';

/**
 * /waiting — an application waits for an operator's review: after applying, and when a seller whose application is
 * not yet decided tries to sign in. Nothing to do but come back later.
 */
export function WaitingPage() {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  const justApplied = typeof state === 'object' && state !== null && 'applied' in state;
  return (
    <AuthFrame title={t('waiting.heading')} width={520}>
      <Result
        style={{ padding: '16px 0' }}
        status="info"
        title={justApplied ? t('waiting.appliedTitle') : t('waiting.title')}
        subTitle={t('waiting.text')}
        extra={
          <Link to="/login">
            <Button type="primary">{t('waiting.backToLogin')}</Button>
          </Link>
        }
      />
    </AuthFrame>
  );
}
