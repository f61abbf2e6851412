import { ProductsPage as DeskProductsPage } from '@shop/desk/products/products-page.tsx';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { bulkEditProducts, PRODUCTS_KEY, productsQueryOptions } from './api.ts';
import { ProductFilterBar } from './product-filter-bar.tsx';

/**
 * Every shop's products in desk's ProductsPage, with the console's shop filter and its shop, SKUs and updated columns;
 * chosen products put on or off sale or repriced together.
 */
export function ProductsPage() {
  const { t } = useTranslation('products');
  return (
    <DeskProductsPage
      editPath="/catalogue/products"
      query={productsQueryOptions}
      words={(key, values) => t(key, values ?? {})}
      filters={(list) => <ProductFilterBar list={list} />}
      bulk={{ send: bulkEditProducts, refresh: PRODUCTS_KEY }}
      columns={{
        unlisted: { label: t('status.notListed'), colour: 'orange' },
        afterProduct: [{ title: t('columns.shop'), key: 'shop', render: (_, product) => product.shop.name }],
        afterSales: [{ title: t('columns.skus'), dataIndex: 'sku_count', align: 'right' }],
        afterStatus: [
          { title: t('columns.updated'), dataIndex: 'updated_at', render: (at: string) => <DateTimeCell iso={at} /> },
        ],
      }}
    />
  );
}
