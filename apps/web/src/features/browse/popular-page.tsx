import '../../lib/catalogue/browse.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FireFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { useLang } from '../../lib/session.ts';
import { categoriesQueryOptions, hotProductsQueryOptions } from '../../lib/catalogue/api.ts';
import { CategoryTabs } from './browse-category-tabs.tsx';
import { readCategoryId } from './browse-filters.ts';
import { LoadFailed } from '../../lib/catalogue/browse-load-failed.tsx';
import { RankingRow, RankingSkeleton } from './ranking-row.tsx';

/** /popular: the best sellers ranking, overall or per category (goods/hot), the category kept in the URL. */
export function PopularPage() {
  const { t } = useTranslation(['browse', 'common']);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const categoryId = readCategoryId(params);
  const categories = useQuery(categoriesQueryOptions(lang));
  const ranking = useInfiniteQuery(hotProductsQueryOptions(lang, categoryId));
  const items = ranking.data?.pages.flatMap((p) => p.list) ?? [];
  const categoryName = categories.data?.find((c) => c.id === categoryId)?.name;

  const select = (id: number | undefined) =>
    setParams(id === undefined ? {} : { category_id: String(id) }, { replace: true });

  let content: ReactNode;
  if (ranking.isPending) {
    content = <RankingSkeleton />;
  } else if (ranking.isError && items.length === 0) {
    content = <LoadFailed onRetry={() => void ranking.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState kind="ranking" title={t('browse:ranking.emptyTitle')} description={t('browse:ranking.emptyHint')} />
    );
  } else {
    content = (
      <PullList
        onRefresh={() => ranking.refetch()}
        loadMore={() => ranking.fetchNextPage()}
        hasMore={ranking.hasNextPage}
      >
        <ol className="ranking-list">
          {items.map((product, i) => (
            <li key={product.id}>
              <RankingRow product={product} rank={i + 1} eager={i === 0} />
            </li>
          ))}
        </ol>
      </PullList>
    );
  }

  return (
    <Page titleKey="popular">
      <div className="browse-toolbar">
        <CategoryTabs
          categories={categories.data}
          selected={categoryId}
          onSelect={select}
          label={t('browse:categories')}
        />
      </div>
      <div className="browse-body">
        <header className="ranking-hero">
          <FireFill className="ranking-hero__icon" aria-hidden="true" />
          <div>
            <h2 className="ranking-hero__title">
              {categoryName ? t('browse:ranking.titleIn', { category: categoryName }) : t('browse:ranking.title')}
            </h2>
            <p className="ranking-hero__text">{t('browse:ranking.subtitle')}</p>
          </div>
        </header>
        {content}
      </div>
    </Page>
  );
}
