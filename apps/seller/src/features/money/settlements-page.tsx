import { sellerPageQuery, type SettlementDto } from '@shop/contract/seller';
import { useIncomeColumns } from '@shop/desk/business/income.tsx';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { settlementsQueryOptions } from './api.ts';
import { BalanceCard } from './balance-card.tsx';

/**
 * /money — the balance and every settlement: when an order completes, the shop is credited its base (goods +
 * freight − refunds) less the platform's commission at the shop's rate; each row shows that income whole.
 */
export function SettlementsPage() {
  const { t } = useTranslation('money');
  const list = useListFilters(sellerPageQuery);
  const settlements = useQuery(settlementsQueryOptions(list.apiParams));
  const income = useIncomeColumns<SettlementDto>();
  const columns: TableColumnsType<SettlementDto> = [
    {
      title: t('settlements.order'),
      dataIndex: 'order_no',
      render: (orderNo: string, row) => <Link to={`/orders/${row.order_id}`}>{orderNo}</Link>,
    },
    ...income,
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
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
    </>
  );
}
