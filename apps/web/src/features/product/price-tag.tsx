import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';

interface PriceTagProps {
  price: string;
  /** The lowest of several prices: "from $x" in the language's own word order. */
  from: boolean;
  className?: string;
  testId?: string;
}

/** Splits a translated "from {{price}}" around the price, so the amount can be styled on its own. */
const SLOT = '\u0000';

/** A price in the brand colour; the amount alone carries `testId`, so tests read it without the "from" word. */
export function PriceTag({ price, from, className, testId }: PriceTagProps) {
  const { t } = useTranslation('product');
  const lang = useLang();
  const amount = (
    <strong className="price-tag__amount price" data-testid={testId}>
      {formatMoney(price, lang)}
    </strong>
  );
  // Not react-i18next's <Trans>: it would join the shell chunk every first page loads.
  const [before = '', after = ''] = from ? t('priceFrom', { price: SLOT }).split(SLOT) : [];
  return (
    <span className={`price-tag${className ? ` ${className}` : ''}`}>
      {before}
      {amount}
      {after}
    </span>
  );
}
