import { consoleReviewListQuery } from '@shop/contract/review';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonModal } from '@shop/desk/business/reason-modal.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { ContentCell, PicturesCell, ScoresCell, VisibilityCell } from '../../components/review-cells.tsx';
import { type ConsoleReviewDto, hideReview, REVIEWS_KEY, reviewsQueryOptions, unhideReview } from './api.ts';
import { ReviewFilterBar } from './review-filter-bar.tsx';

function ShowAgainButton({ review }: { review: ConsoleReviewDto }) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const unhide = useMutation({
    mutationFn: unhideReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
      void message.success(t('showAgain.done'));
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Button size="small" loading={unhide.isPending} onClick={() => unhide.mutate({ id: review.id })}>
      {t('showAgain.button')}
    </Button>
  );
}

export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const list = useListFilters(consoleReviewListQuery);
  const reviews = useQuery(reviewsQueryOptions(list.apiParams));
  const [hiding, setHiding] = useState<ConsoleReviewDto | null>(null);
  const queryClient = useQueryClient();

  const columns: TableColumnsType<ConsoleReviewDto> = [
    { title: t('columns.id'), dataIndex: 'id' },
    {
      title: t('columns.product'),
      key: 'product',
      render: (_, review) => (
        <div style={{ width: 140 }}>
          <Typography.Text ellipsis={{ tooltip: review.product_title }} style={{ display: 'block' }}>
            {review.product_title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{review.product_id}
            {review.spec && ` · ${review.spec}`}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('columns.shopper'),
      key: 'account',
      render: (_, review) => (
        <div>
          <div>{review.account}</div>
          <Link to={`/orders/${review.order_id}`} style={{ fontSize: 12 }}>
            {t('columns.order')}
          </Link>
        </div>
      ),
    },
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('columns.scores'), key: 'scores', render: (_, review) => <ScoresCell review={review} /> },
    {
      title: t('columns.content'),
      dataIndex: 'content',
      render: (content: string) => <ContentCell content={content} />,
    },
    { title: t('columns.pictures'), key: 'images', render: (_, review) => <PicturesCell review={review} /> },
    {
      title: t('columns.status'),
      key: 'hidden',
      // Visibility, why it is hidden, and the way back: one column, always in view when the table scrolls sideways.
      fixed: 'right',
      render: (_, review) => (
        <Space orientation="vertical" size={4} style={{ width: 140 }}>
          <VisibilityCell review={review} />
          {review.hidden ? (
            <ShowAgainButton review={review} />
          ) : (
            <Button danger size="small" onClick={() => setHiding(review)}>
              {t('hide.button')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ConsoleReviewDto>
        filters={<ReviewFilterBar list={list} />}
        paging={list}
        query={reviews}
        columns={columns}
        rowKey="id"
        emptyText={t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
      {hiding && (
        <ReasonModal
          title={t('hide.title', { id: hiding.id })}
          okText={t('hide.button')}
          requiredMessage={t('hide.required')}
          successText={t('hide.done')}
          note={t('hide.note')}
          submit={(reason) => hideReview({ id: hiding.id, reason })}
          onDone={() => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY })}
          // Gone meanwhile: the table shows what now holds, the modal says why nothing happened.
          onFailed={() => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY })}
          onClose={() => setHiding(null)}
        />
      )}
    </>
  );
}
