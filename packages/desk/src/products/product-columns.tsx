import type { ProductRowDto } from '@shop/contract/console-catalogue';
import { LOW_STOCK } from '@shop/contract/product-skus';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../i18n/format.ts';

/** The keys of the product list's words in a desk's products namespace, each desk with its own words. */
export type ProductColumnKey =
  | `columns.${'product' | 'category' | 'price' | 'stock' | 'sales' | 'status'}`
  | `status.${'onSale' | 'offSale'}`
  | 'editProduct';

type Columns = TableColumnsType<ProductRowDto>;

export interface ProductColumnsOptions {
  /** Where the editors are: a row opens `${editPath}/${id}`. */
  editPath: string;
  /** The link's state: the list as it is now, so the editor's Back returns to it (filters, page and all). */
  state: unknown;
  words(key: ProductColumnKey, values?: { code: string }): string;
  /** The tag under "on sale" when shoppers do not see the product ("Not listed", "Hidden"), with its colour. */
  unlisted: { label: string; colour: string };
  /** Stock at LOW_STOCK or below shows in the warning colour (sold out is always red). */
  warnLowStock?: boolean;
  /** The desk's own columns: after the product (the console's shop), after the sales, after the status. */
  afterProduct?: Columns;
  afterSales?: Columns;
  afterStatus?: Columns;
}

function StockCell({ stock, warnLow }: { stock: number; warnLow: boolean }) {
  const format = useFormat();
  if (stock === 0) {
    return (
      <Typography.Text type="danger" strong>
        {format.number(stock)}
      </Typography.Text>
    );
  }
  if (warnLow && stock <= LOW_STOCK) return <Typography.Text type="warning">{format.number(stock)}</Typography.Text>;
  return <>{format.number(stock)}</>;
}

/** On sale or off; on sale but not shown to shoppers (its shop inactive or suspended). */
function StatusTags({ product, options }: { product: ProductRowDto; options: ProductColumnsOptions }) {
  const { words, unlisted } = options;
  if (!product.on_sale) return <Tag>{words('status.offSale')}</Tag>;
  return (
    <Space size={4} orientation="vertical">
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        {words('status.onSale')}
      </Tag>
      {!product.listed && (
        <Tag color={unlisted.colour} style={{ marginInlineEnd: 0 }}>
          {unlisted.label}
        </Tag>
      )}
    </Space>
  );
}

/**
 * The products table both desks show: picture, title and code opening the editor, category, price (with the
 * crossed-out one), stock, sales, status and an edit link; each desk adds its own columns between them.
 */
export function useProductColumns(options: ProductColumnsOptions): Columns {
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const { editPath, state, words } = options;
  return [
    {
      title: words('columns.product'),
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
            <Link to={`${editPath}/${product.id}`} state={state}>
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
    ...(options.afterProduct ?? []),
    { title: words('columns.category'), key: 'category', render: (_, product) => product.category.name },
    {
      title: words('columns.price'),
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
      title: words('columns.stock'),
      dataIndex: 'stock',
      align: 'right',
      render: (stock: number) => <StockCell stock={stock} warnLow={options.warnLowStock ?? false} />,
    },
    {
      title: words('columns.sales'),
      dataIndex: 'sales',
      align: 'right',
      render: (sales: number) => format.number(sales),
    },
    ...(options.afterSales ?? []),
    {
      title: words('columns.status'),
      key: 'status',
      render: (_, product) => <StatusTags product={product} options={options} />,
    },
    ...(options.afterStatus ?? []),
    {
      title: '',
      key: 'edit',
      render: (_, product) => (
        <Link
          to={`${editPath}/${product.id}`}
          state={state}
          style={{ whiteSpace: 'nowrap' }}
          aria-label={words('editProduct', { code: product.code })}
        >
          {desk('actions.edit')}
        </Link>
      ),
    },
  ];
}
