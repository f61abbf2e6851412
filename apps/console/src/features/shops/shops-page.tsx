import { PlusOutlined } from '@ant-design/icons';
import { type ShopAdminDto, shopAdminListQuery } from '@shop/contract/console-catalogue';
import { useAccess } from '@shop/desk/access/access.tsx';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import { type ListFiltersState, useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Skeleton, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MissingTranslations } from '../../components/missing-translations.tsx';
import { fromList } from '@shop/desk/list/back-to-list.ts';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { CommissionEditor, CommissionRate } from '../../components/commission-editor.tsx';
import { commissionQueryOptions, shopsQueryOptions } from '../../lib/shops.ts';

type ActiveFilter = 'true' | 'false';

function ShopFilterBar({ list }: { list: ListFiltersState<typeof shopAdminListQuery> }) {
  const { t } = useTranslation('shops');
  const { t: desk } = useTranslation('desk');
  const { active } = list.filters;
  return (
    <Space wrap>
      <SearchFilter
        label={t('filters.keyword')}
        value={list.filters.keyword}
        onSearch={(keyword) => list.change({ keyword })}
      />
      <Select<ActiveFilter>
        aria-label={t('filters.active')}
        placeholder={t('filters.anyState')}
        allowClear
        style={{ width: 160 }}
        options={[
          { value: 'true', label: t('status.active') },
          { value: 'false', label: t('status.inactive') },
        ]}
        value={active === undefined ? undefined : (String(active) as ActiveFilter)}
        onChange={(value) => list.change({ active: value === undefined ? undefined : value === 'true' })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}

/** The platform's default commission (finance): what every shop without a rate of its own pays. */
function DefaultCommissionCard() {
  const { t } = useTranslation('shops');
  const commission = useQuery(commissionQueryOptions());
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Space size={16} wrap align="center">
        <Typography.Text strong>{t('commission.defaultTitle')}</Typography.Text>
        {commission.error && <Alert type="error" showIcon title={commission.error.message} />}
        {commission.data ? (
          <CommissionEditor rate={commission.data.default_rate} />
        ) : (
          !commission.error && <Skeleton.Input active size="small" />
        )}
        <Typography.Text type="secondary">{t('commission.defaultHint')}</Typography.Text>
      </Space>
    </Card>
  );
}

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
      {access.can('commission') && <DefaultCommissionCard />}
      <ListPage<ShopAdminDto>
        filters={<ShopFilterBar list={list} />}
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
