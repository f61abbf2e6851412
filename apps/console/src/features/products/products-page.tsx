import { PlusOutlined } from '@ant-design/icons';
import { productAdminListQuery, type ProductRowDto } from '@shop/contract/console-catalogue';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { fromList } from '../../lib/back-to-list.ts';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { productsQueryOptions } from './api.ts';
import { ProductFilterBar } from './product-filter-bar.tsx';

/** On sale or off; on sale but not shown to shoppers because its shop is inactive. */
function StatusTags({ product }: { product: ProductRowDto }) {
  const { t } = useTranslation('products');
  if (!product.on_sale) return <Tag>{t('status.offSale')}</Tag>;
  return (
    <Space size={4} orientation="vertical">
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        {t('status.onSale')}
      </Tag>
      {!product.listed && (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          {t('status.notListed')}
        </Tag>
      )}
    </Space>
  );
}

/** Every shop's products: filters in the URL, paged on the server, each row opening its editor. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useListFilters(productAdminListQuery);
  const products = useQuery(productsQueryOptions(list.apiParams));
  // The editor's Back returns to this list as it is now: filters, page and all.
  const state = fromList(location);

  const columns: TableColumnsType<ProductRowDto> = [
    {
      title: t('columns.product'),
      key: 'product',
      render: (_, product) => (
        <Space size={12} align="start">
          <img
            src={product.image}
            alt=""
            width={56}
            height={56}
            style={{ objectFit: 'cover', borderRadius: 4, flex: 'none', display: 'block', background: '#f5f5f5' }}
          />
          <div style={{ minWidth: 140, maxWidth: 300 }}>
            <Link to={`/catalogue/products/${product.id}`} state={state}>
              {product.title}
            </Link>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {product.code}
              </Typography.Text>
            </div>
          </div>
        </Space>
      ),
    },
    { title: t('columns.shop'), key: 'shop', render: (_, product) => product.shop.name },
    { title: t('columns.category'), key: 'category', render: (_, product) => product.category.name },
    {
      title: t('columns.price'),
      key: 'price',
      align: 'right',
      render: (_, product) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{format.money(product.price)}</div>
          {product.compare_at_price && (
            <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
              {format.money(product.compare_at_price)}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('columns.stock'),
      dataIndex: 'stock',
      align: 'right',
      render: (stock: number) =>
        stock === 0 ? (
          <Typography.Text type="danger" strong>
            {format.number(stock)}
          </Typography.Text>
        ) : (
          format.number(stock)
        ),
    },
    { title: t('columns.sales'), dataIndex: 'sales', align: 'right', render: (sales: number) => format.number(sales) },
    { title: t('columns.skus'), dataIndex: 'sku_count', align: 'right' },
    { title: t('columns.status'), key: 'status', render: (_, product) => <StatusTags product={product} /> },
    { title: t('columns.updated'), dataIndex: 'updated_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: '',
      key: 'edit',
      render: (_, product) => (
        <Link
          to={`/catalogue/products/${product.id}`}
          state={state}
          style={{ whiteSpace: 'nowrap' }}
          aria-label={t('editProduct', { code: product.code })}
        >
          {desk('actions.edit')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageExtra>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/catalogue/products/new', { state })}
        >
          {t('new')}
        </Button>
      </PageExtra>
      <ListPage<ProductRowDto>
        filters={<ProductFilterBar list={list} />}
        paging={list}
        query={products}
        columns={columns}
        rowKey="id"
        emptyText={list.filtered ? undefined : t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle' }}
      />
    </>
  );
}
