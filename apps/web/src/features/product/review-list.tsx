import './review-list.css';
import { localeOf } from '@shop/contract/languages';
import type { ProductReviewsDto, ReviewDto } from '@shop/contract/review';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureViewer } from '../../components/picture-viewer.tsx';
import { formatDateTime } from '../../lib/date-time.ts';
import { request } from '../../lib/request.ts';
import { useLang } from '../../lib/session.ts';
import { catalogueKeys } from '../../lib/query-keys.ts';
import { Thumbnail } from '../../lib/catalogue/catalogue-image.tsx';

/** Reviews per page: the first few on the product page, more on demand. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * GET /api/goods/reviews (public): a product's visible reviews, newest first, with the average of each score.
 * `withImages` keeps only reviews with pictures. Silent: the section says itself that it could not load.
 */
export const productReviewsQueryOptions = (lang: string, productId: number, withImages: boolean) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.reviews(lang, productId, withImages),
    queryFn: ({ pageParam }) =>
      request<ProductReviewsDto>('/goods/reviews', {
        // The server reads any value of with_images as "yes": it is sent only when wanted.
        params: {
          product_id: productId,
          page: pageParam,
          limit: REVIEWS_PAGE_SIZE,
          with_images: withImages ? 1 : undefined,
        },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

type Filter = 'all' | 'pictures';

/**
 * The reviews of the product page: the average product, service and postage scores, the "all / with pictures"
 * filter, the reviews (text as text, never markup) whose pictures open full screen, and "more reviews".
 */
export function ReviewList({ productId }: { productId: number }) {
  const { t } = useTranslation('review');
  const lang = useLang();
  const [filter, setFilter] = useState<Filter>('all');
  const query = useInfiniteQuery(productReviewsQueryOptions(lang, productId, filter === 'pictures'));
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.list) ?? [];
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );

  let body;
  if (query.isPending) body = <Placeholder />;
  else if (query.isError) {
    body = (
      <p className="review-list__note">
        {t('list.loadFailed')}{' '}
        <button type="button" className="review-list__retry" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </button>
      </p>
    );
  } else if (reviews.length === 0)
    body = <p className="review-list__note">{filter === 'pictures' ? t('list.noPictures') : t('list.none')}</p>;
  else {
    body = (
      <>
        <ul className="review-list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
        {query.hasNextPage ? (
          <button
            type="button"
            className="review-list__more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('common:pull.loading') : t('list.loadMore')}
          </button>
        ) : (
          reviews.length > REVIEWS_PAGE_SIZE && (
            <p className="review-list__note review-list__note--end">{t('list.noMore')}</p>
          )
        )}
      </>
    );
  }

  return (
    <div className="review-list__wrap">
      {first && first.summary.count > 0 && (
        <dl className="review-summary" aria-label={t('list.averages')}>
          {(['product', 'service', 'postage'] as const).map((key) => (
            <div key={key} className="review-summary__score">
              <dt>{t(`list.${key}`)}</dt>
              <dd data-testid={`review-average-${key}`}>{number(first.summary[key], 1)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="review-filter" role="group" aria-label={t('list.filter')}>
        {(['all', 'pictures'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`review-filter__chip${option === filter ? ' review-filter__chip--on' : ''}`}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {option === 'all' && first && filter === 'all'
              ? t('list.allCount', { count: first.total, reviews: number(first.total) })
              : t(option === 'all' ? 'list.all' : 'list.withPictures')}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}

function ReviewItem({ review }: { review: ReviewDto }) {
  const { t } = useTranslation('review');
  const lang = useLang();
  const [viewer, setViewer] = useState({ visible: false, start: 0, opens: 0 });
  return (
    <li className="review">
      <div className="review__head">
        <span className="review__author">{review.author}</span>
        <time className="review__time" dateTime={review.created_at}>
          {formatDateTime(review.created_at, lang)}
        </time>
      </div>
      <div className="review__stars">
        <ScoreStars score={review.product_score} />
        {review.spec && <span className="review__spec">{review.spec}</span>}
      </div>
      {/* Text as text: React escapes it, so markup in a review shows as typed and never runs. */}
      <p className="review__content">{review.content}</p>
      {review.images.length > 0 && (
        <>
          <ul className="review__pictures">
            {review.images.map((url, index) => (
              <li key={url}>
                <button
                  type="button"
                  className="review__picture"
                  aria-label={t('list.openPicture', { number: index + 1, author: review.author })}
                  onClick={() => setViewer((v) => ({ visible: true, start: index, opens: v.opens + 1 }))}
                >
                  <Thumbnail src={url} size={76} />
                </button>
              </li>
            ))}
          </ul>
          <PictureViewer
            opened={viewer.opens > 0}
            // A fresh viewer per opening: `defaultIndex` only applies when it mounts.
            key={viewer.opens}
            images={review.images}
            getContainer={() => document.body}
            classNames={{ mask: 'detail-viewer-mask' }}
            visible={viewer.visible}
            defaultIndex={viewer.start}
            onClose={() => setViewer((v) => ({ ...v, visible: false }))}
          />
        </>
      )}
      {review.reply && (
        // The shop's one public reply, under the review it answers; text as text too.
        <div className="review__reply">
          <span className="review__reply-label">{t('list.shopReply')}</span>
          <p className="review__reply-text">{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/**
 * A review's product score as stars. Its own small copy rather than detail-parts' Stars: importing from the
 * product page's modules would cut them out into a chunk of their own, one more file for /detail to preload.
 */
function ScoreStars({ score }: { score: number }) {
  const { t } = useTranslation('product');
  const filled = Math.max(0, Math.min(5, Math.round(score)));
  return (
    <span className="review__score" role="img" aria-label={t('ratingOutOf', { rating: score.toFixed(1) })}>
      <span className="review__score-on" aria-hidden="true">
        {'★'.repeat(filled)}
      </span>
      <span aria-hidden="true">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}

function Placeholder() {
  return (
    <div className="review-list__placeholder" aria-hidden="true">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
