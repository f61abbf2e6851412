import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { RefundDto } from '@shop/contract/refund';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { Field, type FieldErrors, errorId, showFirstError } from '../../components/form-field.tsx';
import { invalidateAfterSales, submitReturn } from './api.ts';
import { refundStatusName } from './refund-status.ts';
import { Thumbnail } from '../../lib/catalogue/catalogue-image.tsx';

/**
 * An open refund request in place of the form (one at a time per order): the spec's "already submitted a refund
 * request", then the request as the shop sees it (status, amount, type, reason, proofs, lines), its progress,
 * and, once a refund-and-return is approved, the form for the parcel sent back.
 */
export function OpenRefund({ refund }: { refund: RefundDto }) {
  const { t } = useTranslation(['refund', 'messages']);
  return (
    <>
      <p className="as-notice" role="status">
        {t('messages:errors.REFUND_EXISTS')}
      </p>
      <RefundRecord refund={refund} />
      {refund.status === REFUND_STATUS.awaitingReturn && <ReturnForm refundId={refund.id} />}
      <section className="as-card">
        <RefundTimeline refund={refund} />
      </section>
      <div className="as-actions">
        <Link className="as-link-button" to={`/orderInfo/${refund.order_id}`}>
          {t('refund:viewOrder')}
        </Link>
      </div>
    </>
  );
}

export function RefundRecord({ refund }: { refund: RefundDto }) {
  const { t } = useTranslation('refund');
  const lang = useLang();
  const status = refundStatusName(refund.status);
  return (
    <section className="as-card" aria-labelledby={`refund-${refund.id}-title`}>
      <div className="as-record__head">
        <h2 id={`refund-${refund.id}-title`} className="as-card__title">
          {t('record.title')}
        </h2>
        <span className={`as-status as-status--${status}`}>{t(`status.${status}`)}</span>
      </div>
      <p className="as-record__hint">{t(`statusHint.${status}`)}</p>
      <strong className="as-record__amount">{formatMoney(refund.amount, lang)}</strong>
      <dl className="as-facts">
        <dt>{t('record.type')}</dt>
        <dd>{t(`type.${refund.type}`)}</dd>
        <dt>{t('record.goodsStatus')}</dt>
        <dd>{t(`goods.${refund.goods_status}`)}</dd>
        <dt>{t('record.reason')}</dt>
        <dd>{t(`reason.${refund.reason}`)}</dd>
        <dt className="as-facts__wide">{t('record.explanation')}</dt>
        <dd className="as-facts__wide as-facts__text">{refund.explanation}</dd>
        <dt>{t('record.appliedAt')}</dt>
        <dd>{formatDateTime(refund.created_at, lang)}</dd>
        {refund.status === REFUND_STATUS.rejected && refund.reject_reason && (
          <>
            <dt className="as-facts__wide">{t('record.rejectReason')}</dt>
            <dd className="as-facts__wide as-facts__text">{refund.reject_reason}</dd>
          </>
        )}
        {refund.return_address && (
          // Where the goods go back (docs/domain.md#refunds-and-after-sales): the shop's return address, else the platform's.
          <>
            <dt className="as-facts__wide">{t('record.returnAddress')}</dt>
            <dd className="as-facts__wide as-facts__text">
              {refund.return_address.addressee} · {refund.return_address.mobile}
              <span className="as-facts__line">
                {[refund.return_address.detail, refund.return_address.area, refund.return_address.country].join(', ')}
              </span>
            </dd>
          </>
        )}
        {refund.return_carrier && (
          <>
            <dt>{t('record.returnShipment')}</dt>
            <dd>
              {refund.return_carrier}
              <span className="as-mono as-facts__line">{refund.return_tracking_no}</span>
            </dd>
          </>
        )}
      </dl>
      {refund.items.length > 0 && (
        <ul className="as-record__items" aria-label={t('record.items')}>
          {refund.items.map((item) => (
            <li key={item.order_item_id} className="as-record__item">
              <Thumbnail src={item.image.small} size={40} />
              <span className="as-record__item-title">{item.title}</span>
              <span className="as-record__item-quantity">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      )}
      <ProofPictures urls={refund.proofs} />
    </section>
  );
}

/** The proof pictures as thumbnails; a tap opens them full screen. */
function ProofPictures({ urls }: { urls: string[] }) {
  const { t } = useTranslation('refund');
  const [viewer, setViewer] = useState({ visible: false, start: 0, opens: 0 });
  if (urls.length === 0) return null;
  return (
    <>
      <ul className="as-thumbs" aria-label={t('record.proofs')}>
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="as-thumb"
              aria-label={t('record.openProof', { number: index + 1 })}
              onClick={() => setViewer((v) => ({ visible: true, start: index, opens: v.opens + 1 }))}
            >
              <Thumbnail src={url} size={64} />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer.Multi
        key={viewer.opens}
        images={urls}
        getContainer={() => document.body}
        visible={viewer.visible}
        defaultIndex={viewer.start}
        onClose={() => setViewer((v) => ({ ...v, visible: false }))}
      />
    </>
  );
}

/**
 * What happened to the request, newest first, with who did it and the operator's note: a plain list drawn as a
 * timeline (antd-mobile's Steps would become a chunk shared with the order detail, one more file to preload).
 */
export function RefundTimeline({ refund }: { refund: RefundDto }) {
  const { t } = useTranslation('refund');
  const lang = useLang();
  const events = refund.timeline
    .map((event, index) => ({ event, index, time: new Date(event.at).getTime() }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ event }) => event);
  return (
    <>
      <h2 className="as-card__title">{t('record.timeline')}</h2>
      <ol className="as-timeline">
        {events.map((event, index) => (
          <li
            key={`${event.kind}-${event.at}`}
            className={`as-timeline__event${index === 0 ? ' as-timeline__event--now' : ''}`}
          >
            <span className="as-timeline__title">{t(`event.${event.kind}`)}</span>
            <span className="as-timeline__when">{`${formatDateTime(event.at, lang)} · ${t(`actor.${event.actor}`)}`}</span>
            {event.note && <span className="as-timeline__note">{noteText(event.note, lang)}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** After an approved refund-and-return: how the goods travel back (POST /api/refund/return). */
export function ReturnForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation(['refund', 'messages', 'common']);
  const queryClient = useQueryClient();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const send = async () => {
    const found: FieldErrors = {};
    if (!carrier.trim()) found.carrier = t('refund:return.carrierRequired');
    if (!trackingNo.trim()) found.trackingNo = t('refund:return.trackingRequired');
    setErrors(found);
    if (showFirstError(found, ['carrier', 'trackingNo'])) return;
    setSending(true);
    try {
      await submitReturn({ id: refundId, carrier: carrier.trim(), tracking_no: trackingNo.trim() });
      void toast.success(t('messages:success.returnSubmitted'));
      await invalidateAfterSales(queryClient);
    } catch {
      // The request client has shown why (the request moved meanwhile, a lost connection).
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="as-card" aria-labelledby={`return-${refundId}-title`}>
      <h2 id={`return-${refundId}-title`} className="as-card__title">
        {t('refund:return.title')}
      </h2>
      <p className="as-record__hint as-return__hint">{t('refund:return.hint')}</p>
      <Field id="carrier" label={t('refund:return.carrier')} error={errors.carrier}>
        <input
          id="carrier"
          className="as-input"
          value={carrier}
          maxLength={60}
          placeholder={t('refund:return.carrierPlaceholder')}
          aria-invalid={errors.carrier ? true : undefined}
          aria-describedby={errors.carrier ? errorId('carrier') : undefined}
          onChange={(event) => {
            setCarrier(event.target.value);
            setErrors((e) => ({ ...e, carrier: undefined }));
          }}
        />
      </Field>
      <Field id="trackingNo" label={t('refund:return.trackingNo')} error={errors.trackingNo}>
        <input
          id="trackingNo"
          className="as-input"
          value={trackingNo}
          maxLength={60}
          autoComplete="off"
          placeholder={t('refund:return.trackingPlaceholder')}
          aria-invalid={errors.trackingNo ? true : undefined}
          aria-describedby={errors.trackingNo ? errorId('trackingNo') : undefined}
          onChange={(event) => {
            setTrackingNo(event.target.value);
            setErrors((e) => ({ ...e, trackingNo: undefined }));
          }}
        />
      </Field>
      <Button block color="primary" shape="rounded" loading={sending} onClick={() => void send()}>
        {t('refund:return.submit')}
      </Button>
    </section>
  );
}

/** An event's note as the server wrote it; the amount of a "refunded" event ("10.50") in the shopper's money style. */
function noteText(note: string, lang: Parameters<typeof formatMoney>[1]): string {
  return /^\d+\.\d{2}$/.test(note) ? formatMoney(note, lang) : note;
}
