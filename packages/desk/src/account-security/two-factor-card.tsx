import { CheckCircleFilled, SafetyOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import type { AccountSecurityApi } from './account-security-panel.tsx';
import { RenewCodesModal } from './renew-codes-modal.tsx';
import { TurnOffModal } from './turn-off-modal.tsx';
import { TwoFactorSetupModal } from './two-factor-setup-modal.tsx';

/** Fewer recovery codes than this and the card asks for a new set. */
const FEW_CODES = 3;

interface Props {
  api: AccountSecurityApi;
  queryKey: readonly unknown[];
  accountName: string;
}

/**
 * Where two-factor sign-in stands (on or off, owed by the role, locked after wrong codes, recovery codes left) and
 * the ways to change it, each in its own modal.
 */
export function TwoFactorCard({ api, queryKey, accountName }: Props) {
  const { t } = useTranslation('account-security');
  const format = useFormat();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: [...queryKey, 'two-factor'], queryFn: () => api.twoFactor() });
  const [open, setOpen] = useState<'on' | 'off' | 'renew'>();
  const changed = () => void queryClient.invalidateQueries({ queryKey });
  const state = status.data;

  return (
    <Card
      title={t('twoFactor.title')}
      style={{ height: '100%' }}
      extra={
        state &&
        (state.enabled ? (
          <Tag color="success" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0 }}>
            {t('twoFactor.on')}
          </Tag>
        ) : (
          <Tag style={{ marginInlineEnd: 0 }}>{t('twoFactor.off')}</Tag>
        ))
      }
    >
      <Typography.Paragraph type="secondary">{t('twoFactor.intro')}</Typography.Paragraph>
      {status.error && <Alert type="error" showIcon title={status.error.message} />}
      {!state && !status.error && <Skeleton active paragraph={{ rows: 2 }} />}
      {state && (
        <Flex vertical gap={12} align="start">
          {state.required && (
            <Tag color="orange" icon={<SafetyOutlined />}>
              {t('twoFactor.required')}
            </Tag>
          )}
          {state.locked_until && (
            <Alert
              type="warning"
              showIcon
              title={t('twoFactor.lockedUntil', { time: format.dateTime(state.locked_until) })}
              style={{ width: '100%' }}
            />
          )}
          {state.enabled && (
            <Typography.Text type={state.recovery_codes_left < FEW_CODES ? 'warning' : 'secondary'}>
              {t('twoFactor.codesLeft', { count: state.recovery_codes_left })}
              {state.recovery_codes_left < FEW_CODES && ` · ${t('twoFactor.codesLow')}`}
            </Typography.Text>
          )}
          {state.enabled && state.required && (
            <Typography.Text type="secondary">{t('twoFactor.requiredHint')}</Typography.Text>
          )}
          <Flex gap={8} wrap>
            {state.enabled ? (
              <>
                <Button onClick={() => setOpen('renew')}>{t('twoFactor.renew')}</Button>
                <Button danger onClick={() => setOpen('off')}>
                  {t('twoFactor.turnOff')}
                </Button>
              </>
            ) : (
              <Button type="primary" icon={<SafetyOutlined />} onClick={() => setOpen('on')}>
                {t('twoFactor.turnOn')}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
      {open === 'on' && (
        <TwoFactorSetupModal
          api={api}
          accountName={accountName}
          onEnabled={changed}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'off' && <TurnOffModal api={api} onDone={changed} onClose={() => setOpen(undefined)} />}
      {open === 'renew' && (
        <RenewCodesModal api={api} accountName={accountName} onRenewed={changed} onClose={() => setOpen(undefined)} />
      )}
    </Card>
  );
}
