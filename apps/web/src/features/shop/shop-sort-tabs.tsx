import type { ProductSort } from '@shop/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { SHOP_SORT_TABS, sortAfterTap, tabOf } from './shop-sort.ts';

/** Two small triangles beside "Price": the lit one says which way the prices run. */
function PriceArrows({ sort }: { sort: ProductSort }) {
  return (
    <svg className="shop-sort__arrows" viewBox="0 0 8 12" width="8" height="12" aria-hidden="true">
      <path d="M4 0 8 5H0z" className={sort === 'price_asc' ? 'shop-sort__arrow--on' : undefined} />
      <path d="M4 12 0 7h8z" className={sort === 'price_desc' ? 'shop-sort__arrow--on' : undefined} />
    </svg>
  );
}

/** Sales / Newest / Price (tap again to reverse), sticky under the navigation bar. */
export function ShopSortTabs({ sort, onChange }: { sort: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation('shop');
  const current = tabOf(sort);
  return (
    <div className="shop-sort" role="group" aria-label={t('sort.label')}>
      {SHOP_SORT_TABS.map((tab) => {
        const active = tab === current;
        // "Price" alone does not say which way the prices run: the active tab names the order it shows.
        const label =
          tab === 'price' && active ? t(sort === 'price_asc' ? 'sort.priceAsc' : 'sort.priceDesc') : undefined;
        return (
          <button
            key={tab}
            type="button"
            className={`shop-sort__tab${active ? ' shop-sort__tab--on' : ''}`}
            aria-pressed={active}
            title={label}
            onClick={() => onChange(sortAfterTap(sort, tab))}
          >
            {t(`sort.${tab}`)}
            {tab === 'price' && <PriceArrows sort={sort} />}
          </button>
        );
      })}
    </div>
  );
}
