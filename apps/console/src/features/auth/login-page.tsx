import { AuthFrame } from '@shop/desk/app-shell/auth-frame.tsx';
import { LoginForm } from '@shop/desk/app-shell/login-form.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { operatorQueryOptions } from '../../lib/me.ts';
import { session } from '../../lib/session.ts';
import { ACCOUNT_SECURITY_PATH } from '../../lib/two-factor-setup.ts';
import { login, secondStep } from './api.ts';

/**
 * Sign in with the operator account (desk's LoginForm, which asks the second step's code itself when two-factor
 * sign-in is on, and links to the password recovery), then the dashboard; or the security page, when the
 * operator's role requires two-factor sign-in and it is not on yet.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AuthFrame title={t('heading')} width={380}>
      <LoginForm
        body={() => import('@shop/contract/console').then((m) => m.operatorLoginBody)}
        login={login}
        secondStep={secondStep}
        forgotPasswordTo="/forgot-password"
        onAnswer={({ operator, token }) => {
          session.setToken(token);
          // The login answer already names the operator: the header needs no second call.
          queryClient.setQueryData(operatorQueryOptions().queryKey, operator);
          void navigate(operator.two_factor_setup_required ? ACCOUNT_SECURITY_PATH : '/dashboard', { replace: true });
        }}
        words={(word) => t(word)}
      />
    </AuthFrame>
  );
}
