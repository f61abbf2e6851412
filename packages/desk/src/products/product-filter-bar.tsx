import type { productAdminListQuery, STOCK_FILTERS } from '@shop/contract/console-catalogue';
import { LOW_STOCK } from '@shop/contract/product-skus';
import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilter } from '../list/search-filter.tsx';
import type { ListFiltersState } from '../list/use-list-filters.ts';

type SaleFilter = 'true' | 'false';
type StockFilter = (typeof STOCK_FILTERS)[number];

/**
 * The keys of the filter bar's words in a desk's products namespace, each desk with its own words. The low-stock
 * label is given the threshold as `max` and as `units`, whichever the desk's words name.
 */
export type ProductFilterKey =
  | `filters.${'keyword' | 'category' | 'allCategories' | 'sale' | 'anySale' | 'stock' | 'anyStock' | 'outOfStock'}`
  | 'filters.lowStock'
  | `status.${'onSale' | 'offSale'}`;

interface Props {
  list: ListFiltersState<typeof productAdminListQuery>;
  words(key: ProductFilterKey, values?: { max: number; units: number }): string;
  /** The categories to pick from, named in the user's language, while they load. */
  categories: { options?: { value: number; label: string }[]; loading: boolean };
  /** Filters a desk adds after the keyword (the console's shop). */
  children?: ReactNode;
}

/** Keyword (any language's title, or the code; applied on Enter), the desk's own filters, category, sale, stock. */
export function ProductFilterBar({ list, words, categories, children }: Props) {
  const { t: desk } = useTranslation('desk');
  const { filters } = list;
  const select = { allowClear: true, popupMatchSelectWidth: false } as const;
  return (
    <Space wrap>
      <SearchFilter
        label={words('filters.keyword')}
        value={filters.keyword}
        width={220}
        onSearch={(keyword) => list.change({ keyword })}
      />
      {children}
      <Select<number>
        {...select}
        aria-label={words('filters.category')}
        placeholder={words('filters.allCategories')}
        style={{ width: 160 }}
        loading={categories.loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={categories.options}
        value={filters.category_id}
        onChange={(category_id) => list.change({ category_id })}
      />
      <Select<SaleFilter>
        {...select}
        aria-label={words('filters.sale')}
        placeholder={words('filters.anySale')}
        style={{ width: 140 }}
        options={[
          { value: 'true', label: words('status.onSale') },
          { value: 'false', label: words('status.offSale') },
        ]}
        value={filters.on_sale === undefined ? undefined : (String(filters.on_sale) as SaleFilter)}
        onChange={(value) => list.change({ on_sale: value === undefined ? undefined : value === 'true' })}
      />
      <Select<StockFilter>
        {...select}
        aria-label={words('filters.stock')}
        placeholder={words('filters.anyStock')}
        style={{ width: 150 }}
        options={[
          { value: 'low', label: words('filters.lowStock', { max: LOW_STOCK, units: LOW_STOCK }) },
          { value: 'out', label: words('filters.outOfStock') },
        ]}
        value={filters.stock}
        onChange={(stock) => list.change({ stock })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
