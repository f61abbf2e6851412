import { AuthFrame } from '@shop/desk/app-shell/auth-frame.tsx';
import { PasswordRecovery } from '@shop/desk/account-security/password-recovery.tsx';
import { useTranslation } from 'react-i18next';
import { forgotPassword, resetPassword } from './api.ts';

/** /forgot-password — a code mailed to the operator's e-mail, then a new password (the kit's PasswordRecovery). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('recoveryHeading')} width={420}>
      <PasswordRecovery forgot={forgotPassword} reset={resetPassword} signInTo="/login" />
    </AuthFrame>
  );
}
