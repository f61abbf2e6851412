import { PlusOutlined } from '@ant-design/icons';
import { productAdminListQuery, type ProductRowDto } from '@shop/contract/console-catalogue';
import { LOW_STOCK } from '@shop/contract/product-skus';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { productsQueryOptions } from './api.ts';
import { ExportButton, ImportButton } from './product-csv.tsx';
import { ProductFilterBar } from './product-filter-bar.tsx';

/** The editor's Back returns to the list as it was left: its address travels in the link's state. */
const fromList = (location: { pathname: string; search: string }) => ({
  back: `${location.pathname}${location.search}`,
});

/** On sale or off; on sale but hidden from shoppers because the platform suspended the shop. */
function StatusTags({ product }: { product: ProductRowDto }) {
  const { t } = useTranslation('products');
  if (!product.on_sale) return <Tag>{t('status.offSale')}</Tag>;
  return (
    <Space size={4} orientation="vertical">
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        {t('status.onSale')}
      </Tag>
      {!product.listed && (
        <Tag color="red" style={{ marginInlineEnd: 0 }}>
          {t('status.hidden')}
        </Tag>
      )}
    </Space>
  );
}

/** Red when sold out, orange when running low (LOW_STOCK units or fewer). */
function StockCell({ stock }: { stock: number }) {
  const format = useFormat();
  if (stock === 0) {
    return (
      <Typography.Text type="danger" strong>
        {format.number(stock)}
      </Typography.Text>
    );
  }
  if (stock <= LOW_STOCK) return <Typography.Text type="warning">{format.number(stock)}</Typography.Text>;
  return <>{format.number(stock)}</>;
}

/** The shop's products: filters in the URL, paged on the server, each row opening its editor; CSV in and out. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useListFilters(productAdminListQuery);
  const products = useQuery(productsQueryOptions(list.apiParams));
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
            <Link to={`/products/${product.id}`} state={state}>
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
      render: (stock: number) => <StockCell stock={stock} />,
    },
    { title: t('columns.sales'), dataIndex: 'sales', align: 'right', render: (sales: number) => format.number(sales) },
    { title: t('columns.status'), key: 'status', render: (_, product) => <StatusTags product={product} /> },
    {
      title: '',
      key: 'edit',
      render: (_, product) => (
        <Link to={`/products/${product.id}`} state={state} aria-label={t('editProduct', { code: product.code })}>
          {desk('actions.edit')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageExtra>
        <Space wrap>
          <ImportButton />
          <ExportButton />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/products/new', { state })}>
            {t('new')}
          </Button>
        </Space>
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
