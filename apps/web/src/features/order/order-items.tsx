import type { ImageDto } from '@shop/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { CompareAtPrice } from '../../components/compare-at-price.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { Thumbnail } from '../../lib/catalogue/catalogue-image.tsx';

/** What a line shows, whether it comes from a checkout preview or an order. */
export interface LineView {
  sku_id: number;
  title: string;
  image: ImageDto;
  spec: string;
  price: string;
  /** A checkout line's compare-at ("was") price; orders keep only what was paid. */
  compare_at_price?: string | null;
  /** A checkout line's running deal, when it is priced at one. */
  deal_id?: number | null;
  quantity: number;
}

/** The lines of one shop's order: picture, title, specification, unit price (a deal's marked) and quantity. */
export function OrderItems({ items }: { items: LineView[] }) {
  const { t } = useTranslation(['order', 'catalogue']);
  const lang = useLang();
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item.sku_id} className="order-item">
          <Thumbnail className="order-item__image" src={item.image.small} size={72} />
          <div className="order-item__text">
            <span className="order-item__title">{item.title}</span>
            {item.spec && <span className="order-item__spec">{item.spec}</span>}
            {item.deal_id ? <span className="order-item__deal">{t('catalogue:deal.badge')}</span> : null}
          </div>
          <div className="order-item__figures">
            <span className="order-item__price">{formatMoney(item.price, lang)}</span>
            <CompareAtPrice className="order-item__compare-at" price={item.price} compareAt={item.compare_at_price} />
            <span className="order-item__quantity">{t('order:times', { count: item.quantity })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A shop's name with its logo, heading an order or a checkout group. */
export function ShopLine({ shop }: { shop: { name: string; logo: ImageDto } }) {
  return (
    <span className="order-shop">
      <img
        className="order-shop__logo"
        src={shop.logo.small}
        alt=""
        width={22}
        height={22}
        loading="lazy"
        decoding="async"
      />
      <span className="order-shop__name">{shop.name}</span>
    </span>
  );
}

/** One "label … amount" row of a money summary. */
export function AmountRow({
  label,
  amount,
  strong,
  negative,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  negative?: boolean;
}) {
  const lang = useLang();
  return (
    <div className={`amount-row${strong ? ' amount-row--strong' : ''}`}>
      <span className="amount-row__label">{label}</span>
      <span className="amount-row__value">
        {negative ? '−' : ''}
        {formatMoney(amount, lang)}
      </span>
    </div>
  );
}
