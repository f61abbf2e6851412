import type { CartItemDto } from '@shop/contract/cart';
import { Checkbox, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompareAtPrice } from '../../components/compare-at-price.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { Thumbnail } from '../../lib/catalogue/catalogue-image.tsx';

interface CartLineProps {
  item: CartItemDto;
  shopId: number;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => void;
}

/**
 * One line: its checkbox, picture, title, specification, price (and compare-at price) and quantity; swiping left reveals Delete. A line
 * that can no longer be bought (off the shelf, sold out) is greyed and cannot be selected, but can be removed.
 */
export function CartLine({ item, shopId, onSelect, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation(['cart', 'common']);
  const lang = useLang();
  return (
    <SwipeAction rightActions={[{ key: 'delete', text: t('common:delete'), color: 'danger', onClick: onRemove }]}>
      <div className={`cart-line${item.available ? '' : ' cart-line--unavailable'}`}>
        <Checkbox
          className="cart-check"
          checked={item.selected && item.available}
          disabled={!item.available}
          onChange={onSelect}
        >
          <span>{t('cart:selectLine', { title: item.title })}</span>
        </Checkbox>
        <Link
          to={`/detail/${item.product_id}/${shopId}`}
          className="cart-line__image-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Thumbnail className="cart-line__image" src={item.image.small} size={84} />
        </Link>
        <div className="cart-line__body">
          <Link to={`/detail/${item.product_id}/${shopId}`} className="cart-line__title">
            {item.title}
          </Link>
          {item.spec && <span className="cart-line__spec">{item.spec}</span>}
          {!item.available && <span className="cart-line__unavailable">{t('cart:unavailable')}</span>}
          <div className="cart-line__bottom">
            <span className="cart-line__prices">
              <strong className="price">{formatMoney(item.price, lang)}</strong>
              <CompareAtPrice price={item.price} compareAt={item.compare_at_price} />
            </span>
            {item.available ? (
              <QuantityStepper quantity={item.quantity} stock={item.stock} onCommit={onQuantity} />
            ) : (
              <span className="cart-line__quantity">{t('cart:quantity', { count: item.quantity })}</span>
            )}
          </div>
        </div>
      </div>
    </SwipeAction>
  );
}
