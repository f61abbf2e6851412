import { operatorLoginBody } from '@shop/contract/console';
import { LanguageSwitch } from '@shop/desk/app-shell/language-switch.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session.ts';
import { type LoginInput, login, operatorQueryOptions } from './api.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: ({ operator, token }) => {
      session.setToken(token);
      // The login answer already names the operator: the header needs no second call.
      queryClient.setQueryData(operatorQueryOptions().queryKey, operator);
      void navigate('/dashboard', { replace: true });
    },
  });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 380, maxWidth: '100%' }}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('heading')}
          </Typography.Title>
          <LanguageSwitch size="small" />
        </Flex>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        {signIn.error && <Alert type="error" showIcon title={signIn.error.message} style={{ marginBottom: 16 }} />}
        <Form<LoginInput> layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
          <Form.Item label={t('account')} name="account" rules={[rules.schema(operatorLoginBody.shape.account)]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t('password')} name="password" rules={[rules.schema(operatorLoginBody.shape.password)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
