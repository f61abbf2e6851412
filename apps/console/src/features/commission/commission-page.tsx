import { type ShopAdminDto, shopAdminListQuery } from '@shop/contract/console-catalogue';
import { useAccess } from '@shop/desk/access/access.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Flex, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommissionEditor, CommissionRate } from '../../components/commission-editor.tsx';
import { DefaultRateCard, ShopFilterBar } from '../../components/shop-list-parts.tsx';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { shopsQueryOptions } from '../../lib/shops.ts';

/**
 * /money/commission (finance) — every shop with the commission rate it pays: finance sets a shop's rate (or puts
 * it back on the platform's default) and the default itself; the shops themselves are read-only here (catalogue
 * edits them).
 */
export function CommissionPage() {
  const { t } = useTranslation('commission');
  const format = useFormat();
  const access = useAccess();
  const list = useListFilters(shopAdminListQuery);
  const shops = useQuery(shopsQueryOptions(list.apiParams));

  const columns: TableColumnsType<ShopAdminDto> = [
    {
      title: t('columns.shop'),
      key: 'shop',
      render: (_, shop) => {
        const name = textIn(shop.name, format.lang);
        return (
          <Flex gap={12} align="center">
            <img
              src={shop.logo}
              alt=""
              width={36}
              height={36}
              style={{ objectFit: 'cover', borderRadius: '50%', display: 'block', background: '#f5f5f5' }}
            />
            {/* Editing the shop is catalogue's: the link is there only for an operator who may. */}
            {access.can('catalogue') ? <Link to={`/catalogue/shops/${shop.id}`}>{name}</Link> : <span>{name}</span>}
          </Flex>
        );
      },
    },
    {
      title: t('columns.state'),
      dataIndex: 'active',
      render: (active: boolean) =>
        active ? <Tag color="green">{t('state.active')}</Tag> : <Tag color="red">{t('state.inactive')}</Tag>,
    },
    {
      title: t('columns.rate'),
      key: 'rate',
      render: (_, shop) => <CommissionRate rate={shop.commission_rate} isDefault={shop.commission_is_default} />,
    },
    {
      title: t('columns.setRate'),
      key: 'edit',
      render: (_, shop) => (
        <CommissionEditor
          shopId={shop.id}
          rate={shop.commission_rate}
          isDefault={shop.commission_is_default}
          shopName={textIn(shop.name, format.lang)}
          compact
        />
      ),
    },
    {
      title: t('columns.sales'),
      dataIndex: 'sales',
      align: 'right',
      render: (sales: number) => format.number(sales),
    },
  ];

  return (
    <>
      <DefaultRateCard title={t('default.title')} hint={t('default.hint')} />
      <ListPage<ShopAdminDto>
        filters={
          <ShopFilterBar
            list={list}
            words={{
              keyword: t('filters.keyword'),
              state: t('filters.state'),
              anyState: t('filters.anyState'),
              active: t('state.active'),
              inactive: t('state.inactive'),
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
