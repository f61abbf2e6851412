import { BANNER_SIZES, ICON_SIZES } from '@shop/contract/images';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealCardDto } from '@shop/contract/promotion';
import { lazy, memo, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PullList } from '../../components/pull-list.tsx';
import { AppLink } from '../../lib/app-link.tsx';
import { useBrowseEntry } from '../../lib/browse-entry.ts';
import { useLang } from '../../lib/session.ts';
import {
  bannersQueryOptions,
  categoriesQueryOptions,
  dealCardsQueryOptions,
  hotProductsQueryOptions,
  hotShopsQueryOptions,
} from '../../lib/catalogue/api.ts';
import { catalogueKeys } from '../../lib/query-keys.ts';
import { bannerTarget, isOutsideAddress } from '../../lib/catalogue/banner-target.ts';
import { topLevel } from '../../lib/catalogue/category-tree.ts';
import { BannerDots } from './banner-dots.tsx';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { ProductGrid, ProductGridSkeleton } from '../../lib/catalogue/product-card.tsx';
import { ShopCard } from '../../lib/catalogue/shop-card.tsx';
import './deals-strip.css';

/**
 * The Deals strip is a chunk of its own, fetched only while deals run: Home's first load stays within its budget
 * (docs/shopper-app.md#the-first-load-budget). Its styles come with Home (deals-strip.css): a server-rendered Home
 * holds the strip already, and hydrates it once its code has come.
 */
const DealsStrip = lazy(() => import('./deals-strip.tsx').then((module) => ({ default: module.DealsStrip })));

/**
 * The strip in its boundary, kept from Home's re-renders (the session arriving) while its props stay the same: a
 * server-rendered strip waits there for its code, and an update reaching it meanwhile would make React drop the
 * server's strip and draw it again.
 */
const DealsStripSlot = memo(function DealsStripSlot(props: { cards: DealCardDto[]; onEnd: () => void }) {
  return (
    <Suspense fallback={<div className="deals-strip-placeholder" />}>
      <DealsStrip {...props} />
    </Suspense>
  );
});

const BANNER_WIDTHS = [BANNER_SIZES.small, BANNER_SIZES.large] as const;
const ICON_WIDTHS = [ICON_SIZES.small, ICON_SIZES.large] as const;

/** Home: search entry, banners, the ten categories, the deals, hot shops and an endless list of hot products. */
export function HomePage() {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  // Signed out, these links open public screens instead of the login wall (lib/browse-entry.ts).
  const entry = useBrowseEntry();
  const queryClient = useQueryClient();
  const banners = useQuery(bannersQueryOptions(lang));
  const bannerRow = useRef<HTMLDivElement>(null);
  const categories = useQuery(categoriesQueryOptions(lang));
  const deals = useQuery(dealCardsQueryOptions(lang));
  // The soonest deal ended: read the strip again (it hides once none runs).
  const onDealEnd = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dealCardsQueryOptions(lang).queryKey }),
    [queryClient, lang],
  );
  const shops = useInfiniteQuery(hotShopsQueryOptions(lang));
  const products = useInfiniteQuery(hotProductsQueryOptions(lang));
  const productList = products.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="page home">
      <header className="home__header">
        <span className="home__brand">{t('common:appName')}</span>
        <Link to="/search" className="search-pill">
          {t('searchPlaceholder')}
        </Link>
      </header>
      <PullList
        onRefresh={() => queryClient.refetchQueries({ queryKey: catalogueKeys.lang(lang) })}
        loadMore={() => products.fetchNextPage()}
        hasMore={products.hasNextPage}
      >
        <div className="banners" aria-label={t('banners')} ref={bannerRow}>
          {banners.data?.length ? (
            banners.data.map((banner, i) => {
              const target = bannerTarget(banner);
              // An outside page opens in the browser, never inside the app's history (Link renders a plain anchor for it).
              const outside = isOutsideAddress(target);
              return (
                <Link
                  key={banner.id}
                  className="banner"
                  to={outside ? target : entry(target)}
                  target={outside ? '_blank' : undefined}
                  rel={outside ? 'noopener noreferrer' : undefined}
                >
                  <CatalogueImage
                    className="banner__image"
                    image={banner.image}
                    alt=""
                    widths={BANNER_WIDTHS}
                    width={BANNER_SIZES.small}
                    height={BANNER_SIZES.small / BANNER_SIZES.ratio}
                    sizes="(min-width: 600px) 560px, calc(100vw - 24px)"
                    priority={i === 0}
                  />
                  <span className="banner__text">
                    <strong>{banner.title}</strong>
                    <span>{banner.subtitle}</span>
                  </span>
                </Link>
              );
            })
          ) : (
            <div className="banner skeleton" />
          )}
        </div>
        <BannerDots row={bannerRow} count={banners.data?.length ?? 0} />
        <nav className="category-grid" aria-label={t('categories')}>
          {topLevel(categories.data ?? []).map((category) => (
            <AppLink
              key={category.id}
              to={entry(`/products?category_id=${category.id}`)}
              className="category-grid__item"
            >
              <CatalogueImage
                image={category.icon}
                alt=""
                widths={ICON_WIDTHS}
                width={44}
                height={44}
                sizes="44px"
                eager
              />
              <span>{category.name}</span>
            </AppLink>
          ))}
        </nav>
        {deals.data?.list.length ? <DealsStripSlot cards={deals.data.list} onEnd={onDealEnd} /> : null}
        <section className="section">
          <h2 className="section__title">
            {t('hotShops')}
            <Link to="/searchshop">{t('more')}</Link>
          </h2>
          <div className="shop-row">
            {shops.data?.pages[0]?.list.map((shop) => (
              <ShopCard key={shop.id} shop={shop} compact />
            ))}
          </div>
        </section>
        <section className="section">
          <h2 className="section__title">
            {t('hotProducts')}
            <Link to={entry('/popular')}>{t('ranking')}</Link>
          </h2>
          {products.isPending ? <ProductGridSkeleton /> : <ProductGrid products={productList} />}
        </section>
      </PullList>
    </div>
  );
}
