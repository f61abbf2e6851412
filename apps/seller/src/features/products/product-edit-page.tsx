import { leafCategoryChoices } from '@shop/desk/products/category-choices.ts';
import { ProductEditPage as DeskProductEditPage } from '@shop/desk/products/product-edit-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productQueryOptions } from '../../lib/product-query.ts';
import { PRODUCTS_KEY } from '../../lib/query-keys.ts';
import { uploadPicture } from '../../lib/upload.ts';
import { categoriesQueryOptions, saveProduct } from './api.ts';

/**
 * One of the shop's products in desk's ProductEditPage (/products/new and /products/:id): without `shops`, the
 * editor checks and saves with the seller's schema.
 */
export function ProductEditPage() {
  const { t } = useTranslation('products');
  const categories = useQuery(categoriesQueryOptions());
  return (
    <DeskProductEditPage
      listPath="/products"
      productQuery={productQueryOptions}
      needs={{ categories }}
      editor={(needed) => ({
        categories: leafCategoryChoices(needed.categories, (category) => category.name),
        upload: uploadPicture,
        onSubmit: saveProduct,
      })}
      refresh={[[...PRODUCTS_KEY, 'list']]}
      words={(key) => t(key)}
      unlisted={t('edit.hidden')}
      titleWidth="min(560px, 70vw)"
    />
  );
}
