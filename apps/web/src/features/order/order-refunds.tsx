import './order-refunds.css';
import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';
import type { OrderDetailDto } from '@shop/contract/order';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Steps } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateOrders } from '../../lib/cart.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { request } from '../../lib/request.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

type Refund = OrderDetailDto['refunds'][number];

const STATUS_NAMES = Object.fromEntries(Object.entries(REFUND_STATUS).map(([name, value]) => [value, name])) as Record<
  RefundStatus,
  keyof typeof REFUND_STATUS
>;
const statusName = (status: number) => STATUS_NAMES[status as RefundStatus] ?? 'pending';

/**
 * The order's refund requests on /orderInfo, newest first (GET /api/order/detail's `refunds`): type, amount, status,
 * reason, the shop's reason for a rejection, the parcel sent back and each request's progress. Once a refund-and-
 * return is approved (status 1), the carrier and tracking number of the returned goods are entered here.
 * Texts are the refund screen's (`refund` namespace).
 */
export function OrderRefunds({ refunds }: { refunds: Refund[] }) {
  return (
    <>
      {refunds.map((refund) => (
        <RefundSection key={refund.id} refund={refund} />
      ))}
    </>
  );
}

function RefundSection({ refund }: { refund: Refund }) {
  const { t } = useTranslation('refund');
  const lang = useLang();
  // The amount of a "refunded" event ("10.50") in the shopper's money style; other notes as written.
  const noteText = (note: string) => (/^\d+\.\d{2}$/.test(note) ? formatMoney(note, lang) : note);
  const status = statusName(refund.status);
  const titleId = `order-refund-${refund.id}`;
  return (
    <section className="order-section" aria-labelledby={titleId}>
      <h2 className="order-section__title order-refund__title">
        <span id={titleId}>{t('section')}</span>
        <span className={`order-refund__status order-refund__status--${status}`}>{t(`status.${status}`)}</span>
      </h2>
      <dl className="order-facts">
        <dt>{t('record.reference')}</dt>
        <dd className="order-refund__reference">{refund.reference}</dd>
        <dt>{t('record.amount')}</dt>
        <dd className="order-refund__amount">{formatMoney(refund.amount, lang)}</dd>
        <dt>{t('record.type')}</dt>
        <dd>{t(`type.${refund.type}`)}</dd>
        <dt>{t('record.reason')}</dt>
        <dd>{t(`reason.${refund.reason}`)}</dd>
        {refund.status === REFUND_STATUS.rejected && refund.reject_reason && (
          <>
            <dt>{t('record.rejectReason')}</dt>
            <dd className="order-facts__text">{refund.reject_reason}</dd>
          </>
        )}
        {refund.return_address &&
          (refund.status === REFUND_STATUS.awaitingReturn || refund.status === REFUND_STATUS.returned) && (
            // Where to send the goods (docs/domain.md#refunds-and-after-sales: the shop's return address, else the platform's).
            <>
              <dt>{t('record.returnAddress')}</dt>
              <dd className="order-facts__text order-refund__address">
                {refund.return_address.addressee} ·{' '}
                <span className="order-refund__mobile">{refund.return_address.mobile}</span>
                <span className="order-refund__line">
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
              <span className="order-facts__mono order-refund__line">{refund.return_tracking_no}</span>
            </dd>
          </>
        )}
      </dl>
      <p className="order-refund__hint">{t(`statusHint.${status}`)}</p>
      {refund.status === REFUND_STATUS.awaitingReturn && <ReturnShipmentForm refundId={refund.id} />}
      <Steps direction="vertical" className="order-steps order-refund__steps" aria-label={t('record.timeline')}>
        {[...refund.timeline]
          .map((event, index) => ({ event, index, time: new Date(event.at).getTime() }))
          .sort((a, b) => b.time - a.time || b.index - a.index)
          .map(({ event }, index) => (
            <Steps.Step
              key={`${event.kind}-${event.at}`}
              status={index === 0 ? 'process' : 'finish'}
              title={t(`event.${event.kind}`)}
              description={`${formatDateTime(event.at, lang)} · ${t(`actor.${event.actor}`)}${event.note ? ` · ${noteText(event.note)}` : ''}`}
            />
          ))}
      </Steps>
    </section>
  );
}

/** POST /api/refund/return: how the goods travel back; the order reads again to show the new status. */
function ReturnShipmentForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation(['refund', 'messages']);
  const queryClient = useQueryClient();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNo?: string }>({});
  const [sending, setSending] = useState(false);
  const carrierId = `return-carrier-${refundId}`;
  const trackingId = `return-tracking-${refundId}`;

  const send = async () => {
    const found = {
      carrier: carrier.trim() ? undefined : t('refund:return.carrierRequired'),
      trackingNo: trackingNo.trim() ? undefined : t('refund:return.trackingRequired'),
    };
    setErrors(found);
    const first = found.carrier ?? found.trackingNo;
    if (first) {
      void toast.fail(first);
      return;
    }
    setSending(true);
    try {
      await request('/refund/return', {
        method: 'POST',
        body: { id: refundId, carrier: carrier.trim(), tracking_no: trackingNo.trim() },
      });
      void toast.success(t('messages:success.returnSubmitted'));
      await invalidateOrders(queryClient);
    } catch {
      // The request client has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="order-return" role="group" aria-labelledby={`${carrierId}-title`}>
      <h3 id={`${carrierId}-title`} className="order-return__title">
        {t('refund:return.title')}
      </h3>
      <label className="order-return__label" htmlFor={carrierId}>
        {t('refund:return.carrier')}
      </label>
      <input
        id={carrierId}
        className="order-return__input"
        value={carrier}
        maxLength={60}
        placeholder={t('refund:return.carrierPlaceholder')}
        aria-invalid={errors.carrier ? true : undefined}
        onChange={(event) => {
          setCarrier(event.target.value);
          setErrors((e) => ({ ...e, carrier: undefined }));
        }}
      />
      {errors.carrier && (
        <p className="order-return__error" role="alert">
          {errors.carrier}
        </p>
      )}
      <label className="order-return__label" htmlFor={trackingId}>
        {t('refund:return.trackingNo')}
      </label>
      <input
        id={trackingId}
        className="order-return__input"
        value={trackingNo}
        maxLength={60}
        autoComplete="off"
        placeholder={t('refund:return.trackingPlaceholder')}
        aria-invalid={errors.trackingNo ? true : undefined}
        onChange={(event) => {
          setTrackingNo(event.target.value);
          setErrors((e) => ({ ...e, trackingNo: undefined }));
        }}
      />
      {errors.trackingNo && (
        <p className="order-return__error" role="alert">
          {errors.trackingNo}
        </p>
      )}
      <Button block color="primary" shape="rounded" loading={sending} onClick={() => void send()}>
        {t('refund:return.submit')}
      </Button>
    </div>
  );
}
