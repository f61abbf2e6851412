import { sellerLoginBody } from '@shop/contract/seller';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { session } from '../../lib/session.ts';
import { type LoginInput, login } from './api.ts';

/**
 * Sign in with the seller account. An application still waiting opens the waiting page; a refused one shows the
 * operator's reason and the way to apply again with another account.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (outcome.kind === 'pending') {
        void navigate('/waiting');
      } else if (outcome.kind === 'signedIn') {
        session.setToken(outcome.token);
        // Nothing cached belongs to another seller who signed in on this browser before.
        queryClient.clear();
        void navigate('/dashboard', { replace: true });
      }
    },
  });

  if (signIn.data?.kind === 'refused') {
    return (
      <AuthFrame title={t('refused.heading')} width={480}>
        <Result
          style={{ padding: '16px 0' }}
          status="warning"
          title={t('refused.title')}
          subTitle={
            <>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {t('refused.reasonLabel')}
              </Typography.Paragraph>
              <Typography.Paragraph strong style={{ whiteSpace: 'pre-wrap' }}>
                {signIn.data.reason || t('refused.noReason')}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary">{t('refused.next')}</Typography.Paragraph>
            </>
          }
          extra={[
            <Link key="apply" to="/apply">
              <Button type="primary">{t('refused.applyAgain')}</Button>
            </Link>,
            <Button key="back" onClick={() => signIn.reset()}>
              {t('refused.back')}
            </Button>,
          ]}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('login.heading')}>
      <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
      {signIn.error && <Alert type="error" showIcon title={signIn.error.message} style={{ marginBottom: 16 }} />}
      <Form<LoginInput> layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
        <Form.Item label={t('login.account')} name="account" rules={[rules.schema(sellerLoginBody.shape.account)]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" rules={[rules.schema(sellerLoginBody.shape.password)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('login.noAccount')} <Link to="/apply">{t('login.apply')}</Link>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
