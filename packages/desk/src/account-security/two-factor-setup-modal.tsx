import { twoFactorEnableBody, twoFactorSetupBody, type TwoFactorSetupDto } from '@shop/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import type { AccountSecurityApi } from './account-security-panel.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

interface Props {
  api: Pick<AccountSecurityApi, 'setup' | 'enable'>;
  accountName: string;
  /** Two-factor sign-in is on from here, whether or not the codes are then saved. */
  onEnabled(): void;
  onClose(): void;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Turning two-factor sign-in on, in three steps: the password; the QR code (or the key by hand) and a first code
 * from the app, which proves the app has it; then the recovery codes, shown once. Rendered only while open.
 */
export function TwoFactorSetupModal({ api, accountName, onEnabled, onClose }: Props) {
  const { t } = useTranslation('account-security');
  const rules = useFormRules();
  const [pending, setPending] = useState<TwoFactorSetupDto>();
  const [codes, setCodes] = useState<string[]>();
  const start = useMutation({ mutationFn: (body: { password: string }) => api.setup(body), onSuccess: setPending });
  const enable = useMutation({
    mutationFn: (body: { code: string }) => api.enable(body),
    onSuccess: ({ codes: shown }) => {
      setCodes(shown);
      onEnabled();
    },
  });
  const step = codes ? 2 : pending ? 1 : 0;
  const error = step === 0 ? start.error : step === 1 ? enable.error : null;

  return (
    <Modal
      open
      title={t('setup.title')}
      footer={null}
      width={560}
      // The codes are shown once: only "I saved them" leaves that step.
      closable={step < 2}
      keyboard={step < 2}
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <Steps
        size="small"
        current={step}
        style={{ margin: '8px 0 24px' }}
        items={[{ title: t('setup.stepPassword') }, { title: t('setup.stepApp') }, { title: t('setup.stepCodes') }]}
      />
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {step === 0 && (
        <Form<{ password: string }> layout="vertical" requiredMark={false} onFinish={(values) => start.mutate(values)}>
          <Typography.Paragraph type="secondary">{t('setup.passwordIntro')}</Typography.Paragraph>
          <Form.Item
            label={t('setup.password')}
            name="password"
            rules={[rules.schema(twoFactorSetupBody.shape.password)]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={start.isPending}>
            {t('setup.continue')}
          </Button>
        </Form>
      )}
      {step === 1 && pending && (
        <Flex gap={24} wrap align="start">
          <Flex vertical align="center" gap={8} style={{ flex: '0 0 auto', marginInline: 'auto' }}>
            <img
              src={pending.qr}
              alt={t('setup.qrAlt')}
              width={184}
              height={184}
              style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 8, background: '#fff' }}
            />
          </Flex>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography.Paragraph strong>{t('setup.scan')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {t('setup.manual')}
            </Typography.Paragraph>
            <Typography.Paragraph
              code
              copyable={{ text: pending.secret }}
              style={{ fontSize: 15, wordBreak: 'break-all' }}
            >
              {grouped(pending.secret)}
            </Typography.Paragraph>
            <Form<{ code: string }>
              layout="vertical"
              requiredMark={false}
              onFinish={(values) => enable.mutate({ code: values.code.trim() })}
            >
              <Form.Item
                label={t('setup.code')}
                name="code"
                rules={[rules.schema(twoFactorEnableBody.shape.code)]}
                extra={t('setup.codeHint')}
              >
                <Input
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  autoFocus
                  style={{ maxWidth: 200, fontFamily: 'monospace', letterSpacing: 4 }}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={enable.isPending}>
                {t('setup.enable')}
              </Button>
            </Form>
          </div>
        </Flex>
      )}
      {step === 2 && codes && (
        <Flex vertical gap={16}>
          <Alert type="success" showIcon title={t('setup.done')} />
          <RecoveryCodes codes={codes} accountName={accountName} />
          <Flex justify="end">
            <Button type="primary" onClick={onClose}>
              {t('codes.saved')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
