import './after-sales.css';
import { MAX_REVIEW_IMAGES, SCORE_MAX } from '@shop/contract/after-sales-status';
import type { ReviewPendingDto } from '@shop/contract/review';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ImageUpload } from '../../components/image-upload.tsx';
import { Page } from '../../components/page.tsx';
import { invalidateOrders } from '../../lib/cart.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { Counter, LineSummary, LoadFailed, LoadingCards, OrderMissing, TextBox } from './after-sales-ui.tsx';
import { Field } from '../../components/form-field.tsx';
import { addReview, afterSalesKeys, reviewPendingQueryOptions } from './api.ts';
import { StarRating } from './star-rating.tsx';

const CONTENT_MAX = 1000;
/** My orders' "Completed" tab, where an order goes once every line is reviewed. */
const COMPLETED_ORDERS = '/myPurchases/4';

type Item = ReviewPendingDto['items'][number];

/**
 * /comment?order=<id> — review a received order, line by line: three scores (product, service, postage), the text
 * (not empty, checked before sending: docs/domain.md#reviews) and up to six pictures. Reviewed lines show as done; the review
 * that completes the order (every line reviewed) takes the shopper to the completed orders.
 */
export function CommentPage() {
  const { t } = useTranslation('review');
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('order') ?? '';
  const orderId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  return (
    <Page titleKey="comment">
      <div className="as-page">
        {valid ? <ReviewScreen key={orderId} orderId={orderId} /> : <OrderMissing title={t('notFound')} />}
      </div>
    </Page>
  );
}

function ReviewScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation('review');
  const lang = useLang();
  const pending = useQuery(reviewPendingQueryOptions(lang, orderId));
  if (pending.data) {
    const { order, items } = pending.data;
    const open = items.filter((item) => !item.reviewed);
    return (
      <>
        <p className="as-order-no as-order-no--page">{t('orderNo', { no: order.order_no })}</p>
        {open.length === 0 && (
          <p className="as-notice as-notice--done" role="status">
            {t('allDone')}
          </p>
        )}
        {items.map((item) =>
          item.reviewed ? (
            <ReviewedLine key={item.order_item_id} item={item} />
          ) : (
            <ReviewForm key={item.order_item_id} item={item} orderId={orderId} />
          ),
        )}
        <div className="as-actions">
          <Link className="as-link-button" to={`/orderInfo/${orderId}`}>
            {t('viewOrder')}
          </Link>
        </div>
      </>
    );
  }
  if (pending.isError) {
    // Not the shopper's, not received yet: the server's message says which; a lost connection may pass.
    if (pending.error instanceof RequestError && pending.error.kind === 'business') {
      return (
        <OrderMissing
          title={t('cannotReview')}
          message={pending.error.message}
          orderId={pending.error.errorKey === 'ORDER_NOT_FOUND' ? undefined : orderId}
        />
      );
    }
    return <LoadFailed title={t('loadFailed')} message={pending.error.message} retry={() => void pending.refetch()} />;
  }
  return <LoadingCards cards={[3, 6]} />;
}

function LineHead({ item }: { item: Item }) {
  return (
    <div className="as-review__line">
      <LineSummary item={item} />
    </div>
  );
}

function ReviewedLine({ item }: { item: Item }) {
  const { t } = useTranslation('review');
  return (
    <article className="as-card as-review as-review--done" aria-label={item.title}>
      <LineHead item={item} />
      <p className="as-review__done">
        <span className="as-review__tick" aria-hidden="true" />
        {t('reviewed')}
      </p>
    </article>
  );
}

function ReviewForm({ item, orderId }: { item: Item; orderId: number }) {
  const { t } = useTranslation(['review', 'messages']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [scores, setScores] = useState({ product: SCORE_MAX, service: SCORE_MAX, postage: SCORE_MAX });
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const prefix = `review-${item.order_item_id}`;

  const send = async () => {
    if (!content.trim()) {
      const message = t('messages:validation.reviewContentRequired');
      setError(message);
      void toast.fail(message);
      document.getElementById(`${prefix}-content`)?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await addReview({
        order_item_id: item.order_item_id,
        content: content.trim(),
        product_score: scores.product,
        service_score: scores.service,
        postage_score: scores.postage,
        images,
      });
      // The line shows as done at once; the order screens read again (the order may be completed now).
      queryClient.setQueryData<ReviewPendingDto>(
        afterSalesKeys.reviewPending(lang, orderId),
        (data) =>
          data && {
            ...data,
            items: data.items.map((line) =>
              line.order_item_id === item.order_item_id ? { ...line, reviewed: true } : line,
            ),
          },
      );
      void invalidateOrders(queryClient);
      if (result.order_completed) {
        void toast.success(t('review:orderCompleted'));
        void navigate(COMPLETED_ORDERS, { replace: true });
      } else {
        void toast.success(t('messages:success.reviewSuccess'));
      }
    } catch (err) {
      // The request client has shown why; an item reviewed meanwhile (another tab) shows as done.
      if (err instanceof RequestError && err.errorKey === 'REVIEW_EXISTS')
        void queryClient.invalidateQueries({ queryKey: afterSalesKeys.reviewPending(lang, orderId) });
    } finally {
      setSending(false);
    }
  };

  const score = (key: keyof typeof scores) => (value: number) => setScores((current) => ({ ...current, [key]: value }));

  return (
    <article className="as-card as-review" aria-label={item.title}>
      <LineHead item={item} />
      <div className="as-review__scores">
        <StarRating
          name={`${prefix}-product`}
          label={t('review:form.product')}
          value={scores.product}
          onChange={score('product')}
        />
        <StarRating
          name={`${prefix}-service`}
          label={t('review:form.service')}
          value={scores.service}
          onChange={score('service')}
        />
        <StarRating
          name={`${prefix}-postage`}
          label={t('review:form.postage')}
          value={scores.postage}
          onChange={score('postage')}
        />
      </div>
      <Field
        id={`${prefix}-content`}
        label={t('review:form.content')}
        error={error}
        aside={<Counter length={content.length} max={CONTENT_MAX} />}
      >
        <TextBox
          id={`${prefix}-content`}
          value={content}
          error={error}
          maxLength={CONTENT_MAX}
          placeholder={t('review:form.contentPlaceholder')}
          onChange={(value) => {
            setContent(value);
            setError('');
          }}
        />
      </Field>
      <Field id={`${prefix}-pictures`} labelFor={false} label={t('review:form.pictures', { max: MAX_REVIEW_IMAGES })}>
        <ImageUpload value={images} onChange={setImages} max={MAX_REVIEW_IMAGES} />
      </Field>
      <Button block color="primary" shape="rounded" loading={sending} onClick={() => void send()}>
        {t('review:form.submit')}
      </Button>
    </article>
  );
}
