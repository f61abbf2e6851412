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
import { followedQueryOptions } from '../../lib/catalogue/api.ts';
import { FollowedShop } from './browse-followed-shop.tsx';
import { LoadFailed } from '../../lib/catalogue/browse-load-failed.tsx';
import { useSetFollow } from '../../lib/catalogue/engagement-api.ts';

/** /myFavourite: the shops the shopper follows (shop/followed), each with an Unfollow button. */
export function FavouritePage() {
  const { t } = useTranslation(['browse', 'common']);
  const lang = useLang();
  const followed = useInfiniteQuery(followedQueryOptions(lang));
  const setFollow = useSetFollow();
  // Hidden at once on success, before the refetched list arrives without them.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const listed = followed.data?.pages.flatMap((page) => page.list) ?? [];
  const shops = listed.filter((entry) => !removed.has(entry.id));
  // The server's total already leaves out what the refetch no longer lists.
  const total = (followed.data?.pages[0]?.total ?? 0) - (listed.length - shops.length);

  const unfollow = (shopId: number) =>
    setFollow.mutate(
      { shop_id: shopId, follow: false },
      {
        onSuccess: () => {
          setRemoved((prev) => new Set(prev).add(shopId));
          void toast.success(t('browse:favourite.unfollowed'));
        },
      },
    );

  let content: ReactNode;
  if (followed.isPending) {
    content = (
      <div className="followed-list" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="followed-shop followed-shop--skeleton">
            <span className="shop-logo skeleton" />
            <span className="followed-shop__lines">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </div>
        ))}
      </div>
    );
  } else if (followed.isError && shops.length === 0) {
    content = <LoadFailed onRetry={() => void followed.refetch()} />;
  } else if (shops.length === 0) {
    content = (
      <EmptyState kind="shops" title={t('browse:favourite.emptyTitle')} description={t('browse:favourite.emptyHint')}>
        <Link to="/explore" className="link-button">
          {t('browse:favourite.discover')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <PullList
        onRefresh={() => followed.refetch()}
        loadMore={() => followed.fetchNextPage()}
        hasMore={followed.hasNextPage}
      >
        <p className="browse-summary">{t('browse:favourite.count', { count: total })}</p>
        <div className="followed-list">
          {shops.map((shop) => (
            <FollowedShop
              key={shop.id}
              shop={shop}
              busy={setFollow.isPending && setFollow.variables.shop_id === shop.id}
              onUnfollow={() => unfollow(shop.id)}
            />
          ))}
        </div>
      </PullList>
    );
  }

  return (
    <Page titleKey="myFavourite">
      <div className="browse-body">{content}</div>
    </Page>
  );
}
