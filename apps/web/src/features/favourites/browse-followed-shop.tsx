import type { ShopCardDto } from '@shop/contract/shop';
import { useTranslation } from 'react-i18next';
import { ShopCard } from '../../lib/catalogue/shop-card.tsx';

/** A followed shop: the shop card (opens the shop) and an Unfollow button beside it. */
export function FollowedShop({ shop, busy, onUnfollow }: { shop: ShopCardDto; busy: boolean; onUnfollow: () => void }) {
  const { t } = useTranslation('browse');
  return (
    <div className="followed-shop">
      <ShopCard shop={shop} />
      <button
        type="button"
        className="followed-shop__unfollow"
        onClick={onUnfollow}
        disabled={busy}
        aria-label={t('favourite.unfollowShop', { name: shop.name })}
      >
        {t('favourite.unfollow')}
      </button>
    </div>
  );
}
