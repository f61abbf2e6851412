import { type DeskPasswordChangeBody, deskPasswordChangeBody } from '@shop/contract/account-security';
import { MIN_PASSWORD_LENGTH } from '@shop/contract/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import type { AccountSecurityApi } from './account-security-panel.tsx';

interface Props {
  api: Pick<AccountSecurityApi, 'changePassword'>;
  queryKey: readonly unknown[];
  accountName: string;
}

/**
 * Changes one's own password: the current one, the new one twice (the contract's rules). The server signs every
 * other session out, so the sessions are read again and the card says so.
 */
export function PasswordCard({ api, queryKey, accountName }: Props) {
  const { t } = useTranslation('account-security');
  const rules = useFormRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DeskPasswordChangeBody>();
  const change = useMutation({
    mutationFn: (body: DeskPasswordChangeBody) => api.changePassword(body),
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const fields = deskPasswordChangeBody.shape;

  return (
    <Card title={t('password.title')} style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary">{t('password.intro', { account: accountName })}</Typography.Paragraph>
      {change.error && <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} />}
      {change.isSuccess && <Alert type="success" showIcon title={t('password.changed')} style={{ marginBottom: 16 }} />}
      <Form<DeskPasswordChangeBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item label={t('password.old')} name="old_password" rules={[rules.schema(fields.old_password)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          name="new_password"
          rules={[rules.schema(fields.new_password)]}
          extra={t('password.newHint', { min: MIN_PASSWORD_LENGTH })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('password.confirm')}
          name="confirm_password"
          dependencies={['new_password']}
          rules={[rules.schema(fields.confirm_password), rules.sameAs('new_password', 'passwordsDoNotMatch')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
