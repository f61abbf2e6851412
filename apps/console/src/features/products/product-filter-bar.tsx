import type { productAdminListQuery } from '@shop/contract/console-catalogue';
import { useFormat } from '@shop/desk/i18n/format.ts';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { categoryOptions, leafCategoryChoices } from '@shop/desk/products/category-choices.ts';
import { ProductFilterBar as DeskProductFilterBar } from '@shop/desk/products/product-filter-bar.tsx';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions, shopOptionsQueryOptions } from '../../lib/catalogue.ts';

/** Desk's product filters with the console's own: the shop; categories named in the operator's language. */
export function ProductFilterBar({ list }: { list: ListFiltersState<typeof productAdminListQuery> }) {
  const { t } = useTranslation('products');
  const { lang } = useFormat();
  const shops = useQuery(shopOptionsQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  return (
    <DeskProductFilterBar
      list={list}
      words={(key, values) => t(key, values ?? {})}
      categories={{
        options:
          categories.data &&
          categoryOptions(leafCategoryChoices(categories.data.list, (category) => textIn(category.name, lang))),
        loading: categories.isPending,
      }}
    >
      <Select<number>
        allowClear
        popupMatchSelectWidth={false}
        aria-label={t('filters.shop')}
        placeholder={t('filters.allShops')}
        style={{ width: 160 }}
        loading={shops.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={shops.data?.list.map((shop) => ({ value: shop.id, label: shop.name }))}
        value={list.filters.shop_id}
        onChange={(shop_id) => list.change({ shop_id })}
      />
    </DeskProductFilterBar>
  );
}
