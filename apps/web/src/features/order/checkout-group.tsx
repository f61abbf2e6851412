import type { CheckoutGroupDto } from '@shop/contract/order';
import type { ShopVoucherChoice } from '@shop/contract/promotion';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { ShopVoucherRow } from './checkout-voucher.tsx';
import { centsOf } from './order-format.ts';
import { OrderItems, ShopLine } from './order-items.tsx';

interface CheckoutGroupProps {
  group: CheckoutGroupDto;
  /** The shop's voucher code the server refused as malformed, with its message. */
  voucherRefusal: string;
  busy: boolean;
  onChooseVoucher: (choice: ShopVoucherChoice) => void;
}

/**
 * One shop's part of the checkout (it becomes one order): its lines, its freight, its voucher, its share of the
 * promo code and what it comes to.
 */
export function CheckoutGroup({ group, voucherRefusal, busy, onChooseVoucher }: CheckoutGroupProps) {
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
      {!freeFreight && group.free_freight_from !== null && (
        <p className="checkout-group__hint">
          {t('checkout.freeShippingFrom', { amount: money(group.free_freight_from) })}
        </p>
      )}
      <ShopVoucherRow group={group} refusal={voucherRefusal} busy={busy} onChoose={onChooseVoucher} />
      {centsOf(group.promo_discount) > 0 && (
        <div className="checkout-group__freight checkout-group__discount">
          <span>{t('amounts.promoDiscount')}</span>
          <span>−{money(group.promo_discount)}</span>
        </div>
      )}
      <div className="checkout-group__total">
        {t('checkout.shopTotal', { count: group.quantity })} <strong>{money(group.total)}</strong>
      </div>
    </section>
  );
}
