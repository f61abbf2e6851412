import type { CartDto } from '@shop/contract/cart';
import { Checkbox } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartLine } from './cart-line.tsx';
import { selectionOf } from './cart-selection.ts';
import { Thumbnail } from '../../lib/catalogue/catalogue-image.tsx';

type CartGroup = CartDto['groups'][number];

interface CartShopGroupProps {
  group: CartGroup;
  onSelectLines: (ids: number[], selected: boolean) => void;
  onSelectLine: (id: number, selected: boolean) => void;
  onQuantity: (id: number, quantity: number) => Promise<unknown>;
  onRemove: (ids: number[]) => void;
}

/** One shop's lines under its name and logo, with a checkbox that selects all of the shop's lines. */
export function CartShopGroup({ group, onSelectLines, onSelectLine, onQuantity, onRemove }: CartShopGroupProps) {
  const { t } = useTranslation('cart');
  const { all, some, selectableIds } = selectionOf(group.items);
  return (
    <section className="cart-shop" aria-label={group.shop.name}>
      <header className="cart-shop__head">
        <Checkbox
          className="cart-check"
          checked={all}
          indeterminate={some && !all}
          disabled={selectableIds.length === 0}
          onChange={(checked) => onSelectLines(selectableIds, checked)}
        >
          <span>{t('selectShop', { shop: group.shop.name })}</span>
        </Checkbox>
        <Link to={`/shop/${group.shop.id}`} className="cart-shop__link">
          <Thumbnail className="cart-shop__logo" src={group.shop.logo.small} size={24} />
          <span className="cart-shop__name">{group.shop.name}</span>
          <RightOutline className="cart-shop__arrow" aria-hidden="true" />
        </Link>
      </header>
      {group.items.map((item) => (
        <CartLine
          key={item.id}
          item={item}
          shopId={group.shop.id}
          onSelect={(selected) => onSelectLine(item.id, selected)}
          onQuantity={(quantity) => onQuantity(item.id, quantity)}
          onRemove={() => onRemove([item.id])}
        />
      ))}
    </section>
  );
}
