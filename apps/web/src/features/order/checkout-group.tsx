import type { CheckoutGroupDto } from '@shop/contract/order';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { centsOf } from './order-format.ts';
import { OrderItems, ShopLine } from './order-items.tsx';

/** One shop's part of the checkout (it becomes one order): its lines, its freight and what it comes to. */
export function CheckoutGroup({ group }: { group: CheckoutGroupDto }) {
  const { t } = useTranslation('order');
  const lang = useLang();
  const money = (amount: string) => formatMoney(amount, lang);
  const freeFreight = centsOf(group.freight) === 0;
  return (
    <section className="order-section" aria-label={group.shop.name}>
      <h2 className="order-section__title">
        <ShopLine shop={group.shop} />
      </h2>
      <OrderItems items={group.items} />
      <div className="checkout-group__freight">
        <span>{t('amounts.freight')}</span>
        <span>{freeFreight ? t('checkout.freeShipping') : money(group.freight)}</span>
      </div>
      {centsOf(group.discount) > 0 && (
        <div className="checkout-group__freight checkout-group__discount">
          <span>{t('amounts.discount')}</span>
          <span>−{money(group.discount)}</span>
        </div>
      )}
      {!freeFreight && group.free_freight_from !== null && (
        <p className="checkout-group__hint">
          {t('checkout.freeShippingFrom', { amount: money(group.free_freight_from) })}
        </p>
      )}
      <div className="checkout-group__total">
        {t('checkout.shopTotal', { count: group.quantity })} <strong>{money(group.total)}</strong>
      </div>
    </section>
  );
}
