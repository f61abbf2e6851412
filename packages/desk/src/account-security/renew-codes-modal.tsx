import { recoveryCodesRenewBody } from '@shop/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import type { AccountSecurityApi } from './account-security-panel.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

interface Props {
  api: Pick<AccountSecurityApi, 'renewCodes'>;
  accountName: string;
  /** The old codes stopped working: what counts them is read again. */
  onRenewed(): void;
  onClose(): void;
}

/** A new set of recovery codes for a code from the app; the set is shown once, as when two factors were turned on. */
export function RenewCodesModal({ api, accountName, onRenewed, onClose }: Props) {
  const { t } = useTranslation('account-security');
  const rules = useFormRules();
  const renew = useMutation({ mutationFn: (body: { code: string }) => api.renewCodes(body), onSuccess: onRenewed });
  const codes = renew.data?.codes;

  return (
    <Modal
      open
      title={t('renew.title')}
      footer={null}
      width={520}
      closable={!codes}
      keyboard={!codes}
      mask={{ closable: false }}
      onCancel={onClose}
    >
      {codes ? (
        <Flex vertical gap={16}>
          <RecoveryCodes codes={codes} accountName={accountName} />
          <Flex justify="end">
            <Button type="primary" onClick={onClose}>
              {t('codes.saved')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Form<{ code: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => renew.mutate({ code: values.code.trim() })}
        >
          <Typography.Paragraph type="secondary">{t('renew.intro')}</Typography.Paragraph>
          {renew.error && <Alert type="error" showIcon title={renew.error.message} style={{ marginBottom: 16 }} />}
          <Form.Item label={t('renew.code')} name="code" rules={[rules.schema(recoveryCodesRenewBody.shape.code)]}>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              autoFocus
              style={{ maxWidth: 200, fontFamily: 'monospace', letterSpacing: 4 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={renew.isPending}>
            {t('renew.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
