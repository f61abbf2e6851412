import type { ProductCardDto } from '@shop/contract/catalogue';
import { IMAGE_SIZES } from '@shop/contract/images';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link.tsx';
import { formatMoney } from '../money.ts';
import { useLang } from '../session.ts';
import { CatalogueImage } from './catalogue-image.tsx';
import { CompareAtPrice } from '../../components/compare-at-price.tsx';

const CARD_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.large] as const;

/** A product in a two-column grid: picture, two lines of title, price, sold count, a markdown and rating. */
export function ProductCard({
  product,
  eager,
  priority,
}: {
  product: ProductCardDto;
  eager?: boolean;
  /** The page's largest picture (CatalogueImage). */
  priority?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <AppLink to={`/detail/${product.id}/${product.shop_id}`} className="product-card">
      <CatalogueImage
        className="product-card__image"
        image={product.image}
        alt={product.title}
        widths={CARD_WIDTHS}
        width={IMAGE_SIZES.small}
        height={IMAGE_SIZES.small}
        sizes="(min-width: 600px) 280px, 50vw"
        eager={eager}
        priority={priority}
      />
      <div className="product-card__body">
        <div className="product-card__title">{product.title}</div>
        <div className="product-card__meta">
          <span className="price">{formatMoney(product.price, lang)}</span>
          <span className="product-card__sold">{t('sold', { count: product.sales })}</span>
        </div>
        <CompareAtPrice
          className="product-card__compare-at"
          price={product.price}
          compareAt={product.compare_at_price}
        />
        {product.rating > 0 && <div className="product-card__rating">★ {product.rating.toFixed(1)}</div>}
      </div>
    </AppLink>
  );
}

/** Grey boxes in the shape of product cards, shown while the first page loads. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-card product-card--skeleton">
          <div className="product-card__image skeleton" />
          <div className="product-card__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Product cards in two columns; the first `eagerCount` pictures load at once (above the fold), the first of them
 * first of all: on a results page it is the largest picture.
 */
export function ProductGrid({ products, eagerCount = 0 }: { products: ProductCardDto[]; eagerCount?: number }) {
  return (
    <div className="product-grid">
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} eager={i < eagerCount} priority={i === 0 && eagerCount > 0} />
      ))}
    </div>
  );
}
