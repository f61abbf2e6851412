import type { RefundDto } from '@shop/contract/refund';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';

/** The order's refund requests, newest first, each linking to the request where it is handled. */
export function OrderRefunds({ refunds }: { refunds: readonly RefundDto[] }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const columns: TableColumnsType<RefundDto> = [
    {
      title: t('refunds.refund'),
      dataIndex: 'id',
      render: (id: number) => (
        <Link to={`/refunds/${id}`} aria-label={common('refund.link', { id })}>
          #{id}
        </Link>
      ),
    },
    { title: t('refunds.applied'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('refunds.type'), dataIndex: 'type', render: (type: RefundDto['type']) => common(`refund.type.${type}`) },
    {
      title: t('refunds.reason'),
      dataIndex: 'reason',
      render: (reason: RefundDto['reason']) => common(`refund.reason.${reason}`),
    },
    {
      title: t('refunds.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => format.money(amount),
    },
    {
      title: t('refunds.status'),
      dataIndex: 'status',
      render: (status: number, refund) => <RefundStatusTag status={status} reason={refund.reject_reason} />,
    },
  ];
  return (
    <Card title={t('refunds.title')}>
      {refunds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refunds.none')} />
      ) : (
        <Table<RefundDto>
          rowKey="id"
          columns={columns}
          dataSource={[...refunds]}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
