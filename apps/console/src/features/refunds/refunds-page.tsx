import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { type ConsoleRefundDto, consoleRefundListQuery } from '@shop/contract/refund';
import { useRefundColumns } from '@shop/desk/refunds/refund-columns.tsx';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { refundsQueryOptions } from './api.ts';
import { RefundActions, useRefundDecisions } from './refund-actions.tsx';
import { RefundFilterBar } from './refund-filter-bar.tsx';

export function RefundsPage() {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  // The queue opens on what waits for the operator.
  const list = useListFilters(consoleRefundListQuery, { status: REFUND_STATUS.pending });
  const refunds = useQuery(refundsQueryOptions(list.apiParams));
  const decisions = useRefundDecisions();
  const { status } = list.filters;
  // Only where the operator can act on what the tab lists: no empty actions column otherwise.
  const actionable = status === undefined || decisions.canAct(status);

  const refundColumns = useRefundColumns({ title: (column) => t(`columns.${column}`), common: (word) => common(word) });

  const columns: TableColumnsType<ConsoleRefundDto> = [
    {
      title: t('columns.id'),
      dataIndex: 'id',
      render: (id: number) => (
        <Link to={`/refunds/${id}`} aria-label={common('refund.link', { id })}>
          #{id}
        </Link>
      ),
    },
    { title: t('columns.reference'), dataIndex: 'reference' },
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('columns.shopper'), key: 'buyer', render: (_, refund) => refund.buyer.account },
    {
      title: t('columns.orderNo'),
      dataIndex: 'order_no',
      render: (orderNo: string, refund) => <Link to={`/orders/${refund.order_id}`}>{orderNo}</Link>,
    },
    ...refundColumns,
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (value: number, refund) => (
        <>
          <RefundStatusTag status={value} reason={refund.reject_reason} />
          {refund.waiting_for && (
            // Whose decision it is: the shop's seller first, the platform without one or after the set days.
            <Tag color={refund.waiting_for === 'platform' ? 'orange' : 'default'}>
              {t(`list.waitingFor.${refund.waiting_for}`)}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '',
      key: 'actions',
      // Always in view, also when the table scrolls sideways.
      fixed: 'right',
      render: (_, refund) => <RefundActions refund={refund} />,
    },
  ];

  return (
    <ListPage<ConsoleRefundDto>
      filters={<RefundFilterBar list={list} />}
      paging={list}
      query={refunds}
      columns={actionable ? columns : columns.filter((column) => column.key !== 'actions')}
      rowKey="id"
      emptyText={t('list.empty')}
      showTotal={(count) => t('list.total', { count })}
      table={{ size: 'middle', scroll: { x: 'max-content' } }}
    />
  );
}
