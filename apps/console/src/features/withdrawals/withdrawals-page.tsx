import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import { PayoutAccountDetails } from '@shop/desk/business/payout-account.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditFilterBar } from '../../components/audit-filter-bar.tsx';
import { AuditStatusTag } from '../../components/audit-status.tsx';
import { RefuseModal } from '../../components/refuse-modal.tsx';
import { useAuditFilters } from '../../lib/audit-filters.ts';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { refuseWithdrawal, WITHDRAWALS_KEY, withdrawalsQueryOptions } from './api.ts';
import { groupCardNo } from './card-no.ts';
import { PaidOutButton } from './paid-out-button.tsx';

/**
 * Where the money goes, copyable for paying out: a seller's payout account as it was when asked (holder, bank,
 * number, SWIFT/BIC); a shopper's whole card number and bank, or network and address.
 */
function PayeeCell({ withdrawal }: { withdrawal: ConsoleWithdrawalDto }) {
  if (withdrawal.payout_account) return <PayoutAccountDetails account={withdrawal.payout_account} copyable compact />;
  if (withdrawal.type === 'bank') {
    const full = withdrawal.bank_card_no;
    return (
      <div>
        {full ? (
          <Typography.Text copyable={{ text: full.replace(/\s+/g, '') }} style={{ whiteSpace: 'nowrap' }}>
            {groupCardNo(full)}
          </Typography.Text>
        ) : (
          withdrawal.bank_card
        )}
        <div>
          <Typography.Text type="secondary">{withdrawal.bank_name}</Typography.Text>
        </div>
      </div>
    );
  }
  return (
    <div>
      <div>{withdrawal.network}</div>
      {withdrawal.address && (
        <Typography.Text
          code
          copyable={{ text: withdrawal.address }}
          ellipsis={{ tooltip: withdrawal.address }}
          style={{ maxWidth: 180 }}
        >
          {withdrawal.address}
        </Typography.Text>
      )}
    </div>
  );
}

export function WithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const { t: business } = useTranslation('business');
  const format = useFormat();
  const queue = useAuditFilters();
  const withdrawals = useQuery(withdrawalsQueryOptions(queue.apiParams));
  const [refusing, setRefusing] = useState<ConsoleWithdrawalDto | null>(null);
  // One for the page's lifetime: a confirm retried after a lost answer is sent with the same key.
  const [attempts] = useState(() => new IdempotentAttempts());
  const money = (amount: string) => format.money(amount);

  const columns: TableColumnsType<ConsoleWithdrawalDto> = [
    { title: t('columns.reference'), dataIndex: 'reference' },
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('columns.owner'),
      key: 'owner',
      // A seller's withdrawal comes from its shop's balance: marked as such, with the shop's name.
      render: (_, withdrawal) =>
        withdrawal.seller ? (
          <>
            <Tag color="purple">{t('owner.seller')}</Tag>
            {withdrawal.seller.shop_name} ({withdrawal.seller.account})
          </>
        ) : (
          withdrawal.buyer?.account
        ),
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      // A seller's withdrawal goes to a bank account or an IBAN, not to a card.
      render: (type: ConsoleWithdrawalDto['type'], withdrawal) =>
        withdrawal.payout_account ? business(`payout.kinds.${withdrawal.payout_account.kind}`) : t(`types.${type}`),
    },
    { title: t('columns.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('columns.charge'), dataIndex: 'fee', align: 'right', render: money },
    {
      title: t('columns.total'),
      dataIndex: 'total',
      align: 'right',
      render: (total: string) => <Typography.Text strong>{money(total)}</Typography.Text>,
    },
    { title: t('columns.payTo'), key: 'payee', render: (_, withdrawal) => <PayeeCell withdrawal={withdrawal} /> },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (status: number, withdrawal) => <AuditStatusTag status={status} reason={withdrawal.reason} />,
    },
    {
      title: '',
      key: 'actions',
      // Always in view, also when the payee or hash columns make the table scroll sideways.
      fixed: 'right',
      render: (_, withdrawal) =>
        withdrawal.status === AUDIT_STATUS.auditing && (
          <Space>
            <PaidOutButton withdrawal={withdrawal} attempts={attempts} />
            <Button danger size="small" onClick={() => setRefusing(withdrawal)}>
              {t('refuse')}
            </Button>
          </Space>
        ),
    },
  ];

  const { status } = queue.filters;
  return (
    <>
      <ListPage<ConsoleWithdrawalDto>
        filters={<AuditFilterBar queue={queue} />}
        paging={queue}
        query={withdrawals}
        // Passed and refused requests have nothing left to do: no empty actions column on those tabs.
        columns={
          status === AUDIT_STATUS.auditing || status === undefined
            ? columns
            : columns.filter((column) => column.key !== 'actions')
        }
        rowKey="id"
        emptyText={t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
      {refusing && (
        <RefuseModal
          subject={t('subject', { id: refusing.id })}
          id={refusing.id}
          refuse={refuseWithdrawal}
          queryKey={WITHDRAWALS_KEY}
          note={t('refuseNote', { total: money(refusing.total) })}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
