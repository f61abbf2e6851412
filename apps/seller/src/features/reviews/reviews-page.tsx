import { sellerReviewListQuery } from '@shop/contract/seller';
import { usePagination } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewsQueryOptions } from './api.ts';
import { ReviewCard } from './review-card.tsx';

type Tab = 'all' | 'true' | 'false';

/**
 * The shop's reviews, newest first: those still waiting for a reply, those replied, or all. Each shows the product,
 * the stars, the shopper's words and pictures, and the reply box (one reply per review).
 */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const { t: desk } = useTranslation('desk');
  const list = useListFilters(sellerReviewListQuery);
  const reviews = useQuery(reviewsQueryOptions(list.apiParams));
  const pagination = usePagination(list, reviews.data?.total ?? 0, (count) => t('list.total', { count }));
  const { replied } = list.filters;
  const rows = reviews.data?.list ?? [];

  return (
    <Flex vertical gap={16}>
      <Segmented<Tab>
        aria-label={t('filters.replied')}
        options={[
          { value: 'false', label: t('filters.notReplied') },
          { value: 'true', label: t('filters.replied') },
          { value: 'all', label: desk('list.all') },
        ]}
        value={replied ?? 'all'}
        onChange={(tab) => list.change({ replied: tab === 'all' ? undefined : tab })}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {reviews.error && (
        <Alert
          type="error"
          showIcon
          title={reviews.error.message}
          action={
            <Button size="small" onClick={() => void reviews.refetch()}>
              {desk('actions.retry')}
            </Button>
          }
        />
      )}
      {reviews.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={replied === 'false' ? t('list.allReplied') : t('list.empty')}
        />
      ) : (
        rows.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
      {rows.length > 0 && <Pagination {...pagination} style={{ alignSelf: 'flex-end' }} />}
    </Flex>
  );
}
