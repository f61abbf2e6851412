import type { RefundDto } from '@shop/contract/refund';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { formatMoney } from '../../lib/money.ts';
import { REFUND_REASON_LABELS, REFUND_TYPE_LABELS } from '../../lib/refund-labels.ts';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';

const COLUMNS: TableColumnsType<RefundDto> = [
  {
    title: 'Refund',
    dataIndex: 'id',
    render: (id: number) => (
      <Link to={`/refunds/${id}`} aria-label={`Refund #${id}`}>
        #{id}
      </Link>
    ),
  },
  { title: 'Applied', dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
  { title: 'Type', dataIndex: 'type', render: (type: RefundDto['type']) => REFUND_TYPE_LABELS[type] },
  { title: 'Reason', dataIndex: 'reason', render: (reason: RefundDto['reason']) => REFUND_REASON_LABELS[reason] },
  { title: 'Amount', dataIndex: 'amount', align: 'right', render: (amount: string) => formatMoney(amount) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: number, refund) => <RefundStatusTag status={status} reason={refund.reject_reason} />,
  },
];

/** The order's refund requests, newest first, each linking to the request where it is handled. */
export function OrderRefunds({ refunds }: { refunds: readonly RefundDto[] }) {
  return (
    <Card title="Refunds">
      {refunds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No refund requests" />
      ) : (
        <Table<RefundDto> rowKey="id" columns={COLUMNS} dataSource={[...refunds]} pagination={false} size="small" />
      )}
    </Card>
  );
}
