import './search.css';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NavBar } from '../../components/nav-bar.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { useLang } from '../../lib/session.ts';
import { searchShopsQueryOptions } from '../../lib/catalogue/api.ts';
import { normalizeKeyword } from './search-history.ts';
import { SearchFailed, SearchNoResults, SearchResultsPage } from './search-results-shell.tsx';
import { ShopCard } from '../../lib/catalogue/shop-card.tsx';

/**
 * /searchshop?keyword=: the sellers whose name matches the words. Without words (Home's "More" beside Hot shops)
 * it is every shop, best-selling first, under that title, with the way to search them.
 */
export function SearchshopPage() {
  const [params] = useSearchParams();
  const keyword = normalizeKeyword(params.get('keyword') ?? '');
  if (!keyword) return <AllShopsPage />;
  return (
    <SearchResultsPage scope="shops" keyword={keyword}>
      <ShopResults keyword={keyword} />
    </SearchResultsPage>
  );
}

function AllShopsPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <div className="page search-results all-shops">
      <NavBar
        title={t('catalogue:hotShops')}
        right={
          <Link to="/search?scope=shops" className="all-shops__search" aria-label={t('common:titles.searchshop')}>
            <SearchOutline />
          </Link>
        }
      />
      <ShopResults keyword="" />
    </div>
  );
}

/** Grey boxes in the shape of shop cards while the first page loads. */
function ShopListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="search-shop-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="shop-card">
          <div className="shop-logo skeleton" />
          <div className="shop-card__body">
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" />
          </div>
        </div>
      ))}
    </div>
  );
}

function ShopResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const results = useInfiniteQuery(searchShopsQueryOptions(lang, keyword));
  const shops = results.data?.pages.flatMap((page) => page.list) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const loadMore = async () => {
    const next = await results.fetchNextPage();
    // A failed page stops the endless scroll until the shopper scrolls again, instead of retrying in a loop.
    if (next.isError) throw next.error;
  };

  if (results.isPending) {
    return (
      <div className="search-results__body">
        {keyword && <div className="search-results__count skeleton skeleton--line" />}
        <ShopListSkeleton />
      </div>
    );
  }
  if (results.isError && shops.length === 0) return <SearchFailed onRetry={() => void results.refetch()} />;
  if (shops.length === 0) return <SearchNoResults scope="shops" keyword={keyword} />;
  return (
    <div className="search-results__body">
      <PullList onRefresh={() => results.refetch()} loadMore={loadMore} hasMore={results.hasNextPage}>
        {keyword && <p className="search-results__count">{t('shopCount', { count: total })}</p>}
        <div className="search-shop-list">
          {shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </div>
      </PullList>
    </div>
  );
}
