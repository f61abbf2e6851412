import { operatorLoginBody } from '@shop/contract/console';
import { AuthFrame } from '@shop/desk/app-shell/auth-frame.tsx';
import { LoginForm } from '@shop/desk/app-shell/login-form.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session.ts';
import { login, operatorQueryOptions } from './api.ts';

/** Sign in with the operator account (desk's LoginForm), then the dashboard. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AuthFrame title={t('heading')} width={380}>
      <LoginForm
        body={operatorLoginBody}
        login={login}
        onAnswer={({ operator, token }) => {
          session.setToken(token);
          // The login answer already names the operator: the header needs no second call.
          queryClient.setQueryData(operatorQueryOptions().queryKey, operator);
          void navigate('/dashboard', { replace: true });
        }}
        words={(word) => t(word)}
      />
    </AuthFrame>
  );
}
