import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { discountPercent } from './compare-at.ts';

/** The crossed-out "was" price and the discount badge beside a price; nothing when there is no real discount. */
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
