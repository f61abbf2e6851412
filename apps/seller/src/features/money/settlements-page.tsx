import { sellerPageQuery, type SettlementDto } from '@shop/contract/seller';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/date-time-cell.tsx';
import { settlementsQueryOptions } from './api.ts';
import { BalanceCard } from './balance-card.tsx';
import { formatRate } from '../../lib/rate.ts';

/**
 * /money — the balance and every settlement: when an order completes, the shop is credited its base (goods +
 * freight − refunds) less the platform's commission at the shop's rate.
 */
export function SettlementsPage() {
  const { t } = useTranslation('money');
  const format = useFormat();
  const list = useListFilters(sellerPageQuery);
  const settlements = useQuery(settlementsQueryOptions(list.apiParams));
  const columns: TableColumnsType<SettlementDto> = [
    {
      title: t('settlements.order'),
      dataIndex: 'order_no',
      render: (orderNo: string, row) => <Link to={`/orders/${row.order_id}`}>{orderNo}</Link>,
    },
    { title: t('settlements.base'), dataIndex: 'base', align: 'right', render: (v: string) => format.money(v) },
    {
      title: t('settlements.rate'),
      dataIndex: 'rate',
      align: 'right',
      render: (rate: string) => formatRate(rate, format.lang),
    },
    {
      title: t('settlements.commission'),
      dataIndex: 'commission',
      align: 'right',
      render: (v: string) => <Typography.Text type="secondary">−{format.money(v)}</Typography.Text>,
    },
    {
      title: t('settlements.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => <Typography.Text strong>{format.money(v)}</Typography.Text>,
    },
    { title: t('settlements.date'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
  ];
  return (
    <>
      <BalanceCard />
      <ListPage<SettlementDto>
        title={t('settlements.title')}
        paging={list}
        query={settlements}
        columns={columns}
        rowKey="order_id"
        emptyText={t('settlements.empty')}
        showTotal={(count) => t('settlements.total', { count })}
        table={{ size: 'middle' }}
      />
    </>
  );
}
