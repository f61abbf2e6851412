import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PullListProps {
  onRefresh: () => Promise<unknown>;
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  children: ReactNode;
}

/**
 * The shared list of spec §2: pull down to refresh, load more at the bottom, with the spec's texts
 * (release to refresh, refreshing, loading, and 'noMore' when finished).
 */
export function PullList({ onRefresh, loadMore, hasMore, children }: PullListProps) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.canRelease')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {children}
      <InfiniteScroll
        loadMore={async () => {
          await loadMore();
        }}
        hasMore={hasMore}
      >
        {hasMore ? t('pull.loading') : t('pull.noMore')}
      </InfiniteScroll>
    </PullToRefresh>
  );
}
