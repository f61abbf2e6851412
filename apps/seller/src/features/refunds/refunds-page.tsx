import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { sellerRefundListQuery } from '@shop/contract/seller';
import { useRefundColumns } from '@shop/desk/refunds/refund-columns.tsx';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { RefundStatusTag, useRefundStatusLabel } from '../../components/refund-status-tag.tsx';
import { refundsQueryOptions } from './api.ts';
import { RefundActions } from './refund-actions.tsx';

/** The tabs, what waits for the seller first (pending, then goods returned). */
const TABS: readonly RefundStatus[] = [
  REFUND_STATUS.pending,
  REFUND_STATUS.returned,
  REFUND_STATUS.awaitingReturn,
  REFUND_STATUS.refunded,
  REFUND_STATUS.rejected,
];
const ALL = 'all';

/** The shop's refund requests by status, pending first; each row opens its detail, the actions are at hand. */
export function RefundsPage() {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  const { t: desk } = useTranslation('desk');
  const label = useRefundStatusLabel();
  const list = useListFilters(sellerRefundListQuery, { status: REFUND_STATUS.pending });
  const refunds = useQuery(refundsQueryOptions(list.apiParams));
  const { status } = list.filters;
  const actionable = status === undefined || status === REFUND_STATUS.pending || status === REFUND_STATUS.returned;

  const refundColumns = useRefundColumns({ title: (column) => t(`columns.${column}`), common: (word) => common(word) });

  const columns: TableColumnsType<ConsoleRefundDto> = [
    {
      title: t('columns.request'),
      key: 'request',
      render: (_, refund) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Link to={`/refunds/${refund.id}`}>{common('refund.link', { id: refund.id })}</Link>
          <div>
            <Link to={`/orders/${refund.order_id}`} style={{ fontSize: 12 }}>
              {refund.order_no}
            </Link>
          </div>
        </div>
      ),
    },
    { title: t('columns.shopper'), key: 'buyer', render: (_, refund) => refund.buyer.account },
    ...refundColumns,
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (value: number, refund) => <RefundStatusTag status={value} reason={refund.reject_reason} />,
    },
    { title: '', key: 'actions', render: (_, refund) => <RefundActions refund={refund} /> },
  ];

  return (
    <>
      <Tabs
        activeKey={status === undefined ? ALL : String(status)}
        onChange={(key) => list.change({ status: key === ALL ? undefined : Number(key) })}
        items={[
          ...TABS.map((value) => ({ key: String(value), label: label(value) })),
          { key: ALL, label: desk('list.all') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <ListPage<ConsoleRefundDto>
        paging={list}
        query={refunds}
        columns={actionable ? columns : columns.filter((column) => column.key !== 'actions')}
        rowKey="id"
        emptyText={status === REFUND_STATUS.pending ? t('list.nothingPending') : t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle' }}
      />
    </>
  );
}
