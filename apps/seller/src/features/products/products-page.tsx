import { ProductsPage as DeskProductsPage } from '@shop/desk/products/products-page.tsx';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_KEY } from '../../lib/query-keys.ts';
import { bulkEditProducts, productsQueryOptions } from './api.ts';
import { ExportButton, ImportButton } from './product-csv.tsx';
import { ProductFilterBar } from './product-filter-bar.tsx';

/**
 * The shop's products in desk's ProductsPage, low stock in the warning colour; CSV in and out beside New; chosen
 * products put on or off sale or repriced together.
 */
export function ProductsPage() {
  const { t } = useTranslation('products');
  return (
    <DeskProductsPage
      editPath="/products"
      query={productsQueryOptions}
      words={(key, values) => t(key, values ?? {})}
      filters={(list) => <ProductFilterBar list={list} />}
      columns={{ unlisted: { label: t('status.hidden'), colour: 'red' }, warnLowStock: true }}
      bulk={{ send: bulkEditProducts, refresh: PRODUCTS_KEY }}
      actions={
        <>
          <ImportButton />
          <ExportButton />
        </>
      }
    />
  );
}
