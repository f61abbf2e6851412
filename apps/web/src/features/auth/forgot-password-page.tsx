import { resetCodeBody } from '@shop/contract/user';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { requestResetCode } from './api.ts';
import { AuthHero } from './auth-hero.tsx';
import type { ChangePasswordState } from './change-password-page.tsx';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: requestResetCode,
    // The next screen shows the server's neutral answer (it never says whether the account exists).
    onSuccess: (_data, account) => {
      const state: ChangePasswordState = { account, codeSent: true };
      void navigate('/changePassword', { state });
    },
  });

  return (
    <Page titleKey="forgotPassword">
      <AuthHero heading={t('forgot.heading')} hint={t('forgot.hint')} />
      <div className="auth-card">
        <Form
          {...appValidationOnly}
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={(values: { account: string }) => mutation.mutate(values.account.trim())}
          footer={
            <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
              {t('forgot.submit')}
            </Button>
          }
        >
          <Form.Item name="account" label={t('fields.account')} rules={[zodRule(resetCodeBody.shape.account)]}>
            <Input placeholder={t('placeholders.account')} autoComplete="username" autoCapitalize="off" clearable />
          </Form.Item>
        </Form>
        <div className="auth-links">
          <Link to="/changePassword">{t('forgot.haveCode')}</Link>
          <Link to="/login">{t('change.backToLogin')}</Link>
        </div>
      </div>
    </Page>
  );
}
