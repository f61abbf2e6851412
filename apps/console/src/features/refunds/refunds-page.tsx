import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { type ConsoleRefundDto, consoleRefundListQuery } from '@shop/contract/refund';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { refundsQueryOptions } from './api.ts';
import { RefundActions, useRefundDecisions } from './refund-actions.tsx';
import { RefundFilterBar } from './refund-filter-bar.tsx';

export function RefundsPage() {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  // The queue opens on what waits for the operator.
  const list = useListFilters(consoleRefundListQuery, { status: REFUND_STATUS.pending });
  const refunds = useQuery(refundsQueryOptions(list.apiParams));
  const decisions = useRefundDecisions();
  const { status } = list.filters;
  // Only where the operator can act on what the tab lists: no empty actions column otherwise.
  const actionable = status === undefined || decisions.canAct(status);

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
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('columns.shopper'), key: 'buyer', render: (_, refund) => refund.buyer.account },
    {
      title: t('columns.orderNo'),
      dataIndex: 'order_no',
      render: (orderNo: string, refund) => <Link to={`/orders/${refund.order_id}`}>{orderNo}</Link>,
    },
    {
      title: t('columns.type'),
      dataIndex: 'type',
      // The goods status under the type: the two together say whether anything comes back.
      render: (type: ConsoleRefundDto['type'], refund) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{common(`refund.type.${type}`)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {common(`refund.goodsShort.${refund.goods_status}`)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('columns.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Typography.Text strong>{format.money(amount)}</Typography.Text>,
    },
    {
      title: t('columns.reason'),
      dataIndex: 'reason',
      render: (reason: ConsoleRefundDto['reason']) => common(`refund.reason.${reason}`),
    },
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
