import './order.css';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { OrderDetailDto } from '@shop/contract/order';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { chatPath } from '../../lib/chat.ts';
import { copyText } from '../../lib/copy-text.ts';
import { countryName, intlLocale } from '../../lib/countries.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { orderDetailQueryOptions } from './api.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderBanner } from './order-banner.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { formatDateTime } from '../../lib/date-time.ts';
import { centsOf } from './order-format.ts';
import { AmountRow, OrderItems, ShopLine } from './order-items.tsx';
import { PayDeadline } from './pay-deadline.tsx';
import { LogisticsSection, StatusTimeline } from './order-timeline.tsx';

/**
 * /orderInfo/:id — one order (a page of its own, not a blocked route): status,
 * the refund requests (with the return form once a refund-and-return is approved), address, lines, amounts, promo
 * code and remark, order number (copyable), the status timeline, the parcel's tracking, and the same actions as in
 * My orders.
 */
export function OrderInfoPage() {
  const { id } = useParams();
  const orderId = Number(id);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return <OrderMissing />;
  return <OrderInfo id={orderId} />;
}

function OrderInfo({ id }: { id: number }) {
  const { t } = useTranslation(['order', 'common']);
  const lang = useLang();
  const query = useQuery(orderDetailQueryOptions(lang, id));
  if (query.data) return <OrderDetailView order={query.data} />;
  if (query.isError) {
    // ORDER_NOT_FOUND (unknown, or another shopper's) will not change on retry; a network failure may.
    if (query.error instanceof RequestError && query.error.kind === 'business')
      return <OrderMissing message={query.error.message} />;
    return (
      <Page titleKey="orderInfo">
        <EmptyState title={t('order:loadFailed')} description={query.error.message}>
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('common:retry')}
          </button>
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page titleKey="orderInfo">
      <div className="order-page" aria-busy="true">
        {[5, 3, 4].map((lines) => (
          <section key={lines} className="order-section">
            <Skeleton.Paragraph lineCount={lines} animated />
          </section>
        ))}
      </div>
    </Page>
  );
}

function OrderDetailView({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation(['order', 'common']);
  const lang = useLang();
  const navigate = useNavigate();

  const copyOrderNo = async () => {
    const outcome = await copyText(order.order_no);
    if (outcome === 'copied') void toast.success(t('common:success.copied'));
    else
      void toast.fail(
        outcome === 'insecure'
          ? `${t('common:failure.copy')}: ${t('common:failure.copyNeedsHttps')}`
          : t('common:failure.copy'),
      );
  };

  return (
    <Page titleKey="orderInfo">
      <div className="order-page order-page--with-bar">
        <OrderBanner status={order.status}>
          {order.status === ORDER_STATUS.waitingPay && order.pay_deadline && (
            <PayDeadline deadline={order.pay_deadline} />
          )}
        </OrderBanner>

        {order.refunds.length > 0 && <OrderRefunds refunds={order.refunds} />}

        <Section title={t('order:info.address')}>
          <div className="order-address">
            <div className="order-address__who">
              <strong>{order.address.addressee}</strong>
              <span>{order.address.mobile}</span>
            </div>
            <div className="order-address__where">
              {order.address.detail}, {order.address.area}, {countryName(order.address.country, intlLocale(lang))}
            </div>
          </div>
        </Section>

        <Section
          title={<ShopLine shop={order.shop} />}
          action={
            // Each order is one shop's: the conversation with it, this order ready to send.
            <button
              type="button"
              className="order-chat"
              onClick={() => void navigate(chatPath(order.shop.id, { order: order.id }))}
            >
              <MessageOutline aria-hidden="true" />
              {t('order:info.chat')}
            </button>
          }
        >
          <OrderItems items={order.items} />
          <div className="order-amounts">
            <AmountRow label={t('order:amounts.goods', { count: order.quantity })} amount={order.goods_amount} />
            <AmountRow label={t('order:amounts.freight')} amount={order.freight} />
            {centsOf(order.shop_discount) > 0 && (
              <AmountRow label={t('order:amounts.shopVoucher')} amount={order.shop_discount} negative />
            )}
            {centsOf(order.promo_discount) > 0 && (
              <AmountRow label={t('order:amounts.promoDiscount')} amount={order.promo_discount} negative />
            )}
            <AmountRow label={t('order:amounts.total')} amount={order.total} strong />
          </div>
        </Section>

        <Section title={t('order:info.details')}>
          <dl className="order-facts">
            <dt>{t('order:info.orderNo')}</dt>
            <dd className="order-facts__copy">
              <span className="order-facts__mono">{order.order_no}</span>
              <button type="button" className="order-copy" onClick={() => void copyOrderNo()}>
                {t('order:info.copy')}
              </button>
            </dd>
            <dt>{t('order:info.createdAt')}</dt>
            <dd>{formatDateTime(order.created_at, lang)}</dd>
            {order.paid_at && (
              <>
                <dt>{t('order:info.paidAt')}</dt>
                <dd>{formatDateTime(order.paid_at, lang)}</dd>
              </>
            )}
            <dt>{t('order:info.promoCode')}</dt>
            <dd>{order.promo_code ?? t('order:info.none')}</dd>
            <dt>{t('order:info.remark')}</dt>
            <dd className="order-facts__text">{order.remark || t('order:info.none')}</dd>
          </dl>
        </Section>

        <Section title={t('order:info.timeline')}>
          <StatusTimeline timeline={order.timeline} />
        </Section>

        <Section title={t('order:info.logistics')}>
          <LogisticsSection logistics={order.logistics} />
        </Section>
      </div>
      {order.actions.length > 0 && (
        <div className="fixed-footer order-bar">
          <OrderActions order={order} />
        </div>
      )}
    </Page>
  );
}

function Section({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="order-section">
      {action ? (
        <div className="order-section__head">
          <h2 className="order-section__title">{title}</h2>
          {action}
        </div>
      ) : (
        <h2 className="order-section__title">{title}</h2>
      )}
      {children}
    </section>
  );
}

function OrderMissing({ message }: { message?: string }) {
  const { t } = useTranslation(['order', 'common']);
  return (
    <Page titleKey="orderInfo">
      <EmptyState title={t('order:notFound')} description={message}>
        <Link to="/myPurchases/all" className="link-button">
          {t('order:result.viewOrders')}
        </Link>
      </EmptyState>
    </Page>
  );
}
