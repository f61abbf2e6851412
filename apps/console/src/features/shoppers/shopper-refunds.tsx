import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useAccess } from '@shop/desk/access/access.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { shopperRefundsQueryOptions } from './api.ts';
import { recordsParams, type ShopperTabState } from './shopper-tab.ts';

/** The shopper's refund requests, newest first, each leading to its page. */
export function ShopperRefunds({ id, tab }: { id: number; tab: ShopperTabState }) {
  const { t } = useTranslation('shoppers');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const access = useAccess();
  const refunds = useQuery(shopperRefundsQueryOptions(recordsParams(id, tab.filters)));

  const columns: TableColumnsType<ConsoleRefundDto> = [
    {
      title: t('refunds.refund'),
      dataIndex: 'id',
      render: (refundId: number) => {
        const label = common('refund.link', { id: refundId });
        return access.can('refunds_view') ? <Link to={`/refunds/${refundId}`}>{label}</Link> : label;
      },
    },
    { title: t('refunds.applied'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('refunds.orderNo'), dataIndex: 'order_no' },
    {
      title: t('refunds.type'),
      dataIndex: 'type',
      render: (type: ConsoleRefundDto['type']) => common(`refund.type.${type}`),
    },
    {
      title: t('refunds.reason'),
      dataIndex: 'reason',
      render: (reason: ConsoleRefundDto['reason']) => common(`refund.reason.${reason}`),
    },
    {
      title: t('refunds.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(amount)}</span>,
    },
    {
      title: t('refunds.status'),
      dataIndex: 'status',
      render: (status: number, refund) => <RefundStatusTag status={status} reason={refund.reject_reason} />,
    },
  ];

  return (
    <ListPage<ConsoleRefundDto>
      paging={tab}
      query={refunds}
      columns={columns}
      rowKey="id"
      emptyText={t('refunds.empty')}
      showTotal={(count) => t('refunds.count', { count })}
      table={{ size: 'middle' }}
    />
  );
}
