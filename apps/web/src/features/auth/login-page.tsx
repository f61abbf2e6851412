import { loginBody, type LoginBody } from '@shop/contract/user';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { validationMessage } from '../../lib/form-rules.ts';
import { i18n } from '../../lib/i18n.ts';
import { sessionEnded } from '../../lib/session-ended.ts';
import { toast } from '../../lib/toast.ts';
import { login } from './api.ts';
import { AuthHero } from './auth-hero.tsx';
import { PasswordInput } from './password-input.tsx';
import { startSession } from './start-session.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  // Sent here because the session was ended elsewhere, or the account frozen (the server's words, with the
  // operator's reason, as a refused sign-in shows them): say so above the form, until the shopper leaves the page.
  const [endedNotice] = useState(() =>
    sessionEnded.peek() ? (sessionEnded.notice() ?? t('common:sessionEnded')) : undefined,
  );
  useEffect(() => sessionEnded.clear, []);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async ({ userinfo }) => {
      await startSession(userinfo);
      // Read through i18n so the toast speaks the language the session just switched to.
      void toast.success(i18n.t('common:success.login'));
      void navigate('/', { replace: true });
    },
  });

  // One message for a missing account or password, as a toast.
  const submit = (values: Partial<LoginBody>) => {
    const parsed = loginBody.safeParse({ account: values.account ?? '', password: values.password ?? '' });
    if (!parsed.success) {
      void toast.fail(validationMessage(parsed.error.issues[0]?.message ?? 'loginRequired'));
      return;
    }
    mutation.mutate(parsed.data);
  };

  return (
    <Page titleKey="login">
      {endedNotice && <NoticeBar className="auth-notice" color="alert" wrap content={endedNotice} />}
      <AuthHero heading={t('login.heading')} hint={t('login.hint')} />
      <div className="auth-card">
        <Form
          {...appValidationOnly}
          layout="vertical"
          onFinish={submit}
          footer={
            <>
              <div className="auth-links auth-links--end auth-links--above">
                <Link to="/forgotPassword">{t('login.forgot')}</Link>
              </div>
              <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
                {t('login.submit')}
              </Button>
            </>
          }
        >
          <Form.Item name="account" label={t('fields.account')}>
            <Input placeholder={t('placeholders.account')} autoComplete="username" autoCapitalize="off" clearable />
          </Form.Item>
          <Form.Item name="password" label={t('fields.password')}>
            <PasswordInput placeholder={t('placeholders.password')} autoComplete="current-password" />
          </Form.Item>
        </Form>
      </div>
      <p className="auth-switch">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </Page>
  );
}
