import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Image, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateTimeCell } from '../../lib/date-time-cell.tsx';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { type ConsoleReviewDto, hideReview, REVIEWS_KEY, reviewsQueryOptions, unhideReview } from './api.ts';
import { ReviewFilterBar } from './review-filter-bar.tsx';
import { PAGE_SIZES } from './review-filters.ts';
import { useReviewFilters } from './use-review-filters.ts';

const none = <Typography.Text type="secondary">—</Typography.Text>;

function ScoresCell({ review }: { review: ConsoleReviewDto }) {
  const rows: [string, number][] = [
    ['Product', review.product_score],
    ['Service', review.service_score],
    ['Postage', review.postage_score],
  ];
  return (
    <div style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
      {rows.map(([label, score]) => (
        <div key={label}>
          <Typography.Text type="secondary">{label}</Typography.Text> {score}/5
        </div>
      ))}
    </div>
  );
}

/** The shopper's words, always as text (never markup), line breaks kept; long ones fold, with "more" to expand. */
function ContentCell({ content }: { content: string }) {
  return (
    <Typography.Paragraph
      data-testid="review-content"
      ellipsis={{ rows: 3, expandable: 'collapsible' }}
      style={{ width: 220, marginBottom: 0, whiteSpace: 'pre-wrap' }}
    >
      {content}
    </Typography.Paragraph>
  );
}

function PicturesCell({ review }: { review: ConsoleReviewDto }) {
  if (review.images.length === 0) return none;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap style={{ width: 76 }}>
        {review.images.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={`Picture ${index + 1} of review #${review.id}`}
            width={36}
            height={36}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function VisibilityCell({ review }: { review: ConsoleReviewDto }) {
  if (!review.hidden) return <Tag color="green">Visible</Tag>;
  return (
    <div>
      <Tag color="red">Hidden</Tag>
      {review.hidden_reason && (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: review.hidden_reason }}
          style={{ display: 'block', maxWidth: 140, fontSize: 12 }}
        >
          {review.hidden_reason}
        </Typography.Text>
      )}
    </div>
  );
}

function ShowAgainButton({ review }: { review: ConsoleReviewDto }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const unhide = useMutation({
    mutationFn: unhideReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
      void message.success('Shown again');
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Button size="small" loading={unhide.isPending} onClick={() => unhide.mutate({ id: review.id })}>
      Show again
    </Button>
  );
}

export function ReviewsPage() {
  const [filters, setFilters] = useReviewFilters();
  const reviews = useQuery(reviewsQueryOptions(filters));
  const [hiding, setHiding] = useState<ConsoleReviewDto | null>(null);
  const queryClient = useQueryClient();

  const columns: TableColumnsType<ConsoleReviewDto> = [
    { title: 'ID', dataIndex: 'id' },
    {
      title: 'Product',
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
      title: 'Shopper',
      key: 'account',
      render: (_, review) => (
        <div>
          <div>{review.account}</div>
          <Link to={`/orders/${review.order_id}`} style={{ fontSize: 12 }}>
            Order
          </Link>
        </div>
      ),
    },
    { title: 'Time', dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: 'Scores', key: 'scores', render: (_, review) => <ScoresCell review={review} /> },
    { title: 'Content', dataIndex: 'content', render: (content: string) => <ContentCell content={content} /> },
    { title: 'Pictures', key: 'images', render: (_, review) => <PicturesCell review={review} /> },
    {
      title: 'Status',
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
              Hide
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Reviews
      </Typography.Title>
      <ReviewFilterBar filters={filters} onChange={setFilters} />
      {reviews.error && <Alert type="error" showIcon title={reviews.error.message} style={{ marginBottom: 16 }} />}
      <Table<ConsoleReviewDto>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={reviews.data?.list}
        loading={reviews.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No reviews here' }}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: reviews.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => (total === 1 ? '1 review' : `${total} reviews`),
          onChange: (page, limit) => setFilters({ ...filters, page: limit === filters.limit ? page : 1, limit }),
        }}
      />
      {hiding && (
        <ReasonModal
          title={`Hide review #${hiding.id}`}
          okText="Hide"
          requiredMessage="Enter the reason for hiding"
          successText="Hidden"
          note="The review disappears from the product page; its author sees this reason."
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
