import '../../lib/catalogue/browse.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { categoriesQueryOptions, type ProductFilters, productListQueryOptions } from '../../lib/catalogue/api.ts';
import { CategoryTabs } from './browse-category-tabs.tsx';
import { readProductFilters, writeProductFilters } from './browse-filters.ts';
import { LoadFailed } from '../../lib/catalogue/browse-load-failed.tsx';
import { PriceFilter } from './browse-price-filter.tsx';
import { SortBar } from './browse-sort-bar.tsx';
import { describePriceRange } from './price-range.ts';
import { ProductGrid, ProductGridSkeleton } from '../../lib/catalogue/product-card.tsx';

/**
 * /products: the full listing. Category tabs, a sort bar and a price filter narrow goods/list; every choice lives
 * in the URL (replaced, not pushed), so back leaves the listing and a reload or shared link shows the same one.
 */
export function ProductsPage() {
  const { t } = useTranslation(['browse', 'common']);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readProductFilters(params), [params]);
  const categories = useQuery(categoriesQueryOptions(lang));
  const products = useInfiniteQuery(productListQueryOptions(lang, filters));
  const [filterOpen, setFilterOpen] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const items = products.data?.pages.flatMap((p) => p.list) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;
  const range = { min: filters.min_price, max: filters.max_price };
  const rangeLabel = describePriceRange(range, (amount) => formatMoney(amount, lang));

  const update = (next: Partial<ProductFilters>) => {
    setParams(writeProductFilters({ ...filters, ...next }), { replace: true });
    // A new listing starts at its top, not where the shopper had scrolled the old one.
    top.current?.closest('.app-main')?.scrollTo({ top: 0 });
  };
  const clearPrice = () => update({ min_price: undefined, max_price: undefined });

  let content: ReactNode;
  if (products.isPending) {
    content = <ProductGridSkeleton count={6} />;
  } else if (products.isError && items.length === 0) {
    content = <LoadFailed onRetry={() => void products.refetch()} />;
  } else if (items.length === 0) {
    const filtered = filters.category_id !== undefined || rangeLabel !== undefined || filters.discounted;
    content = (
      <EmptyState kind="products" title={t('browse:products.emptyTitle')} description={t('browse:products.emptyHint')}>
        {filtered && (
          <button
            type="button"
            className="link-button"
            onClick={() =>
              update({ category_id: undefined, min_price: undefined, max_price: undefined, discounted: undefined })
            }
          >
            {t('browse:products.clearFilters')}
          </button>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <PullList
        onRefresh={() => products.refetch()}
        loadMore={() => products.fetchNextPage()}
        hasMore={products.hasNextPage}
      >
        <ProductGrid products={items} eagerCount={2} />
      </PullList>
    );
  }

  return (
    <Page titleKey="products">
      <div ref={top} className="browse-toolbar">
        <CategoryTabs
          categories={categories.data}
          selected={filters.category_id}
          onSelect={(category_id) => update({ category_id })}
          label={t('browse:categories')}
        />
        <SortBar
          sort={filters.sort}
          onSort={(sort) => update({ sort })}
          filtered={rangeLabel !== undefined}
          onFilter={() => setFilterOpen(true)}
        />
      </div>
      <div className="browse-body">
        <div className="browse-summary">
          <span aria-live="polite">{products.isSuccess ? t('browse:products.count', { count: total }) : '\u00a0'}</span>
          {rangeLabel && (
            <button
              type="button"
              className="browse-chip"
              onClick={clearPrice}
              aria-label={t('browse:filter.clearPrice', { range: rangeLabel })}
            >
              {rangeLabel}
              <CloseOutline aria-hidden="true" />
            </button>
          )}
          {filters.discounted && (
            // A sale banner's list: say so, and let the shopper see everything instead.
            <button
              type="button"
              className="browse-chip"
              onClick={() => update({ discounted: undefined })}
              aria-label={t('browse:products.clearDiscounted')}
            >
              {t('browse:products.discounted')}
              <CloseOutline aria-hidden="true" />
            </button>
          )}
        </div>
        {content}
      </div>
      <PriceFilter
        visible={filterOpen}
        range={range}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilterOpen(false);
          update({ min_price: next.min, max_price: next.max });
        }}
      />
    </Page>
  );
}
