import { payPassword } from '@shop/contract/validation';
import type { ResetPayBody } from '@shop/contract/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Skeleton } from 'antd-mobile';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { sameAs, zodRule } from '../../lib/form-rules.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { accountKeys, accountQueries, setPayPassword } from './api.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

type PayPasswordValues = Required<ResetPayBody>;

/** Digits only: the numeric keypad on phones, masked like a password. */
const codeInput = {
  type: 'password',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 12,
  autoComplete: 'off',
} as const;

function PayPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation(['account', 'common', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PayPasswordValues>();

  const mutation = useMutation({
    mutationFn: setPayPassword,
    onSuccess: async () => {
      void toast.success(t('common:success.setting'));
      const user = session.get().userInfo;
      if (user) session.setUserInfo({ ...user, has_pay_password: true });
      await queryClient.invalidateQueries({ queryKey: accountKeys.info() });
      // Back to where the shopper came from (security centre, or a payment that needed the code).
      if ((window.history.state?.idx ?? 0) > 0) void navigate(-1);
      else form.resetFields();
    },
  });

  const submit = (values: PayPasswordValues) =>
    mutation.mutate({
      ...(isSet ? { old_pay_password: values.old_pay_password } : {}),
      pay_password: values.pay_password,
      confirm_pay_password: values.confirm_pay_password,
    });

  return (
    <Form
      {...appValidationOnly}
      form={form}
      mode="card"
      layout="vertical"
      requiredMarkStyle="none"
      onFinish={submit}
      footer={
        <>
          <p className="account-hint account-hint--icon">
            <InformationCircleOutline aria-hidden="true" />
            <span>{t('payPassword.lockHint')}</span>
          </p>
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
            {isSet ? t('payPassword.submitChange') : t('payPassword.submitSet')}
          </Button>
        </>
      }
    >
      <Form.Header>{isSet ? t('payPassword.changeIntro') : t('payPassword.setIntro')}</Form.Header>
      {isSet && (
        <Form.Item
          name="old_pay_password"
          label={t('payPassword.old')}
          rules={[{ required: true, message: t('messages:errors.OLD_PAY_PASSWORD_REQUIRED') }]}
        >
          <Input {...codeInput} placeholder={t('payPassword.oldPlaceholder')} />
        </Form.Item>
      )}
      <Form.Item
        name="pay_password"
        label={isSet ? t('payPassword.new') : t('payPassword.code')}
        rules={[zodRule(payPassword)]}
      >
        <Input {...codeInput} placeholder={t('payPassword.newPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirm_pay_password"
        label={t('payPassword.confirm')}
        dependencies={['pay_password']}
        rules={[sameAs(() => form.getFieldValue('pay_password'))]}
      >
        <Input {...codeInput} placeholder={t('payPassword.confirmPlaceholder')} />
      </Form.Item>
    </Form>
  );
}

export function PayPasswordPage() {
  // Fresh, not cached: whether a code exists decides whether the old one is asked for.
  const { data: user } = useQuery({ ...accountQueries.info(), refetchOnMount: 'always' });
  return (
    <Page titleKey="changePayPwd">
      <div className="account-body account-body--form">
        {user ? (
          <PayPasswordForm key={String(user.has_pay_password)} isSet={user.has_pay_password} />
        ) : (
          <div className="account-skeleton">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        )}
      </div>
    </Page>
  );
}
