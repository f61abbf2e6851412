import { AuthFrame, AuthLink, AuthNote } from '@shop/desk/app-shell/auth-frame.tsx';
import { LoginForm } from '@shop/desk/app-shell/login-form.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '@shop/desk/app-shell/page-loading.tsx';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session.ts';
import type { Refusal } from './refused-application.tsx';
import { login, secondStep } from './api.ts';

// Shown only to a seller whose application was refused: not in every sign-in page's first load.
const RefusedApplication = lazy(() =>
  import('./refused-application.tsx').then((module) => ({ default: module.RefusedApplication })),
);

/**
 * Sign in with the seller account, or a staff member's "shop:name" (desk's LoginForm, which asks the second step's
 * code itself when two-factor sign-in is on, and links to the password reset). An application still waiting opens the waiting page; a refused
 * one shows the operator's reason and the way to apply again with the same account (the new application replaces the
 * refused one).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal>();

  if (refusal) {
    return (
      <AuthFrame title={t('refused.heading')} width={480}>
        <Suspense fallback={<PageLoading />}>
          <RefusedApplication refusal={refusal} onBack={() => setRefusal(undefined)} />
        </Suspense>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('login.heading')}>
      <LoginForm
        body={() => import('@shop/contract/seller').then((m) => m.sellerLoginBody)}
        login={login}
        secondStep={secondStep}
        forgotPasswordTo="/forgot-password"
        onAnswer={(outcome, values) => {
          if (outcome.kind === 'refused') {
            setRefusal({ reason: outcome.reason, account: values.account });
          } else if (outcome.kind === 'pending') {
            void navigate('/waiting');
          } else {
            session.setToken(outcome.token);
            // Nothing cached belongs to another seller who signed in on this browser before.
            queryClient.clear();
            void navigate('/dashboard', { replace: true });
          }
        }}
        words={(word) => t(`login.${word}`)}
      />
      <AuthNote secondary small style={{ marginTop: 16, marginBottom: 0 }}>
        {t('login.staffHint')}
      </AuthNote>
      <AuthNote style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        {t('login.noAccount')} <AuthLink to="/apply">{t('login.apply')}</AuthLink>
      </AuthNote>
    </AuthFrame>
  );
}
