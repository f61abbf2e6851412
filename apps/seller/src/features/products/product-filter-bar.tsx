import type { productAdminListQuery } from '@shop/contract/console-catalogue';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { categoryOptions, leafCategoryChoices } from '@shop/desk/products/category-choices.ts';
import { ProductFilterBar as DeskProductFilterBar } from '@shop/desk/products/product-filter-bar.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions } from './api.ts';

/** Desk's product filters over the shop's own products, with the seller center's categories and words. */
export function ProductFilterBar({ list }: { list: ListFiltersState<typeof productAdminListQuery> }) {
  const { t } = useTranslation('products');
  const categories = useQuery(categoriesQueryOptions());
  return (
    <DeskProductFilterBar
      list={list}
      words={(key, values) => t(key, values ?? {})}
      categories={{
        options: categories.data && categoryOptions(leafCategoryChoices(categories.data, (category) => category.name)),
        loading: categories.isPending,
      }}
    />
  );
}
