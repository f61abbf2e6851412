import { twoFactorDisableBody } from '@shop/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import type { AccountSecurityApi } from './account-security-panel.tsx';

interface Props {
  api: Pick<AccountSecurityApi, 'disable'>;
  onDone(): void;
  onClose(): void;
}

interface Values {
  password: string;
  code: string;
}

/**
 * Turning two-factor sign-in off: the password and a code (from the app, or a recovery code for a lost phone), so
 * neither a stolen password nor an unattended screen can turn it off alone.
 */
export function TurnOffModal({ api, onDone, onClose }: Props) {
  const { t } = useTranslation('account-security');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const turnOff = useMutation({
    mutationFn: (body: Values) => api.disable(body),
    onSuccess: () => {
      onDone();
      void message.success(t('turnOff.done'));
      onClose();
    },
  });
  const fields = twoFactorDisableBody.shape;

  return (
    <Modal
      open
      title={t('turnOff.title')}
      okText={t('turnOff.submit')}
      cancelText={desk('actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={turnOff.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('turnOff.intro')}</Typography.Paragraph>
      {turnOff.error && <Alert type="error" showIcon title={turnOff.error.message} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => turnOff.mutate({ password: values.password, code: values.code.trim() })}
      >
        <Form.Item label={t('turnOff.password')} name="password" rules={[rules.schema(fields.password)]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item label={t('turnOff.code')} name="code" rules={[rules.schema(fields.code)]}>
          <Input autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
