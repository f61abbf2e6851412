import { BANNER_SIZES, LOGO_SIZES } from '@shop/contract/images';
import type { ShopDetailDto } from '@shop/contract/shop';
import { AddOutline, CheckOutline, MessageOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatPath } from '../../lib/chat.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { formatCount, formatRate } from '../../lib/catalogue/shop-figures.ts';

const BANNER_WIDTHS = [BANNER_SIZES.small, BANNER_SIZES.large] as const;
const LOGO_WIDTHS = [LOGO_SIZES.small, LOGO_SIZES.large] as const;
const LOGO_BOX = 64;

interface FollowButtonProps {
  followed: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** Follow / Following: a solid call to action while not following, a quiet outline once following. */
export function FollowButton({ followed, busy, onToggle }: FollowButtonProps) {
  const { t } = useTranslation('shop');
  return (
    <button
      type="button"
      className={`shop-follow${followed ? ' shop-follow--on' : ''}`}
      aria-pressed={followed}
      disabled={busy}
      onClick={onToggle}
    >
      {followed ? <CheckOutline aria-hidden="true" /> : <AddOutline aria-hidden="true" />}
      {followed ? t('following') : t('follow')}
    </button>
  );
}

/** Chat with the shop: opens the conversation (signed out, the guard asks to log in first). */
export function ChatButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (
    <button type="button" className="shop-chat" onClick={() => void navigate(chatPath(shopId))}>
      <MessageOutline aria-hidden="true" />
      {t('chat')}
    </button>
  );
}

/** The shop's figures in one row: fans, sold, positive rate, products. */
function ShopFigures({ shop }: { shop: ShopDetailDto }) {
  const { t } = useTranslation(['shop', 'catalogue']);
  const lang = useLang();
  const rated = shop.favorable_rate !== null;
  const figures = [
    { key: 'fans', value: formatCount(shop.fans, lang) },
    { key: 'sold', value: formatCount(shop.sales, lang) },
    // Before the first review there is no rate to show, only that fact.
    {
      key: 'positive',
      value: rated ? formatRate(shop.favorable_rate ?? 0, lang) : t('catalogue:noShopReviews'),
      none: !rated,
    },
    { key: 'products', value: formatCount(shop.product_count, lang) },
  ];
  return (
    <dl className="shop-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="shop-figures__item">
          <dt className="shop-figures__label">{t(`shop:figures.${figure.key}`)}</dt>
          <dd className={`shop-figures__value${figure.none ? ' shop-figures__value--none' : ''}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The shop's story, two lines at first: the products matter more on a phone screen. */
function ShopDescription({ text }: { text: string }) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const paragraph = useRef<HTMLParagraphElement>(null);
  // "Show more" only when the two lines really cut the text (short descriptions fit).
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (element && !open) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [text, open]);
  if (!text) return null;
  return (
    <div className="shop-about">
      <h2 className="shop-about__title">{t('about')}</h2>
      <p ref={paragraph} className={`shop-about__text${open ? '' : ' shop-about__text--clamped'}`}>
        {text}
      </p>
      {(overflows || open) && (
        <button type="button" className="shop-about__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('less') : t('more')}
        </button>
      )}
    </div>
  );
}

interface ShopHeaderProps {
  shop: ShopDetailDto;
  followed: boolean;
  followBusy: boolean;
  onToggleFollow: () => void;
}

/** The top of a shop: banner, logo, name, turnover, follow and chat buttons, figures and description. */
export function ShopHeader({ shop, followed, followBusy, onToggleFollow }: ShopHeaderProps) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  return (
    <header className="shop-header">
      <CatalogueImage
        className="shop-header__banner"
        image={shop.banner}
        alt=""
        widths={BANNER_WIDTHS}
        width={BANNER_SIZES.small}
        height={BANNER_SIZES.small / BANNER_SIZES.ratio}
        sizes="(min-width: 640px) 640px, 100vw"
        priority
      />
      <div className="shop-header__card">
        <div className="shop-header__identity">
          <CatalogueImage
            className="shop-header__logo"
            image={shop.logo}
            alt=""
            widths={LOGO_WIDTHS}
            width={LOGO_BOX}
            height={LOGO_BOX}
            sizes={`${LOGO_BOX}px`}
          />
          <div className="shop-header__text">
            <h2 className="shop-header__name">{shop.name}</h2>
            <div className="shop-header__turnover">
              {t('totalSales')} <strong>{formatMoney(shop.total_sales, lang)}</strong>
            </div>
          </div>
          <div className="shop-header__actions">
            <FollowButton followed={followed} busy={followBusy} onToggle={onToggleFollow} />
            <ChatButton shopId={shop.id} />
          </div>
        </div>
        <ShopFigures shop={shop} />
        <ShopDescription text={shop.description} />
      </div>
    </header>
  );
}

/** Grey boxes in the shape of the header while the shop loads; the banner keeps its real box. */
export function ShopHeaderSkeleton() {
  return (
    <div className="shop-header" aria-hidden="true">
      <div className="shop-header__banner skeleton" />
      <div className="shop-header__card">
        <div className="shop-header__identity">
          <div className="shop-header__logo skeleton" />
          <div className="shop-header__text">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
        <div className="shop-figures shop-figures--skeleton skeleton" />
      </div>
    </div>
  );
}
