import './search.css';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PullList } from '../../components/pull-list.tsx';
import { useLang } from '../../lib/session.ts';
import { searchProductsQueryOptions } from '../../lib/catalogue/api.ts';
import { ProductGrid, ProductGridSkeleton } from '../../lib/catalogue/product-card.tsx';
import { keywordOf } from './searchs-prefetch.ts';
import { SearchFailed, SearchNoResults, SearchResultsPage } from './search-results-shell.tsx';

/** /searchs?keyword=: the products matching the words, two columns, endless. */
export function SearchsPage() {
  const [params] = useSearchParams();
  const keyword = keywordOf(params);
  // Nothing to search for (a bare link): the search screen is where words are typed.
  if (!keyword) return <Navigate to="/search" replace />;
  return (
    <SearchResultsPage scope="products" keyword={keyword}>
      <ProductResults keyword={keyword} />
    </SearchResultsPage>
  );
}

function ProductResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const results = useInfiniteQuery(searchProductsQueryOptions(lang, keyword));
  const products = results.data?.pages.flatMap((page) => page.list) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const loadMore = async () => {
    const next = await results.fetchNextPage();
    // A failed page stops the endless scroll until the shopper scrolls again, instead of retrying in a loop.
    if (next.isError) throw next.error;
  };

  if (results.isPending) {
    return (
      <div className="search-results__body">
        <div className="search-results__count skeleton skeleton--line" />
        <ProductGridSkeleton count={6} />
      </div>
    );
  }
  if (results.isError && products.length === 0) return <SearchFailed onRetry={() => void results.refetch()} />;
  if (products.length === 0) return <SearchNoResults scope="products" keyword={keyword} />;
  return (
    <div className="search-results__body">
      <PullList onRefresh={() => results.refetch()} loadMore={loadMore} hasMore={results.hasNextPage}>
        <p className="search-results__count">{t('resultCount', { count: total })}</p>
        <ProductGrid products={products} eagerCount={2} />
      </PullList>
    </div>
  );
}
