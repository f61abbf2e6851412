import '../../lib/catalogue/browse.css';
import { ICON_SIZES } from '@shop/contract/images';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { RightOutline, SearchOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { useLang, useSession } from '../../lib/session.ts';
import { categoriesQueryOptions, hotShopsQueryOptions, productListQueryOptions } from '../../lib/catalogue/api.ts';
import { catalogueKeys } from '../../lib/query-keys.ts';
import { CategoryRail } from './browse-category-rail.tsx';
import { SubcategoryChips } from './browse-category-tabs.tsx';
import { rootOf, topLevel } from '../../lib/catalogue/category-tree.ts';
import { readCategoryId } from './browse-filters.ts';
import { LoadFailed } from '../../lib/catalogue/browse-load-failed.tsx';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../lib/catalogue/product-card.tsx';
import { ShopCard } from '../../lib/catalogue/shop-card.tsx';

const ICON_WIDTHS = [ICON_SIZES.small, ICON_SIZES.large] as const;

/**
 * /explore (a bottom tab, kept alive): categories on the left, the chosen category's best sellers on the right.
 * The choice is in the URL (?category_id=, replaced) so back and reload keep it; the tab link itself carries no
 * query, so the screen also remembers the last choice and puts it back into the URL.
 */
export function ExplorePage() {
  const { t } = useTranslation(['browse', 'catalogue', 'common']);
  const lang = useLang();
  // The full listing (/products) is for signed-in shoppers (lib/browse-entry.ts): signed out, the head is not a link.
  const signedIn = useSession((s) => Boolean(s.token));
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const body = useRef<HTMLDivElement>(null);

  // While hidden (kept alive) this screen still sees other routes' URLs: only its own URL counts.
  const shown = pathname === '/explore';
  const fromUrl = shown ? readCategoryId(params) : undefined;
  const [remembered, setRemembered] = useState<number>();
  if (fromUrl !== undefined && fromUrl !== remembered) setRemembered(fromUrl);

  const categories = useQuery(categoriesQueryOptions(lang));
  const list = categories.data ?? [];
  const wanted = fromUrl ?? remembered;
  // The rail shows the top level; the chosen category may be one of their subcategories (its chip below the head).
  const category = list.find((c) => c.id === wanted) ?? topLevel(list)[0];
  const root = rootOf(list, category?.id);

  const products = useInfiniteQuery({
    ...productListQueryOptions(lang, { category_id: category?.id, sort: 'sales' }),
    enabled: category !== undefined,
  });
  const shops = useInfiniteQuery(hotShopsQueryOptions(lang));
  const items = products.data?.pages.flatMap((p) => p.list) ?? [];

  // Coming back through the tab (plain /explore): show the remembered category in the URL too.
  useEffect(() => {
    if (shown && category && readCategoryId(params) !== category.id) {
      setParams({ category_id: String(category.id) }, { replace: true });
    }
  }, [shown, category, params, setParams]);

  const select = (id: number) => {
    setRemembered(id);
    setParams({ category_id: String(id) }, { replace: true });
    body.current?.closest('.app-main')?.scrollTo({ top: 0 });
  };

  let content: ReactNode;
  if (categories.isError) {
    content = <LoadFailed onRetry={() => void categories.refetch()} />;
  } else if (!category || products.isPending) {
    content = <ProductGridSkeleton count={4} />;
  } else if (products.isError && items.length === 0) {
    content = <LoadFailed onRetry={() => void products.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState kind="products" title={t('browse:explore.emptyTitle')} description={t('browse:explore.emptyHint')} />
    );
  } else {
    content = (
      <PullList
        onRefresh={() => queryClient.refetchQueries({ queryKey: catalogueKeys.lang(lang) })}
        loadMore={() => products.fetchNextPage()}
        hasMore={products.hasNextPage}
      >
        <ProductGrid products={items} eagerCount={2} />
      </PullList>
    );
  }

  const search = (
    <Link to="/search" className="explore-search" aria-label={t('browse:explore.search')}>
      <SearchOutline aria-hidden="true" />
    </Link>
  );

  return (
    <Page titleKey="explore" noBack right={search}>
      <div className="explore">
        <CategoryRail
          categories={categories.data && topLevel(categories.data)}
          selected={root?.id}
          onSelect={select}
          label={t('browse:categories')}
        />
        <div ref={body} className="explore__content">
          {category ? (
            <ExploreHead to={signedIn ? `/products?category_id=${category.id}` : undefined}>
              <CatalogueImage
                className="explore-head__icon"
                image={category.icon}
                alt=""
                widths={ICON_WIDTHS}
                width={40}
                height={40}
                sizes="40px"
                eager
              />
              <span className="explore-head__text">
                <strong className="explore-head__name">{category.name}</strong>
                {products.isSuccess && (
                  <span className="explore-head__count">
                    {t('browse:products.count', { count: products.data.pages[0]?.total ?? 0 })}
                  </span>
                )}
              </span>
              {signedIn && (
                <span className="explore-head__all">
                  {t('browse:allProducts')}
                  <RightOutline aria-hidden="true" />
                </span>
              )}
            </ExploreHead>
          ) : (
            <div className="explore-head explore-head--placeholder skeleton" aria-hidden="true" />
          )}
          <SubcategoryChips categories={list} selected={category?.id} onSelect={select} />
          {shops.data?.pages[0]?.list.length ? (
            <section className="explore-shops" aria-labelledby="explore-shops-title">
              <h2 id="explore-shops-title" className="explore__title">
                {t('catalogue:hotShops')}
              </h2>
              <div className="shop-row explore-shops__row">
                {shops.data.pages[0].list.map((shop) => (
                  <ShopCard key={shop.id} shop={shop} compact />
                ))}
              </div>
            </section>
          ) : null}
          <h2 className="explore__title">{t('browse:explore.bestSellers')}</h2>
          {content}
        </div>
      </div>
    </Page>
  );
}

/** The chosen category's head: a link to its full listing when there is one to open. */
function ExploreHead({ to, children }: { to?: string; children: ReactNode }) {
  return to ? (
    <Link to={to} className="explore-head">
      {children}
    </Link>
  ) : (
    <div className="explore-head">{children}</div>
  );
}
