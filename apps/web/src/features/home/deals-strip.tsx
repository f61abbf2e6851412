import type { DealCardDto } from '@shop/contract/promotion';
import { IMAGE_SIZES } from '@shop/contract/images';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../components/countdown.tsx';
import { AppLink } from '../../lib/app-link.tsx';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';

const IMAGE_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.large] as const;
const CARD_PICTURE = 104;

/** The soonest end among the cards: the strip's one countdown. */
export function soonestEnd(cards: readonly Pick<DealCardDto, 'ends_at'>[]): string | undefined {
  return cards.reduce<string | undefined>(
    (soonest, card) =>
      soonest === undefined || Date.parse(card.ends_at) < Date.parse(soonest) ? card.ends_at : soonest,
    undefined,
  );
}

/** Sold as a share of the deal's units, 0–100 (the bar's width). */
export function soldShare(card: Pick<DealCardDto, 'sold' | 'deal_stock'>): number {
  if (card.deal_stock <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((card.sold / card.deal_stock) * 100)));
}

/**
 * Home's Deals strip: one card per product on a deal (picture, deal price, the crossed-out price, a thin bar of the
 * units sold), scrolled sideways, with one countdown in the header to the soonest end. Its own chunk, loaded only
 * while deals run (docs/shopper-app.md#the-first-load-budget); its styles come with Home (deals-strip.css).
 */
export function DealsStrip({ cards, onEnd }: { cards: readonly DealCardDto[]; onEnd: () => void }) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const endsAt = soonestEnd(cards);
  return (
    <section className="section deals-strip" aria-labelledby={titleId}>
      <h2 className="section__title deals-strip__head">
        <span id={titleId} className="deals-strip__title">
          {t('deals.title')}
        </span>
        {endsAt && (
          <span className="deals-strip__ends">
            {t('deal.endsIn')}
            <Countdown className="deals-strip__countdown" endsAt={endsAt} onEnd={onEnd} />
          </span>
        )}
      </h2>
      <ul className="deals-row">
        {cards.map((card) => (
          <li key={card.deal_id}>
            <DealCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DealCard({ card }: { card: DealCardDto }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const share = soldShare(card);
  const was = formatMoney(card.was_price, lang);
  return (
    <AppLink to={`/detail/${card.product_id}`} className="deal-card">
      <CatalogueImage
        className="deal-card__image"
        image={card.image}
        alt={card.title}
        widths={IMAGE_WIDTHS}
        width={CARD_PICTURE}
        height={CARD_PICTURE}
        sizes={`${CARD_PICTURE}px`}
      />
      <strong className="price deal-card__price">{formatMoney(card.price, lang)}</strong>
      <s className="deal-card__was" aria-label={t('compareAt.was', { price: was })}>
        {was}
      </s>
      <span className="deal-card__bar" aria-hidden="true">
        <span className="deal-card__sold-bar" style={{ width: `${share}%` }} />
      </span>
      <span className="deal-card__sold">{t('sold', { count: card.sold })}</span>
    </AppLink>
  );
}
