import type { productAdminListQuery, STOCK_FILTERS } from '@shop/contract/console-catalogue';
import { LOW_STOCK } from '@shop/contract/product-skus';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoriesQueryOptions } from './api.ts';

type SaleFilter = 'true' | 'false';
type StockFilter = (typeof STOCK_FILTERS)[number];

/** Keyword (any language's title, or the code; applied on Enter), category, on/off sale and stock. */
export function ProductFilterBar({ list }: { list: ListFiltersState<typeof productAdminListQuery> }) {
  const { t } = useTranslation('products');
  const { t: desk } = useTranslation('desk');
  const categories = useQuery(categoriesQueryOptions());
  const { filters } = list;
  const select = { allowClear: true, popupMatchSelectWidth: false } as const;
  return (
    <Space wrap>
      <SearchFilter
        label={t('filters.keyword')}
        value={filters.keyword}
        width={220}
        onSearch={(keyword) => list.change({ keyword })}
      />
      <Select<number>
        {...select}
        aria-label={t('filters.category')}
        placeholder={t('filters.allCategories')}
        style={{ width: 160 }}
        loading={categories.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={categories.data?.map((category) => ({ value: category.id, label: category.name }))}
        value={filters.category_id}
        onChange={(category_id) => list.change({ category_id })}
      />
      <Select<SaleFilter>
        {...select}
        aria-label={t('filters.sale')}
        placeholder={t('filters.anySale')}
        style={{ width: 140 }}
        options={[
          { value: 'true', label: t('status.onSale') },
          { value: 'false', label: t('status.offSale') },
        ]}
        value={filters.on_sale === undefined ? undefined : (String(filters.on_sale) as SaleFilter)}
        onChange={(value) => list.change({ on_sale: value === undefined ? undefined : value === 'true' })}
      />
      <Select<StockFilter>
        {...select}
        aria-label={t('filters.stock')}
        placeholder={t('filters.anyStock')}
        style={{ width: 150 }}
        options={[
          { value: 'low', label: t('filters.lowStock', { units: LOW_STOCK }) },
          { value: 'out', label: t('filters.outOfStock') },
        ]}
        value={filters.stock}
        onChange={(stock) => list.change({ stock })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
