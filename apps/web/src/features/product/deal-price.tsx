import { localeOf } from '@shop/contract/languages';
import { useTranslation } from 'react-i18next';
import { CompareAtPrice } from '../../components/compare-at-price.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { useLang } from '../../lib/session.ts';
import type { PriceView, SkuDeal } from './deal-pricing.ts';
import { PriceTag } from './price-tag.tsx';

/**
 * The product page's price at a deal: a banner with the "Deal" badge, the deal price large, the crossed-out "was"
 * price and the time left. Only the countdown inside ticks.
 */
export function DealBanner({ view, deal, onEnd }: { view: PriceView; deal: SkuDeal; onEnd: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="deal-banner">
      <div className="deal-banner__prices">
        <span className="deal-badge">{t('deal.badge')}</span>
        <PriceTag className="deal-banner__price" price={view.price} from={view.from} />
        <CompareAtPrice className="deal-banner__was" price={view.price} compareAt={view.compareAt} />
      </div>
      <div className="deal-banner__ends">
        <span className="deal-banner__ends-label">{t('deal.endsIn')}</span>
        <Countdown className="deal-banner__countdown" endsAt={deal.ends_at} onEnd={onEnd} />
      </div>
    </div>
  );
}

/** "12 left at this price · Limit 2 per shopper" (the limit only when the deal sets one). */
export function DealFacts({ deal, className }: { deal: SkuDeal; className?: string }) {
  const { t } = useTranslation('product');
  const lang = useLang();
  const count = (n: number) => new Intl.NumberFormat(localeOf(lang)).format(n);
  return (
    <span className={`deal-facts${className ? ` ${className}` : ''}`}>
      <span>{t('deal.left', { count: deal.left, left: count(deal.left) })}</span>
      {deal.per_user_limit !== null && (
        <span>{t('deal.limit', { count: deal.per_user_limit, limit: count(deal.per_user_limit) })}</span>
      )}
    </span>
  );
}
