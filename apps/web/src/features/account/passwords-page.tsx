import { password } from '@shop/contract/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { sameAs, validationMessage, zodRule } from '../../lib/form-rules.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { changePassword, type ChangePasswordBody } from './api.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

export function PasswordsPage() {
  const { t } = useTranslation(['account', 'common', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChangePasswordBody>();

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void toast.success(t('common:success.change'));
      // The server ended every session of the account, this one included.
      session.clear();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });

  const differsFromOld = {
    validator: async (_rule: unknown, value: unknown) => {
      if (value && value === form.getFieldValue('old_password')) throw new Error(t('messages:errors.SAME_PASSWORD'));
    },
  };

  return (
    <Page titleKey="passwords">
      <div className="account-body account-body--form">
        <Form
          {...appValidationOnly}
          form={form}
          mode="card"
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={(values: ChangePasswordBody) => mutation.mutate(values)}
          footer={
            <>
              <p className="account-hint">{t('passwords.hint')}</p>
              <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
                {t('passwords.submit')}
              </Button>
            </>
          }
        >
          <Form.Item
            name="old_password"
            label={t('passwords.old')}
            rules={[{ required: true, message: validationMessage('passwordRequired') }]}
          >
            <Input
              type="password"
              placeholder={t('passwords.oldPlaceholder')}
              autoComplete="current-password"
              clearable
            />
          </Form.Item>
          <Form.Item
            name="new_password"
            label={t('passwords.new')}
            dependencies={['old_password']}
            rules={[zodRule(password), differsFromOld]}
          >
            <Input type="password" placeholder={t('passwords.newPlaceholder')} autoComplete="new-password" clearable />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('passwords.confirm')}
            dependencies={['new_password']}
            rules={[sameAs(() => form.getFieldValue('new_password'))]}
          >
            <Input
              type="password"
              placeholder={t('passwords.confirmPlaceholder')}
              autoComplete="new-password"
              clearable
            />
          </Form.Item>
        </Form>
      </div>
    </Page>
  );
}
