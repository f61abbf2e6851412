import { operatorLoginBody } from '@shop/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { schemaRule } from '../../lib/schema-rule.ts';
import { setToken } from '../../lib/session.ts';
import { type LoginInput, login, operatorQueryOptions } from './api.ts';

const accountRule = schemaRule(operatorLoginBody.shape.account);
const passwordRule = schemaRule(operatorLoginBody.shape.password);

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: login,
    onSuccess: ({ operator, token }) => {
      setToken(token);
      // The login answer already names the operator: the header needs no second call.
      queryClient.setQueryData(operatorQueryOptions().queryKey, operator);
      void navigate('/dashboard', { replace: true });
    },
  });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Shop console
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in with your operator account.</Typography.Paragraph>
        {signIn.error && <Alert type="error" showIcon title={signIn.error.message} style={{ marginBottom: 16 }} />}
        <Form<LoginInput> layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
          <Form.Item label="Account" name="account" rules={[accountRule]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[passwordRule]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}
