import { AUDIT_STATUS, type AuditStatus } from '@shop/contract/wallet-status';
import type { SellerWithdrawalDto } from '@shop/contract/seller';
import { auditLogQuery } from '@shop/contract/wallet';
import { PayoutAccountDetails } from '@shop/desk/business/payout-account.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Segmented, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { withdrawalsQueryOptions } from './api.ts';
import { BalanceCard } from './balance-card.tsx';

const STATUS_NAMES = { 0: 'auditing', 1: 'passed', 2: 'refused' } as const satisfies Record<AuditStatus, string>;
const STATUS_COLOURS: Record<AuditStatus, string> = { 0: 'gold', 1: 'green', 2: 'red' };
type Tab = AuditStatus | 'all';

/** /money/withdrawals — the shop's withdrawals by status: waiting for the platform, paid out, or refused (why). */
export function WithdrawalsPage() {
  const { t } = useTranslation('money');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const list = useListFilters(auditLogQuery);
  const withdrawals = useQuery(withdrawalsQueryOptions(list.apiParams));
  const statusLabel = (status: number) => {
    const name = STATUS_NAMES[status as AuditStatus];
    return name ? t(`withdrawals.status.${name}`) : String(status);
  };
  const columns: TableColumnsType<SellerWithdrawalDto> = [
    { title: t('withdrawals.date'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('withdrawals.reference'),
      dataIndex: 'reference',
      render: (reference: string) => <Typography.Text copyable>{reference}</Typography.Text>,
    },
    {
      title: t('withdrawals.to'),
      key: 'to',
      // The payout account as it was when asked; older withdrawals named a card or a wallet instead.
      render: (_, row) =>
        row.payout_account ? (
          <div style={{ minWidth: 160 }}>
            <PayoutAccountDetails account={row.payout_account} compact />
          </div>
        ) : (
          <div style={{ minWidth: 140 }}>
            <div>{row.type === 'bank' ? t('withdrawals.bank') : t('withdrawals.chain')}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {row.type === 'bank'
                ? `${row.bank_name ?? ''} ${row.bank_card ?? ''}`
                : `${row.network ?? ''} ${row.address ?? ''}`}
            </Typography.Text>
          </div>
        ),
    },
    { title: t('withdrawals.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => format.money(v) },
    { title: t('withdrawals.fee'), dataIndex: 'fee', align: 'right', render: (v: string) => format.money(v) },
    {
      title: t('withdrawals.total'),
      dataIndex: 'total',
      align: 'right',
      render: (v: string) => <Typography.Text strong>{format.money(v)}</Typography.Text>,
    },
    {
      title: t('withdrawals.statusColumn'),
      dataIndex: 'status',
      render: (status: number, row) => (
        <div>
          <Tag color={STATUS_COLOURS[status as AuditStatus] ?? 'default'}>{statusLabel(status)}</Tag>
          {status === AUDIT_STATUS.refused && row.reason && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, maxWidth: 200 }}>
              {row.reason}
            </Typography.Text>
          )}
        </div>
      ),
    },
  ];
  const status = list.filters.status;
  return (
    <>
      <BalanceCard />
      <ListPage<SellerWithdrawalDto>
        filters={
          <Segmented<Tab>
            aria-label={t('withdrawals.statusColumn')}
            options={[
              { value: 'all', label: desk('list.all') },
              ...([0, 1, 2] as const).map((value) => ({ value, label: statusLabel(value) })),
            ]}
            value={status === undefined ? 'all' : (status as AuditStatus)}
            onChange={(tab) => list.change({ status: tab === 'all' ? undefined : tab })}
            // On a phone the tabs scroll sideways instead of pushing the page wider.
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        }
        paging={list}
        query={withdrawals}
        columns={columns}
        rowKey="id"
        emptyText={list.filtered ? undefined : t('withdrawals.empty')}
        showTotal={(count) => t('withdrawals.count', { count })}
        table={{ size: 'middle' }}
      />
    </>
  );
}
