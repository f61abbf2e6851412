import type { ProductSort } from '@shop/contract/catalogue';
import { FilterOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { nextPriceSort } from './browse-filters.ts';

interface SortBarProps {
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  /** A price range is set: the filter button is highlighted. */
  filtered: boolean;
  onFilter: () => void;
}

/** Sales · Price (tap again to flip the order) · Newest · Filter, as in the big marketplaces' listings. */
export function SortBar({ sort, onSort, filtered, onFilter }: SortBarProps) {
  const { t } = useTranslation('browse');
  const priceActive = sort === 'price_asc' || sort === 'price_desc';
  const tab = (active: boolean) => `sort-bar__item${active ? ' sort-bar__item--active' : ''}`;
  return (
    <div className="sort-bar" role="group" aria-label={t('sort.label')}>
      <button
        type="button"
        className={tab(sort === 'sales')}
        aria-pressed={sort === 'sales'}
        onClick={() => onSort('sales')}
      >
        {t('sort.sales')}
      </button>
      <button
        type="button"
        className={tab(priceActive)}
        aria-pressed={priceActive}
        aria-label={sort === 'price_desc' ? t('sort.priceDesc') : t('sort.priceAsc')}
        onClick={() => onSort(nextPriceSort(sort))}
      >
        {t('sort.price')}
        <span className="sort-bar__arrows" aria-hidden="true">
          <span className={sort === 'price_asc' ? 'sort-bar__arrow--on' : undefined}>▲</span>
          <span className={sort === 'price_desc' ? 'sort-bar__arrow--on' : undefined}>▼</span>
        </span>
      </button>
      <button
        type="button"
        className={tab(sort === 'newest')}
        aria-pressed={sort === 'newest'}
        onClick={() => onSort('newest')}
      >
        {t('sort.newest')}
      </button>
      <button type="button" className={`${tab(filtered)} sort-bar__filter`} aria-haspopup="dialog" onClick={onFilter}>
        <FilterOutline aria-hidden="true" />
        {t('filter.button')}
      </button>
    </div>
  );
}
