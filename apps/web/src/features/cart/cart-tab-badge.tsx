import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartCountQueryOptions } from '../../lib/cart.ts';
import './cart-tab-badge.css';

/** Most lines the badge spells out; beyond it shows "99+". */
const MAX_SHOWN = 99;

/** The number of cart lines on the Cart tab (rendered only for a logged-in shopper). */
export function CartTabBadge() {
  const { t } = useTranslation('cart');
  const { data } = useQuery(cartCountQueryOptions(true));
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="cart-tab-badge" role="status" aria-label={t('badge', { count })}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
