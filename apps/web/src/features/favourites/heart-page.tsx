import '../../lib/catalogue/browse.css';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { heartedQueryOptions } from '../../lib/catalogue/api.ts';
import { HeartedCard } from './browse-hearted-card.tsx';
import { LoadFailed } from '../../lib/catalogue/browse-load-failed.tsx';
import { ProductGridSkeleton } from '../../lib/catalogue/product-card.tsx';
import { useSetHeart } from '../../lib/catalogue/engagement-api.ts';

/** /heart: the products the shopper hearted (goods/hearted); the heart on each card takes it off the list. */
export function HeartPage() {
  const { t } = useTranslation(['browse', 'common']);
  const lang = useLang();
  const hearted = useInfiniteQuery(heartedQueryOptions(lang));
  const setHeart = useSetHeart();
  // Hidden at once on success, before the refetched list arrives without them.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const listed = hearted.data?.pages.flatMap((page) => page.list) ?? [];
  const items = listed.filter((entry) => !removed.has(entry.id));
  // The server's total already leaves out what the refetch no longer lists.
  const total = (hearted.data?.pages[0]?.total ?? 0) - (listed.length - items.length);

  const remove = (productId: number) =>
    setHeart.mutate(
      { product_id: productId, heart: false },
      {
        onSuccess: () => {
          setRemoved((prev) => new Set(prev).add(productId));
          void toast.success(t('browse:heart.removed'));
        },
      },
    );

  let content: ReactNode;
  if (hearted.isPending) {
    content = <ProductGridSkeleton count={6} />;
  } else if (hearted.isError && items.length === 0) {
    content = <LoadFailed onRetry={() => void hearted.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState kind="hearts" title={t('browse:heart.emptyTitle')} description={t('browse:heart.emptyHint')}>
        <Link to="/home" className="link-button">
          {t('browse:heart.goShopping')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <PullList
        onRefresh={() => hearted.refetch()}
        loadMore={() => hearted.fetchNextPage()}
        hasMore={hearted.hasNextPage}
      >
        <p className="browse-summary">{t('browse:heart.count', { count: total })}</p>
        <div className="product-grid">
          {items.map((product, i) => (
            <HeartedCard
              key={product.id}
              product={product}
              eager={i < 2}
              busy={setHeart.isPending && setHeart.variables.product_id === product.id}
              onRemove={() => remove(product.id)}
            />
          ))}
        </div>
      </PullList>
    );
  }

  return (
    <Page titleKey="heart">
      <div className="browse-body">{content}</div>
    </Page>
  );
}
