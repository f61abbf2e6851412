import { isResetCode } from '@shop/contract/rules/reset-code';
import { password } from '@shop/contract/validation';
import { resetCodeBody } from '@shop/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { sameAs, validationMessage, zodRule } from '../../lib/form-rules.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { resetPasswordWithCode, type ResetWithCodeBody } from './api.ts';
import { AuthHero } from './auth-hero.tsx';
import { PasswordInput } from './password-input.tsx';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

/** What /forgotPassword hands over in the router state. */
export interface ChangePasswordState {
  account: string;
  codeSent: boolean;
}

function handedOver(state: unknown): Partial<ChangePasswordState> {
  if (typeof state !== 'object' || state === null) return {};
  const { account, codeSent } = state as Record<string, unknown>;
  return { account: typeof account === 'string' ? account : undefined, codeSent: codeSent === true };
}

const resetCode = {
  validator: async (_rule: unknown, value: unknown) => {
    if (!isResetCode(value)) throw new Error(validationMessage('resetCodeRule'));
  },
};

export function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { account, codeSent } = handedOver(useLocation().state);
  const [form] = Form.useForm<ResetWithCodeBody>();

  const mutation = useMutation({
    mutationFn: resetPasswordWithCode,
    onSuccess: () => {
      void toast.success(t('common:success.change'));
      // Every session of the account has ended on the server, possibly this one too.
      session.clear();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });

  return (
    <Page titleKey="changePassword">
      <AuthHero heading={t('change.heading')} hint={t('change.hint')} />
      {codeSent && (
        <NoticeBar className="auth-notice" color="info" wrap content={t('messages:success.resetCodeSent')} />
      )}
      <div className="auth-card">
        <Form
          {...appValidationOnly}
          form={form}
          layout="vertical"
          requiredMarkStyle="none"
          initialValues={{ account: account ?? '' }}
          onFinish={(values: ResetWithCodeBody) =>
            mutation.mutate({ ...values, account: values.account.trim(), code: values.code.trim() })
          }
          footer={
            <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
              {t('change.submit')}
            </Button>
          }
        >
          <Form.Item name="account" label={t('fields.account')} rules={[zodRule(resetCodeBody.shape.account)]}>
            <Input placeholder={t('placeholders.account')} autoComplete="username" autoCapitalize="off" clearable />
          </Form.Item>
          <Form.Item name="code" label={t('fields.code')} rules={[resetCode]}>
            <Input
              placeholder={t('placeholders.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <Form.Item name="new_password" label={t('fields.newPassword')} rules={[zodRule(password)]}>
            <PasswordInput placeholder={t('placeholders.newPassword')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('fields.confirmPassword')}
            dependencies={['new_password']}
            rules={[sameAs(() => form.getFieldValue('new_password'))]}
          >
            <PasswordInput placeholder={t('placeholders.confirmPassword')} autoComplete="new-password" />
          </Form.Item>
        </Form>
        <div className="auth-links">
          <Link to="/forgotPassword">{t('change.resend')}</Link>
          <Link to="/login">{t('change.backToLogin')}</Link>
        </div>
      </div>
    </Page>
  );
}
