import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { formatMoney } from '../../lib/money.ts';
import { AuditFilterBar } from '../../components/audit-filter-bar.tsx';
import { PAGE_SIZES } from '../../lib/audit-filters.ts';
import { AuditStatusTag } from '../../components/audit-status.tsx';
import { IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { RefuseModal } from '../../components/refuse-modal.tsx';
import { useAuditFilters } from '../../lib/use-audit-filters.ts';
import { WITHDRAWALS_KEY, refuseWithdrawal, withdrawalsQueryOptions } from './api.ts';
import { groupCardNo } from './card-no.ts';
import { PaidOutButton } from './paid-out-button.tsx';
import { WITHDRAW_TYPE_LABELS } from './withdrawal-labels.ts';

const money = (amount: string) => formatMoney(amount);

/** Where the money goes: the whole card number and bank, or the network and address, copyable for paying out. */
function PayeeCell({ withdrawal }: { withdrawal: ConsoleWithdrawalDto }) {
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
  const [filters, setFilters] = useAuditFilters();
  const withdrawals = useQuery(withdrawalsQueryOptions(filters));
  const [refusing, setRefusing] = useState<ConsoleWithdrawalDto | null>(null);
  // One for the page's lifetime: a confirm retried after a lost answer is sent with the same key.
  const [attempts] = useState(() => new IdempotentAttempts());

  const columns: TableColumnsType<ConsoleWithdrawalDto> = [
    { title: 'ID', dataIndex: 'id' },
    {
      title: 'Time',
      dataIndex: 'created_at',
      render: (at: string) => <DateTimeCell iso={at} />,
    },
    { title: 'Shopper', key: 'buyer', render: (_, withdrawal) => withdrawal.buyer.account },
    { title: 'Type', dataIndex: 'type', render: (type: ConsoleWithdrawalDto['type']) => WITHDRAW_TYPE_LABELS[type] },
    { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
    { title: 'Charge', dataIndex: 'fee', align: 'right', render: money },
    {
      title: 'Total',
      dataIndex: 'total',
      align: 'right',
      render: (total: string) => <Typography.Text strong>{formatMoney(total)}</Typography.Text>,
    },
    { title: 'Pay to', key: 'payee', render: (_, withdrawal) => <PayeeCell withdrawal={withdrawal} /> },
    {
      title: 'Status',
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
              Refuse
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Withdrawals
      </Typography.Title>
      <AuditFilterBar filters={filters} onChange={setFilters} />
      {withdrawals.error && (
        <Alert type="error" showIcon title={withdrawals.error.message} style={{ marginBottom: 16 }} />
      )}
      <Table<ConsoleWithdrawalDto>
        rowKey="id"
        size="middle"
        // Passed and refused requests have nothing left to do: no empty actions column on those tabs.
        columns={
          filters.status === AUDIT_STATUS.auditing || filters.status === 'all'
            ? columns
            : columns.filter((column) => column.key !== 'actions')
        }
        dataSource={withdrawals.data?.list}
        loading={withdrawals.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No withdrawals here' }}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: withdrawals.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => `${total} withdrawals`,
          onChange: (page, limit) => setFilters({ ...filters, page: limit === filters.limit ? page : 1, limit }),
        }}
      />
      {refusing && (
        <RefuseModal
          subject={`withdrawal #${refusing.id}`}
          id={refusing.id}
          refuse={refuseWithdrawal}
          queryKey={WITHDRAWALS_KEY}
          note={`${formatMoney(refusing.total)} (amount and charge) returns to their balance.`}
          onClose={() => setRefusing(null)}
        />
      )}
    </>
  );
}
