import type { ShopCardDto } from '@shop/contract/shop';
import { useTranslation } from 'react-i18next';
import { CatalogueImage } from './catalogue-image.tsx';
import { LOGO_SIZES } from '@shop/contract/images';
import { AppLink } from '../app-link.tsx';

const LOGO_WIDTHS = [LOGO_SIZES.small, LOGO_SIZES.large] as const;

/** A shop in a list: logo, name, fans and favorable rate ("No reviews yet" before the first review). `compact` is the tile of Home's hot shops row. */
export function ShopCard({ shop, compact }: { shop: ShopCardDto; compact?: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <AppLink to={`/shop/${shop.id}`} className={compact ? 'shop-tile' : 'shop-card'}>
      <CatalogueImage
        className="shop-logo"
        image={shop.logo}
        alt=""
        widths={LOGO_WIDTHS}
        width={48}
        height={48}
        sizes="48px"
      />
      <div className="shop-card__body">
        <div className="shop-card__name">{shop.name}</div>
        <div className="shop-card__meta">
          {t('fans', { count: shop.fans })}
          {!compact &&
            ` · ${shop.favorable_rate === null ? t('noShopReviews') : t('favorableRate', { rate: shop.favorable_rate })}`}
        </div>
        {!compact && <div className="shop-card__description">{shop.description}</div>}
      </div>
    </AppLink>
  );
}
