import { PlusOutlined } from '@ant-design/icons';
import { type ShopAdminDto, shopAdminListQuery } from '@shop/contract/console-catalogue';
import { useAccess } from '@shop/desk/access/access.tsx';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { fromList } from '@shop/desk/list/back-to-list.ts';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { CommissionRate } from '../../components/commission-editor.tsx';
import { DefaultRateCard, ShopFilterBar } from '../../components/shop-list-parts.tsx';
import { shopsQueryOptions } from '../../lib/shops.ts';

/** The shops with their state, commission and figures; the platform's default rate above for finance. */
export function ShopsPage() {
  const { t } = useTranslation('shops');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const access = useAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useListFilters(shopAdminListQuery);
  const shops = useQuery(shopsQueryOptions(list.apiParams));
  const state = fromList(location);

  const columns: TableColumnsType<ShopAdminDto> = [
    {
      title: t('columns.shop'),
      key: 'shop',
      render: (_, shop) => (
        <Space size={12}>
          <img
            src={shop.logo}
            alt=""
            width={40}
            height={40}
            style={{ objectFit: 'cover', borderRadius: '50%', display: 'block', background: '#f5f5f5' }}
          />
          <Space size={8} wrap>
            <Link to={`/catalogue/shops/${shop.id}`} state={state}>
              {textIn(shop.name, format.lang)}
            </Link>
            <MissingTranslations text={shop.name} />
          </Space>
        </Space>
      ),
    },
    {
      title: t('columns.state'),
      dataIndex: 'active',
      render: (active: boolean) =>
        active ? <Tag color="green">{t('status.active')}</Tag> : <Tag color="red">{t('status.inactive')}</Tag>,
    },
    {
      title: t('columns.commission'),
      key: 'commission',
      render: (_, shop) => <CommissionRate rate={shop.commission_rate} isDefault={shop.commission_is_default} />,
    },
    {
      title: t('columns.products'),
      dataIndex: 'product_count',
      align: 'right',
      render: (count: number) => format.number(count),
    },
    { title: t('columns.sales'), dataIndex: 'sales', align: 'right', render: (sales: number) => format.number(sales) },
    { title: t('columns.created'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: '',
      key: 'edit',
      render: (_, shop) => (
        <Link
          to={`/catalogue/shops/${shop.id}`}
          state={state}
          style={{ whiteSpace: 'nowrap' }}
          aria-label={t('editShop', { name: textIn(shop.name, format.lang) })}
        >
          {desk('actions.edit')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageExtra>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/catalogue/shops/new', { state })}>
          {t('new')}
        </Button>
      </PageExtra>
      {access.can('commission') && (
        <DefaultRateCard title={t('commission.defaultTitle')} hint={t('commission.defaultHint')} />
      )}
      <ListPage<ShopAdminDto>
        filters={
          <ShopFilterBar
            list={list}
            words={{
              keyword: t('filters.keyword'),
              state: t('filters.active'),
              anyState: t('filters.anyState'),
              active: t('status.active'),
              inactive: t('status.inactive'),
            }}
          />
        }
        paging={list}
        query={shops}
        columns={columns}
        rowKey="id"
        emptyText={list.filtered ? undefined : t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
    </>
  );
}
