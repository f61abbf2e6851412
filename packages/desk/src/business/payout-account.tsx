import { BankOutlined } from '@ant-design/icons';
import type { PayoutAccountDto } from '@shop/contract/payout-account';
import { Avatar, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A payout account, the same in both desks: the bank, the number (IBAN or local), the holder and the SWIFT/BIC.
 * `copyable` for the operator paying it out (the number copied without its spaces and dashes); `compact` for a
 * table cell or a choice in a list: two lines, bank and number, then holder and SWIFT/BIC.
 */
export function PayoutAccountDetails({
  account,
  copyable = false,
  compact = false,
}: {
  account: PayoutAccountDto;
  copyable?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('business');
  const number = (size?: number) => (
    <Typography.Text
      copyable={copyable ? { text: account.account_no.replace(/[\s-]/g, '') } : false}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: size, letterSpacing: 0.3 }}
    >
      {account.account_no}
    </Typography.Text>
  );
  if (compact) {
    return (
      <div style={{ minWidth: 0 }}>
        <div>
          <Typography.Text strong>{account.bank_name}</Typography.Text> {number()}
        </div>
        <Typography.Text type="secondary">
          {account.holder_name}
          {account.swift ? ` · ${account.swift}` : ''}
        </Typography.Text>
      </div>
    );
  }
  return (
    <Flex gap={12} align="flex-start" style={{ minWidth: 0 }}>
      <Avatar size={40} icon={<BankOutlined />} style={{ background: '#e6f4ff', color: '#1677ff', flex: 'none' }} />
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong>{account.bank_name}</Typography.Text>
        {number(16)}
        <Typography.Text>{account.holder_name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`payout.kinds.${account.kind}`)} ·{' '}
          {account.swift ? `${t('payout.swift')} ${account.swift}` : t('payout.noSwift')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
