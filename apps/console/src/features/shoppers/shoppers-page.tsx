import { type ShopperDto, shopperListQuery } from '@shop/contract/console-shoppers';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { regionName } from '@shop/desk/regions/regions.ts';
import { shoppersQueryOptions } from './api.ts';
import { ShopperFilterBar } from './shopper-filter-bar.tsx';
import { ShopperStateTags } from './shopper-state-tags.tsx';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** Shoppers newest first, found by account, email or mobile, each leading to the shopper's page. */
export function ShoppersPage() {
  const { t } = useTranslation('shoppers');
  const format = useFormat();
  const list = useListFilters(shopperListQuery);
  const shoppers = useQuery(shoppersQueryOptions(list.apiParams));

  const columns: TableColumnsType<ShopperDto> = [
    {
      title: t('columns.account'),
      dataIndex: 'account',
      render: (account: string, shopper) => <Link to={`/shoppers/${shopper.id}`}>{account}</Link>,
    },
    { title: t('columns.email'), dataIndex: 'email', render: (email: string) => email || none },
    { title: t('columns.mobile'), dataIndex: 'mobile', render: (mobile: string) => mobile || none },
    {
      title: t('columns.country'),
      dataIndex: 'country',
      render: (country: string) => (country ? regionName(country, format.lang) : none),
    },
    {
      title: t('columns.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (balance: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(balance)}</span>,
    },
    { title: t('columns.state'), key: 'state', render: (_, shopper) => <ShopperStateTags shopper={shopper} /> },
    { title: t('columns.created'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('columns.lastLogin'),
      dataIndex: 'last_login_at',
      render: (at: string | null) => (at ? <DateTimeCell iso={at} /> : none),
    },
  ];

  return (
    <ListPage<ShopperDto>
      filters={<ShopperFilterBar list={list} />}
      paging={list}
      query={shoppers}
      columns={columns}
      rowKey="id"
      emptyText={list.filtered ? undefined : t('list.empty')}
      showTotal={(count) => t('list.total', { count })}
      table={{ size: 'middle' }}
    />
  );
}
