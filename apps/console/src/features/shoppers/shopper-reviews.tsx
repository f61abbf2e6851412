import { consoleReviewListDto } from '@shop/contract/review';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContentCell, PicturesCell, ScoresCell, VisibilityCell } from '../../components/review-cells.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { shopperReviewsQueryOptions } from './api.ts';
import { recordsParams, type ShopperTabState } from './shopper-tab.ts';

type Review = z.infer<typeof consoleReviewListDto>['list'][number];

/** The shopper's reviews, hidden ones included (moderating them is the reviews page's work). */
export function ShopperReviews({ id, tab }: { id: number; tab: ShopperTabState }) {
  const { t } = useTranslation('shoppers');
  const reviews = useQuery(shopperReviewsQueryOptions(recordsParams(id, tab.filters)));

  const columns: TableColumnsType<Review> = [
    { title: t('reviews.id'), dataIndex: 'id' },
    {
      title: t('reviews.product'),
      key: 'product',
      render: (_, review) => (
        <div style={{ width: 160 }}>
          <Typography.Text ellipsis={{ tooltip: review.product_title }} style={{ display: 'block' }}>
            {review.product_title}
          </Typography.Text>
          {review.spec && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {review.spec}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('reviews.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('reviews.scores'), key: 'scores', render: (_, review) => <ScoresCell review={review} /> },
    {
      title: t('reviews.content'),
      dataIndex: 'content',
      render: (content: string) => <ContentCell content={content} />,
    },
    { title: t('reviews.pictures'), key: 'images', render: (_, review) => <PicturesCell review={review} /> },
    { title: t('reviews.visibility'), key: 'hidden', render: (_, review) => <VisibilityCell review={review} /> },
  ];

  return (
    <ListPage<Review>
      paging={tab}
      query={reviews}
      columns={columns}
      rowKey="id"
      emptyText={t('reviews.empty')}
      showTotal={(count) => t('reviews.count', { count })}
      table={{ size: 'middle', scroll: { x: 'max-content' } }}
    />
  );
}
