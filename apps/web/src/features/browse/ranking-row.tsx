import type { ProductCardDto } from '@shop/contract/catalogue';
import { IMAGE_SIZES } from '@shop/contract/images';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/app-link.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';

const ROW_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.large] as const;
const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** One place of the Popular ranking: rank badge (medal colours for the podium), picture, title, price, sold. */
export function RankingRow({ product, rank, eager }: { product: ProductCardDto; rank: number; eager?: boolean }) {
  const { t } = useTranslation(['browse', 'catalogue']);
  const lang = useLang();
  const medal = MEDALS[rank - 1];
  return (
    <AppLink
      to={`/detail/${product.id}/${product.shop_id}`}
      className={`ranking-row${medal ? ` ranking-row--${medal}` : ''}`}
    >
      <div className="ranking-row__picture">
        <CatalogueImage
          className="ranking-row__image"
          image={product.image}
          alt={product.title}
          widths={ROW_WIDTHS}
          width={IMAGE_SIZES.small}
          height={IMAGE_SIZES.small}
          sizes="104px"
          eager={eager}
        />
        <span className="ranking-badge" aria-label={t('browse:ranking.rank', { rank })}>
          {rank}
        </span>
      </div>
      <div className="ranking-row__body">
        <div className="ranking-row__title">{product.title}</div>
        <div className="ranking-row__stats">
          <span className="ranking-row__sold">{t('catalogue:sold', { count: product.sales })}</span>
          {product.rating > 0 && <span className="ranking-row__rating">★ {product.rating.toFixed(1)}</span>}
        </div>
        <div className="ranking-row__price price">{formatMoney(product.price, lang)}</div>
      </div>
    </AppLink>
  );
}

/** Grey rows in the shape of the ranking while the first page loads. */
export function RankingSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="ranking-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ranking-row">
          <div className="ranking-row__picture skeleton" />
          <div className="ranking-row__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
