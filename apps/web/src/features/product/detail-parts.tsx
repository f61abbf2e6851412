import type { ProductDetailDto, ShopSummaryDto } from '@shop/contract/catalogue';
import { LOGO_SIZES } from '@shop/contract/images';
import { localeOf } from '@shop/contract/languages';
import { HeartFill, HeartOutline, MessageOutline, RightOutline } from 'antd-mobile-icons';
import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { chatPath } from '../../lib/chat.ts';
import { useLang } from '../../lib/session.ts';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { formatCount, formatRate } from '../../lib/catalogue/shop-figures.ts';

const LOGO_WIDTHS = [LOGO_SIZES.small, LOGO_SIZES.large] as const;

/** "4.6 · 1,234 reviews", or "No reviews yet". */
export function useReviewSummaryText(summary: ProductDetailDto['review_summary']): string {
  const { t } = useTranslation('product');
  const lang = useLang();
  if (summary.count === 0) return t('noReviews');
  return t('reviewSummary', {
    count: summary.count,
    rating: summary.rating.toFixed(1),
    reviews: formatWhole(summary.count, lang),
  });
}

/** A review count in full ("1,234"): shoppers read it as proof, so it is not rounded. */
const formatWhole = (value: number, lang: ReturnType<typeof useLang>) =>
  new Intl.NumberFormat(localeOf(lang)).format(value);

/** Five stars, filled to the rating (0–5) by clipping a brand-coloured row over a grey one. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('product');
  const share = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className="stars" role="img" aria-label={t('ratingOutOf', { rating: rating.toFixed(1) })}>
      <span aria-hidden="true">★★★★★</span>
      <span className="stars__fill" style={{ width: share }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}

/** The shop that sells the product: logo, name, fans and favorable rate, and the way in. */
export function ShopSummaryCard({ shop }: { shop: ShopSummaryDto }) {
  const { t } = useTranslation(['product', 'catalogue']);
  const lang = useLang();
  return (
    <section className="detail-card detail-shop" aria-label={t('shop')}>
      <Link to={`/shop/${shop.id}`} className="detail-shop__head">
        <CatalogueImage
          className="shop-logo"
          image={shop.logo}
          alt=""
          widths={LOGO_WIDTHS}
          width={48}
          height={48}
          sizes="48px"
        />
        <span className="detail-shop__text">
          <span className="detail-shop__name">{shop.name}</span>
          <span className="detail-shop__meta">
            <span className="detail-shop__figure">
              {t('fans', { count: shop.fans, fans: formatCount(shop.fans, lang) })}
            </span>
            <span aria-hidden="true"> · </span>
            <span className="detail-shop__figure">
              {shop.favorable_rate === null
                ? t('catalogue:noShopReviews')
                : t('positive', { rate: formatRate(shop.favorable_rate, lang) })}
            </span>
          </span>
        </span>
      </Link>
      <Link to={`/shop/${shop.id}`} className="detail-shop__visit">
        {t('visitShop')}
      </Link>
    </section>
  );
}

interface HeartProps {
  hearted: boolean;
  onToggle: () => void;
  pending: boolean;
}

/** The heart as a round icon button beside the title. */
export function HeartIconButton({ hearted, onToggle, pending }: HeartProps) {
  const { t } = useTranslation('product');
  return (
    <button
      type="button"
      className={`detail-icon-button${hearted ? ' detail-icon-button--on' : ''}`}
      onClick={onToggle}
      disabled={pending}
      aria-pressed={hearted}
      aria-label={hearted ? t('heartRemove') : t('heartAdd')}
    >
      {hearted ? <HeartFill /> : <HeartOutline />}
    </button>
  );
}

interface ActionBarProps extends HeartProps {
  shopId: number;
  productId: number;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/**
 * The fixed bar at the bottom: shop, chat with the shop about this product (signed out, the guard asks to log in
 * first), heart, and the two buying buttons.
 */
export function DetailActionBar({
  shopId,
  productId,
  hearted,
  onToggle,
  pending,
  onAddToCart,
  onBuyNow,
}: ActionBarProps) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  return (
    <div className="detail-bar" role="group" aria-label={t('actions')}>
      <Link to={`/shop/${shopId}`} className="detail-bar__icon">
        <StoreIcon />
        <span>{t('shop')}</span>
      </Link>
      <button
        type="button"
        className="detail-bar__icon"
        onClick={() => void navigate(chatPath(shopId, { product: productId }))}
      >
        <MessageOutline aria-hidden="true" />
        <span>{t('chat')}</span>
      </button>
      <button
        type="button"
        className={`detail-bar__icon${hearted ? ' detail-bar__icon--on' : ''}`}
        onClick={onToggle}
        disabled={pending}
        aria-pressed={hearted}
      >
        {hearted ? <HeartFill /> : <HeartOutline />}
        <span>{hearted ? t('hearted') : t('heart')}</span>
      </button>
      <div className="detail-bar__buttons">
        <button type="button" className="buy-button buy-button--cart" onClick={onAddToCart}>
          {t('addToCart')}
        </button>
        <button type="button" className="buy-button buy-button--buy" onClick={onBuyNow}>
          {t('buyNow')}
        </button>
      </div>
    </div>
  );
}

/** The spec row: "Select: Colour, Size" until the choice is complete, then the chosen values. */
export function SpecRow({ label, text, onOpen }: { label: string; text: string; onOpen: () => void }) {
  return (
    <button type="button" className="detail-card detail-spec-row" onClick={onOpen} aria-haspopup="dialog">
      <span className="detail-spec-row__label">{label}</span>
      <span className="detail-spec-row__value">{text}</span>
      <RightOutline className="detail-spec-row__arrow" aria-hidden="true" />
    </button>
  );
}

/** A storefront with an awning (antd-mobile-icons has a bag, which the Cart tab already uses). */
function StoreIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d="M4 9.5V20h16V9.5" />
      <path d="M3 5h18l-1 4.2a2.6 2.6 0 0 1-5 .2 2.6 2.6 0 0 1-5 0 2.6 2.6 0 0 1-5-.2z" />
      <path d="M9.5 20v-5h5v5" />
    </svg>
  );
}
