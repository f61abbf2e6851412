import { useTranslation } from 'react-i18next';
import { discountPercent } from '../lib/compare-at.ts';
import { formatMoney } from '../lib/money.ts';
import { useLang } from '../lib/session.ts';

/**
 * The crossed-out "was" price and the discount badge beside a price; nothing when there is no real discount. Shown
 * wherever a SKU's price is (product cards and page, the specification sheet, cart, checkout); its words live in
 * the `catalogue` namespace, loaded with every screen.
 */
export function CompareAtPrice({
  price,
  compareAt,
  className,
}: {
  price: string;
  compareAt: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const percent = discountPercent(price, compareAt);
  if (percent === null || !compareAt) return null;
  const was = formatMoney(compareAt, lang);
  return (
    <span className={`compare-at${className ? ` ${className}` : ''}`}>
      <s className="compare-at__was" aria-label={t('compareAt.was', { price: was })}>
        {was}
      </s>
      <span className="compare-at__badge" aria-label={t('compareAt.off', { percent })}>
        -{percent}%
      </span>
    </span>
  );
}
