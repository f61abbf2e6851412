import type { ProductDetailDto } from '@shop/contract/catalogue';
import { localeOf } from '@shop/contract/languages';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/session.ts';
import { Stars } from './detail-parts.tsx';

/** The reviews themselves: their own chunk, loaded when the section nears the screen (it sits below the fold). */
const ReviewList = lazy(() => import('./review-list.tsx').then((m) => ({ default: m.ReviewList })));

/**
 * The product page's Reviews section: the rating at a glance comes with the product (no extra request); the
 * summary per score, the reviews with their pictures, the "with pictures" filter and "more reviews" load with
 * their code once the section comes within a screen of the viewport, so the first paint of /detail (a Lighthouse
 * page) carries none of it.
 */
export function DetailReviews({
  productId,
  summary,
}: {
  productId: number;
  summary: ProductDetailDto['review_summary'];
}) {
  const { t } = useTranslation('product');
  const lang = useLang();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, summary.count > 0);
  return (
    <section ref={section} className="detail-card detail-reviews" aria-labelledby="detail-reviews-title">
      <h2 id="detail-reviews-title" className="detail-card__title">
        {t('reviews')}
      </h2>
      {summary.count === 0 ? (
        <p className="detail-reviews__none">{t('noReviews')}</p>
      ) : (
        <>
          <div className="detail-reviews__score">
            <span className="detail-reviews__rating">{summary.rating.toFixed(1)}</span>
            <span className="detail-reviews__detail">
              <Stars rating={summary.rating} />
              <span className="detail-reviews__count">
                {t('basedOn', {
                  count: summary.count,
                  reviews: new Intl.NumberFormat(localeOf(lang)).format(summary.count),
                })}
              </span>
            </span>
          </div>
          {near ? (
            <Suspense fallback={<ReviewsPlaceholder />}>
              <ReviewList productId={productId} />
            </Suspense>
          ) : (
            <ReviewsPlaceholder />
          )}
        </>
      )}
    </section>
  );
}

/** Grey lines where the reviews will be, so the section does not jump when they arrive. */
function ReviewsPlaceholder() {
  return (
    <div className="review-list__placeholder" aria-hidden="true">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/** Whether the element has come within 400 px of the viewport (once true, stays true). */
function useNearViewport(target: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!wanted || near) return undefined;
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, wanted, near]);
  return near;
}
