import type { OrderDto } from '@shop/contract/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { OrderActions } from './order-actions.tsx';
import { centsOf } from './order-format.ts';
import { OrderItems, ShopLine } from './order-items.tsx';
import { statusLabelKey } from './order-status-label.ts';

/**
 * One order in My orders: shop and status, the lines, the figures the spec names (quantity, subtotal, freight, the
 * shop's voucher and the promo code apart, total) and the actions. The upper part opens the order's detail; the actions stay outside that link.
 */
export function OrderCard({ order }: { order: OrderDto }) {
  const { t } = useTranslation('order');
  const lang = useLang();
  const money = (amount: string) => formatMoney(amount, lang);
  return (
    <article className="order-card" aria-label={t('card.label', { no: order.order_no })}>
      <Link to={`/orderInfo/${order.id}`} className="order-card__link">
        <div className="order-card__head">
          <ShopLine shop={order.shop} />
          <span className={`order-status order-status--${order.status < 0 ? 'closed' : 'open'}`}>
            {t(statusLabelKey(order.status))}
          </span>
        </div>
        <div className="order-card__no">{t('orderNo', { no: order.order_no })}</div>
        <OrderItems items={order.items} />
        <div className="order-card__figures">
          <span>{t('card.quantity', { count: order.quantity })}</span>
          <span>{t('card.subtotal', { amount: money(order.goods_amount) })}</span>
          <span>{t('card.freight', { amount: money(order.freight) })}</span>
          {centsOf(order.shop_discount) > 0 && (
            <span>{t('card.shopDiscount', { amount: money(order.shop_discount) })}</span>
          )}
          {centsOf(order.promo_discount) > 0 && (
            <span>{t('card.promoDiscount', { amount: money(order.promo_discount) })}</span>
          )}
        </div>
        <div className="order-card__total">
          {t('total')} <strong className="price">{money(order.total)}</strong>
        </div>
      </Link>
      <OrderActions order={order} />
    </article>
  );
}
