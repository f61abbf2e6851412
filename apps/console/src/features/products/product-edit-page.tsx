import { useFormat } from '@shop/desk/i18n/format.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { leafCategoryChoices } from '@shop/desk/products/category-choices.ts';
import { ProductEditPage as DeskProductEditPage } from '@shop/desk/products/product-edit-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions, shopOptionsQueryOptions, uploadPicture } from '../../lib/catalogue.ts';
import { PRODUCTS_KEY, productQueryOptions, saveProduct } from './api.ts';

/**
 * A product of any shop in desk's ProductEditPage (/catalogue/products/new and /catalogue/products/:id), with the
 * shop picker; a save also refreshes the categories (their product counts).
 */
export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { lang } = useFormat();
  const categories = useQuery(categoriesQueryOptions());
  const shops = useQuery(shopOptionsQueryOptions());
  return (
    <DeskProductEditPage
      listPath="/catalogue/products"
      productQuery={productQueryOptions}
      needs={{ categories, shops }}
      editor={(needed) => ({
        categories: leafCategoryChoices(needed.categories.list, (category) => textIn(category.name, lang)),
        shops: needed.shops.list,
        upload: uploadPicture,
        onSubmit: saveProduct,
      })}
      refresh={[[...PRODUCTS_KEY, 'list'], categoriesQueryOptions().queryKey]}
      words={(key) => t(key)}
      unlisted={t('edit.notListed')}
      titleWidth="min(560px, 60vw)"
    />
  );
}
