import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { formatMoney } from '../../lib/money.ts';
import { refundsQueryOptions } from './api.ts';
import { hasActions, RefundActions } from './refund-actions.tsx';
import { RefundFilterBar } from './refund-filter-bar.tsx';
import { PAGE_SIZES } from './refund-filters.ts';
import { GOODS_STATUS_LABELS, REFUND_REASON_LABELS, REFUND_TYPE_LABELS } from '../../lib/refund-labels.ts';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { useRefundFilters } from './use-refund-filters.ts';

const COLUMNS: TableColumnsType<ConsoleRefundDto> = [
  {
    title: 'ID',
    dataIndex: 'id',
    render: (id: number) => (
      <Link to={`/refunds/${id}`} aria-label={`Refund #${id}`}>
        #{id}
      </Link>
    ),
  },
  { title: 'Time', dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
  { title: 'Shopper', key: 'buyer', render: (_, refund) => refund.buyer.account },
  {
    title: 'Order no',
    dataIndex: 'order_no',
    render: (orderNo: string, refund) => <Link to={`/orders/${refund.order_id}`}>{orderNo}</Link>,
  },
  {
    title: 'Type',
    dataIndex: 'type',
    // The goods status under the type: the two together say whether anything comes back.
    render: (type: ConsoleRefundDto['type'], refund) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        <div>{REFUND_TYPE_LABELS[type]}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Goods {GOODS_STATUS_LABELS[refund.goods_status].toLowerCase()}
        </Typography.Text>
      </div>
    ),
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: string) => <Typography.Text strong>{formatMoney(amount)}</Typography.Text>,
  },
  {
    title: 'Reason',
    dataIndex: 'reason',
    render: (reason: ConsoleRefundDto['reason']) => REFUND_REASON_LABELS[reason],
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: number, refund) => <RefundStatusTag status={status} reason={refund.reject_reason} />,
  },
  {
    title: '',
    key: 'actions',
    // Always in view, also when the table scrolls sideways.
    fixed: 'right',
    render: (_, refund) => <RefundActions refund={refund} />,
  },
];

export function RefundsPage() {
  const [filters, setFilters] = useRefundFilters();
  const refunds = useQuery(refundsQueryOptions(filters));
  // Refunded, rejected and awaiting-return requests have nothing to do here: no empty actions column on those tabs.
  const actionable = filters.status === 'all' || hasActions(filters.status);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Refunds
      </Typography.Title>
      <RefundFilterBar filters={filters} onChange={setFilters} />
      {refunds.error && <Alert type="error" showIcon title={refunds.error.message} style={{ marginBottom: 16 }} />}
      <Table<ConsoleRefundDto>
        rowKey="id"
        size="middle"
        columns={actionable ? COLUMNS : COLUMNS.filter((column) => column.key !== 'actions')}
        dataSource={refunds.data?.list}
        loading={refunds.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No refund requests here' }}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: refunds.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => (total === 1 ? '1 refund request' : `${total} refund requests`),
          onChange: (page, limit) => setFilters({ ...filters, page: limit === filters.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
