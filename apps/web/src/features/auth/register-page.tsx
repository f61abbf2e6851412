import { localeOf } from '@shop/contract/languages';
import { account, password } from '@shop/contract/validation';
import { registerBody } from '@shop/contract/user';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import type { MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { sameAs, zodRule } from '../../lib/form-rules.ts';
import { i18n } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { register } from './api.ts';
import { AuthHero } from './auth-hero.tsx';
import { CountryField, type CountryFieldRef } from '../../components/country-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { startSession } from './start-session.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

interface RegisterValues {
  account: string;
  password: string;
  confirm_password: string;
  email?: string;
  mobile?: string;
  /** The region code chosen in the searchable list. */
  country?: string;
}

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const lang = useSession((s) => s.setting.lang.file_name);
  const [form] = Form.useForm<RegisterValues>();

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: async ({ userinfo }) => {
      await startSession(userinfo);
      void toast.success(i18n.t('common:success.register'));
      void navigate('/', { replace: true });
    },
  });

  const submit = (values: RegisterValues) =>
    mutation.mutate({
      account: values.account,
      password: values.password,
      confirm_password: values.confirm_password,
      email: values.email?.trim() || undefined,
      mobile: values.mobile?.trim() || undefined,
      country: values.country || undefined,
    });

  return (
    <Page titleKey="register">
      <AuthHero heading={t('register.heading')} hint={t('register.hint')} />
      <div className="auth-card">
        <Form
          {...appValidationOnly}
          form={form}
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
              {t('register.submit')}
            </Button>
          }
        >
          <Form.Item name="account" label={t('fields.account')} rules={[zodRule(account)]} required>
            <Input placeholder={t('placeholders.newAccount')} autoComplete="username" autoCapitalize="off" clearable />
          </Form.Item>
          <Form.Item name="password" label={t('fields.password')} rules={[zodRule(password)]} required>
            <PasswordInput placeholder={t('placeholders.newPassword')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('fields.confirmPassword')}
            dependencies={['password']}
            rules={[zodRule(registerBody.shape.confirm_password), sameAs(() => form.getFieldValue('password'))]}
            required
          >
            <PasswordInput placeholder={t('placeholders.confirmPassword')} autoComplete="new-password" />
          </Form.Item>
          <Form.Header>{t('register.optional')}</Form.Header>
          <Form.Item name="email" label={t('fields.email')} rules={[zodRule(registerBody.shape.email)]}>
            <Input
              type="email"
              inputMode="email"
              placeholder={t('placeholders.email')}
              autoComplete="email"
              clearable
            />
          </Form.Item>
          <Form.Item name="mobile" label={t('fields.mobile')} rules={[zodRule(registerBody.shape.mobile)]}>
            <Input type="tel" inputMode="tel" placeholder={t('placeholders.mobile')} autoComplete="tel" clearable />
          </Form.Item>
          <Form.Item
            name="country"
            label={t('fields.country')}
            arrowIcon
            onClick={(_event, field: MutableRefObject<CountryFieldRef | null>) => field.current?.open()}
          >
            <CountryField locale={localeOf(lang)} title={t('fields.country')} placeholder={t('placeholders.country')} />
          </Form.Item>
        </Form>
      </div>
      <p className="auth-switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </Page>
  );
}
