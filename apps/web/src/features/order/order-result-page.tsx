import './order.css';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { payInfoQueryOptions } from './api.ts';
import { parseOrderIds } from './order-ids.ts';

/** What the payment page hands over: the amount it just paid (the server's answer to order/pay). */
export interface PaidState {
  paid: string;
}

/**
 * /order?orders=1,2 — where a payment ends: paid or not (read from the server, not assumed), the amount, and the
 * ways on: the orders waiting for delivery, or back to shopping.
 */
export function OrderResultPage() {
  const { t } = useTranslation(['order', 'common']);
  const lang = useLang();
  const [searchParams] = useSearchParams();
  // After paying, the amount comes from the payment's answer; opened later, the orders' list says what was bought.
  const paidNow = (useLocation().state as PaidState | null)?.paid;
  const ids = parseOrderIds(searchParams.get('orders'));
  const info = useQuery({ ...payInfoQueryOptions(ids), enabled: ids.length > 0 });
  const orders = info.data?.orders ?? [];
  const unpaid = orders.filter((order) => order.status === ORDER_STATUS.waitingPay);
  // Paid means every order left "waiting pay" by being paid: a cancelled (expired) order is not.
  const paid =
    orders.length > 0 &&
    orders.every((order) => order.status !== ORDER_STATUS.waitingPay && order.status !== ORDER_STATUS.cancelled);

  return (
    <Page titleKey="order">
      <div className="order-page">
        {info.isPending && ids.length > 0 ? (
          <section className="order-section" aria-busy="true">
            <Skeleton.Paragraph lineCount={4} animated />
          </section>
        ) : (
          <section className="order-section order-result">
            <Result
              status={paid ? 'success' : 'waiting'}
              title={paid ? t('order:result.paidTitle') : t('order:result.unpaidTitle')}
              description={
                info.error?.message ??
                (paid
                  ? paidNow && t('order:result.paidAmount', { amount: formatMoney(paidNow, lang) })
                  : unpaid.length > 0 &&
                    info.data &&
                    t('order:result.unpaidAmount', { amount: formatMoney(info.data.total, lang) }))
              }
            />
            {info.data && (
              <ul className="pay-summary__orders">
                {orders.map((order) => (
                  <li key={order.id}>
                    <span>{t('order:orderNo', { no: order.order_no })}</span>
                    <span>{formatMoney(order.total, lang)}</span>
                  </li>
                ))}
              </ul>
            )}
            <nav className="order-result__buttons">
              {unpaid.length > 0 && (
                <Link
                  replace
                  to={`/payment?orders=${unpaid.map((o) => o.id).join(',')}`}
                  className="order-result__link order-result__link--primary"
                >
                  {t('order:actions.pay')}
                </Link>
              )}
              <Link
                replace
                to="/myPurchases/1"
                className={`order-result__link order-result__link--${unpaid.length > 0 ? 'outline' : 'primary'}`}
              >
                {t('order:result.viewOrders')}
              </Link>
              <Link to="/home" className="order-result__link">
                {t('order:result.continueShopping')}
              </Link>
            </nav>
          </section>
        )}
      </div>
    </Page>
  );
}
