import { AuthFrame } from '@shop/desk/app-shell/auth-frame.tsx';
import { PasswordRecovery } from '@shop/desk/account-security/password-recovery.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { forgotPassword, resetPassword } from './api.ts';

/**
 * /forgot-password — a mailed code, then a new password (the kit's PasswordRecovery). An invited staff member lands
 * here from the invitation mail, its sign-in name in `?account=`, to set the first password with the mailed code.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const account = params.get('account')?.trim() || undefined;
  return (
    <AuthFrame title={account ? t('recovery.inviteHeading') : t('recovery.heading')} width={440}>
      <PasswordRecovery forgot={forgotPassword} reset={resetPassword} signInTo="/login" initialAccount={account} />
    </AuthFrame>
  );
}
