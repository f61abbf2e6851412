import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Image, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { formatMoney } from '../../lib/money.ts';
import { AuditFilterBar } from '../../components/audit-filter-bar.tsx';
import { PAGE_SIZES } from '../../lib/audit-filters.ts';
import { AuditStatusTag } from '../../components/audit-status.tsx';
import { IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { RefuseModal } from '../../components/refuse-modal.tsx';
import { useAuditFilters } from '../../lib/use-audit-filters.ts';
import { RECHARGES_KEY, rechargesQueryOptions, refuseRecharge } from './api.ts';
import { ApproveRechargeModal } from './approve-recharge-modal.tsx';
import { RECHARGE_METHOD_LABELS } from './recharge-labels.ts';

/** The modal on screen: none, approving or refusing one recharge. */
type Open = { action: 'approve' | 'refuse'; recharge: ConsoleRechargeDto } | null;

const none = <Typography.Text type="secondary">—</Typography.Text>;

function AmountCell({ recharge }: { recharge: ConsoleRechargeDto }) {
  const credited = recharge.actual_amount;
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{formatMoney(recharge.amount)}</div>
      {credited !== null && credited !== recharge.amount && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          credited {formatMoney(credited)}
        </Typography.Text>
      )}
    </div>
  );
}

export function RechargesPage() {
  const [filters, setFilters] = useAuditFilters();
  const recharges = useQuery(rechargesQueryOptions(filters));
  const [open, setOpen] = useState<Open>(null);
  // One for the page's lifetime: reopening the modal after a lost answer retries with the same key.
  const [attempts] = useState(() => new IdempotentAttempts());

  const columns: TableColumnsType<ConsoleRechargeDto> = [
    { title: 'ID', dataIndex: 'id' },
    {
      title: 'Time',
      dataIndex: 'created_at',
      render: (at: string) => <DateTimeCell iso={at} />,
    },
    { title: 'Shopper', key: 'buyer', render: (_, recharge) => recharge.buyer.account },
    {
      title: 'Method',
      dataIndex: 'method',
      render: (method: ConsoleRechargeDto['method'], recharge) =>
        recharge.card_last4
          ? `${RECHARGE_METHOD_LABELS[method]} •••• ${recharge.card_last4}`
          : RECHARGE_METHOD_LABELS[method],
    },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, recharge) => <AmountCell recharge={recharge} /> },
    {
      title: 'Network',
      key: 'network',
      render: (_, recharge) =>
        recharge.network ? (
          <div>
            <div>{recharge.network}</div>
            {recharge.address && (
              <Typography.Text
                type="secondary"
                copyable={{ text: recharge.address }}
                ellipsis={{ tooltip: recharge.address }}
                style={{ maxWidth: 120, fontSize: 12 }}
              >
                {recharge.address}
              </Typography.Text>
            )}
          </div>
        ) : (
          none
        ),
    },
    {
      title: 'Tx hash',
      dataIndex: 'tx_hash',
      render: (hash: string | null) =>
        hash ? (
          <Typography.Text code copyable={{ text: hash }} ellipsis={{ tooltip: hash }} style={{ maxWidth: 130 }}>
            {hash}
          </Typography.Text>
        ) : (
          none
        ),
    },
    {
      title: 'Evidence',
      dataIndex: 'evidence',
      render: (url: string | null, recharge) =>
        url ? (
          <Image
            src={url}
            alt={`Evidence of recharge #${recharge.id}`}
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          none
        ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: number, recharge) => <AuditStatusTag status={status} reason={recharge.reason} />,
    },
    {
      title: '',
      key: 'actions',
      // Always in view, also when the payee or hash columns make the table scroll sideways.
      fixed: 'right',
      render: (_, recharge) =>
        recharge.status === AUDIT_STATUS.auditing && (
          <Space>
            <Button type="primary" size="small" onClick={() => setOpen({ action: 'approve', recharge })}>
              Approve
            </Button>
            <Button danger size="small" onClick={() => setOpen({ action: 'refuse', recharge })}>
              Refuse
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Recharges
      </Typography.Title>
      <AuditFilterBar filters={filters} onChange={setFilters} />
      {recharges.error && <Alert type="error" showIcon title={recharges.error.message} style={{ marginBottom: 16 }} />}
      <Table<ConsoleRechargeDto>
        rowKey="id"
        size="middle"
        // Passed and refused requests have nothing left to do: no empty actions column on those tabs.
        columns={
          filters.status === AUDIT_STATUS.auditing || filters.status === 'all'
            ? columns
            : columns.filter((column) => column.key !== 'actions')
        }
        dataSource={recharges.data?.list}
        loading={recharges.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No recharges here' }}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: recharges.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => `${total} recharges`,
          onChange: (page, limit) => setFilters({ ...filters, page: limit === filters.limit ? page : 1, limit }),
        }}
      />
      {open?.action === 'approve' && (
        <ApproveRechargeModal recharge={open.recharge} attempts={attempts} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'refuse' && (
        <RefuseModal
          subject={`recharge #${open.recharge.id}`}
          id={open.recharge.id}
          refuse={refuseRecharge}
          queryKey={RECHARGES_KEY}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
